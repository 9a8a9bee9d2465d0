import { BloodBoundRejection } from '../errors.js';
import { targetProblem, targetsFor } from '../flow/targets.js';
import { type Ctx, playerAt } from '../query.js';
import type { AbilityStep, BloodBoundState } from '../state.js';
import { type Seat, SHIELD_COLOURS, type ShieldColour } from '../types.js';
import { ability } from './ability.js';

/**
 * The colour the Guardian plays: the Sword he holds, else the first colour whose Sword is in the supply. The
 * colours say nothing about clans; they only pair each Sword with its Shields.
 */
function guardianColour(s: BloodBoundState, seat: Seat): ShieldColour | undefined {
  const held = playerAt(s, seat).cards.find((c) => c.kind === 'sword');
  if (held?.kind === 'sword') return held.colour;
  return SHIELD_COLOURS.find((c) => s.supply.swords[c] > 0);
}

function shieldColour(s: BloodBoundState, step: AbilityStep): ShieldColour | undefined {
  const colour = guardianColour(s, step.seat);
  return colour !== undefined && s.supply.shields[colour] > 0 ? colour : undefined;
}

/**
 * Guardian (rank 6): gives a Shield to another player (house rule: not himself) and takes the Sword of the
 * same colour. A Shield holder cannot be attacked nor wounded by abilities, but may intervene. A second use
 * (after a heal) gives the second Shield of his colour.
 */
export const GUARDIAN = ability<{ type: 'shield'; to: Seat }>({
  uses: (s, step) =>
    shieldColour(s, step) === undefined
      ? []
      : targetsFor(s, step.seat, { lacking: 'shield' }).map((to) => ({ type: 'shield', to })),
  use(ctx, step, { to }) {
    const { s } = ctx;
    const colour = shieldColour(s, step) as ShieldColour;
    ctx.emit({ type: 'ability-used', seat: step.seat, ability: 'guardian', targets: [to] });
    s.supply.shields[colour] -= 1;
    playerAt(s, to).cards.push({ kind: 'shield', colour });
    ctx.emit({ type: 'card-placed', card: { kind: 'shield', colour }, to, by: step.seat });
    const guardian = playerAt(s, step.seat);
    if (!guardian.cards.some((c) => c.kind === 'sword')) {
      s.supply.swords[colour] -= 1;
      guardian.cards.push({ kind: 'sword', colour });
      ctx.emit({ type: 'card-placed', card: { kind: 'sword', colour }, to: step.seat, by: step.seat });
    }
  },
  explain: (s, step, c) =>
    targetProblem(s, step.seat, c.to, { lacking: 'shield' }) ??
    new BloodBoundRejection('illegal-choice', 'no Shield of your colour is left'),
});

/** The Sword holder's third wound: the Sword and every Shield of its colour go back to the supply. */
export function returnGuardianCards(ctx: Ctx, seat: Seat): void {
  const { s } = ctx;
  const sword = playerAt(s, seat).cards.find((c) => c.kind === 'sword');
  if (sword?.kind !== 'sword') return;
  const colour = sword.colour;
  const from: Seat[] = [];
  for (const p of s.players) {
    const kept = p.cards.filter((c) => !((c.kind === 'sword' || c.kind === 'shield') && c.colour === colour));
    for (const c of p.cards) {
      if (c.kind === 'shield' && c.colour === colour) s.supply.shields[colour] += 1;
      if (c.kind === 'sword' && c.colour === colour) s.supply.swords[colour] += 1;
    }
    if (kept.length !== p.cards.length) from.push(p.seat);
    p.cards = kept;
  }
  ctx.emit({ type: 'cards-returned', colour, from });
}
