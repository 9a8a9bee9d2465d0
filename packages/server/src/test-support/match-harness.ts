import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DieKind, GameEvent, MatchState, Side } from '@dugout/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.js';

/** The client's built test page of the match screen (`pnpm build` makes it; the server never serves it). */
const TESTING_DIR = fileURLToPath(new URL('../../../client/dist/testing/', import.meta.url));
const WEB_DIR = fileURLToPath(new URL('../../../client/dist/web/', import.meta.url));
export const HARNESS_URL = 'http://harness.test/';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<link rel="stylesheet" href="/styles.css" /><script type="module" src="/harness.js"></script></head>
<body><div id="app"></div></body></html>`;

export interface HarnessInput {
  state: MatchState;
  log?: GameEvent[];
  controls?: Side[];
  locale?: 'en' | 'ko' | 'ja';
  rolls?: { kind: DieKind; value: number }[];
  play?: boolean;
}

/** Opens the match screen's test page in `page`, its files answered from the build, no server needed. */
export async function openHarness(page: Page): Promise<void> {
  await page.route(`${HARNESS_URL}**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
    const file =
      url.pathname === '/styles.css'
        ? path.join(WEB_DIR, 'styles.css')
        : path.join(TESTING_DIR, path.normalize(url.pathname).replace(/^[/\\]+/, ''));
    if (!file.startsWith(TESTING_DIR) && !file.startsWith(WEB_DIR)) return route.abort();
    try {
      const body = await readFile(file);
      return route.fulfill({
        body,
        contentType: file.endsWith('.css') ? 'text/css' : 'text/javascript',
      });
    } catch {
      return route.fulfill({ status: 404, body: 'not built' });
    }
  });
  await page.goto(HARNESS_URL);
  await page.waitForFunction(() => 'harness' in window);
}

/**
 * The test page in a Chromium of its own for the tests of one `describe`: opened before them, closed after.
 * `errors` collects the page's uncaught errors.
 */
export function harnessPage(): { page(): Page; errors: string[] } {
  let browser: Browser | undefined;
  let page: Page | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    page.on('pageerror', (e) => errors.push(e.message));
    await openHarness(page);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    page: () => {
      if (!page) throw new Error('the test page is not open yet');
      return page;
    },
    errors,
  };
}

/** Shows a state on the test page and waits until the match screen shows it. */
export async function showState(page: Page, input: HarnessInput): Promise<void> {
  await page.evaluate((i) => window.harness.show(i), input as never);
  await page.locator('.match').waitFor();
}

/** The commands the screen has sent since the last `showState`. */
export const sentCommands = (page: Page): Promise<{ type: string; [k: string]: unknown }[]> =>
  page.evaluate(() => window.harness.sent as never);

declare global {
  interface Window {
    harness: { show(input: unknown): Promise<void>; sent: unknown[] };
  }
}

/** Waits until the match screen has every odds it asked the odds worker for (`data-odds="ready"`). */
export async function oddsReady(page: Page): Promise<void> {
  await page.locator('.match[data-odds="ready"]').waitFor();
}
