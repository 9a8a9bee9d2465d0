import type { Command } from '../commands.js';
import { RulesError } from '../errors.js';
import { pickIndex, type Random } from '../random.js';
import type { BloodBoundState } from '../state.js';
import type { Seat } from '../types.js';
import { type TableView, viewFor } from '../view.js';
import { type Beliefs, deduce } from './beliefs.js';

/** What the bot needs to weigh a command: its beliefs and its view (never the state). */
interface Mind {
  view: TableView;
  b: Beliefs;
  /** How sure it must be to capture: lower as the game drags on, so every game ends. */
  nerve: number;
}

const rival = (m: Mind, seat: Seat) => m.b.rival.get(seat) ?? 0;
const wounds = (m: Mind, seat: Seat) => m.view.seats.find((s) => s.seat === seat)?.wounds ?? 0;
/** Chance `seat` is the rival clan's leader, as far as the bot can tell. */
const rivalLeader = (m: Mind, seat: Seat) => ((rival(m, seat) + 1) / 2) * (m.b.leads.get(seat) ?? 0);
const isInquisitor = (m: Mind) => m.b.faction === 'secret-order';

function tokenValue(m: Mind, token: string): number {
  const you = m.view.you;
  if (!you) return 0;
  if (isInquisitor(m)) return token === 'rank' ? 0 : token === 'unknown' ? 2 : 1;
  // A leader hides the rank (it says "leader"); anyone else shows it to use the ability.
  const leaderish = you.card.rank === 1 || m.view.seats.some((s) => s.cards.some((c) => c.kind === 'quill'));
  if (token === 'rank') return leaderish ? 0 : 3;
  return token === 'unknown' ? 2 : 1;
}

/** A value per command: the bot plays one of the best (ties broken at random). */
function value(m: Mind, c: Command): number {
  switch (c.type) {
    case 'attack': {
      if (wounds(m, c.target) >= 3) {
        // A capture: only the rival leader wins it; the Inquisitor wins if captured.
        if (m.b.known.get(c.target) === 'secret-order') return -2;
        return rivalLeader(m, c.target) >= m.nerve ? 2 + rivalLeader(m, c.target) : -1;
      }
      return isInquisitor(m) ? 0.5 : 0.3 + 0.6 * rival(m, c.target) + 0.2 * rivalLeader(m, c.target);
    }
    case 'pass':
      return isInquisitor(m) ? 0.1 : Math.min(0.25, 0.05 - 0.2 * rival(m, c.to));
    case 'offer-intervention': {
      const step = m.view.decision;
      if (step?.kind !== 'intervention' || isInquisitor(m)) return -1;
      if (m.view.you?.card.character === 'alchemist' && rival(m, step.target) > 0.5) return 1;
      const ally = -rival(m, step.target);
      return ally > 0.4 && (rival(m, step.attacker) > 0.2 || wounds(m, step.target) >= 2) ? 1 : -1;
    }
    case 'decline-intervention':
    case 'refuse-intervention':
    case 'decline-ability':
      return 0;
    case 'accept-intervention': {
      const desperate = m.view.you && wounds(m, m.view.you.seat) >= 3;
      return desperate ? 1 - rival(m, c.by) : -rival(m, c.by) - 0.2;
    }
    case 'take-token':
      return tokenValue(m, c.token);
    case 'return-token':
      return c.token === 'rank' ? 1 : 0.5;
    case 'take-quill':
      return 1;
    case 'assassinate':
    case 'compel':
      return rival(m, c.target) + 0.3 * rivalLeader(m, c.target) - 0.1;
    case 'look':
      return c.at.reduce(
        (sum, seat) =>
          sum + (m.view.you?.sightings.some((x) => x.seat === seat) ? 0 : 1 - Math.abs(rival(m, seat))),
        0,
      );
    case 'alchemy': {
      const d = m.view.decision;
      const target = d?.kind === 'ability' ? (d.intervenedFor ?? '') : '';
      return c.effect === 'wound' ? rival(m, target) : -rival(m, target);
    }
    case 'shield':
    case 'staff':
      return -rival(m, c.to) - 0.1;
    case 'fan':
      return rival(m, c.to) + 0.3 * rivalLeader(m, c.to) - 0.1;
    case 'retaliate': {
      const d = m.view.decision;
      return d?.kind === 'ability' ? rival(m, d.source) + 0.3 : 0;
    }
    case 'curse':
      // The True Curse on whoever most looks like a leader; the False ones anywhere.
      return m.b.leads.get(c.trueCurse) ?? 0;
  }
}

/**
 * A bot that reasons from its own view only (`viewFor(state, seat)`): it tracks what it can deduce — its
 * right neighbour's clue, clan-coloured tokens, revealed ranks, its Harlequin's looks, who attacked or stood
 * in for whom — attacks likely rivals, captures only the likely rival leader, stands in for likely allies,
 * shields allies and curses likely leaders. It grows bolder as the game drags on, so games end.
 */
export function reasoningBot(s: BloodBoundState, seat: Seat, random: Random): Command {
  const view = viewFor(s, seat);
  const options = view.you?.options ?? [];
  if (options.length === 0) throw new RulesError(`${seat} has nothing to decide`);
  const patience = 12 * view.seats.length;
  const m: Mind = { view, b: deduce(view), nerve: Math.max(0, 0.55 * (1 - view.turn / patience)) };
  const values = options.map((c) => value(m, c));
  const best = Math.max(...values);
  const top = options.filter((_, i) => (values[i] as number) >= best - 1e-9);
  return top[pickIndex(random, top.length)] as Command;
}
