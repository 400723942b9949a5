// A hot-seat turn: the Confederate writes a record behind the hand-off screen, seals it, and
// while it is sealed nothing the Federal can see (screens, log, saves list, the page's HTML)
// holds its steps. The marker is C19 (Gulf of Mexico): the record visits it, and no Federal
// screen names it at this point of the game.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickArea, mapReady, openGame, phase, shot, waitPhase, useGame } from './helpers';

const game = useGame();

const RECORD = 'leave > C19 > raid > C10 > C16 > raid';
const MARKER = /\bC19\b/;

/** Everything in the page: its HTML plus the values of form fields (not in the HTML). */
async function pageText(page: Page): Promise<string> {
  const html = await page.content();
  const values = await page.evaluate(() => [...document.querySelectorAll('input, textarea, select')].map((e) => (e as HTMLInputElement).value).join('\n'));
  return `${html}\n${values}`;
}

describe('hot-seat', () => {
  it('keeps the sealed record off every Federal screen', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await page.getByText('Weak Beginning', { exact: true }).click();
    await page.getByText('Hot-seat', { exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();

    // The game opens at the Confederate Record Phase: hand the device to the Confederate.
    const handoff = page.locator('[data-testid="handoff"]');
    await handoff.waitFor();
    expect(await handoff.innerText()).toContain('Pass the device to the Confederate player');
    expect(await page.locator('.game-screen .panel').count()).toBe(0);
    await shot(page, 'hotseat-handoff-confederate');
    await page.locator('[data-action="ready"]').click();
    await mapReady(page);
    await waitPhase(page, 'Activity Record');

    // Write the record with the mouse (leave port, click C19 on the map, raid), then finish it by typing.
    await page.locator('[data-step="leave"]').click();
    await clickArea(page, 'C19');
    await page.locator('[data-step="raid"]').click();
    await expect.poll(() => page.locator('.notation').inputValue()).toBe('leave > C19 > raid');
    await page.locator('.notation').fill(RECORD);
    await expect.poll(() => page.locator('.panel.record').innerText()).toContain('This record can be sealed');
    await shot(page, 'hotseat-record-editor');
    await page.locator('[data-action="seal"]').click();

    // Sealed: the hand-off to the Federal hides everything, and the page holds no step.
    await handoff.waitFor();
    expect(await handoff.innerText()).toContain('Pass the device to the Federal player');
    let text = await pageText(page);
    expect(text).not.toMatch(MARKER);
    expect(text).not.toContain(RECORD);
    await page.locator('[data-action="ready"]').click();
    await waitPhase(page, 'Federal Movement');
    await page.waitForTimeout(300);
    await shot(page, 'hotseat-federal-movement');

    // The Federal screens: movement panel, log, tracks, an open pool list, the saves list, the rules.
    text = await pageText(page);
    expect(text).not.toMatch(MARKER);
    expect(text).not.toContain(RECORD);
    expect(await page.locator('[data-testid="log"]').innerText()).toContain('seals 1 Activity Record');
    await page.locator('[data-pool="available"]').click();
    await page.locator('[data-action="saves"]').click();
    await page.locator('[data-action="save-named"]').click();
    await expect.poll(() => page.locator('[data-testid="saves-list"]').innerText()).toContain('Weak Beginning');
    text = await pageText(page);
    expect(text).not.toMatch(MARKER);
    await page.keyboard.press('Escape');
    // Hovering the map shows area cards, never the record.
    await page.mouse.move(400, 400);
    await page.waitForTimeout(100);
    expect(await pageText(page)).not.toMatch(MARKER);

    // The Federal moves a ship and ends the phase; the record is revealed and carried out.
    await page.locator('[data-pick="powhatan"]').click();
    await page.locator('.chip.area[data-area="C11"]').click();
    await page.locator('[data-action="move"]').click();
    await page.locator('[data-action="end-phase"]').click();
    await page.locator('.playback').waitFor();
    await page.locator('[data-testid="turn-summary"]').waitFor({ timeout: 120_000 });
    // Now, and only now, the Federal log shows the Sumter sailing through C19.
    expect(await page.locator('[data-testid="log"]').innerText()).toMatch(/Sumter enters C19/);
    await shot(page, 'hotseat-after-reveal');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForFunction(() => !!document.querySelector('[data-testid="handoff"]') || /Federal Ship Placement/.test(document.querySelector('[data-testid="phase"]')?.textContent ?? ''), null, { timeout: 60_000 });
    console.log('after the turn:', await phase(page));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
