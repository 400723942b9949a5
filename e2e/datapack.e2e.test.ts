// Printed values instead (issue: data packs in the game): a broken pack is refused with the
// pack's name, the path inside it and the fault, and the game keeps its data; a good pack is
// loaded, survives a reload, and can be set aside again.

import { describe, expect, it } from 'vitest';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { openGame, shot, useGame } from './helpers';

const game = useGame();
const dir = mkdtempSync(join(tmpdir(), 'sd-pack-'));

describe('data packs in the game', () => {
  it('refuses a broken pack with its path, then loads a good one that survives a reload', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await page.waitForSelector('.start-screen');
    const broken = join(dir, 'broken-pack.json');
    writeFileSync(broken, JSON.stringify({ format: 'sea-devils-data-pack', version: 1, name: 'Bad', ships: { Kear: { gunnery: 'six' } } }));
    await page.locator('[data-action="pack-file"]').setInputFiles(broken);
    await expect
      .poll(() => page.locator('.pack-message').innerText())
      .toMatch(/broken-pack\.json was refused:\s+broken-pack\.json: ships\.Kear\.gunnery: .*number/);
    await expect.poll(() => page.locator('[data-role="pack-name"]').innerText()).toContain('Built-in reconstruction');
    await shot(page, 'datapack-refused');

    const good = join(dir, 'printed.json');
    writeFileSync(good, JSON.stringify({ format: 'sea-devils-data-pack', version: 1, name: 'My printed copy', areas: { C9: { density: 5 } } }));
    await page.locator('[data-action="pack-file"]').setInputFiles(good);
    await page.waitForFunction(() => document.querySelector('[data-role="pack-name"]')?.textContent?.includes('My printed copy'), null, { timeout: 60_000 });
    await shot(page, 'datapack-loaded');
    await page.reload();
    await page.waitForSelector('.start-screen');
    await expect.poll(() => page.locator('[data-role="pack-name"]').innerText()).toContain('Data pack: My printed copy (printed.json)');
    await page.locator('[data-action="pack-remove"]').click();
    await page.waitForFunction(() => document.querySelector('[data-role="pack-name"]')?.textContent?.includes('Built-in'), null, { timeout: 60_000 });
    expect(errors).toEqual([]);
  });
});
