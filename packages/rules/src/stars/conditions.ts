import { adjacent } from '../pitch.js';
import type { PlayerState } from '../state/types.js';
import type { ArmourCause, ArmourSituation, InjurySituation } from './hooks.js';

/**
 * Conditions several special rules share: who made the roll happen and how, and what a bonus would
 * change. A rule that "may be added after the roll" is used only when it turns the result.
 */

/** The owner caused this roll against an opponent, in the given way. */
export const byOwnerOn = (
  x: ArmourSituation | InjurySituation,
  owner: PlayerState,
  cause: ArmourCause,
): boolean => x.cause === cause && x.by?.id === owner.id && x.victim.team !== owner.team;

/** Adding `n` to this armour roll breaks armour that held. */
export const breaksWith = (x: ArmourSituation, n: number): boolean =>
  x.modifiable && !x.broken && x.total + x.spare + n >= x.av;

/** Adding `n` to this injury roll gives a worse result. */
export const worsensWith = (x: InjurySituation, n: number): boolean => x.readAt(x.total + n) !== x.result;

/** An armour-or-injury bonus (Ram, Slayer …): on the armour roll when it breaks it, else on the injury. */
export const eitherBonus = (
  n: number,
  applies: (x: ArmourSituation | InjurySituation, owner: PlayerState) => boolean,
) => ({
  armour: (x: ArmourSituation, owner: PlayerState) =>
    applies(x, owner) && breaksWith(x, n) ? { modifier: n } : null,
  injury: (x: InjurySituation, owner: PlayerState) =>
    applies(x, owner) && worsensWith(x, n) ? { modifier: n } : null,
});

/** The owner's partner in a pair of stars: a team-mate with the same special rule. */
export const partnerOf = (players: readonly PlayerState[], owner: PlayerState): PlayerState | undefined =>
  players.find((p) => p.id !== owner.id && p.team === owner.team && p.star?.rule === owner.star?.rule);

/** The player stands next to the victim with its Tackle Zone, i.e. Marks it. */
export const marks = (p: PlayerState | undefined, victim: PlayerState): boolean =>
  p !== undefined &&
  p.at !== null &&
  victim.at !== null &&
  p.status === 'standing' &&
  !p.distracted &&
  adjacent(p.at, victim.at);
