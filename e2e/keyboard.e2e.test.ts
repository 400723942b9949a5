// Issue 35.2: the game with the keyboard alone (page.keyboard: Tab, Shift+Tab, Enter, Space,
// arrows, Escape; no mouse, no element.click()). A whole Federal turn of Weak Beginning: a ship
// moved from the panel, another through "Map as list", the end-of-phase question, the Activity
// playback and the turn summary; then, as the Confederate, a record written and sealed. At every
// Tab the focused element must show a focus ring (an outline or a box-shadow under
// :focus-visible), and the dialogs hold the focus: Tab from the last control goes to the first,
// Shift+Tab from the first to the last, Escape closes. Screenshots: e2e/screenshots/keyboard-*.png.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mapReady, openGame, shot, useGame, waitPhase } from './helpers';

const game = useGame();

/** What has the focus, and whether it shows it: a ring drawn by an outline or a box-shadow under :focus-visible. */
function focused(page: Page): Promise<{ desc: string; ring: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { desc: 'body', ring: false };
    const cs = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    const ring =
      el.matches(':focus-visible') &&
      r.width > 0 &&
      r.height > 0 &&
      ((cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) || (cs.boxShadow !== 'none' && cs.boxShadow !== ''));
    const what = el.getAttribute('data-action') ?? el.getAttribute('data-pick') ?? el.getAttribute('data-area') ?? el.getAttribute('name') ?? '';
    return { desc: `${el.tagName.toLowerCase()}[${what}] "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`, ring };
  });
}

/** Presses a key and checks that the element it focuses shows it. */
async function press(page: Page, key: string): Promise<string> {
  await page.keyboard.press(key);
  const f = await focused(page);
  expect(f.ring, `no visible focus after ${key} on ${f.desc}`).toBe(true);
  return f.desc;
}

/** Tabs (or Shift+Tabs) until the focused element matches `selector` (and `text`, if given); at most `max` presses. */
async function tabTo(page: Page, selector: string, opts: { back?: boolean; text?: string; max?: number } = {}): Promise<void> {
  const hit = () =>
    page.evaluate(
      ([sel, text]) => {
        const el = document.activeElement;
        return !!el && el.matches(sel!) && (!text || (el.closest('li')?.textContent ?? el.textContent ?? '').includes(text));
      },
      [selector, opts.text ?? ''],
    );
  for (let i = 0; i < (opts.max ?? 120); i++) {
    if (await hit()) return;
    await press(page, opts.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}${opts.text ? ` (${opts.text})` : ''}; the focus is on ${(await focused(page)).desc}`);
}

const isFocused = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.matches(s), selector);

/** Inside an open dialog: Tab from its last control comes back to its first, Shift+Tab the other way. */
async function focusHeld(page: Page, dialog: string): Promise<void> {
  const controls = () =>
    page.evaluate((d) => {
      const box = document.querySelector(d)!;
      const all = [
        ...box.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'),
      ].filter((e) => e.getClientRects().length > 0);
      const i = all.indexOf(document.activeElement as HTMLElement);
      return { n: all.length, i };
    }, dialog);
  let c = await controls();
  expect(c.i, `the focus is not inside ${dialog}`).toBeGreaterThanOrEqual(0);
  for (let k = 0; k < 200 && c.i !== c.n - 1; k++) {
    await press(page, 'Tab');
    c = await controls();
    expect(c.i, `Tab left ${dialog}`).toBeGreaterThanOrEqual(0);
  }
  expect(c.i).toBe(c.n - 1);
  await press(page, 'Tab');
  expect((await controls()).i, `Tab from the last control of ${dialog}`).toBe(0);
  await press(page, 'Shift+Tab');
  expect((await controls()).i, `Shift+Tab from the first control of ${dialog}`).toBe(c.n - 1);
}

/** Picks a radio of a group on the start screen with the arrow keys. */
async function pickRadio(page: Page, name: string, value: string, back = false): Promise<void> {
  await tabTo(page, `input[name="${name}"]:checked`, { back });
  for (let i = 0; i < 12 && !(await isFocused(page, `input[name="${name}"][value="${value}"]`)); i++) await press(page, 'ArrowDown');
  expect(await page.locator(`input[name="${name}"][value="${value}"]`).isChecked()).toBe(true);
}

describe('35.2: the keyboard alone', () => {
  it('plays a whole Federal turn of Weak Beginning', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { askEndPhase: true });
    const log = page.locator('[data-testid="log"]');
    await pickRadio(page, 'scenario', 'weak-beginning', true);
    await tabTo(page, '[data-action="start"]');
    await press(page, 'Enter');
    await mapReady(page);
    await waitPhase(page, 'GT 1 · Federal Movement');
    expect(await log.getAttribute('aria-live')).toBe('polite');

    // The Powhatan from the panel: pick it, one step by the "Next" buttons, then Move.
    await tabTo(page, '[data-pick="powhatan"]');
    await press(page, 'Enter');
    await page.locator('[data-testid="mover"]').waitFor();
    await tabTo(page, '.chip.area[data-area]');
    const step = await page.evaluate(() => document.activeElement!.getAttribute('data-area'));
    await press(page, 'Space');
    await expect.poll(() => page.locator('.path-line').innerText()).toContain(step!);
    await tabTo(page, '[data-action="move"]');
    await shot(page, 'keyboard-movement');
    await press(page, 'Enter');
    await expect.poll(() => log.innerText()).toContain(`Powhatan moves`);

    // The Lancaster through the map as a list (key L): choose the ship, a next step, that step again to move.
    await page.keyboard.press('l');
    const list = page.locator('[data-testid="map-list"]');
    await list.waitFor();
    await tabTo(page, '[data-list-stack~="lancaster"]');
    await press(page, 'Enter');
    await expect.poll(() => list.locator('[role="status"]').innerText()).toContain('Chosen: Lancaster');
    await tabTo(page, '[data-list-area]', { text: 'next step' });
    const area = await page.evaluate(() => document.activeElement!.getAttribute('data-list-area'));
    await press(page, 'Enter');
    await expect.poll(() => list.locator('[role="status"]').innerText()).toContain(`Planned path: ${area}`);
    await shot(page, 'keyboard-map-list');
    expect(await isFocused(page, `[data-list-area="${area}"]`)).toBe(true);
    await press(page, 'Enter');
    await expect.poll(() => log.innerText()).toContain(`Lancaster moves`);
    expect(await log.innerText()).toContain(area!);
    await focusHeld(page, '[data-testid="map-list"]');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });

    // End the phase: the question over it holds the focus; Escape is "Go back"; Enter ends it.
    await tabTo(page, '[data-action="end-phase"]');
    await press(page, 'Enter');
    const ask = page.locator('.confirm-end-modal');
    await ask.waitFor();
    await focusHeld(page, '.confirm-end-modal');
    await shot(page, 'keyboard-confirm-end');
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid="phase"]').innerText()).toContain('Federal Movement');
    await tabTo(page, '[data-action="end-phase"]');
    await press(page, 'Enter');
    await ask.waitFor();
    await tabTo(page, 'button', { text: 'End the phase' });
    await press(page, 'Enter');

    // The Activity playback, then the summary, whose Continue has the focus.
    await page.locator('.playback').waitFor();
    await tabTo(page, '.playback button');
    await shot(page, 'keyboard-playback');
    const summary = page.locator('[data-testid="turn-summary"]');
    await summary.waitFor({ timeout: 120_000 });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Continue');
    await focusHeld(page, '.summary-modal');
    await shot(page, 'keyboard-summary');
    await tabTo(page, 'button', { text: 'Continue' });
    await press(page, 'Enter');
    await waitPhase(page, 'GT 2 · Federal Ship Placement');
    // The new phase's panel has the focus, so Tab goes on there.
    await tabTo(page, 'button[data-select]:not([disabled])', { max: 20 });
    await shot(page, 'keyboard-placement');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('writes and seals a Confederate record (solitaire as the Confederate)', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    // The settings dialog holds the focus too, and Escape closes it.
    await tabTo(page, '[data-action="settings"]', { back: true });
    await press(page, 'Enter');
    await page.locator('[data-testid="settings"]').waitFor();
    await focusHeld(page, '[data-testid="settings"]');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="settings"]').waitFor({ state: 'detached' });
    await pickRadio(page, 'scenario', 'weak-beginning', true);
    await pickRadio(page, 'mode', 'solitaire-confederate');
    await tabTo(page, '[data-action="start"]');
    await press(page, 'Enter');
    await mapReady(page);
    await page.locator('[data-action="seal"]').waitFor();
    const panel = page.locator('.panel.record');
    await tabTo(page, '[data-step="leave"]:not([disabled])');
    await press(page, 'Enter');
    await expect.poll(() => page.locator('.notation').inputValue()).toContain('leave');
    await tabTo(page, '.chips button[data-area]');
    const area = await page.evaluate(() => document.activeElement!.getAttribute('data-area'));
    await press(page, 'Enter');
    await expect.poll(() => page.locator('.notation').inputValue()).toContain(area!);
    await expect.poll(() => panel.innerText()).toContain('This record can be sealed');
    await shot(page, 'keyboard-record');
    await tabTo(page, '[data-action="seal"]');
    await page.keyboard.press('Space');
    // Sealed: the editor gives way and the log says so; the focus stays on the side panel, visibly.
    await page.locator('[data-action="seal"]').waitFor({ state: 'detached', timeout: 30_000 });
    const after = await focused(page);
    expect(after.ring, `no visible focus after sealing: ${after.desc}`).toBe(true);
    await expect.poll(() => page.locator('[data-testid="log"]').innerText()).toContain('Confederate seals');
    await shot(page, 'keyboard-sealed');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
