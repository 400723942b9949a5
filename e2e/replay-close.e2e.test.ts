// Issue 48.5: closing the replay of a finished game must leave the game's map drawn. The replay
// has a map (a PixiJS renderer) of its own over the game's, and PixiJS keeps pools shared by every
// renderer of the page: destroying the replay's renderer with `destroy(true)` emptied them under
// the game's map. Whether the game's map then fails depends on which pooled parts the replay
// reused, so this walk through the player's steps may pass even with that bug; the exact case is
// e2e/map.e2e.test.ts "issue 48.5", which fails without the fix. Here: a player who opens and
// closes the replay several times still sees the map when it moves, and no page error is thrown
// (pageErrors.ts fails the test on any).

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { colourCount, mapReady, openGame, saveAt, shot, useGame } from './helpers';

const game = useGame();
/** Frames the game's map has drawn (the test hook of mapFactory.ts). */
const frames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seaDevilsGameMap: { inspect(): { frames: number } } }).__seaDevilsGameMap.inspect().frames);
/** Times the replay is opened and closed. */
const ROUNDS = 4;

describe('48.5 the map after the replay', () => {
  it('opens and closes the replay of a finished game several times: the map still draws', async () => {
    const finished = await saveAt({
      scenario: 'weak-beginning',
      seed: 'replay-close-1',
      mode: 'solitaire',
      bots: 'historical',
      name: 'Finished',
      stop: (s) => s.phase === 'gameOver',
    });
    const { page, errors } = await openGame(game.browser(), game.base());
    await page.locator('[data-action="saves"]').click();
    await page.locator('[data-testid="import-file"]').setInputFiles({ name: 'finished.json', mimeType: 'application/json', buffer: Buffer.from(finished) });
    await mapReady(page);
    // A finished game opens on its victory screen: closed before anything else is pressed.
    await page.locator('.victory-modal').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.locator('.victory-modal').waitFor({ state: 'detached' });
    const map = '[data-testid="map"] canvas';
    expect(await colourCount(page, map)).toBeGreaterThan(20);
    for (let i = 0; i < ROUNDS; i++) {
      // The player points at two areas of the game's map (each outline redrawn), then opens the replay.
      const box = (await page.locator(map).boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.4);
      await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5);
      await page.waitForTimeout(100);
      await page.locator('[data-action="replay"]').click();
      await page.locator('[data-testid="replay"][data-ready="true"]').waitFor({ timeout: 60_000 });
      if (i % 2) await page.locator('[data-action="replay-next-turn"]').click();
      // Closed with Escape, the pointer resting on the top bar (off the map: no hover redraws it).
      await page.mouse.move(5, 5);
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="replay"]').waitFor({ state: 'detached' });
      // The game's map draws again as the player pans it with the keys (nothing on it changes, only the view).
      const before = await frames(page);
      await page.keyboard.down(i % 2 ? 'ArrowRight' : 'ArrowLeft');
      await expect.poll(() => frames(page)).toBeGreaterThan(before + 5);
      await page.keyboard.up(i % 2 ? 'ArrowRight' : 'ArrowLeft');
      await shot(page, `replay-closed-${i + 1}`);
      expect(await colourCount(page, map), `round ${i + 1}: the map is blank`).toBeGreaterThan(20);
      expect(errors, `round ${i + 1}`).toEqual([]);
    }
    await page.context().close();
  });
});
