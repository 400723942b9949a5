// Issue 35.3: the high-contrast colour scheme. A hostile stored value is ignored; the start
// screen's checkbox puts the class on <html> and the choice survives a reload; the map of a
// game draws in the scheme's colours (its picture differs from the standard one's), an illegal
// route is dashed and Confederate counters hatched. Screenshots go to test-results/screens/.

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mapReady, openGame, ROOT, useGame } from './helpers';

const game = useGame();
const OUT = resolve(ROOT, 'test-results/screens');
mkdirSync(OUT, { recursive: true });
const KEY = 'sea-devils:colour-scheme';
const SIZE = { width: 1280, height: 800 };
const isHighContrast = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('high-contrast'));

/** A Confederate record whose route is illegal (C10 to C40 is no move), and the map's picture of it. */
async function illegalRoute(page: Page, name: string): Promise<Buffer> {
  await page.getByText('Weak Beginning', { exact: true }).click();
  await page.locator('input[name="mode"][value="solitaire-confederate"]').click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await mapReady(page);
  await page.locator('.notation').fill('leave > C10 > C40');
  await page.locator('.problems').waitFor();
  await page.waitForTimeout(300); // the map draws on its next frame
  await page.screenshot({ path: resolve(OUT, `colour-${name}.png`) });
  const box = (await page.locator('[data-testid="map"]').boundingBox())!;
  const map = await page.screenshot({ clip: box });
  // Close up, the counters: the Confederate's hatched corners beside the Federal's plain ones.
  const sumter = () =>
    page.evaluate(() => {
      const hook = (window as unknown as { __seaDevilsGameMap: { inspect(): { counterScreenOf(id: string): [number, number] | null } } }).__seaDevilsGameMap;
      return hook.inspect().counterScreenOf('sumter');
    });
  const start = await sumter();
  if (start) {
    // The wheel zooms about the pointer: the counter stays under it.
    await page.mouse.move(box.x + start[0], box.y + start[1]);
    for (let i = 0; i < 4; i++) {
      await page.mouse.wheel(0, -300);
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(600);
  }
  const at = await sumter();
  if (at) {
    const x = Math.max(0, box.x + at[0] - 200),
      y = Math.max(box.y, box.y + at[1] - 150);
    await page.screenshot({
      path: resolve(OUT, `colour-${name}-counters.png`),
      clip: { x, y, width: Math.min(400, box.x + box.width - x), height: Math.min(300, box.y + box.height - y) },
    });
  }
  return map;
}

describe('35.3: the high-contrast scheme', () => {
  it('ignores a hostile stored value, is chosen on the start screen and survives a reload', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: SIZE });
    for (const hostile of ['HIGH-CONTRAST', '{"scheme":"high-contrast"}', '<img src=x onerror=alert(1)>', 'x'.repeat(10_000)]) {
      await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [KEY, hostile]);
      await page.reload();
      await page.waitForSelector('.start-screen');
      expect(await isHighContrast(page), hostile.slice(0, 30)).toBe(false);
      expect(await page.locator('[data-action="high-contrast"]').isChecked()).toBe(false);
    }
    await page.locator('[data-action="high-contrast"]').check();
    expect(await isHighContrast(page)).toBe(true);
    await page.reload();
    await page.waitForSelector('.start-screen');
    expect(await isHighContrast(page)).toBe(true);
    expect(await page.locator('[data-action="high-contrast"]').isChecked()).toBe(true);
    await page.screenshot({ path: resolve(OUT, 'colour-start-high-contrast.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws the map in the chosen scheme', async () => {
    const standard = await openGame(game.browser(), game.base(), { viewport: SIZE });
    const plain = await illegalRoute(standard.page, 'standard-illegal-route');
    expect(standard.errors).toEqual([]);
    await standard.page.context().close();

    const high = await openGame(game.browser(), game.base(), { viewport: SIZE });
    await high.page.locator('[data-action="high-contrast"]').check();
    const contrasted = await illegalRoute(high.page, 'high-contrast-illegal-route');
    expect(await isHighContrast(high.page)).toBe(true);
    expect(contrasted.equals(plain), 'the map looks the same in both schemes').toBe(false);
    expect(high.errors).toEqual([]);
    await high.page.context().close();
  });
});
