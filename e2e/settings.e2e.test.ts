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

/** The colour covering most of the map now (its sea or land), as "r,g,b", read from a picture of the page. */
async function commonestMapColour(page: Page): Promise<string> {
  const box = (await page.locator('[data-testid="map"]').boundingBox())!;
  const png = (await page.screenshot({ clip: box })).toString('base64');
  return page.evaluate(async (b64) => {
    const bmp = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
    const c = new OffscreenCanvas(bmp.width, bmp.height);
    const ctx = c.getContext('2d')!;
    ctx.drawImage(bmp, 0, 0);
    const px = ctx.getImageData(0, 0, bmp.width, bmp.height).data;
    const count = new Map<number, number>();
    for (let i = 0; i < px.length; i += 4) {
      const k = (px[i]! << 16) | (px[i + 1]! << 8) | px[i + 2]!;
      count.set(k, (count.get(k) ?? 0) + 1);
    }
    const top = [...count].sort((a, b) => b[1] - a[1])[0]![0];
    return `${top >> 16},${(top >> 8) & 255},${top & 255}`;
  }, png);
}

type Sizes = { labelPx: number; counterPx: number; tilesPending: boolean };
const mapSizes = (page: Page) =>
  page.evaluate(() => {
    const i = (window as unknown as { __seaDevilsGameMap: { inspect(): Sizes } }).__seaDevilsGameMap.inspect();
    return { labelPx: i.labelPx, counterPx: i.counterPx, tilesPending: i.tilesPending };
  });
/** Waits until the map has drawn its tiles (it draws a frame only when something changed), and a moment more. */
async function mapDrawn(page: Page): Promise<void> {
  await expect.poll(async () => (await mapSizes(page)).tilesPending, { timeout: 60_000 }).toBe(false);
  await page.waitForTimeout(800);
}

describe('48.7: settings act on the game on screen', () => {
  it('high contrast and larger text redraw the open map at once, as a game opened with them draws it; the phase title stays whole', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: SIZE });
    await page.getByText('Weak Beginning', { exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await mapReady(page);
    await mapDrawn(page);
    const before = { colour: await commonestMapColour(page), ...(await mapSizes(page)) };

    await page.locator('[data-action="menu"]').click();
    await page.locator('.menu-modal').getByRole('button', { name: 'Settings…', exact: true }).click();
    await page.locator('[data-testid="settings"] [name="setting-scheme"][value="high-contrast"]').check();
    await page.locator('[data-testid="settings"] [name="setting-textSize"][value="larger"]').check();
    await page.keyboard.press('Escape');
    await mapDrawn(page);
    await page.screenshot({ path: resolve(OUT, 'settings-at-once-larger-contrast.png') });
    const now = { colour: await commonestMapColour(page), ...(await mapSizes(page)) };
    expect(now.colour, 'the map in the high-contrast colours at once').not.toBe(before.colour);
    expect(now.labelPx / before.labelPx, 'area labels larger with the text').toBeGreaterThan(1.2);
    expect(now.counterPx, 'counters larger with the text').toBeGreaterThan(before.counterPx);
    // The phase title, one line in the top bar, not clipped.
    const title = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('[data-testid="phase"]')!;
      const bar = document.querySelector('.topbar')!.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      return {
        inside: r.top >= bar.top - 1 && r.bottom <= bar.bottom + 1,
        clipped: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
      };
    });
    expect(title).toEqual({ inside: true, clipped: false });

    // The same game opened afresh with these settings draws the same.
    await page.reload();
    await mapReady(page);
    await mapDrawn(page);
    const fresh = { colour: await commonestMapColour(page), ...(await mapSizes(page)) };
    expect(now.colour).toBe(fresh.colour);
    expect(now.labelPx).toBeCloseTo(fresh.labelPx, 3);
    expect(now.counterPx).toBeCloseTo(fresh.counterPx, 3);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
