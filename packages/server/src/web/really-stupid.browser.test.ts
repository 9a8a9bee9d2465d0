import { buildStartingTeam, type Command, type GameEvent, type MatchState } from '@dugout/rules';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bloodBowlModule } from '../games/blood-bowl/module.js';
import { SeededStream } from '../host/dice.js';
import { answer, browserAvailable, coachContext, launchChromium, select } from '../test-support/browser.js';
import { startMatchServer } from '../test-support/matches.js';
import { botRandom } from '../test-support/random.js';

// No team re-rolls: a failed Really Stupid ends the Troll's activation at once (nothing to re-roll first).
const CHOICES = { home: { sheet: { ...buildStartingTeam('orc'), rerolls: 0 } }, away: { roster: 'human' } };
const TROLL = (s: MatchState) => s.players.find((p) => p.team === 'home' && p.position === 'troll');
const moveTroll = (s: MatchState): Command | undefined => {
  const troll = TROLL(s);
  return s.decision?.options.find(
    (o) => o.type === 'activate' && o.player === troll?.id && o.action === 'move',
  );
};

/**
 * The match up to the home coach's first chance to move the Troll, played by the random bot on both seats,
 * on the host's dice stream (one stream read on from command to command, as the server reads it): the
 * commands, and whether moving the Troll then fails its Really Stupid roll.
 */
function rehearse(seed: Uint8Array) {
  const module = bloodBowlModule();
  const stream = new SeededStream(seed, 0);
  let state = module.create(module.prepare({}, ['home', 'away'], CHOICES), stream).state;
  const random = botRandom(5);
  const commands: Command[] = [];
  for (let i = 0; i < 5_000 && state.decision; i++) {
    if (state.decision.kind === 'activation' && state.decision.team === 'home' && moveTroll(state)) {
      const next = module.apply(state, moveTroll(state)!, 'home', new SeededStream(seed, stream.position));
      const failed = next.events.some(
        (e: GameEvent) => e.kind === 'roll' && e.purpose === 'really-stupid' && e.success === false,
      );
      return { commands, failed };
    }
    const seat = state.decision.team;
    const command = module.bot!(state, seat, random);
    commands.push(command);
    state = module.apply(state, command, seat, stream).state;
  }
  return { commands, failed: false };
}

describe.runIf(browserAvailable())('after a failed Really Stupid', () => {
  let server: Awaited<ReturnType<typeof startMatchServer>>;
  let browser: Browser;
  let matchId: string;
  let homeName: string;

  beforeAll(async () => {
    // The first seed under which the Troll's Really Stupid roll fails when the coach moves him.
    let found: { seed: Uint8Array; commands: Command[] } | null = null;
    for (let n = 1; n < 64 && !found; n++) {
      const seed = new Uint8Array(32).fill(n);
      const r = rehearse(seed);
      if (r.failed) found = { seed, commands: r.commands };
    }
    if (!found) throw new Error('no seed in 1–63 makes the Troll fail Really Stupid');
    const chosen = found;
    server = await startMatchServer('pglite', { seeds: () => chosen.seed });
    browser = await launchChromium();
    const home = await server.coach('Stupid');
    const away = await server.coach('Clever');
    homeName = home.name;
    const challenge = await home.challenge({ team: CHOICES.home, to: away.name });
    matchId = (await away.acceptChallenge(challenge.id, { team: CHOICES.away })).match.id;
    const room = await server.app.host.room(matchId);
    for (const [i, command] of chosen.commands.entries()) {
      const seat = (room.state as MatchState).decision!.team;
      await room.submit({ seat, id: room.meta.seats[seat]!.coachId! }, `rehearsed-${i}`, command);
    }
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  test('the panel no longer offers the Troll an action: it asks for the next player', async () => {
    const { page, context, errors } = await coachContext(browser, server.baseUrl, {
      name: homeName,
      login: true,
    });
    await page.goto(`${server.baseUrl}/#/match/${matchId}`);
    await page.locator('.match[data-decision="activation"][data-team="home"]').waitFor();
    const troll = TROLL((await server.app.host.room(matchId)).state as MatchState)!;
    await select(page, troll.id);
    await answer(page, () => page.locator('.actions [data-action="move"]').click());
    await expect
      .poll(() => page.locator('.dice-log').textContent())
      .toMatch(/Really Stupid: \d\+ needed, rolled \d — failure/);
    await page.locator('.match[data-decision="activation"][data-team="home"]').waitFor();
    const prompt = page.getByTestId('prompt');
    await expect
      .poll(() => prompt.locator('.activation').textContent())
      .toBe('Click one of your players to activate it.');
    expect(await prompt.locator('.actions').count()).toBe(0);
    expect(await page.locator(`.pitch .token.selected[data-player="${troll.id}"]`).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
