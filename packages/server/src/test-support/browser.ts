import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Screenshots and other files a person may want to look at after a run (CI keeps them). */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../../../../artifacts/', import.meta.url));

/**
 * Browser tests need Debian's Chromium (`apt-get install chromium`). Without it they are skipped with a
 * note on a developer's machine, and fail in CI, where .ci/run installs it.
 */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.CI)
    throw new Error(`Chromium is not installed at ${CHROMIUM}; .ci/run installs it with apt`);
  console.warn(
    `Browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`,
  );
  return false;
}

export async function launchChromium(): Promise<Browser> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Clicks the first element matching `offered`; when there is none, the first clickable player, else the
 * first target square, else the first option button (a generic step through a decision).
 */
export async function clickFirstChoice(page: Page, offered: string): Promise<void> {
  const choice = page.locator(offered);
  if (await choice.count()) await choice.first().click();
  else if (await page.locator('.token.clickable').count())
    await page.locator('.token.clickable').first().click();
  else if (await page.locator('.pitch .target').count()) await page.locator('.pitch .target').first().click();
  else await page.locator('.options button').first().click();
}

/**
 * Answers the home coach's decisions with the simplest choices (a Balanced formation, the first kick target,
 * receive, done, decline …) until its first activation: a match against the bot played up to the coach's turn.
 */
export async function playToFirstActivation(page: Page): Promise<void> {
  for (let guard = 0; guard < 60; guard++) {
    await page.locator('.match[data-team="home"]').waitFor({ timeout: 10_000 });
    const kind = await page.locator('.match').getAttribute('data-decision');
    if (kind === 'activation') return;
    if (kind === 'setup') {
      await answer(page, () => page.getByRole('button', { name: 'Formation: Balanced' }).click());
      await answer(page, () => page.locator('[data-command="done"]').click());
    } else if (kind === 'kick-target') {
      await answer(page, () => page.locator('.pitch .target').first().click());
    } else {
      await answer(page, () =>
        clickFirstChoice(
          page,
          '[data-choice="receive"], [data-command="done"], [data-command="decline"], [data-command="no-reroll"], [data-command="end-activation"]',
        ),
      );
    }
  }
}

/**
 * Does `act` on the match screen and waits until the screen shows the next state, or an alert says why the
 * answer was refused. Browser tests wait for states like this, never for time.
 */
export async function answer(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await page.locator('.match').getAttribute('data-shown');
  await act();
  await page.waitForFunction(
    (was) =>
      document.querySelector('.match')?.getAttribute('data-shown') !== was ||
      document.querySelector('[role="alert"]') !== null,
    before,
  );
}

/** Waits until the page has laid out and painted what it has (after a resize, before a screenshot). */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Selects a player on the pitch and waits until the screen shows that player selected. */
export async function select(page: Page, player: string): Promise<void> {
  await page.locator(`.pitch .token[data-player="${player}"]`).click();
  await page.locator(`.pitch .token.selected[data-player="${player}"]`).waitFor();
}

/** Opens the app in a new page of `context` and registers coach `name`; resolves on the lobby's welcome. */
export async function register(context: BrowserContext, baseUrl: string, name: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(baseUrl);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Coach name').fill(name);
  await page.getByLabel('Email').fill(`${name.toLowerCase()}@example.com`);
  await page.getByLabel('Password').fill('waaagh-and-more-waaagh');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText(`Welcome, coach ${name}.`).waitFor();
  return page;
}

export const TEST_PASSWORD = 'nuffle-sees-all-42';

/**
 * A browser context of a coach (the API shares its cookies): registered as `name`, or logged in again
 * (`login: true`) from another browser, in `locale`. `errors` collects the page's uncaught errors.
 */
export async function coachContext(
  browser: Browser,
  baseUrl: string,
  options: { name: string; locale?: string; viewport?: { width: number; height: number }; login?: boolean },
): Promise<{ context: BrowserContext; page: Page; name: string; errors: string[] }> {
  const { name } = options;
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1366, height: 900 },
  });
  const r = options.login
    ? await context.request.post(`${baseUrl}/api/auth/login`, {
        data: { login: name, password: TEST_PASSWORD },
      })
    : await context.request.post(`${baseUrl}/api/auth/register`, {
        data: { name, email: `${name.toLowerCase()}@example.com`, password: TEST_PASSWORD },
      });
  if (!r.ok())
    throw new Error(`${options.login ? 'login' : 'registration'} of ${name} failed: ${r.status()}`);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, name, errors };
}
