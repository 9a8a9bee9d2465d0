import { describe, expect, test } from 'vitest';
import { run } from '../__fixtures__/helpers.js';
import type { Command } from '../engine/commands.js';
import { getPosition } from '../rosters/rosters.js';
import { canHireStar, getStarPlayer } from '../rosters/star-players.js';
import type { MatchState } from '../state/types.js';
import { inducedMatch } from './__fixtures__/match.js';
import { MERCENARY_FEE, MERCENARY_SKILL_FEE } from './items/mercenary.js';

const buy = (choice: string): Command => ({ type: 'choose', choice });
const choices = (s: MatchState) =>
  (s.decision?.options ?? []).map((o) => (o.type === 'choose' ? o.choice : o.type));
const stars = (s: MatchState) =>
  choices(s)
    .filter((c) => c.startsWith('buy:star-player:'))
    .map((c) => c.slice(16));
const rich = (home: Parameters<typeof inducedMatch>[0], away: Parameters<typeof inducedMatch>[1] = 'orc') =>
  inducedMatch(home, away, { mode: 'exhibition', budget: { home: 3_000_000, away: 3_000_000 } });

describe('Star Players as inducements (§3.18)', () => {
  test('only the stars the team may hire are offered (canHireStar), each at its fee', () => {
    const s = rich('human');
    const offered = stars(s);
    expect(offered.length).toBeGreaterThan(0);
    for (const id of offered)
      expect(canHireStar(id, { rosterId: 'human', league: 'old-world-classic' })).toBe(true);
    const griff = s.decision?.options.find(
      (o) => o.type === 'choose' && o.choice === 'buy:star-player:griff-oberwald',
    );
    expect(griff).toBeDefined();
    const after = run(s, [griff as Command]).state;
    expect(after.inducements?.sides.home.spentTreasury).toBe(getStarPlayer('griff-oberwald').cost);
  });

  test('a hired star joins the Reserves with its printed profile and Loner; it is not offered twice, nor to the other team', () => {
    const s = run(rich('human', 'human'), [buy('buy:star-player:griff-oberwald')]).state;
    const griff = s.players.find((p) => p.name === getStarPlayer('griff-oberwald').name);
    expect(griff).toMatchObject({ team: 'home', box: 'reserves' });
    expect(griff?.skills.some((k) => k.id === 'loner')).toBe(true);
    expect(stars(s)).not.toContain('griff-oberwald');
    const away = run(s, [{ type: 'done' }]).state;
    expect(away.decision?.team).toBe('away');
    expect(stars(away)).not.toContain('griff-oberwald');
  });

  test('at most two stars; a pair is one choice, one fee and two players', () => {
    const pairTeam = rich('ogre');
    const pairs = stars(pairTeam).filter((id) => getStarPlayer(id).pairedWith !== null);
    if (pairs.length === 0) throw new Error('fixture: the Ogre team should be offered a pair');
    const pair = pairs[0] as string;
    const n = pairTeam.players.length;
    const one = run(pairTeam, [buy(`buy:star-player:${pair}`)]).state;
    expect(one.players.length).toBe(n + 2);
    expect(one.inducements?.sides.home.spentTreasury).toBe(getStarPlayer(pair).cost);
    expect(stars(one)).not.toContain(getStarPlayer(pair).pairedWith);
    const other = stars(one)[0] as string;
    const two = run(one, [buy(`buy:star-player:${other}`)]).state;
    expect(stars(two)).toEqual([]);
  });

  test('exhibition play: never more than one mega-star', () => {
    const s = rich('human');
    const megas = stars(s).filter((id) => getStarPlayer(id).megaStar);
    expect(megas.length).toBeGreaterThan(1);
    const after = run(s, [buy(`buy:star-player:${megas[0]}`)]).state;
    expect(stars(after).filter((id) => getStarPlayer(id).megaStar)).toEqual([]);
    expect(stars(after).length).toBeGreaterThan(0);
  });

  test('the squad never goes over 16 with Stars and Mercenaries', () => {
    let s = rich('human');
    const own = () => s.players.filter((p) => p.team === 'home').length;
    while (own() < 16) {
      const merc = choices(s).find((c) => c.startsWith('buy:mercenary:'));
      const star = stars(s)[0];
      const next = merc ?? (star ? `buy:star-player:${star}` : undefined);
      if (!next) break;
      s = run(s, [buy(next)]).state;
      if (!merc && !star) break;
    }
    expect(own()).toBeLessThanOrEqual(16);
    if (own() === 16) {
      expect(choices(s).some((c) => c.startsWith('buy:mercenary:') || c.startsWith('buy:star-player:'))).toBe(
        false,
      );
    }
  });
});

describe('Mercenary Players (§3.18)', () => {
  test('the position fee + 30k, Loner (4+), in the Reserves', () => {
    const s = rich('human');
    const pos = getPosition('human', 'human-lineman');
    const after = run(s, [buy('buy:mercenary:human-lineman')]).state;
    expect(after.inducements?.sides.home.spentTreasury).toBe(pos.cost + MERCENARY_FEE);
    const merc = after.players.at(-1);
    expect(merc).toMatchObject({ team: 'home', box: 'reserves', position: 'human-lineman', unnamed: true });
    expect(merc?.skills).toContainEqual({ id: 'loner', value: 4 });
    expect(merc?.stats).toMatchObject({ ma: pos.ma, st: pos.st, av: pos.av });
  });

  test('one Primary skill for +50k more; a skill it has, or a Secondary one, is not offered', () => {
    const s = rich('human');
    const pos = getPosition('human', 'human-lineman');
    expect(choices(s)).toContain('buy:mercenary:human-lineman:block');
    // Human Linemen have General as Primary, not Mutation.
    expect(choices(s)).not.toContain('buy:mercenary:human-lineman:claws');
    expect(choices(s)).not.toContain('buy:mercenary:human-blitzer:block');
    const after = run(s, [buy('buy:mercenary:human-lineman:block')]).state;
    expect(after.inducements?.sides.home.spentTreasury).toBe(pos.cost + MERCENARY_FEE + MERCENARY_SKILL_FEE);
    expect(after.players.at(-1)?.skills).toContainEqual({ id: 'block' });
  });

  test('at most three, and within the position limit', () => {
    let s = rich('human');
    for (let i = 0; i < 3; i++) s = run(s, [buy('buy:mercenary:human-lineman')]).state;
    expect(choices(s).some((c) => c.startsWith('buy:mercenary:'))).toBe(false);
    const full = rich('human');
    for (const id of ['human-blitzer', 'human-catcher', 'ogre', 'human-lineman']) {
      const have = full.players.filter((p) => p.team === 'home' && p.position === id).length;
      expect(choices(full).includes(`buy:mercenary:${id}`)).toBe(have < getPosition('human', id).max);
    }
  });
});
