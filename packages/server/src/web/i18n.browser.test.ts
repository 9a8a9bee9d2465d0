import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ARTIFACTS_DIR,
  answer,
  browserAvailable,
  clickFirstChoice,
  launchChromium,
  select,
} from '../test-support/browser.js';
import { startTestServer } from '../test-support/databases.js';

/** The practice test's dice seed: the same match, read in Korean and Japanese. */
const SEED = '5eed'.repeat(16);

/** What a coach reads (and clicks) in each language; the catalogues must say exactly this. */
const LANGUAGES = [
  {
    locale: 'ko',
    browser: 'ko-KR',
    loginTab: '로그인',
    loginField: '이름 또는 이메일',
    password: '비밀번호',
    wrongLogin: '이름, 이메일 또는 비밀번호가 틀렸습니다.',
    practiceTitle: '연습 경기',
    home: '홈 팀',
    away: '원정 팀',
    start: '경기 시작',
    tossPrompt: '오크: 동전 던지기를 고르세요.',
    heads: '앞면',
    receive: '리시브',
    formation: '포메이션: 균형형',
    done: '완료',
    followUp: '추격',
    dodgeLog: /— 닷지: \d\+ 필요.*, \d 나옴 — (성공|실패)/,
    blockLog: /블록: 블록 주사위 \d개, .+ 선택/,
    lobby: '로비',
  },
  {
    locale: 'ja',
    browser: 'ja-JP',
    loginTab: 'ログイン',
    loginField: '名前またはメールアドレス',
    password: 'パスワード',
    wrongLogin: '名前、メールアドレスまたはパスワードが違います。',
    practiceTitle: '練習試合',
    home: 'ホームチーム',
    away: 'アウェイチーム',
    start: '試合開始',
    tossPrompt: 'オーク: コイントスを宣言してください。',
    heads: '表',
    receive: 'レシーブ',
    formation: 'フォーメーション: バランス',
    done: '完了',
    followUp: 'フォローアップ',
    dodgeLog: /— ドッジ: 必要値 \d\+.*、出目 \d — (成功|失敗)/,
    blockLog: /をブロック: ブロックダイス\d個、.+が選択/,
    lobby: 'ロビー',
  },
] as const;
type Language = (typeof LANGUAGES)[number];

const decisionOf = (page: Page) => page.locator('.match').getAttribute('data-decision');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Answers every decision before the first team turn with the simplest legal choice, in the page's language. */
async function playToFirstTurn(page: Page, l: Language): Promise<void> {
  for (let guard = 0; guard < 80; guard++) {
    const kind = await decisionOf(page);
    switch (kind) {
      case 'activation':
        return;
      case 'coin-toss':
        await answer(page, () => button(page, l.heads).click());
        break;
      case 'kick-or-receive':
        await answer(page, () => button(page, l.receive).click());
        break;
      case 'setup':
        await answer(page, () => button(page, l.formation).click());
        await page.locator('.token').first().waitFor();
        await answer(page, () => button(page, l.done).click());
        break;
      case 'kick-target':
        await answer(page, () => page.locator('.pitch .target[data-square="18,7"]').click());
        break;
      default: {
        await answer(page, () =>
          clickFirstChoice(
            page,
            '[data-command="done"], [data-command="decline"], [data-command="no-reroll"]',
          ),
        );
      }
    }
  }
  throw new Error('no team turn reached');
}

/** Clicks the acting team's players until one may declare `action`; returns it, or null. */
async function playerWho(page: Page, action: string): Promise<string | null> {
  const team = await page.locator('.match').getAttribute('data-team');
  for (const candidate of await page.locator(`.token.clickable.${team}`).all()) {
    const id = (await candidate.getAttribute('data-player')) as string;
    // The actions shown must be this player's, not the previous selection's.
    await select(page, id);
    if (await page.locator(`.actions [data-action="${action}"]`).count()) return id;
  }
  return null;
}

/** Answers the rest of an action (block die, push, follow-up, re-rolls) until the next activation. */
async function finishAction(page: Page, l: Language): Promise<void> {
  for (let guard = 0; guard < 20; guard++) {
    const kind = await decisionOf(page);
    if (kind === 'activation' || kind === 'none' || kind === null) return;
    await answer(page, async () => {
      if (kind === 'follow-up') await button(page, l.followUp).click();
      else if (kind === 'move-step') await page.keyboard.press('e');
      else if (kind === 'reroll') await page.locator('[data-command="no-reroll"]').first().click();
      else await page.locator('.options button, .pitch .target').first().click();
    });
  }
}

describe.runIf(browserAvailable())('Dugout in Korean and Japanese, in Chromium', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  test.each(LANGUAGES)(
    'the $locale browser gets an error, the match screen, a dodge and a block in its language',
    async (l) => {
      const context = await browser.newContext({ locale: l.browser, viewport: { width: 1366, height: 800 } });
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (e) => pageErrors.push(e.message));
      const shot = (name: string) =>
        page.screenshot({ path: path.join(ARTIFACTS_DIR, `i18n-${l.locale}-${name}.png`) });

      // The language follows the browser's preference; a server error code reads in that language.
      await page.goto(baseUrl);
      await page.getByRole('tab', { name: l.loginTab }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(l.locale);
      await page.getByLabel(l.loginField).fill('nobody-at-all');
      await page.getByLabel(l.password).fill('not-the-password');
      await page.locator('form button[type="submit"]').click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe(l.wrongLogin);
      await shot('error');

      // The match screen (practice mode).
      await page.goto(`${baseUrl}/#/practice?seed=${SEED}`);
      await page.getByRole('heading', { name: l.practiceTitle }).waitFor();
      await page.getByRole('combobox', { name: l.home }).selectOption('human');
      await page.getByRole('combobox', { name: l.away }).selectOption('orc');
      await button(page, l.start).click();
      await page.getByText(l.tossPrompt).waitFor();
      await playToFirstTurn(page, l);
      await shot('match');

      // A dodge: a player next to an opponent is marked, so any step away is a dodge.
      const dodger = await playerWho(page, 'block');
      expect(dodger).not.toBeNull();
      await page.keyboard.press('m');
      await expect.poll(() => decisionOf(page)).toBe('move-step');
      await page.locator('.pitch .target.move.dodge, .pitch .target.move.dodge-rush').first().click();
      await expect
        .poll(() => page.locator('.dice-log li').allTextContents())
        .toEqual(expect.arrayContaining([expect.stringMatching(l.dodgeLog)]));
      await page.locator('.dice-log li', { hasText: l.dodgeLog }).first().scrollIntoViewIfNeeded();
      await shot('dodge');
      await finishAction(page, l);
      await expect.poll(() => decisionOf(page)).toBe('activation');

      // A block (by whichever team now has the turn: practice plays both).
      const blocker = await playerWho(page, 'block');
      expect(blocker).not.toBeNull();
      await page.keyboard.press('b');
      await expect.poll(() => decisionOf(page)).toBe('block-target');
      const target = (await page.locator('.pitch .block-badge').first().getAttribute('data-block')) as string;
      await page.locator(`.token[data-player="${target}"]`).click();
      await finishAction(page, l);
      await expect
        .poll(() => page.locator('.dice-log li').allTextContents())
        .toEqual(expect.arrayContaining([expect.stringMatching(l.blockLog)]));
      await page.locator('.dice-log li', { hasText: l.blockLog }).last().scrollIntoViewIfNeeded();
      await shot('block');
      expect(pageErrors).toEqual([]);
      await context.close();
    },
    60_000,
  );

  test('the language is switched in one click and survives a reload and a new log-in', async () => {
    const name = `Hanako${Date.now().toString(36)}`.slice(0, 24);
    const password = 'touchdown-in-two-turns';
    const first = await browser.newContext({ locale: 'ko-KR', viewport: { width: 390, height: 760 } });
    const page = await first.newPage();
    await page.goto(baseUrl);
    await page.getByRole('tab', { name: '계정 만들기' }).click();
    await page.getByLabel('코치 이름').fill(name);
    await page.getByLabel('이메일').fill(`${name.toLowerCase()}@example.com`);
    // The server names the password's problems by code: the coach reads them in Korean.
    await page.getByLabel('비밀번호').fill('short');
    await page.locator('form button[type="submit"]').click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('비밀번호가 너무 약합니다: 10자 이상 필요.');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'i18n-ko-weak-password-phone.png') });
    await page.getByLabel('비밀번호').fill(password);
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('heading', { name: '로비' }).waitFor();
    await page.getByText(`${name} 코치님, 환영합니다.`).waitFor();
    // The account date, written the Korean way.
    expect(await page.locator('.member-since').textContent()).toMatch(
      /^\d{4}년 \d{1,2}월 \d{1,2}일부터 코치$/,
    );
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'i18n-ko-lobby-phone.png') });

    await page.locator('.language-switch [data-locale="ja"]').click();
    await page.getByRole('heading', { name: 'ロビー' }).waitFor();
    await expect
      .poll(() => server.db.prisma.coach.findUniqueOrThrow({ where: { name } }).then((c) => c.locale))
      .toBe('ja');
    await page.reload();
    await page.getByRole('heading', { name: 'ロビー' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'i18n-ja-lobby-phone.png') });
    await first.close();

    // A new browser that prefers English, and has never seen this coach: the account's language wins.
    const second = await browser.newContext({ locale: 'en-US', viewport: { width: 1024, height: 700 } });
    const other = await second.newPage();
    await other.goto(baseUrl);
    await other.getByRole('tab', { name: 'Log in' }).waitFor();
    await other.getByLabel('Name or email').fill(name);
    await other.getByLabel('Password').fill(password);
    await other.locator('form button[type="submit"]').click();
    await other.getByRole('heading', { name: 'ロビー' }).waitFor();
    await other.getByText(`ようこそ、${name}コーチ。`).waitFor();

    // Back to English in one click, for this account too.
    await other.locator('.language-switch [data-locale="en"]').click();
    await other.getByRole('heading', { name: 'Lobby' }).waitFor();
    await expect
      .poll(() => server.db.prisma.coach.findUniqueOrThrow({ where: { name } }).then((c) => c.locale))
      .toBe('en');
    await second.close();
  }, 60_000);
});
