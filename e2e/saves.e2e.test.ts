// Saves: a reload resumes the very turn and phase, with the same moves made; a broken, foreign
// or tampered save file is refused with a message naming the problem and the game is left as
// it was; an exported save imports back.

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { mapReady, openGame, phase, shot, waitPhase, waitSaved, useGame } from './helpers';

const game = useGame();

/** Starts Weak Beginning in solitaire and moves the Powhatan C9 > C11 (mouse on the area chips). */
async function startAndMove(page: Page): Promise<void> {
  await page.getByText('Weak Beginning', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await mapReady(page);
  await waitPhase(page, 'Federal Movement');
  await page.locator('[data-pick="powhatan"]').click();
  await page.locator('.chip.area[data-area="C11"]').click();
  await page.locator('[data-action="move"]').click();
  await expect.poll(() => page.locator('[data-testid="log"]').innerText()).toContain('Powhatan moves C11');
}

const logLines = (page: Page) => page.locator('[data-testid="log"] .log-line').count();

describe('saves', () => {
  it('resumes the same turn and phase after a reload', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await startAndMove(page);
    // Record sealed by the AI (1 command) and the move (1 command): wait for the autosave.
    await waitSaved(page, 2);
    const before = { phase: await phase(page), lines: await logLines(page), row: await page.locator('tr[data-ship="powhatan"]').innerText() };
    await page.reload();
    await mapReady(page);
    const ms = await page.evaluate(() => performance.getEntriesByName('sea-devils:map-ready')[0]?.startTime ?? -1);
    console.log(`after the reload the map was drawn ${Math.round(ms)} ms after navigation`);
    await waitPhase(page, 'Federal Movement');
    expect(await phase(page)).toBe(before.phase);
    expect(await logLines(page)).toBe(before.lines);
    expect(await page.locator('tr[data-ship="powhatan"]').innerText()).toBe(before.row);
    expect(before.row).toContain('C11');
    // The move can still be taken back after the reload (the undo list is saved too).
    expect(await page.locator('[data-action="undo"]').isEnabled()).toBe(true);
    await shot(page, 'saves-after-reload');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('refuses broken, foreign and tampered files and leaves the game unchanged', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await startAndMove(page);
    await waitSaved(page, 2);
    const before = { phase: await phase(page), lines: await logLines(page), mm: await page.locator('[data-testid="merchant-marine"]').innerText() };

    // Export the game to a file (a real download), to tamper with and to import back.
    await page.locator('[data-action="saves"]').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="export"]').click()]);
    const exported = readFileSync((await download.path())!, 'utf8');
    const good = JSON.parse(exported) as { state: { merchantMarine: number }; format: string };
    expect(good.format).toBe('sea-devils-save');

    const status = page.locator('[data-testid="saves-status"]');
    const tryImport = async (name: string, body: string) => {
      await page.locator('[data-testid="import-file"]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(body) });
      await expect.poll(() => status.innerText()).toContain(name);
      return status.innerText();
    };
    expect(await tryImport('broken.json', '{"format": "sea-devils-save", "version": 1, ')).toMatch(
      /Import refused: broken\.json is not a save file: it is not valid JSON/,
    );
    await shot(page, 'saves-import-refused');
    expect(await tryImport('foreign.json', JSON.stringify({ format: 'chess-game', moves: [] }))).toMatch(
      /foreign\.json is not a Sea Devils save: its format is "chess-game"/,
    );
    expect(await tryImport('shape.json', JSON.stringify({ ...good, commands: 'none' }))).toMatch(/shape\.json is damaged: commands:/);
    const tampered = structuredClone(good);
    tampered.state.merchantMarine = 9999;
    expect(await tryImport('tampered.json', JSON.stringify(tampered))).toMatch(
      /tampered\.json is damaged: its game state does not match its 2 recorded commands/,
    );
    expect(await status.innerText()).toContain('Your current game is unchanged');
    await page.keyboard.press('Escape');

    // Nothing changed.
    expect(await phase(page)).toBe(before.phase);
    expect(await logLines(page)).toBe(before.lines);
    expect(await page.locator('[data-testid="merchant-marine"]').innerText()).toBe(before.mm);

    // The genuine file imports and the game goes on from it.
    await page.locator('[data-action="saves"]').click();
    await page.locator('[data-testid="import-file"]').setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    await mapReady(page);
    await waitPhase(page, 'Federal Movement');
    expect(await page.locator('tr[data-ship="powhatan"]').innerText()).toContain('C11');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('saves under a name, loads and deletes', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await startAndMove(page);
    await page.locator('[data-action="saves"]').click();
    await page.getByLabel('Save name').fill('Before the storm');
    await page.locator('[data-action="save-named"]').click();
    const list = page.locator('[data-testid="saves-list"]');
    await expect.poll(() => list.innerText()).toContain('Before the storm');
    expect(await list.innerText()).toContain('GT 1 (3/61) · Federal Movement · solitaire');
    await shot(page, 'saves-dialog');
    await page.keyboard.press('Escape');
    // Take the move back, then load the named save: the move is there again.
    await page.locator('[data-action="undo"]').click();
    await expect.poll(() => page.locator('tr[data-ship="powhatan"]').innerText()).toContain('C9');
    await page.locator('[data-action="saves"]').click();
    await list.getByRole('button', { name: 'Load' }).first().click();
    await mapReady(page);
    await waitPhase(page, 'Federal Movement');
    await expect.poll(() => page.locator('tr[data-ship="powhatan"]').innerText()).toContain('C11');
    await page.locator('[data-action="saves"]').click();
    await list.getByRole('button', { name: 'Delete' }).first().click();
    // Issue 35.5: the dialog no longer says "No saved games yet" while the start screen lists
    // autosaves: the other game kept by autosave (the one the undo went on in) is listed here.
    await expect.poll(() => list.innerText()).toContain('No game saved under a name yet');
    expect(await page.locator('[data-testid="autosaves-list"] tr').count()).toBe(1);
    await shot(page, 'saves-dialog-autosaves');
    await page.keyboard.press('Escape');
    // The game's autosave had gone on past the named save (the undo): it is kept, and the
    // loaded save plays on as a game of its own (issue 14, point 8).
    await page.locator('[data-action="menu"]').click();
    await page.getByRole('button', { name: 'Leave the game', exact: true }).click();
    await expect.poll(() => page.locator('[data-testid="recent-games"] tr').count()).toBe(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
