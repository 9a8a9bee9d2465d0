import type {
  Command,
  GameEvent,
  InducementId,
  InducementsState,
  InducingSide,
  MatchState,
  Purchase,
  Side,
  TeamState,
} from '@dugout/rules';
import type { Audience } from '../../host/game-module.js';

/**
 * Issue 16: at the inducement step each coach buys in secret, as at a table; what the other bought is
 * shown once both are done (and to everyone at the end). The purse may show (the second team's petty cash
 * follows from the rules); the items, what they cost and the players they brought may not.
 */

const SIDES = ['home', 'away'] as const satisfies readonly Side[];

/** The sides whose purchases `to` may not see yet: none once both are done or the match is over. */
function hiddenSides(ind: InducementsState | undefined, to: Audience): Side[] {
  if (!ind || to.over || (ind.sides.home.done && ind.sides.away.done)) return [];
  return SIDES.filter((side) => side !== to.recipient);
}

/** A side as others see it while the step goes on: its purse, nothing bought, nothing spent. */
const withheld = (side: InducingSide): InducingSide & { withheld: true } => ({
  ...side,
  bought: [],
  spentPettyCash: 0,
  spentTreasury: 0,
  lost: 0,
  withheld: true,
});

/** The team counters an item adds to when bought (`inducements/items/`): shown as they were before. */
const COUNTERS: Partial<Record<InducementId, readonly (keyof TeamState)[]>> = {
  bribes: ['bribes'],
  'extra-team-training': ['rerolls', 'rerollsPerHalf'],
  'part-time-assistant-coaches': ['assistantCoaches'],
  'temp-agency-cheerleaders': ['cheerleaders'],
  'wandering-apothecary': ['apothecaries'],
};

function teamBefore(team: TeamState, bought: readonly Purchase[]): TeamState {
  const out: Record<string, unknown> = { ...team };
  for (const b of bought) for (const key of COUNTERS[b.item] ?? []) out[key] = (out[key] as number) - 1;
  return out as unknown as TeamState;
}

/** The match as `to` may see it: another side's purchases, the players they added and its offers withheld. */
export function inducementsView(state: MatchState, to: Audience): MatchState {
  const ind = state.inducements;
  const hidden = hiddenSides(ind, to);
  if (!ind || hidden.length === 0) return state;
  const players = new Set(hidden.flatMap((side) => ind.sides[side].bought.flatMap((b) => b.players ?? [])));
  const sides = { ...ind.sides };
  const teams = { ...state.teams };
  const sheet = ind.sheet ? { ...ind.sheet } : undefined;
  for (const side of hidden) {
    sides[side] = withheld(ind.sides[side]);
    teams[side] = teamBefore(state.teams[side], ind.sides[side].bought);
    if (sheet) delete sheet[side];
  }
  const d = state.decision;
  // The buyer's offers say what it can still afford and what it has used up: only the buyer sees them.
  const decision =
    d && d.kind === 'inducements' && hidden.includes(d.team)
      ? { team: d.team, kind: d.kind, prompt: d.prompt, options: [] }
      : d;
  return {
    ...state,
    teams,
    players: state.players.filter((p) => !players.has(p.id)),
    decision,
    inducements: { ...ind, sides, ...(sheet ? { sheet } : {}) },
  };
}

/**
 * The events `to` may hear: another side's purchases and its spend (`inducements-done` gives it away) are
 * never sent live. The view shows them once both are done; a finished match's replay shows them all.
 */
export function inducementEventsFor(events: readonly GameEvent[], to: Audience): GameEvent[] {
  if (to.over) return [...events];
  return events.filter(
    (e) => !((e.kind === 'inducement' || e.kind === 'inducements-done') && e.team !== to.recipient),
  );
}

/** A stored purchase (`buy:…`) in a replay of a live match: only its own seat sees what was bought. */
export function inducementCommandFor(command: Command, seat: string, to: Audience): Command {
  if (to.over || to.recipient === seat) return command;
  if (command.type === 'choose' && command.choice.startsWith('buy:'))
    return { type: 'choose', choice: 'buy' };
  return command;
}
