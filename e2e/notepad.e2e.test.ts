// The side's private notepad (issue 34.3): typed in the game, kept in the side's own save, back
// after a reload, bounded, and closed by Escape.

import { describe, expect, it } from 'vitest';
import { mapReady, openGame, shot, waitPhase, useGame } from './helpers';

const game = useGame();

describe('the private notepad', () => {
  it('keeps what the player wrote across a reload, in the save only', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await page.getByText('Weak Beginning', { exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await mapReady(page);
    await waitPhase(page, 'Federal Movement');
    await page.locator('[data-action="notes"]').click();
    const pad = page.locator('[data-testid="notepad"]');
    await expect.poll(() => pad.isVisible()).toBe(true);
    const text = page.locator('.notepad-text');
    expect(await text.evaluate((e) => e === document.activeElement)).toBe(true);
    await text.fill('Sumter seen near Cuba: keep the Powhatan at C11.');
    expect(await page.locator('[data-testid="notepad-count"]').innerText()).toMatch(/^48 \/ 16,000 characters$/);
    await shot(page, 'notepad-open');
    await text.press('Escape');
    await expect.poll(() => pad.isVisible()).toBe(false);
    // Kept in the autosave (the save is this player's own); not in the log.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const open = indexedDB.open('sea-devils');
          const db: IDBDatabase = await new Promise((r) => {
            open.onsuccess = () => r(open.result);
          });
          const names = [...db.objectStoreNames];
          const all: string[] = [];
          for (const n of names) {
            const got: unknown[] = await new Promise((r) => {
              const q = db.transaction(n).objectStore(n).getAll();
              q.onsuccess = () => r(q.result);
            });
            all.push(JSON.stringify(got));
          }
          db.close();
          return all.join('').includes('keep the Powhatan at C11');
        }),
      )
      .toBe(true);
    expect(await page.locator('[data-testid="log"]').innerText()).not.toContain('Powhatan at C11');
    await page.reload();
    await mapReady(page);
    await page.locator('[data-action="notes"]').click();
    expect(await page.locator('.notepad-text').inputValue()).toBe('Sumter seen near Cuba: keep the Powhatan at C11.');
    // The field holds at most a notepad's length.
    expect(await page.locator('.notepad-text').getAttribute('maxlength')).toBe('16000');
    await page.locator('[data-action="notepad-close"]').click();
    await expect.poll(() => pad.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});
