/**
 * Issue 21 items 1 and 2: every decision the engine offers is reachable by a visible control on the match
 * screen (crowd pushes included), and nothing drawn over a square takes the click meant for it. The screen
 * runs on the client's test page (`web/testing/harness.tsx`), fed states built here with the rules engine.
 */
import {
  apply,
  type Command,
  commandKey,
  DECISION_KINDS,
  type DecisionKind,
  loadScenario,
  type MatchState,
  newRosterMatch,
  onPitch,
  type ScenarioInput,
  ScriptedDice,
  SeededDice,
  selfPlay,
} from '@dugout/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { answer, browserAvailable, launchChromium } from '../test-support/browser.js';
import { openHarness, sentCommands, showState } from '../test-support/match-harness.js';

const keyOf = (c: { type: string }) => {
  const { team: _team, ...rest } = c as Command & { team?: string };
  return commandKey(rest as Command);
};

/** One state per decision kind the random bots meet in some seeded matches (plus the first decision). */
function statesByKind(): Map<DecisionKind, MatchState> {
  const out = new Map<DecisionKind, MatchState>();
  const first = newRosterMatch('human', 'orc', new SeededDice(new Uint8Array(32).fill(1)));
  if (first.decision) out.set(first.decision.kind, first);
  const rosters = [
    ['human', 'orc'],
    ['skaven', 'dwarf'],
    ['goblin', 'halfling'],
    ['wood-elf', 'chaos-chosen'],
    ['lizardmen', 'ogre'],
  ] as const;
  for (let i = 0; i < 24 && out.size < DECISION_KINDS.length; i++) {
    const [home, away] = rosters[i % rosters.length] as (typeof rosters)[number];
    selfPlay({
      seed: new Uint8Array(32).fill(i + 1),
      home,
      away,
      onStep(s) {
        if (s.decision && !out.has(s.decision.kind)) out.set(s.decision.kind, structuredClone(s));
      },
    });
  }
  // Issue 16: games with inducements, where the bots buy at random: the buying decision, the prayers'
  // choices, the Weather Mage, Josef Bugman and the Sports-Wizard's spells.
  for (let i = 0; i < 12; i++) {
    const [home, away] = rosters[i % rosters.length] as (typeof rosters)[number];
    selfPlay({
      seed: new Uint8Array(32).fill(i + 101),
      home,
      away,
      inducements: { mode: 'exhibition', budget: { home: 1_000_000, away: 1_000_000 } },
      onStep(s) {
        if (s.decision && !out.has(s.decision.kind)) out.set(s.decision.kind, structuredClone(s));
      },
    });
  }
  return out;
}

/** A coach opens a collapsed group of options (the pre-match screen's Star Players, Mercenaries). */
async function openGroups(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details:not([open])'))
      if (d.querySelector('.options button')) (d as HTMLDetailsElement).open = true;
  });
}

/** A block on the bottom sideline: every push square of the defender is in the crowd. */
const SIDELINE: ScenarioInput = {
  activeTeam: 'home',
  players: [
    { id: 'blocker', team: 'home', name: 'Griff', at: [8, 13] },
    { id: 'victim', team: 'away', name: 'Varag', at: [8, 14] },
    { id: 'mate', team: 'home', name: 'Mate', at: [3, 3] },
  ],
};

/**
 * For every option of the shown decision, whether a control for it is on screen and takes a click at its
 * centre (nothing drawn over it): a square, a clickable player (token or dugout chip) or a button.
 */
async function unreachableOptions(page: Page, options: { command: Command; key: string }[]) {
  await openGroups(page);
  return page.evaluate((opts) => {
    const hit = (el: Element): boolean => {
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const r = el.getBoundingClientRect();
      if (r.width < 4 || r.height < 4) return false;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
      const at = document.elementFromPoint(x, y);
      return at !== null && (at === el || el.contains(at));
    };
    const candidates = (c: Command, key: string): Element[] => {
      const buttons = [...document.querySelectorAll(`.options button[data-key="${key}"]`)];
      switch (c.type) {
        case 'square':
        case 'move':
          return [
            ...document.querySelectorAll(`.pitch [data-square="${c.square.x},${c.square.y}"]`),
            ...buttons,
          ];
        case 'player':
        case 'activate':
          return [
            ...document.querySelectorAll(`.pitch .token.clickable[data-player="${c.player}"]`),
            ...document.querySelectorAll(`.dugout .chip[data-player="${c.player}"]:not([disabled])`),
            ...buttons,
          ];
        default:
          return buttons;
      }
    };
    return opts.filter((o) => !candidates(o.command, o.key).some(hit)).map((o) => o.key);
  }, options);
}

/** Clicks the control of one option as a coach would; for an action, the player first, then the button. */
async function clickOption(page: Page, c: Command, key: string): Promise<void> {
  switch (c.type) {
    case 'square':
    case 'move':
      await page.locator(`.pitch [data-square="${c.square.x},${c.square.y}"]`).first().click();
      return;
    case 'activate':
      await page.locator(`.pitch .token.clickable[data-player="${c.player}"]`).click();
      await page.locator(`.actions [data-action="${c.action}"]`).click();
      return;
    case 'player': {
      const token = page.locator(`.pitch .token.clickable[data-player="${c.player}"]`);
      if (await token.count()) await token.click();
      else {
        const chip = page.locator(`.dugout .chip[data-player="${c.player}"]:not([disabled])`);
        if (await chip.count()) await chip.click();
        else await page.locator(`.options button[data-key="${key}"]`).click();
      }
      return;
    }
    default:
      await openGroups(page);
      await page.locator(`.options button[data-key="${key}"]`).click();
  }
}

/** The options a test clicks: every kind of command once, the first and last square, every crowd square. */
function sample(options: Command[]): Command[] {
  const squares = options.filter((o) => o.type === 'square' || o.type === 'move');
  const crowd = squares.filter((o) => 'square' in o && !onPitch(o.square.x, o.square.y));
  const byType = new Map<string, Command>();
  for (const o of options)
    if (o.type !== 'square' && o.type !== 'move' && !byType.has(o.type)) byType.set(o.type, o);
  const picked = [...byType.values(), squares[0], squares[squares.length - 1], ...crowd];
  return [...new Map(picked.filter((o): o is Command => o !== undefined).map((o) => [keyOf(o), o])).values()];
}

describe.runIf(browserAvailable())('match screen controls in Chromium (issue 21 items 1 and 2)', () => {
  let browser: Browser;
  let page: Page;
  /** Errors the page threw: a test that leaves one behind fails (afterEach). */
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    page.on('pageerror', (e) => errors.push(e.message));
    await openHarness(page);
  });
  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('a block on the sideline pushes into the crowd by clicking the crowd band, and the block completes', async () => {
    const state = loadScenario(SIDELINE);
    await showState(page, { state, play: true, rolls: [{ kind: 'BLOCK', value: 3 }] });
    await page.locator('.pitch .token.clickable[data-player="blocker"]').click();
    await answer(page, () => page.locator('.actions [data-action="block"]').click());
    expect(await page.locator('.match').getAttribute('data-decision')).toBe('block-target');
    await answer(page, () => page.locator('.pitch .token.clickable[data-player="victim"]').click());
    expect(await page.locator('.match').getAttribute('data-decision')).toBe('push');

    // The three push squares are all beyond the sideline: each is a highlighted square in the crowd band,
    // inside the drawn pitch, and a button naming it.
    const pushes = ['7,15', '8,15', '9,15'];
    const pitchBox = await page.locator('svg.pitch').boundingBox();
    for (const sq of pushes) {
      const box = await page.locator(`.pitch .target.crowd-target[data-square="${sq}"]`).boundingBox();
      expect(box && pitchBox && box.y + box.height <= pitchBox.y + pitchBox.height + 0.5).toBe(true);
      expect(box && pitchBox && box.y >= pitchBox.y).toBe(true);
    }
    expect(await page.locator('.options button[data-command="square"]').allTextContents()).toEqual(
      expect.arrayContaining(['Into the crowd (7, 15)', 'Into the crowd (8, 15)', 'Into the crowd (9, 15)']),
    );
    expect(
      await unreachableOptions(
        page,
        pushes.map((sq) => {
          const [x, y] = sq.split(',').map(Number) as [number, number];
          const command: Command = { type: 'square', square: { x, y } };
          return { command, key: commandKey(command) };
        }),
      ),
    ).toEqual([]);

    await answer(page, () => page.locator('.pitch .target.crowd-target[data-square="9,15"]').click());
    expect(await sentCommands(page)).toContainEqual({
      type: 'square',
      square: { x: 9, y: 15 },
      team: 'home',
    });
    // The block goes on: the blocker may follow up; declining ends it with the victim off the pitch.
    expect(await page.locator('.match').getAttribute('data-decision')).toBe('follow-up');
    await answer(page, () => page.locator('.options [data-command="decline"]').click());
    await expect.poll(() => page.locator('.pitch .token[data-player="victim"]').count()).toBe(0);
    expect(await page.locator('.dugout .chip[data-player="victim"]').count()).toBe(1);
    expect(await page.locator('.dice-log li').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/crowd/i)]),
    );
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  // One test per decision kind, each with its own time: the whole sweep is minutes of work on a loaded
  // machine, and one timeout over all of it failed there.
  let states: Map<DecisionKind, MatchState>;
  test('seeded bot matches meet nearly every decision kind', () => {
    states = statesByKind();
    // The random bots meet all but the rarest kinds (24 of 26 on this engine: no bribes on a starting
    // team, no Reposition skill; the count moves a little with the engine's flow); the crowd push above
    // covers the sideline.
    expect(states.size).toBeGreaterThanOrEqual(22);
  }, 120_000);

  test('the odds are worked out off the page: a pass is aimed while its odds are still pending', async ({
    skip,
  }) => {
    // A pass among many players: the engine's odds for every receiver take seconds (the odds worker's).
    const state = states?.get('pass-target');
    if (!state?.decision) return skip('no seeded bot match met a pass-target decision');
    await showState(page, { state });
    const match = page.locator('.match');
    expect(await match.getAttribute('data-odds')).toBe('pending');
    const target = state.decision.options.find((o) => o.type === 'square') as Command;
    await clickOption(page, target, keyOf(target));
    await expect.poll(async () => (await sentCommands(page)).map(keyOf)).toEqual([keyOf(target)]);
    // The click went through while the odds were still being worked out: the page was never blocked.
    expect(await match.getAttribute('data-odds')).toBe('pending');
    expect(page.workers().map((w) => new URL(w.url()).pathname)).toContain('/odds-worker.js');
  });

  test.for([...DECISION_KINDS] as DecisionKind[])(
    'a %s decision offers every option through a visible control',
    { timeout: 120_000 },
    async (kind, { skip }) => {
      const state = states?.get(kind);
      if (!state?.decision) return skip(`no seeded bot match met a ${kind} decision`);
      await showState(page, { state });
      const d = state.decision;
      const options = d.options.map((command) => ({ command, key: keyOf(command) }));
      expect(await unreachableOptions(page, options)).toEqual([]);
      const picked = sample(d.options);
      expect(picked.length).toBeGreaterThan(0);
      for (const c of picked) {
        await showState(page, { state });
        await clickOption(page, c, keyOf(c));
        await expect.poll(async () => (await sentCommands(page)).map(keyOf)).toEqual([keyOf(c)]);
      }
    },
  );

  test('a click on the ball moves the player onto it; a click under the block-dice badge blocks', async () => {
    const state = loadScenario({
      activeTeam: 'home',
      ball: { at: [6, 7] },
      players: [
        { id: 'runner', team: 'home', at: [5, 7] },
        { id: 'blocker', team: 'home', at: [10, 3] },
        { id: 'target', team: 'away', at: [11, 3] },
      ],
    });
    await showState(page, { state, play: true, rolls: [{ kind: 'D6', value: 6 }] });
    await page.locator('.pitch .token.clickable[data-player="runner"]').click();
    await answer(page, () => page.locator('.actions [data-action="move"]').click());
    // The centre of the ball drawing, which lies over the target square.
    const ball = await page.locator('.pitch .ball-on-pitch').boundingBox();
    if (!ball) throw new Error('no ball drawn');
    await answer(page, () => page.mouse.click(ball.x + ball.width / 2, ball.y + ball.height / 2));
    expect(await sentCommands(page)).toContainEqual({ type: 'move', square: { x: 6, y: 7 }, team: 'home' });
    await page.locator('.pitch .token[data-player="runner"][data-at="6,7"]').waitFor();

    // A block target: the dice badge sits over a corner of its token; a click there still blocks.
    const blocking = apply(
      state,
      { type: 'activate', player: 'blocker', action: 'block', team: 'home' },
      new ScriptedDice([]),
    ).state;
    expect(blocking.decision?.kind).toBe('block-target');
    await showState(page, { state: blocking });
    const badge = await page.locator('.pitch .block-badge[data-block="target"]').boundingBox();
    if (!badge) throw new Error('no block badge drawn');
    await page.mouse.click(badge.x + badge.width / 2, badge.y + badge.height / 2);
    await expect.poll(() => sentCommands(page)).toEqual([{ type: 'player', player: 'target', team: 'home' }]);
    // And the centre of the token, as a coach aims.
    await showState(page, { state: blocking });
    const token = await page.locator('.pitch .token[data-player="target"] .body').boundingBox();
    if (!token) throw new Error('no token drawn');
    await page.mouse.click(token.x + token.width / 2, token.y + token.height / 2);
    await expect.poll(() => sentCommands(page)).toEqual([{ type: 'player', player: 'target', team: 'home' }]);
  });
});
