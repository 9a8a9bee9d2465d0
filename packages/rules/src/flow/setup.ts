import { editionOf } from '../edition/editions.js';
import { type Command, squareCommand } from '../engine/commands.js';
import type { Decision } from '../engine/decision.js';
import { defineProc, NEXT, type Proc, takeInput, WAIT } from '../engine/procedure.js';
import { PITCH_HEIGHT, PITCH_WIDTH } from '../pitch.js';
import { placeOnPitch, toBox } from '../state/mutate.js';
import { getPlayer, occupancy } from '../state/query.js';
import type { MatchState } from '../state/types.js';
import type { Side } from '../types.js';
import { FORMATION_NAMES, formationSquares } from './formations.js';
import { availableForSetup, setupProblems } from './setup-rules.js';

/**
 * Set-up for one team (§3.10). The coach may apply a ready formation, or pick a player and then a square
 * (or the Reserves); `done` is offered only while the set-up is legal.
 */
export interface SetupProc extends Proc {
  kind: 'setup';
  team: Side;
  picked: string | null;
}

export const setupProc = (team: Side): SetupProc => ({ kind: 'setup', team, picked: null });

export function applyFormation(ctx: Parameters<typeof setupDef.run>[0], team: Side, name: string): void {
  const s = ctx.s;
  const slots = formationSquares(name, team) ?? [];
  const players = availableForSetup(s, team).sort((a, b) => a.number - b.number);
  for (const p of players) if (p.at !== null) toBox(ctx, p, 'reserves');
  players.slice(0, Math.min(editionOf(s).maxOnPitch, slots.length)).forEach((p, i) => {
    const sq = slots[i];
    if (sq) placeOnPitch(ctx, p, sq);
  });
}

function setupOptions(s: MatchState, p: SetupProc): Command[] {
  if (p.picked !== null) {
    const player = getPlayer(s, p.picked);
    const options: Command[] = [];
    const grid = occupancy(s);
    const [x0, x1] = p.team === 'home' ? [0, 12] : [13, PITCH_WIDTH - 1];
    for (let y = 0; y < PITCH_HEIGHT; y++) {
      for (let x = x0; x <= x1; x++)
        if (grid[y * PITCH_WIDTH + x] === undefined) options.push(squareCommand(x, y));
    }
    if (player.at !== null) options.push({ type: 'bench' });
    return options;
  }
  const options: Command[] = FORMATION_NAMES.map((name) => ({ type: 'formation' as const, name }));
  for (const pl of availableForSetup(s, p.team)) options.push({ type: 'player', player: pl.id });
  if (setupProblems(s, p.team).length === 0) options.push({ type: 'done' });
  return options;
}

export const setupDef = defineProc<SetupProc>({
  run(ctx, p) {
    const c = takeInput(p);
    if (!c) return WAIT;
    const s = ctx.s;
    switch (c.type) {
      case 'formation':
        applyFormation(ctx, p.team, c.name);
        return NEXT;
      case 'player':
        p.picked = c.player;
        return NEXT;
      case 'square': {
        const player = getPlayer(s, p.picked as string);
        p.picked = null;
        if (player.at === null) placeOnPitch(ctx, player, c.square);
        else {
          const from = player.at;
          player.at = { x: c.square.x, y: c.square.y };
          ctx.emit({ kind: 'move', player: player.id, from, to: player.at, how: 'placed' });
        }
        return NEXT;
      }
      case 'bench': {
        const player = getPlayer(s, p.picked as string);
        p.picked = null;
        toBox(ctx, player, 'reserves');
        return NEXT;
      }
      case 'done':
        ctx.emit({
          kind: 'note',
          text: `${p.team} set up`,
          team: p.team,
          code: 'setup-done',
          params: { team: p.team },
        });
        ctx.finish();
        return NEXT;
      default:
        return WAIT;
    }
  },
  decide(s, p): Decision {
    return {
      team: p.team,
      kind: p.picked === null ? 'setup' : 'setup-place',
      ...(p.picked !== null ? { player: p.picked } : {}),
      prompt:
        p.picked === null ? `${p.team}: set up (see setupProblems for what is missing)` : 'Place the player',
      options: setupOptions(s, p),
    };
  },
});
