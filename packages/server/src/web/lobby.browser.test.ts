import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ARTIFACTS_DIR, browserAvailable, launchChromium } from '../test-support/browser.js';
import { startTestServer } from '../test-support/databases.js';

describe.runIf(browserAvailable())('the web app in Chromium', () => {
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

  test('a coach registers, sees the lobby connected, logs out and logs back in', async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(baseUrl);

    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Coach name').fill('Varag Ghoul-Chewer');
    await page.getByLabel('Email').fill('varag@example.com');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/Password is too weak: it must be at least 10 characters long/);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'register-weak-password.png') });

    await page.getByLabel('Password').fill('waaagh-and-more-waaagh');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Welcome, coach Varag Ghoul-Chewer.').waitFor();
    await page.locator('[data-connection="connected"]').waitFor();
    expect(await page.locator('.connection').textContent()).toContain('Live connection up');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'lobby-connected.png') });

    // The session survives a reload.
    await page.reload();
    await page.locator('[data-connection="connected"]').waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('tab', { name: 'Log in' }).waitFor();
    await page.getByLabel('Name or email').fill('varag ghoul-chewer');
    await page.getByLabel('Password').fill('wrong-password-here');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Wrong name, email or password.');
    await page.getByLabel('Password').fill('waaagh-and-more-waaagh');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.locator('[data-connection="connected"]').waitFor();

    // Only the expected 400/401 answers may show up as console errors.
    expect(consoleErrors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
    await page.close();
  });
});
