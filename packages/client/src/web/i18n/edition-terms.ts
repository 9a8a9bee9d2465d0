import type { EditionId } from '@dugout/rules/data';
import type { MessageKey } from './en.js';

/**
 * Messages a match of another edition says in its own words (issue 18): a classic (LRB6) match says GFI
 * where BB2025 says Rush, Leap for a Jump, the LRB6 block dice faces, Tackle Zones for Marked, and shows AG as the 1–6
 * characteristic with no PA and AV as a number. Every message not listed is the same in both editions.
 */
export const EDITION_TERMS: Readonly<Record<EditionId, Partial<Record<MessageKey, MessageKey>>>> = {
  bb2025: {},
  classic: {
    'match.player.stats': 'classic.match.player.stats',
    'match.marker.rush': 'classic.match.marker.rush',
    'match.marker.dodge-rush': 'classic.match.marker.dodge-rush',
    'match.marker.jump': 'classic.match.marker.jump',
    'match.marker.jump-rush': 'classic.match.marker.jump-rush',
    'roll.rush': 'classic.roll.rush',
    'roll.jump': 'classic.roll.jump',
    'block-face.player-down': 'classic.block-face.player-down',
    'block-face.push-back': 'classic.block-face.push-back',
    'block-face.stumble': 'classic.block-face.stumble',
    'block-face.pow': 'classic.block-face.pow',
    // Seed 001: “相手のタックルゾーン内：-1x相手選手数”, where BB2025 says Marked.
    'modifier.marked': 'classic.modifier.marked',
  },
};
