// Replays (issue 17.3): a finished Weak Beginning replayed from the saved-games list from each
// side's view and with everything shown, stepped by event and by Game Turn; in the Federal
// replay no Activity Record shows before its reveal (4.3); exported, and opened again from the
// start screen; a shared replay of a game in progress holds no seed; a hostile file is refused.

import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { closeSummary, mapReady, nearEndSave, openGame, phase, ROOT, saveAt, savesStore, useGame, waitPhase } from './helpers';

const game = useGame();
const SHOTS = resolve(ROOT, 'test-results/replay');
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: resolve(SHOTS, `${name}.png`) });

const replay = (page: Page) => page.locator('[data-testid="replay"]');
const step = async (page: Page) => Number(await replay(page).getAttribute('data-step'));
const turn = async (page: Page) => Number(await replay(page).getAttribute('data-turn'));

/** Puts a save in the browser's store as a named save and opens its replay from the saved-games list. */
async function replayFromSaves(page: Page, key: string, json: string): Promise<void> {
  await savesStore(page, { put: [key, JSON.parse(json)] });
  await page.locator('[data-action="saves"]').click();
  await page.locator('[data-action="replay-save"]').first().click();
  await page.locator('[data-testid="replay"][data-ready="true"]').waitFor({ timeout: 60_000 });
}

/**
 * Walks every step of the replay on screen and returns the steps at which a record was shown
 * that the side may not read: any sealed one, or any between a seal and its reveal (4.3).
 */
function leaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid="replay"]') as HTMLElement;
    const scrub = root.querySelector('[data-testid="replay-scrubber"]') as HTMLInputElement;
    const n = Number(root.dataset.steps);
    const bad: string[] = [];
    let sealed = false;
    for (let i = 0; i < n; i++) {
      scrub.value = String(i);
      scrub.dispatchEvent(new Event('input'));
      const lines = root.querySelectorAll('[data-testid="log"] .log-line');
      const last = lines[lines.length - 1];
      if (last?.classList.contains('kind-sealed')) sealed = true;
      if (last?.classList.contains('kind-reveal')) sealed = false;
      const recs = [...root.querySelectorAll('[data-record]')] as HTMLElement[];
      if (recs.some((r) => r.dataset.revealed !== 'true')) bad.push(`step ${i}: a sealed record is shown`);
      if (sealed && recs.length) bad.push(`step ${i}: a record is shown between the seal and the reveal`);
      if (root.querySelector('[data-testid="log"] .kind-recordWritten')) bad.push(`step ${i}: a written record is in the log`);
    }
    return bad;
  });
}

describe('17.3 replays', () => {
  it('replays a finished Weak Beginning from each side and everything, steps by event and turn, exports and reopens it', async () => {
    const finished = await saveAt({
      scenario: 'weak-beginning',
      seed: 'replay-e2e',
      mode: 'solitaire',
      bots: 'historical',
      name: 'Finished',
      stop: (s) => s.phase === 'gameOver',
    });
    const { page, errors } = await openGame(game.browser(), game.base());
    await replayFromSaves(page, 'save:e2e-finished', finished);

    // Over: all three views offered, everything shown first.
    expect(await page.locator('button[data-perspective]').evaluateAll((b) => b.map((x) => (x as HTMLElement).dataset.perspective))).toEqual([
      'federal',
      'confederate',
      'all',
    ]);
    expect(await replay(page).getAttribute('data-perspective')).toBe('all');
    expect(await step(page)).toBe(0);
    await page.locator('[data-action="replay-next"]').click();
    await expect.poll(() => step(page)).toBe(1);
    const firstTurn = await turn(page);
    await page.locator('[data-action="replay-next-turn"]').click();
    await expect.poll(() => turn(page)).toBeGreaterThan(firstTurn);
    const turnStart = await step(page);
    await page.locator('[data-action="replay-next"]').click();
    await page.locator('[data-action="replay-next"]').click();
    await expect.poll(() => step(page)).toBe(turnStart + 2);
    await page.locator('[data-action="replay-prev"]').click();
    await expect.poll(() => step(page)).toBe(turnStart + 1);
    await page.locator('[data-action="replay-prev-turn"]').click();
    await expect.poll(() => step(page)).toBe(turnStart);
    // The log is in step: one line per event so far (the turn headings aside).
    expect(await page.locator('[data-testid="log"] .log-line').count()).toBe(turnStart + 1);
    // Everything: the Confederate's records are shown sealed at some step (walk to the first one).
    const sealedShown = await page.evaluate(() => {
      const root = document.querySelector('[data-testid="replay"]') as HTMLElement;
      const scrub = root.querySelector('[data-testid="replay-scrubber"]') as HTMLInputElement;
      for (let i = 0; i < Number(root.dataset.steps); i++) {
        scrub.value = String(i);
        scrub.dispatchEvent(new Event('input'));
        if (root.querySelector('[data-record][data-revealed="false"]')) return i;
      }
      return -1;
    });
    expect(sealedShown).toBeGreaterThan(0);
    await shot(page, 'replay-everything');

    // The Federal's view: the same moment, and never a record before its reveal.
    await page.locator('[data-perspective="federal"]').click();
    await expect.poll(() => replay(page).getAttribute('data-perspective')).toBe('federal');
    await shot(page, 'replay-federal');
    expect(await leaks(page)).toEqual([]);

    // The Confederate's view: its own records, sealed, are shown.
    await page.locator('[data-perspective="confederate"]').click();
    await expect.poll(() => replay(page).getAttribute('data-perspective')).toBe('confederate');
    await page.locator('[data-action="replay-next-turn"]').click();
    await page.locator('[data-action="replay-play"]').click();
    await expect.poll(() => replay(page).getAttribute('data-playing')).toBe('true');
    await page.waitForTimeout(1500);
    await page.locator('[data-action="replay-play"]').click();
    await expect.poll(() => replay(page).getAttribute('data-playing')).toBe(null);
    await shot(page, 'replay-confederate');

    // Export: a finished game carries its record.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="replay-export"]').click()]);
    const exported = readFileSync((await download.path())!, 'utf8');
    expect(JSON.parse(exported)).toMatchObject({ format: 'sea-devils-replay', version: 1, kind: 'finished' });
    await page.locator('[data-action="replay-close"]').click();
    await replay(page).waitFor({ state: 'detached' });

    // Opened again from the start screen: checked by replay, all three views.
    await page
      .locator('[data-testid="open-replay-file"]')
      .setInputFiles({ name: 'finished.sea-devils-replay.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    await page.locator('[data-testid="replay"][data-ready="true"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('button[data-perspective]').count()).toBe(3);
    await page.locator('[data-action="replay-close"]').click();

    // A tampered or hostile file is refused with its reason.
    const bad = JSON.parse(exported);
    bad.record.finalHash = '0'.repeat(64);
    await page
      .locator('[data-testid="open-replay-file"]')
      .setInputFiles({ name: 'tampered.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await expect
      .poll(() => page.locator('[data-testid="replay-open-status"]').innerText())
      .toMatch(/Replay refused: tampered\.json cannot be replayed: .*does not match its hash/);
    await page
      .locator('[data-testid="open-replay-file"]')
      .setInputFiles({ name: 'proto.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"sea-devils-replay","__proto__":{"x":1}}') });
    await expect.poll(() => page.locator('[data-testid="replay-open-status"]').innerText()).toMatch(/built-in object name/);
    expect(await replay(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a game in progress replays only its player's side, and its shared replay holds no seed and no sealed record", async () => {
    const seed = 'replay-e2e-unfinished';
    const json = await saveAt({
      scenario: 'weak-beginning',
      seed,
      mode: 'solitaire',
      bots: 'historical',
      name: 'In progress',
      stop: (s) => s.turn === 2 && s.phase === 'federalMovement',
    });
    const sealedSteps = Object.values((JSON.parse(json) as { state: { records: Record<string, { record: { steps: unknown[] } }> } }).state.records)
      .map((r) => JSON.stringify(r.record.steps))
      .filter((s) => s !== '[]');
    expect(sealedSteps.length).toBeGreaterThan(0);
    const { page, errors } = await openGame(game.browser(), game.base());
    await replayFromSaves(page, 'save:e2e-unfinished', json);
    expect(await page.locator('button[data-perspective]').evaluateAll((b) => b.map((x) => (x as HTMLElement).dataset.perspective))).toEqual(['federal']);
    expect(await leaks(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="replay-export"]').click()]);
    const exported = readFileSync((await download.path())!, 'utf8');
    const file = JSON.parse(exported) as { kind: string };
    expect(file.kind).toBe('public');
    expect(exported).not.toContain(seed);
    expect(exported).not.toContain('"commands"');
    for (const s of sealedSteps) expect(exported).not.toContain(s);
    await page.locator('[data-action="replay-close"]').click();
    await page.locator('[data-testid="open-replay-file"]').setInputFiles({ name: 'shared.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    await page.locator('[data-testid="replay"][data-ready="true"]').waitFor({ timeout: 60_000 });
    expect(await replay(page).getAttribute('data-perspective')).toBe('public');
    await expect.poll(() => page.locator('[data-testid="replay-note"]').innerText()).toContain('only what both sides have seen');
    expect(await leaks(page)).toEqual([]);
    await shot(page, 'replay-shared');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("opens from the game's menu (the player's side only) and the victory screen (everything); the Activity Phase can be watched again", async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await page.locator('[data-action="saves"]').click();
    await page
      .locator('[data-testid="import-file"]')
      .setInputFiles({ name: 'near-end.json', mimeType: 'application/json', buffer: Buffer.from(await nearEndSave()) });
    await mapReady(page);
    await waitPhase(page, 'GT 4 · Federal Movement');
    // From the menu during play: the Federal player's own view only.
    await page.locator('[data-action="replay"]').click();
    await page.locator('[data-testid="replay"][data-ready="true"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('button[data-perspective]').evaluateAll((b) => b.map((x) => (x as HTMLElement).dataset.perspective))).toEqual(['federal']);
    expect(await leaks(page)).toEqual([]);
    await page.locator('[data-action="replay-close"]').click();
    await replay(page).waitFor({ state: 'detached' });
    expect(await phase(page)).toContain('Federal Movement');

    await page.locator('[data-action="end-phase"]').click();
    await page.locator('.playback').waitFor();
    await page.locator('[data-speed="instant"]').click();
    await closeSummary(page);
    await page.locator('[data-testid="victory"]').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Replay the game' }).click();
    await page.locator('[data-testid="replay"][data-ready="true"]').waitFor({ timeout: 60_000 });
    expect(await replay(page).getAttribute('data-perspective')).toBe('all');
    expect(await page.locator('button[data-perspective]').count()).toBe(3);
    await page.locator('[data-action="replay-close"]').click();
    await replay(page).waitFor({ state: 'detached' });

    // Watch again: the last Activity Phase plays back once more, then the game is as it was.
    const again = page.locator('[data-action="watch-again"]');
    expect(await again.isVisible()).toBe(true);
    // The playback speed is a setting (issue 35.4): back to fast, from the game's Menu.
    await page.locator('[data-action="menu"]').click();
    await page.getByRole('button', { name: 'Settings…', exact: true }).click();
    await page.locator('[data-testid="settings"] [name="setting-speed"][value="fast"]').check();
    await page.locator('[data-action="done-settings"]').click();
    await again.click();
    await page.locator('.playback').waitFor();
    await page.waitForTimeout(800);
    await shot(page, 'watch-again');
    await page.locator('[data-speed="instant"]').click();
    await page.locator('.playback').waitFor({ state: 'detached', timeout: 60_000 });
    expect(await phase(page)).toContain('Game over');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
