// Issue 48.1: movement to a destination. A Federal ship is sent two and more areas by one choice
// of the area it should go to: with the mouse, by touch on a phone-sized screen (390x844), and
// with the keyboard through the map as a list; the route is drawn before it is confirmed, cut
// back by choosing an area on it, made anew by choosing another. A raider's Activity Record is
// extended by the shortest route to an area tapped. Screenshots: e2e/screenshots/route-*.png.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { areaOnScreen, clickArea, openGame, shot, startWeakBeginning, useGame, waitPhase } from './helpers';

const game = useGame();

/** Weak Beginning as the Federal (solitaire), at the first Federal Movement Phase. */
async function federalMovement(page: Page): Promise<void> {
  await startWeakBeginning(page);
  await waitPhase(page, 'GT 1 · Federal Movement');
}

/** A one-finger drag on the touch screen (Chromium's touch events, as a finger makes them). */
async function drag(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (p: [number, number]) => [{ x: p[0], y: p[1], id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  for (let i = 1; i <= 8; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at([from[0] + ((to[0] - from[0]) * i) / 8, from[1] + ((to[1] - from[1]) * i) / 8]),
    });
  // The finger rests before it lifts, so no glide follows (controls.ts: none after 80 ms still):
  // the map then moves by the drag alone, however slowly a loaded machine delivers the events.
  await page.waitForTimeout(150);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Taps an area on a phone as a player would: the orders sheet closed, the map dragged until the
 * area is in the open part of it, then a tap just above its label.
 */
async function tapArea(page: Page, area: string): Promise<void> {
  const handle = page.locator('[data-action="sheet"]');
  if ((await handle.getAttribute('aria-expanded')) === 'true') await handle.tap();
  // The sheet slides away: the drags below start at the open map's middle, so wait until it is the map's.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const hit = document.elementFromPoint(195, 400);
        return !!hit && !!document.querySelector('[data-testid="map"]')?.contains(hit);
      }),
    )
    .toBe(true);
  for (let i = 0; i < 8; i++) {
    const at = await areaOnScreen(page, area);
    if (!at) break;
    if (at.free && at.x > 20 && at.x < 370) {
      await page.touchscreen.tap(at.x, at.y);
      return;
    }
    // Drag the map so that the area comes to the middle of the open map, at most 150 px a drag.
    const clamp = (d: number) => Math.max(-150, Math.min(150, d));
    await drag(page, [195, 400], [195 + clamp(195 - at.x), 400 + clamp(400 - at.y)]);
    await page.waitForTimeout(100); // a frame to draw the moved map
  }
  throw new Error(`${area} is not on the visible map`);
}

/** Opens the orders sheet (on a phone) if it is closed. */
async function openSheet(page: Page): Promise<void> {
  const handle = page.locator('[data-action="sheet"]');
  if ((await handle.getAttribute('aria-expanded')) === 'false') await handle.tap();
  // The sheet slides up (a height transition): a screenshot taken before it ends shows it mid-slide.
  await page.waitForFunction(() => (document.querySelector('.side')?.getAnimations().length ?? 0) === 0);
}

/** The planned path the panel shows, as its areas (the ship's own first). */
const pathLine = async (page: Page) => (await page.locator('.path-line').innerText()).replace(/^Path:\s*/, '').split(' › ');

describe('48.1: a Federal ship moved to the area chosen', () => {
  it('by the mouse: C10, two areas from C9, is routed in one click; cut back, routed anew, then moved', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await federalMovement(page);
    const log = page.locator('[data-testid="log"]');
    const mover = page.locator('[data-testid="mover"]');
    await page.locator('[data-pick="powhatan"]').click();
    await mover.waitFor();
    // C10 is two areas from C9 (through C13 or C14): one click proposes the route, nothing moves yet.
    await clickArea(page, 'C10');
    await expect.poll(() => pathLine(page)).toHaveLength(3);
    const route = await pathLine(page);
    expect(route[0]).toBe('C9');
    expect(['C13', 'C14']).toContain(route[1]);
    expect(route[2]).toBe('C10');
    expect(await page.locator('[data-action="move"]').innerText()).toContain('2 MP');
    expect(await log.innerText()).not.toContain('Powhatan moves');
    await shot(page, 'route-mouse-proposed');
    // A click on the route's middle area cuts it back there.
    await clickArea(page, route[1]!);
    await expect.poll(() => pathLine(page)).toEqual(['C9', route[1]]);
    // Another area routes anew: C19 is three areas from C9 (through C10), so the route grows to it.
    await clickArea(page, 'C19');
    await expect.poll(() => pathLine(page)).toHaveLength(4);
    expect((await pathLine(page)).slice(2)).toEqual(['C10', 'C19']);
    await shot(page, 'route-mouse-rerouted');
    // The last area again confirms: the whole path goes in one moveShip.
    await clickArea(page, 'C19');
    await expect.poll(() => log.innerText()).toContain(`Powhatan moves ${route[1]} > C10 > C19`);
    expect(await page.locator('tr[data-ship="powhatan"]').first().innerText()).toContain('3/');
    // An area out of reach is refused with the rule cited, and nothing is planned: the Lancaster, of the Pacific Fleet, is not routed into the Gulf (11.2).
    await page.locator('[data-pick="lancaster"]').click();
    await clickArea(page, 'C19');
    await expect.poll(() => mover.innerText()).toContain('(11.2)');
    expect(await page.locator('[data-action="move"]').isDisabled()).toBe(true);
    await shot(page, 'route-mouse-too-far');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('by touch on a phone-sized screen (390x844): one tap on the area, one on Move', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: { width: 390, height: 844 }, touch: true });
    await startWeakBeginning(page, { touch: true });
    await waitPhase(page, 'GT 1 · Federal Movement');
    await page.locator('[data-pick="penguin"]').tap();
    await page.locator('[data-testid="mover"]').waitFor();
    // With the sheet closed, the route is drawn on the map; opened, the panel shows it and its cost.
    await tapArea(page, 'C10');
    await shot(page, 'route-touch-390x844-map');
    await openSheet(page);
    await expect.poll(() => pathLine(page)).toHaveLength(3);
    expect(await page.locator('[data-action="move"]').innerText()).toContain('2 MP');
    await page.locator('[data-testid="mover"]').scrollIntoViewIfNeeded();
    await shot(page, 'route-touch-390x844-sheet');
    await page.locator('[data-action="move"]').tap();
    await expect.poll(() => page.locator('[data-testid="log"]').innerText()).toMatch(/Penguin moves C1[34] > C10/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('by the keyboard: the map as a list, an area within reach, Enter, Enter', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await federalMovement(page);
    await page.keyboard.press('l');
    const list = page.locator('[data-testid="map-list"]');
    await list.waitFor();
    const status = list.locator('[role="status"]');
    // Choose the Keystone State by its stack, then an area two and more areas off ("within reach").
    for (let i = 0; i < 80 && !(await page.evaluate(() => !!document.activeElement?.matches('[data-list-stack~="keystone-state"]'))); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => status.innerText()).toContain('Chosen: Keystone State');
    const far = await list.locator('li[data-list-item]', { hasText: 'within reach' }).first().getAttribute('data-list-item');
    expect(far).toBeTruthy();
    for (let i = 0; i < 200 && !(await page.evaluate((a) => !!document.activeElement?.matches(`[data-list-area="${a}"]`), far)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => status.innerText()).toMatch(new RegExp(`Planned path: \\S+ › .*${far}\\.`));
    await shot(page, 'route-keyboard-list');
    // The route's last area again: the ship moves the whole route.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-testid="log"]').innerText()).toMatch(new RegExp(`Keystone State moves \\S+ > .*${far}`));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('48.1: a raider record extended to the area tapped', () => {
  it('a tap two areas off writes leave > C10 > C16; a raid stays where the player put it, and the next tap goes on from it', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: { width: 390, height: 844 }, touch: true });
    await startWeakBeginning(page, { side: 'confederate', touch: true });
    await page.locator('[data-action="seal"]').waitFor();
    const notation = page.locator('.notation');
    // The Sumter starts in the Confederate port of C15; C16 is two areas off, through C10.
    expect(await page.locator('.panel.record .ship-info').innerText()).toContain('Starts in C15');
    const tap = (area: string) => tapArea(page, area);
    await tap('C16');
    await expect.poll(() => notation.inputValue()).toBe('leave > C10 > C16');
    // The raid is the player's to place; the next tap goes on from it: C17 is two areas on, through C12.
    await shot(page, 'route-record-390x844-map');
    await openSheet(page);
    await page.locator('[data-step="raid"]').tap();
    await expect.poll(() => notation.inputValue()).toBe('leave > C10 > C16 > raid');
    await tap('C17');
    await expect.poll(() => notation.inputValue()).toBe('leave > C10 > C16 > raid > C12 > C17');
    await openSheet(page);
    await shot(page, 'route-record-390x844-sheet');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('by the mouse, then by the keyboard through the map as a list: each choice of an area two off extends the record by the route to it', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await startWeakBeginning(page, { side: 'confederate' });
    await page.locator('[data-action="seal"]').waitFor();
    const notation = page.locator('.notation');
    await clickArea(page, 'C16');
    await expect.poll(() => notation.inputValue()).toBe('leave > C10 > C16');
    await page.keyboard.press('l');
    const list = page.locator('[data-testid="map-list"]');
    await list.waitFor();
    expect(await list.locator('[data-list-item="C17"]').innerText()).toContain('within reach');
    for (let i = 0; i < 200 && !(await page.evaluate(() => !!document.activeElement?.matches('[data-list-area="C17"]'))); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => notation.inputValue()).toMatch(/^leave > C10 > C16 > C1[0-9] > C17$/);
    await shot(page, 'route-record-keyboard-list');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
