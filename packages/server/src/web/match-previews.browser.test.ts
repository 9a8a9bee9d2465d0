/**
 * Issue 21 items 4 and 5: the pass screen's odds (range ruler, accuracy, completion, interceptors; hand-off
 * and Throw Team-mate too) and the move previews (the planned path, the chance under the pointer only, the
 * Tackle Zone overlay, the heat map as a remembered option), on the client's test page of the match screen.
 * Screenshots in English, Korean and Japanese: artifacts/match-pass-*.png, artifacts/match-path-*.png.
 */
import path from 'node:path';
import {
  apply,
  type Command,
  loadScenario,
  type MatchState,
  markerCount,
  rangeBetween,
  type ScenarioInput,
  ScriptedDice,
} from '@dugout/rules';
import { handOffOdds, passOdds, reachableSquares, ttmOdds } from '@dugout/rules/odds';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ARTIFACTS_DIR, answer, browserAvailable, launchChromium, painted } from '../test-support/browser.js';
import { oddsReady, openHarness, sentCommands, showState } from '../test-support/match-harness.js';

/** The screen's percentage (`formatChance`): never 0% or 100% for something uncertain. */
const pct = (p: number) =>
  p <= 0 ? '0%' : p >= 1 ? '100%' : p < 0.01 ? '<1%' : p > 0.99 ? '>99%' : `${Math.round(p * 100)}%`;

const play = (s: MatchState, ...commands: Command[]) =>
  commands.reduce(
    (state, c) =>
      apply(state, { ...c, team: state.decision?.team ?? 'home' } as Command, new ScriptedDice([])).state,
    s,
  );

const TEAMS: ScenarioInput['teams'] = { home: { name: 'Reikland Reavers' }, away: { name: 'Gouged Eye' } };

const PASSING: ScenarioInput = {
  activeTeam: 'home',
  teams: TEAMS,
  ball: { carrier: 'thrower' },
  players: [
    { id: 'thrower', team: 'home', name: 'Griff', number: 7, at: [5, 7], pa: 3 },
    { id: 'near', team: 'home', name: 'Mighty Zug', number: 4, at: [8, 8] },
    { id: 'far', team: 'home', name: 'Jordell', number: 2, at: [14, 7] },
    { id: 'cutter', team: 'away', name: 'Varag', number: 5, at: [10, 7] },
    { id: 'ogre', team: 'home', name: 'Morg', number: 9, at: [5, 11], st: 5, skills: ['Throw Team-mate'] },
    { id: 'goblin', team: 'home', name: 'Nobbla', number: 12, at: [5, 12], st: 2, skills: ['Right Stuff'] },
  ],
};

const MOVING: ScenarioInput = {
  activeTeam: 'home',
  teams: TEAMS,
  players: [
    { id: 'runner', team: 'home', name: 'Griff', number: 7, at: [5, 7], ma: 6, ag: 3 },
    { id: 'o1', team: 'away', name: 'Varag', number: 5, at: [8, 6] },
    { id: 'o2', team: 'away', name: 'Ugroth', number: 6, at: [8, 8] },
    { id: 'o3', team: 'away', name: 'Grashnak', number: 8, at: [3, 12] },
  ],
};

describe.runIf(browserAvailable())('pass odds and move previews in Chromium (issue 21 items 4 and 5)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await openHarness(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('the pass screen shows the range ruler, each team-mate’s odds and the interceptors under the ruler', async () => {
    const aiming = play(
      loadScenario(PASSING),
      { type: 'activate', player: 'thrower', action: 'pass' },
      { type: 'choose', choice: 'pass' },
    );
    expect(aiming.decision?.kind).toBe('pass-target');
    await showState(page, { state: aiming });
    const panel = page.getByTestId('pass-odds');
    await panel.waitFor();
    expect(await panel.getAttribute('data-pass-kind')).toBe('pass');
    expect(await panel.locator('h3').textContent()).toBe('Pass odds from #7 Griff');

    // The ruler's bands, each with the engine's chance of an Accurate pass (a square of each band).
    const bands = await panel
      .locator('tr[data-band]')
      .evaluateAll((rows) =>
        rows.map((r) => [r.getAttribute('data-band'), r.querySelectorAll('td')[1]?.textContent]),
      );
    expect(bands.map((b) => b[0])).toEqual(['quick', 'short', 'long', 'long-bomb']);
    const sample = {
      quick: { x: 7, y: 7 },
      short: { x: 10, y: 9 },
      long: { x: 14, y: 7 },
      'long-bomb': { x: 17, y: 7 },
    };
    for (const [range, chance] of bands) {
      const sq = sample[range as keyof typeof sample];
      expect(rangeBetween({ x: 5, y: 7 }, sq)).toBe(range);
      const odds = passOdds(aiming, 'thrower', sq);
      expect(chance).toBe(pct((odds?.withReroll ?? odds?.throw)?.accurate ?? -1));
    }
    // Every band is tinted on the pitch under the target squares.
    expect(await page.locator('.pitch .range-band.long-bomb').count()).toBeGreaterThan(0);

    // Each team-mate in range: accurate, completed, and the interceptors with their chance.
    for (const [id, sq] of [
      ['near', { x: 8, y: 8 }],
      ['far', { x: 14, y: 7 }],
    ] as const) {
      const odds = passOdds(aiming, 'thrower', sq);
      if (!odds) throw new Error('out of range');
      const row = panel.locator(`tr[data-receiver="${id}"]`);
      expect(await row.locator('[data-accurate]').textContent()).toBe(
        pct((odds.withReroll ?? odds.throw).accurate),
      );
      expect(await row.locator('[data-complete]').textContent()).toBe(pct(odds.completion));
      const expected = odds.interceptors.map(
        (i) => `${i.player === 'cutter' ? '#5 Varag' : i.player} ${pct(i.chance)}`,
      );
      expect(await row.locator('[data-interceptors]').textContent()).toBe(expected.join(', ') || '–');
    }
    expect(passOdds(aiming, 'thrower', { x: 14, y: 7 })?.interceptors.map((i) => i.player)).toEqual([
      'cutter',
    ]);

    // The pointer over the far team-mate's square: the ruler to it and the interceptor marked with its chance.
    await page.locator('.pitch .target[data-square="14,7"]').hover();
    await page.locator('.pitch .pass-ruler[data-ruler-to="14,7"]').waitFor();
    const cut = passOdds(aiming, 'thrower', { x: 14, y: 7 })?.interceptors[0]?.chance ?? -1;
    expect(await page.locator('.pitch [data-interceptor="cutter"] text').textContent()).toBe(pct(cut));
    expect(await page.locator('.pitch .ruler-square').count()).toBeGreaterThan(0);
    expect(await panel.locator('tr.hovered').getAttribute('data-receiver')).toBe('far');
    for (const locale of ['en', 'ko', 'ja'] as const) {
      await showState(page, { state: aiming, locale });
      await page.getByTestId('pass-odds').waitFor();
      await page.mouse.move(1, 1);
      await page.locator('.pitch .target[data-square="14,7"]').hover();
      await page.locator('.pitch .pass-ruler[data-ruler-to="14,7"]').waitFor();
      await painted(page);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `match-pass-${locale}.png`) });
    }
    await showState(page, { state: aiming });
    await page.locator('.pitch .target[data-square="14,7"]').click();
    expect(await sentCommands(page)).toEqual([{ type: 'square', square: { x: 14, y: 7 }, team: 'home' }]);
  });

  test('a hand-off and a Throw Team-mate show their odds from the engine', async () => {
    const handing = play(
      loadScenario({
        ...PASSING,
        players: PASSING.players.map((p) => (p.id === 'near' ? { ...p, at: [6, 8] as [number, number] } : p)),
      }),
      { type: 'activate', player: 'thrower', action: 'hand-off' },
    );
    await showState(page, { state: handing });
    const panel = page.getByTestId('pass-odds');
    await panel.waitFor();
    expect(await panel.getAttribute('data-pass-kind')).toBe('hand-off');
    expect(await panel.locator('tr[data-receiver="near"] [data-complete]').textContent()).toBe(
      pct(handOffOdds(handing, 'near')),
    );

    const throwing = play(
      loadScenario(PASSING),
      { type: 'activate', player: 'ogre', action: 'throw-team-mate' },
      { type: 'player', player: 'goblin' },
    );
    expect(throwing.decision?.kind).toBe('pass-target');
    await showState(page, { state: throwing });
    await page.locator('[data-testid="pass-odds"][data-pass-kind="ttm"]').waitFor();
    const rows = await page
      .locator('[data-testid="pass-odds"] tr[data-band]')
      .evaluateAll((els) => els.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)));
    const quick = ttmOdds(throwing, 'ogre', { x: 7, y: 11 });
    const short = ttmOdds(throwing, 'ogre', { x: 10, y: 11 });
    expect(rows).toEqual([
      ['Quick Pass', pct(quick?.accurate ?? -1), pct(quick?.fumbled ?? -1)],
      ['Short Pass', pct(short?.accurate ?? -1), pct(short?.fumbled ?? -1)],
    ]);
  });

  test('a move shows the planned path with the chance under the pointer only, tackle zones and the heat map', async () => {
    const moving = play(loadScenario(MOVING), { type: 'activate', player: 'runner', action: 'move' });
    expect(moving.decision?.kind).toBe('move-step');
    await page.evaluate(() => localStorage.removeItem('dugout.board-options'));
    await showState(page, {
      state: moving,
      play: true,
      rolls: Array.from({ length: 8 }, () => ({ kind: 'D6' as const, value: 6 })),
    });
    // No percentage anywhere until the pointer is on a square (once the odds worker has answered).
    await oddsReady(page);
    expect(await page.locator('.pitch .path-chance, .pitch .reach, .pitch .marker .chance').count()).toBe(0);

    await page.locator('.pitch [data-hover-square="11,7"]').hover();
    await page.locator('.pitch .path[data-path-length]').waitFor();
    const steps = await page
      .locator('.pitch .path-dot[data-path-step]')
      .evaluateAll((els) =>
        els.map((e) => [e.getAttribute('data-path-step'), e.getAttribute('data-step-kind')]),
      );
    const squares = steps.map(([sq]) => (sq as string).split(',').map(Number) as [number, number]);
    // A path of adjacent squares from the runner to the pointer, each step marked by what it needs.
    expect(squares[squares.length - 1]).toEqual([11, 7]);
    let prev: [number, number] = [5, 7];
    steps.forEach(([, kind], i) => {
      const sq = squares[i] as [number, number];
      expect(Math.max(Math.abs(sq[0] - prev[0]), Math.abs(sq[1] - prev[1]))).toBe(1);
      const dodge = markerCount(moving, { x: prev[0], y: prev[1] }, 'home') > 0;
      const rush = i >= 6;
      expect(kind).toBe(dodge ? (rush ? 'dodge-rush' : 'dodge') : rush ? 'rush' : 'safe');
      prev = sq;
    });
    expect(steps.length).toBeGreaterThanOrEqual(6);
    const reach = reachableSquares(moving, 'runner').find((r) => r.x === 11 && r.y === 7);
    expect(await page.locator('.pitch [data-path-chance]').count()).toBe(1);
    expect(await page.locator('.pitch [data-path-chance]').evaluate((e) => e.firstChild?.textContent)).toBe(
      pct(reach?.probability ?? -1),
    );

    // The Tackle Zone overlay: every square's count of opposing Tackle Zones, as the engine counts them.
    await page.getByRole('checkbox', { name: 'Tackle zones' }).check();
    await page.locator('.pitch [data-tz]').first().waitFor();
    const zones = await page
      .locator('.pitch [data-tz]')
      .evaluateAll((els) =>
        els.map((e) => `${e.getAttribute('data-tz')}:${e.getAttribute('data-tz-count')}`),
      );
    const expected: string[] = [];
    for (let y = 0; y < 15; y++)
      for (let x = 0; x < 26; x++) {
        const n = markerCount(moving, { x, y }, 'home');
        if (n > 0) expected.push(`${x},${y}:${n}`);
      }
    expect(zones.sort()).toEqual(expected.sort());
    expect(zones).toContain('7,7:2');
    for (const locale of ['en', 'ko', 'ja'] as const) {
      await showState(page, { state: moving, locale });
      await page.locator('.pitch [data-tz]').first().waitFor();
      // The pointer leaves and comes back: a square drawn under a still pointer gets no pointerenter.
      await page.mouse.move(1, 1);
      await page.locator('.pitch [data-hover-square="11,7"]').hover();
      await page.locator('.pitch .path[data-path-length]').waitFor();
      await painted(page);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `match-path-${locale}.png`) });
    }

    // The heat map is an option, and both options are remembered by the browser.
    await showState(page, { state: moving });
    await page.getByRole('checkbox', { name: 'Chance on every reachable square' }).check();
    await page.locator('.pitch .reach').first().waitFor();
    await page.reload();
    await page.waitForFunction(() => 'harness' in window);
    await showState(page, {
      state: moving,
      play: true,
      rolls: Array.from({ length: 8 }, () => ({ kind: 'D6' as const, value: 6 })),
    });
    expect(await page.getByRole('checkbox', { name: 'Tackle zones' }).isChecked()).toBe(true);
    await oddsReady(page);
    expect(await page.locator('.pitch .reach').count()).toBeGreaterThan(10);
    await page.getByRole('checkbox', { name: 'Chance on every reachable square' }).uncheck();
    await expect.poll(() => page.locator('.pitch .reach').count()).toBe(0);

    // A click on a square further away plans the path; a second click walks it, step by step.
    await page.locator('.pitch [data-hover-square="11,7"]').click();
    await page.locator('.pitch .path[data-path-length]').waitFor();
    const planned = await page
      .locator('.pitch .path-dot[data-path-step]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-path-step')));
    await answer(page, () => page.locator('.pitch [data-hover-square="11,7"]').click());
    await page.locator('.pitch .token[data-player="runner"][data-at="11,7"]').waitFor();
    expect(
      (await sentCommands(page)).map(
        (c) => `${(c.square as { x: number }).x},${(c.square as { y: number }).y}`,
      ),
    ).toEqual(planned);
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
