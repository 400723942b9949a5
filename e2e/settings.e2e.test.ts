// Issue 35.4: the settings screen. Reached from the start screen and the game's menu; each
// setting changed survives a reload; the older keys (colour scheme, playback speed) are read
// once into the new one; a hostile stored value gives the defaults with no error; "don't ask
// again" is forgotten on request. Screenshots go to test-results/screens/.

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mapReady, openGame, ROOT, useGame } from './helpers';

const game = useGame();
const OUT = resolve(ROOT, 'test-results/screens');
mkdirSync(OUT, { recursive: true });
const KEY = 'sea-devils:settings';
const SIZE = { width: 1280, height: 800 };

const rootState = (page: Page) =>
  page.evaluate(() => ({
    highContrast: document.documentElement.classList.contains('high-contrast'),
    reducedMotion: document.documentElement.classList.contains('reduced-motion'),
    fontPx: parseFloat(getComputedStyle(document.documentElement).fontSize),
  }));
const stored = (page: Page) => page.evaluate((k) => localStorage.getItem(k), KEY);
const checked = (page: Page, key: string) => page.locator(`[data-setting="${key}"] input:checked`).getAttribute('value');

async function openSettings(page: Page): Promise<void> {
  await page.locator('[data-action="settings"]').click();
  await page.locator('[data-testid="settings"]').waitFor();
}

describe('35.4: the settings screen', () => {
  it('gives the defaults, with no error, for hostile stored values', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: SIZE });
    const hostile = [
      'not json',
      '[]',
      'null',
      '{"v":2,"scheme":"high-contrast"}',
      JSON.stringify({ v: 1, scheme: 'high-contrast', pad: 'x'.repeat(100_000) }),
      '{"v":1,"speed":"warp","textSize":{"__proto__":"larger"},"scheme":["high-contrast"],"sounds":"on"}',
      '<img src=x onerror=alert(1)>',
    ];
    for (const raw of hostile) {
      await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [KEY, raw]);
      await page.reload();
      await page.waitForSelector('.start-screen');
      expect(await rootState(page), raw.slice(0, 40)).toEqual({ highContrast: false, reducedMotion: false, fontPx: 16 });
      await openSettings(page);
      expect(await checked(page, 'speed')).toBe('normal');
      expect(await checked(page, 'scheme')).toBe('standard');
      expect(await checked(page, 'textSize')).toBe('normal');
      expect(await page.locator('[name="setting-sounds"]').isChecked()).toBe(false);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reads the older keys once into the new one', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: SIZE });
    await page.evaluate(() => {
      localStorage.setItem('sea-devils:colour-scheme', 'high-contrast');
      localStorage.setItem('sea-devils:speed', 'fast');
    });
    await page.reload();
    await page.waitForSelector('.start-screen');
    expect((await rootState(page)).highContrast).toBe(true);
    expect(JSON.parse((await stored(page))!)).toMatchObject({ v: 1, scheme: 'high-contrast', speed: 'fast' });
    expect(await page.evaluate(() => [localStorage.getItem('sea-devils:colour-scheme'), localStorage.getItem('sea-devils:speed')])).toEqual([null, null]);
    await openSettings(page);
    expect(await checked(page, 'speed')).toBe('fast');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps every setting changed through a reload, and forgets "don\'t ask again"', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: SIZE });
    await openSettings(page);
    const dialog = page.locator('[data-testid="settings"]');
    await dialog.locator('[name="setting-speed"][value="slow"]').check();
    await dialog.locator('[name="setting-animations"][value="off"]').check();
    await dialog.locator('[name="setting-scheme"][value="high-contrast"]').check();
    await dialog.locator('[name="setting-textSize"][value="larger"]').check();
    await dialog.locator('[name="setting-sounds"]').check();
    expect(await page.evaluate(() => document.body.dataset.lastSound)).toBe('die');
    // Shown at once on the page behind.
    expect(await rootState(page)).toEqual({ highContrast: true, reducedMotion: true, fontPx: 16 * 1.3 });
    // The helper answered the end-of-phase question "don't ask again" for this page.
    expect(await page.evaluate(() => localStorage.getItem('sea-devils:confirm-end-phase'))).toBe('never');
    await dialog.locator('[data-action="reset-confirmations"]').click();
    expect(await page.evaluate(() => localStorage.getItem('sea-devils:confirm-end-phase'))).toBeNull();
    expect(await page.locator('[data-testid="settings-status"]').innerText()).toContain('ask again');
    await page.screenshot({ path: resolve(OUT, 'settings-changed.png') });
    await dialog.locator('[data-action="done-settings"]').click();
    // The start screen's own high-contrast box follows.
    expect(await page.locator('[data-action="high-contrast"]').isChecked()).toBe(true);

    await page.reload();
    await page.waitForSelector('.start-screen');
    expect(await rootState(page)).toEqual({ highContrast: true, reducedMotion: true, fontPx: 16 * 1.3 });
    await openSettings(page);
    expect(await checked(page, 'speed')).toBe('slow');
    expect(await checked(page, 'animations')).toBe('off');
    expect(await checked(page, 'scheme')).toBe('high-contrast');
    expect(await checked(page, 'textSize')).toBe('larger');
    expect(await page.locator('[name="setting-sounds"]').isChecked()).toBe(true);
    await page.screenshot({ path: resolve(OUT, 'settings-after-reload.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("opens from the game's menu, which asks before leaving the game", async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: SIZE });
    await page.getByText('Weak Beginning', { exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await mapReady(page);
    await page.locator('[data-action="menu"]').click();
    const menu = page.locator('.menu-modal');
    await menu.waitFor();
    await page.screenshot({ path: resolve(OUT, 'menu-asks.png') });
    await menu.getByRole('button', { name: 'Back to the game', exact: true }).click();
    expect(await page.locator('.game-screen').count()).toBe(1);
    await page.locator('[data-action="menu"]').click();
    await menu.getByRole('button', { name: 'Settings…', exact: true }).click();
    await page.locator('[data-testid="settings"] [name="setting-textSize"][value="large"]').check();
    expect((await rootState(page)).fontPx).toBeCloseTo(16 * 1.15, 5);
    await page.screenshot({ path: resolve(OUT, 'settings-in-game.png') });
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-testid="settings"]').count()).toBe(0);
    expect(await page.locator('.game-screen').count()).toBe(1);
    await page.locator('[data-action="menu"]').click();
    await menu.getByRole('button', { name: 'Leave the game', exact: true }).click();
    await page.waitForSelector('.start-screen');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
