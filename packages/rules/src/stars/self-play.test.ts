import { describe, expect, test } from 'vitest';
import { BotRandom, randomBot } from '../bot/random.js';
import { SeededDice } from '../dice/index.js';
import { apply, start } from '../engine/apply.js';
import { buildStartingTeam, type RosterId, validateTeamSheet } from '../rosters/index.js';
import { listStarPlayers } from '../rosters/star-players.js';
import { matchFromTeams } from '../state/factory.js';
import { starPlayer } from './player.js';

const seed = (n: number) => new Uint8Array(32).map((_, i) => (i === 0 ? n : i + 7));
const team = (id: RosterId) => {
  const r = validateTeamSheet(buildStartingTeam(id));
  if (!r.ok) throw new Error(id);
  return r.team;
};

/** Random bots play whole matches with three Stars a side, every Star in some match. */
describe('Star Players in self-play', () => {
  const stars = listStarPlayers().map((s) => s.id);
  const games = Math.ceil(stars.length / 6);
  let used = 0;
  test.each(Array.from({ length: games }, (_, g) => g))('match %i runs to the end with its Stars', (g) => {
    const s0 = matchFromTeams(team('human'), team('orc'));
    stars.slice(g * 6, g * 6 + 6).forEach((id, i) => {
      const side = i < 3 ? 'home' : 'away';
      s0.players.push(starPlayer(id, side, `${side}-star-${i}`, 90 + i));
    });
    const dice = new SeededDice(seed(g + 1));
    const botDice = new BotRandom(seed(g + 101));
    const bots = { home: randomBot(botDice), away: randomBot(botDice) };
    let state = start(s0, dice).state;
    let starEvents = 0;
    for (let n = 0; state.decision && n < 100_000; n++) {
      const d = state.decision;
      const r = apply(state, bots[d.team](d), dice);
      starEvents += r.events.filter((e) => e.kind === 'star-rule').length;
      state = r.state;
    }
    expect(state.finished).toBe(true);
    expect(state.stack).toHaveLength(0);
    // The bots set the Stars up and they play.
    expect(state.players.some((p) => p.star !== undefined && p.record.played)).toBe(true);
    used += starEvents;
  });

  test('the bots use special rules along the way', () => {
    expect(used).toBeGreaterThan(0);
  });
});
