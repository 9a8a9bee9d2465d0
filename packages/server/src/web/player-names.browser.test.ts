/**
 * Issue 21 item 8: a player is named the same way on every part of the match screen (the token's tooltip,
 * the dugout, the prompt, the dice log), in the language's order, with the shirt number once. An unnamed
 * player is named after the position (11번 오거, 11番オーガ), never "#11 Ogre #11". Two of the reviewed words
 * (../shared/reviews/ko-ja-terms.md) are checked on the same screen: Distracted, and a status line.
 */
import { apply, loadScenario, type MatchState, type ScenarioInput, ScriptedDice } from '@dugout/rules';
import { describe, expect, test } from 'vitest';
import { browserAvailable } from '../test-support/browser.js';
import { harnessPage, showState } from '../test-support/match-harness.js';

const SCENE: ScenarioInput = {
  activeTeam: 'home',
  teams: { home: { name: 'Reavers', roster: 'human' }, away: { name: 'Gouged Eye', roster: 'orc' } },
  players: [
    { id: 'ogre', team: 'home', position: 'ogre', number: 11, at: [10, 7] },
    {
      id: 'griff',
      team: 'home',
      name: 'Griff',
      position: 'human-blitzer',
      number: 3,
      at: [8, 4],
      distracted: true,
    },
    { id: 'lineman', team: 'home', position: 'human-lineman', number: 5, box: 'reserves' },
    { id: 'varag', team: 'away', name: 'Varag', position: 'orc-lineman', number: 1, at: [16, 7] },
  ],
};

/** The scene with the Ogre and the Lineman unnamed (as a team built without names), the Ogre moving. */
function scene(): { state: MatchState; log: ReturnType<typeof apply>['events'] } {
  const loaded = loadScenario(SCENE);
  for (const p of loaded.players) if (p.id === 'ogre' || p.id === 'lineman') p.unnamed = true;
  // Bone Head passes on the 6.
  const r = apply(
    loaded,
    { type: 'activate', player: 'ogre', action: 'move' },
    new ScriptedDice([{ kind: 'D6', value: 6 }]),
  );
  // A status line as the engine logs one (the reviewed Japanese said 「立っているになった」).
  const status = { seq: r.events.length + 1, kind: 'status', player: 'griff', status: 'standing' } as const;
  return { state: r.state, log: [...r.events, status] };
}

const LANGUAGES = [
  {
    locale: 'en',
    ogre: '#11 Ogre',
    position: 'Ogre',
    lineman: '#5 Human Lineman',
    griff: '#3 Griff',
    blitzer: 'Blitzer',
    distracted: 'Distracted',
    statusLine: '#3 Griff is now Standing',
  },
  {
    locale: 'ko',
    ogre: '11번 오거',
    position: '오거',
    lineman: '5번 휴먼 라인맨',
    griff: '3번 Griff',
    blitzer: '블리처',
    distracted: '멍함',
    statusLine: '3번 Griff: 이제 서 있음',
  },
  {
    locale: 'ja',
    ogre: '11番オーガ',
    position: 'オーガ',
    lineman: '5番ヒューマン・ラインマン',
    griff: '3番 Griff',
    blitzer: 'ブリッツァー',
    distracted: '注意散漫',
    statusLine: '3番 Griff：立っている',
  },
] as const;

const count = (text: string, part: string) => text.split(part).length - 1;

describe.runIf(browserAvailable())('player names on the match screen in Chromium (issue 21 item 8)', () => {
  const harness = harnessPage();

  test.each(LANGUAGES)(
    '$locale: tooltip, dugout, prompt and dice log name each player once, number first',
    async (l) => {
      const page = harness.page();
      const { state, log } = scene();
      expect(state.decision?.kind).toBe('move-step');
      await showState(page, { state, log, locale: l.locale });
      await page.locator('.dice-log li').first().waitFor();

      const tooltip = async (id: string) =>
        ((await page.locator(`.pitch .token[data-player="${id}"] > title`).textContent()) ?? '').split(
          '\n',
        )[0] ?? '';
      // An unnamed player: the team, then the label; its position is its name, so it is not said again.
      const ogre = await tooltip('ogre');
      expect(ogre.startsWith(`Reavers ${l.ogre}`)).toBe(true);
      expect(count(ogre, '11')).toBe(1);
      expect(count(ogre, l.position)).toBe(1);
      // A named player: the label, then the position.
      const griff = await tooltip('griff');
      expect(griff.startsWith(`Reavers ${l.griff}`)).toBe(true);
      expect(griff).toContain(l.blitzer);
      // The reviewed words: Distracted is 멍함 (seed 000), not 주의 산만.
      expect(griff).toContain(l.distracted);
      expect(count(griff, '3')).toBe(1);
      // The dugout chip says the same as a tooltip.
      const chip =
        (await page.locator('.dugout .chip[data-player="lineman"]').getAttribute('aria-label')) ?? '';
      expect(chip.startsWith(`Reavers ${l.lineman}`)).toBe(true);
      expect(count(chip, '5')).toBe(1);
      // The prompt and the dice log name the moving Ogre with the same label.
      expect(await page.getByTestId('prompt').textContent()).toContain(l.ogre);
      const lines = await page.locator('.dice-log li').allTextContents();
      expect(lines.some((line) => line.includes(l.ogre))).toBe(true);
      for (const line of lines) expect(count(line, '11')).toBeLessThanOrEqual(1);
      expect(lines).toContain(l.statusLine);
      expect(harness.errors).toEqual([]);
    },
  );
});
