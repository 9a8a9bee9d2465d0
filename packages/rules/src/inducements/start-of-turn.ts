import { editionOf } from '../edition/editions.js';
import type { Command } from '../engine/commands.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import { randomPlayer } from '../flow/random-player.js';
import { goingDown } from '../injury/going-down.js';
import { onPitchPlayers } from '../state/query.js';
import type { MatchState } from '../state/types.js';
import { otherSide, type Side } from '../types.js';
import { countOf } from './define.js';
import { markUsedOnce, prayerInForce, unused } from './effects.js';

/**
 * What a coach may do at the start of its own turn, before any activation, once per game each:
 * the Weather Mage re-rolls the weather (2D6, then a modifier of the coach's choice from −2 to +2; the
 * result stands until the next Changing Weather, §3.11), and Throw a Rock knocks down a random opposing
 * player on the pitch on a D6 4+ (§4.3). Offered beside the activations, as `choose` commands.
 */
export const START_OF_TURN = ['weather-mage', 'throw-a-rock'] as const;
export type StartOfTurnUse = (typeof START_OF_TURN)[number];

const choice = (use: StartOfTurnUse) => `inducement:${use}`;
export const WEATHER_MODIFIERS = [-2, -1, 0, 1, 2] as const;

/** The start-of-turn uses open to `team` now (none once a player of the team has been activated). */
export function startOfTurnOptions(s: MatchState, team: Side): Command[] {
  const ind = s.inducements;
  if (!ind || s.turnState?.team !== team) return [];
  if (s.turnState.activePlayer !== null || s.players.some((p) => p.team === team && p.activated)) return [];
  const out: Command[] = [];
  if (countOf(ind.sides[team].bought, 'weather-mage') > 0 && unused(s, team, 'weather-mage'))
    out.push({ type: 'choose', choice: choice('weather-mage') });
  if (
    prayerInForce(s, team, 'throw-a-rock') &&
    unused(s, team, 'throw-a-rock') &&
    onPitchPlayers(s, otherSide(team)).length > 0
  )
    out.push({ type: 'choose', choice: choice('throw-a-rock') });
  return out;
}

/** The procedure for a start-of-turn command, or null when the command is something else. */
export function startOfTurnProc(s: MatchState, team: Side, c: Command): StartOfTurnProc | null {
  if (c.type !== 'choose') return null;
  const use = START_OF_TURN.find((u) => choice(u) === c.choice);
  if (!use || !startOfTurnOptions(s, team).some((o) => o.type === 'choose' && o.choice === c.choice))
    return null;
  return { kind: 'start-of-turn-inducement', team, use, total: null };
}

export interface StartOfTurnProc extends Proc {
  kind: 'start-of-turn-inducement';
  team: Side;
  use: StartOfTurnUse;
  /** Weather Mage: the 2D6 rolled, waiting for the coach's modifier. */
  total: number | null;
}

export const startOfTurnDef = defineProc<StartOfTurnProc>({
  run(ctx, p) {
    const s = ctx.s;
    if (p.use === 'throw-a-rock') {
      markUsedOnce(s, p.team, 'throw-a-rock');
      ctx.emit({ kind: 'prayer', team: p.team, prayer: 'throw-a-rock', effect: 'a rock is thrown' });
      ctx.finish();
      const target = randomPlayer(ctx, onPitchPlayers(s, otherSide(p.team)));
      if (!target) return NEXT;
      const n = ctx.roll('D6');
      const hit = n >= 4;
      ctx.emit({
        kind: 'roll',
        purpose: 'prayers-to-nuffle',
        player: target.id,
        die: 'D6',
        natural: [n],
        modifiers: [],
        total: n,
        target: 4,
        success: hit,
        rerolled: false,
      });
      if (hit && target.status === 'standing') ctx.push(goingDown(target, 'knocked-down'));
      return NEXT;
    }
    if (p.total === null) {
      markUsedOnce(s, p.team, 'weather-mage');
      const a = ctx.roll('D6');
      const b = ctx.roll('D6');
      p.total = a + b;
      ctx.emit({
        kind: 'roll',
        purpose: 'weather',
        player: null,
        die: 'D6',
        natural: [a, b],
        modifiers: [],
        total: a + b,
        target: null,
        success: null,
        rerolled: true,
      });
      return WAIT;
    }
    const c = takeInput(p);
    if (c?.type !== 'choose') return WAIT;
    const mod = Number(c.choice.slice('weather:'.length));
    s.weather = editionOf(s).weather(p.total + mod);
    ctx.emit({ kind: 'weather', weather: s.weather });
    ctx.finish();
    return NEXT;
  },
  decide(_s, p): Decision {
    const total = p.total ?? 7;
    return {
      team: p.team,
      kind: 'weather-mage',
      prompt: `Weather Mage: the weather roll is ${total}; choose a modifier`,
      options: WEATHER_MODIFIERS.map((m) => ({ type: 'choose', choice: `weather:${m}` })),
    };
  },
});
