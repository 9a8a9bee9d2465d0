import type { Stats } from '../state/types.js';
import { BB2025 } from './bb2025.js';
import { CLASSIC } from './classic.js';
import type { Edition, EditionId } from './edition.js';

export const EDITIONS: Readonly<Record<EditionId, Edition>> = { bb2025: BB2025, classic: CLASSIC };

/** The edition a match (or a team sheet, a league) is played under. */
export const editionOf = (s: { edition: EditionId }): Edition => EDITIONS[s.edition];

/** The D6 target of this player's agility tests in the match's edition. */
export const agilityTarget = (s: { edition: EditionId }, p: { stats: Stats }): number =>
  editionOf(s).agilityTarget(p.stats);

/** The D6 target of this player's passes in the match's edition; null: the player cannot pass. */
export const passTarget = (s: { edition: EditionId }, p: { stats: Stats }): number | null =>
  editionOf(s).passTarget(p.stats);
