// Issue 35.2: axe-core on every screen of the game, with no "serious" or "critical" violation:
// the start screen, the settings, the comparison, the tutorial, each phase's panel (Federal
// movement with a ship chosen, the end-of-phase question, the key list, the map as a list, the
// Activity playback, the turn summary, Federal placement), the record editor, a 6.13 decision,
// the victory screen, the debrief and the replay; the start screen and the tutorial also in the
// high-contrast scheme. The canvas's pixels are not checked (axe
// cannot read them); the canvas element is, and must have a role and a name. Screenshots go to
// e2e/screenshots/a11y-*.png.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { mapReady, nearEndSave, openGame, saveAt, shot, startWeakBeginning, useGame, waitPhase } from './helpers';

const game = useGame();

/** Runs axe on the screen now showing and files what it finds under the screen's name. */
async function check(page: Page, found: Record<string, string[]>, name: string): Promise<void> {
  const v = await axeViolations(page);
  if (v.length) found[name] = v;
  await shot(page, `a11y-${name}`);
}

async function importSave(page: Page, json: string, name: string): Promise<void> {
  await page.locator('[data-action="saves"]').click();
  await page.locator('[data-testid="import-file"]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(json) });
}

describe('35.2: axe-core finds nothing serious on any screen', () => {
  it('the start screen, the settings, the comparison and the tutorial', async () => {
    const found: Record<string, string[]> = {};
    const { page, errors } = await openGame(game.browser(), game.base());
    await check(page, found, 'start');
    await page.locator('[data-action="settings"]').click();
    await page.locator('[data-testid="settings"]').waitFor();
    await check(page, found, 'settings');
    await page.locator('[data-action="done-settings"]').click();
    await page.locator('[data-action="compare"]').click();
    await page.waitForSelector('.compare-screen');
    await page.waitForFunction(() => !!document.querySelector('[data-testid="compare-status"]')?.textContent);
    await check(page, found, 'compare');
    await page.locator('[data-action="compare-back"]').click();
    // The high-contrast scheme (35.3) must pass too: the start screen and the tutorial's game screen in it.
    await page.locator('[data-action="high-contrast"]').check();
    await page.waitForFunction(() => document.documentElement.classList.contains('high-contrast'));
    await check(page, found, 'start-high-contrast');
    await page.locator('[data-action="tutorial-federal"]').click();
    await mapReady(page);
    await page.locator('[data-testid="tutorial"]').waitFor();
    await check(page, found, 'tutorial-high-contrast');
    expect(found).toEqual({});
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Federal movement, the questions over it, the Activity playback, the summary and placement', async () => {
    const found: Record<string, string[]> = {};
    const { page, errors } = await openGame(game.browser(), game.base(), { askEndPhase: true });
    await startWeakBeginning(page);
    await waitPhase(page, 'GT 1 · Federal Movement');
    await check(page, found, 'movement');
    // The canvas is named, with a role (its pixels are exempt).
    const canvas = page.locator('[data-testid="map"] canvas');
    expect(await canvas.getAttribute('role')).toBe('img');
    expect(await canvas.getAttribute('aria-label')).toMatch(/map/i);
    await page.locator('[data-pick="powhatan"]').click();
    await check(page, found, 'movement-ship');
    await page.keyboard.press('?');
    await page.locator('.help-modal').waitFor();
    await check(page, found, 'keys');
    await page.keyboard.press('Escape');
    await page.keyboard.press('l');
    await page.locator('[data-testid="map-list"]').waitFor();
    await check(page, found, 'map-list');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="map-list"]').waitFor({ state: 'detached' });
    await page.locator('[data-action="end-phase"]').click();
    await page.locator('.confirm-end-modal').waitFor();
    await check(page, found, 'confirm-end');
    await page.locator('.confirm-end-modal').getByRole('button', { name: 'End the phase' }).click();
    await page.locator('.playback').waitFor();
    await check(page, found, 'playback');
    await page.locator('[data-testid="turn-summary"]').waitFor({ timeout: 120_000 });
    await check(page, found, 'summary');
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitPhase(page, 'GT 2 · Federal Ship Placement');
    await page.locator('[data-testid="deployment-roll"]').waitFor();
    await check(page, found, 'placement');
    expect(found).toEqual({});
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the record editor (solitaire as the Confederate)', async () => {
    const found: Record<string, string[]> = {};
    const { page, errors } = await openGame(game.browser(), game.base());
    await startWeakBeginning(page, { side: 'confederate' });
    await page.locator('[data-action="seal"]').waitFor();
    await check(page, found, 'record');
    await page.locator('[data-step="leave"]:not([disabled])').first().click();
    await check(page, found, 'record-steps');
    expect(found).toEqual({});
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a 6.13 decision of a spotted raider (hot-seat, asked)', async () => {
    const found: Record<string, string[]> = {};
    const save = await saveAt({
      scenario: 'cresting-tide',
      seed: 'a11y-1',
      mode: 'hotseat',
      bots: 'historical',
      name: 'Spotted',
      options: { askConfederate: true, askFederal: true },
      stop: (s) => s.activity?.pending?.kind === 'spotted',
    });
    const { page, errors } = await openGame(game.browser(), game.base());
    await importSave(page, save, 'spotted.json');
    await page.locator('[data-testid="handoff"]').waitFor();
    await check(page, found, 'handoff');
    await page.locator('[data-action="ready"]').click();
    await mapReady(page);
    await page.locator('.panel.decision [data-choice]').first().waitFor();
    expect(await page.locator('.panel.decision').innerText()).toContain('6.13');
    await check(page, found, 'decision');
    expect(found).toEqual({});
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the victory screen, the debrief and the replay', async () => {
    const found: Record<string, string[]> = {};
    const { page, errors } = await openGame(game.browser(), game.base());
    await importSave(page, await nearEndSave(), 'near-end.json');
    await mapReady(page);
    await waitPhase(page, 'GT 4 · Federal Movement');
    await page.locator('[data-action="end-phase"]').click();
    await page.locator('.playback').waitFor();
    await page.locator('[data-speed="instant"]').click();
    await page.locator('[data-testid="turn-summary"]').waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('[data-testid="victory"]').waitFor({ timeout: 60_000 });
    await check(page, found, 'victory');
    await page.getByRole('button', { name: 'Debrief' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="debrief"]')?.getAttribute('data-charts') === 'drawn', null, { timeout: 60_000 });
    await check(page, found, 'debrief');
    await page.locator('[data-action="close-debrief"]').click();
    await page.locator('[data-action="replay"]').click();
    await page.locator('[data-testid="replay"][data-ready="true"]').waitFor({ timeout: 60_000 });
    await check(page, found, 'replay');
    expect(found).toEqual({});
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
