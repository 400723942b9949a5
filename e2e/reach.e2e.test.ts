// Issue 48.7: an overlay (a dialog such as the Menu, a hot-seat passphrase or hand-off, the
// replay) leaves nothing behind it in reach: the rest of the page is inert while it is up, out
// of the Tab order and out of a screen reader's tree, and back when it goes.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mapReady, openGame, shot, takeDevice, useGame } from './helpers';

const game = useGame();

/** Whether the element `sel` is inside an inert part of the page (null: not on the page). */
const inert = (page: Page, sel: string) => page.evaluate((s) => document.querySelector(s)?.closest('[inert]') != null, sel);

describe('48.7: what lies behind an overlay is out of reach', () => {
  it('the Menu and the replay over a solitaire game', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: { width: 1280, height: 800 } });
    await page.getByText('Weak Beginning', { exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await mapReady(page);
    // The map is drawn before the raider AI has sealed its records: the Federal's orders come after.
    await page.locator('[data-action="end-phase"]').waitFor({ timeout: 60_000 });
    expect(await inert(page, '[data-action="end-phase"]')).toBe(false);
    await page.locator('[data-action="menu"]').click();
    await page.locator('.menu-modal').waitFor();
    expect(await inert(page, '[data-action="end-phase"]'), 'the orders behind the Menu').toBe(true);
    expect(await inert(page, '.topbar'), 'the top bar behind the Menu').toBe(true);
    expect(await inert(page, '.menu-modal'), 'the Menu itself').toBe(false);
    // 48.8: the Menu reads as a menu, not as a question about leaving.
    const menuText = await page.locator('.menu-modal').innerText();
    expect(menuText).not.toMatch(/Leave this game\?|\?\s*$/m);
    expect(menuText).toContain('saved on this device');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.menu-modal').count()).toBe(0);
    expect(await inert(page, '[data-action="end-phase"]'), 'the orders once the Menu is gone').toBe(false);

    await page.locator('.topbar [data-action="replay"]').click();
    await page.locator('[data-action="replay-close"]').waitFor({ timeout: 60_000 });
    expect(await inert(page, '.game-screen:not(.replay-screen) [data-action="end-phase"]'), 'the game behind the replay').toBe(true);
    expect(await inert(page, '[data-action="replay-close"]'), 'the replay itself').toBe(false);
    await shot(page, 'inert-replay');
    await page.locator('[data-action="replay-close"]').click();
    await expect.poll(() => inert(page, '[data-action="end-phase"]')).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the passphrase and the hand-off of a hot-seat game', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: { width: 1280, height: 800 } });
    await page.getByText('Weak Beginning', { exact: true }).click();
    await page.getByText('Hot-seat', { exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const card = page.locator('[data-testid="choose-passphrase"][data-side="confederate"]');
    await card.waitFor();
    expect(await inert(page, '[data-testid="choose-passphrase"] [data-action="set-passphrase"]'), 'the passphrase card').toBe(false);
    expect(
      await page.evaluate(
        () => [...document.body.querySelectorAll('button')].filter((b) => !b.closest('[inert]') && !b.closest('[data-testid="choose-passphrase"]')).length,
      ),
      'buttons in reach beside the card',
    ).toBe(0);
    for (const side of ['confederate', 'federal'] as const) {
      const c = page.locator(`[data-testid="choose-passphrase"][data-side="${side}"]`);
      await c.waitFor();
      await c.locator('[data-testid="passphrase"]').fill(`${side} secret words`);
      await c.locator('[data-testid="passphrase-again"]').fill(`${side} secret words`);
      await c.locator('[data-action="set-passphrase"]').click();
      await c.waitFor({ state: 'detached' });
    }
    const handoff = page.locator('[data-testid="handoff"]');
    await handoff.waitFor();
    expect(
      await page.evaluate(
        () => [...document.body.querySelectorAll('button')].filter((b) => !b.closest('[inert]') && !b.closest('[data-testid="handoff"]')).length,
      ),
      'buttons in reach beside the hand-off',
    ).toBe(0);
    await takeDevice(page, 'confederate secret words');
    await mapReady(page);
    expect(await inert(page, '.topbar [data-action="menu"]'), 'the game once the device is taken').toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('48.7: skip links', () => {
  it('the first Tab stops skip to the orders and to the phase’s main action', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: { width: 1280, height: 800 } });
    await page.getByText('Weak Beginning', { exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await mapReady(page);
    // The map is drawn before the raider AI has sealed its records: the Federal's orders come after.
    await page.locator('[data-action="end-phase"]').waitFor({ timeout: 60_000 });
    const focused = () =>
      page.evaluate(() => ({
        text: document.activeElement?.textContent?.trim() ?? '',
        action: document.activeElement?.getAttribute('data-action') ?? '',
        inOrders: !!document.activeElement?.closest('.side-body'),
      }));
    const fromTop = async (tabs: number) => {
      // From the top of the page, as after a load.
      await page.evaluate(() => {
        document.body.tabIndex = -1;
        document.body.focus();
      });
      for (let i = 0; i < tabs; i++) await page.keyboard.press('Tab');
    };
    await fromTop(1);
    expect((await focused()).text).toBe('Skip to the orders');
    await shot(page, 'skip-link-shown');
    await page.keyboard.press('Enter');
    expect((await focused()).inOrders, 'the focus in the orders').toBe(true);
    await fromTop(2);
    expect((await focused()).text).toBe("Skip to the phase's main action");
    await page.keyboard.press('Enter');
    expect((await focused()).action).toBe('end-phase');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
