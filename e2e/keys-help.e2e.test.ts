// Issue 16, points 5, 6 and 7 in the browser: keys that work as soon as the game screen opens,
// the "?" key list, the zoom buttons, Ctrl+Z, the question before ending a phase with ships
// unused, the header naming the phase, the start screen's title in view, the rules search.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickArea, mapReady, openGame, shot, waitPhase, useGame } from './helpers';

const game = useGame();

const camera = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __seaDevilsGameMap: { inspect(): { camera: { x: number; y: number; zoom: number } } } }).__seaDevilsGameMap.inspect().camera,
  );

describe('keys, help, undo and the end-of-phase question (issue 16.5-16.7)', () => {
  it('keeps the title in view at 1280x800 and plays Weak Beginning with the keys', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { askEndPhase: true, viewport: { width: 1280, height: 800 } });
    // 16.7: Start has the focus, and the title is still at the top.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('start');
    const title = await page.locator('.start-hero h1').boundingBox();
    expect(title!.y).toBeGreaterThanOrEqual(0);
    await shot(page, 'keys-start-1280');
    await page.getByText('Weak Beginning', { exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await mapReady(page);
    // 16.7: the header names the phase.
    await waitPhase(page, 'GT 1 · Federal Movement');

    // 16.6: arrows pan at once, with no click on the map first.
    const c0 = await camera(page);
    await page.keyboard.down('ArrowRight');
    await page.waitForTimeout(400);
    await page.keyboard.up('ArrowRight');
    const c1 = await camera(page);
    expect(c1.x).not.toBe(c0.x);
    // The zoom buttons.
    await page.locator('[data-action="zoom-in"]').click();
    await expect.poll(async () => (await camera(page)).zoom).toBeGreaterThan(c1.zoom);
    // "The whole map (0)" zooms out past the opening view to every Movement Area (48.8).
    await page.locator('[data-action="zoom-home"]').click();
    await expect.poll(async () => (await camera(page)).zoom).toBeLessThan(c0.zoom * 0.9);
    await shot(page, 'whole-map');
    // "?" lists every key.
    await page.keyboard.press('?');
    const help = page.locator('.help-modal');
    await help.waitFor();
    const keys = await help.innerText();
    for (const k of ['W A S D', 'Enter', 'Backspace', 'Esc', 'Ctrl+Z', '?']) expect(keys).toContain(k);
    await shot(page, 'keys-help');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    // 16.5: a move, then Ctrl+Z takes it back.
    const log = page.locator('[data-testid="log"]');
    await page.locator('[data-pick="powhatan"]').click();
    await clickArea(page, 'C11');
    await page.locator('[data-action="move"]').click();
    await expect.poll(() => log.innerText()).toContain('Powhatan moves');
    await page.keyboard.press('Control+z');
    await expect.poll(() => log.innerText()).not.toContain('Powhatan moves');
    expect(await page.locator('tr[data-ship="powhatan"]').innerText()).toContain('0/11 MP');

    // Ending the phase with every ship unmoved asks first; "Go back" keeps the phase.
    await page.locator('[data-action="end-phase"]').click();
    const ask = page.locator('.confirm-end-modal');
    await ask.waitFor();
    expect(await ask.innerText()).toMatch(/ships? not used/);
    await shot(page, 'keys-confirm-end');
    await ask.getByRole('button', { name: 'Go back' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid="phase"]').innerText()).toContain('Federal Movement');
    // "Don't ask again", then end the phase: the Activity Phase plays back.
    await page.locator('[data-action="end-phase"]').click();
    await ask.waitFor();
    await ask.locator('input[name="dont-ask"]').check();
    await ask.getByRole('button', { name: 'End the phase' }).click();
    await page.locator('.playback').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('sea-devils:confirm-end-phase'))).toBe('never');
    await page.locator('[data-testid="turn-summary"]').waitFor({ timeout: 120_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a rules search shows its first hit at the top', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await page.keyboard.press('Enter');
    await mapReady(page);
    await page.getByRole('button', { name: 'Rules', exact: true }).click();
    const drawer = page.locator('.rules-drawer');
    await drawer.waitFor();
    // Scroll far down, then search: the first hit is in view.
    await page.evaluate(() => {
      const d = document.querySelector('.rules-drawer')!;
      d.scrollTop = 1e6;
      const l = document.querySelector('.rules-list')!;
      l.scrollTop = 1e6;
    });
    await page.locator('input[aria-label="Search the rules"]').fill('blockade');
    const first = drawer.locator('.rule-note').first();
    const box = await first.boundingBox();
    const view = await drawer.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(view!.y - 1);
    expect(box!.y).toBeLessThan(view!.y + view!.height);
    await shot(page, 'rules-search');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
