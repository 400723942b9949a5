// Scenario comparison in the game (issue 7): from the start screen, the five scenarios side by
// side from their data, a small comparison played in Web Workers with progress and charts, a
// variant set against it, the kept result shown at once on return, and a run stopped midway.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resolve, join } from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { SHOTS, openGame, shot, useGame } from './helpers';

const game = useGame();

async function openCompare(page: Page): Promise<void> {
  await page.locator('[data-action="compare"]').click();
  await page.waitForSelector('.compare-screen');
  await page.waitForFunction(() => !!document.querySelector('[data-testid="compare-status"]')?.textContent);
}

async function setScenarios(page: Page, ids: string[]): Promise<void> {
  for (const box of await page.locator('input[name="scenario"]').all()) {
    const want = ids.includes((await box.getAttribute('value')) ?? '');
    if ((await box.isChecked()) !== want) await box.click();
  }
}

/** Runs the comparison in the form and waits for it to end; returns the highest progress seen. */
async function runAndWait(page: Page): Promise<number> {
  const before = await page.evaluate(() => document.body.dataset.compareDone ?? '');
  await page.locator('[data-action="compare-run"]').click();
  await page.waitForFunction((b) => (document.body.dataset.compareDone ?? '') !== b, before, { timeout: 150_000 });
  return Number(await page.locator('[data-testid="compare-progress-text"]').getAttribute('data-done'));
}

/** Every chart has data points and has drawn something (pixels that are not transparent). */
async function chartsDrawn(page: Page): Promise<{ charts: number; empty: string[] }> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('.cmp-chart')];
    const empty: string[] = [];
    for (const b of boxes) {
      const c = b.querySelector('canvas')!;
      const px = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let ink = 0;
      for (let i = 3; i < px.length; i += 4) if (px[i]! > 0) ink++;
      if (Number(b.dataset.points) <= 0 || ink < 500) empty.push(`${b.dataset.chart}:${b.dataset.scenario}`);
    }
    return { charts: boxes.length, empty };
  });
}

describe('scenario comparison', () => {
  it('shows the five scenarios from their data, runs a small comparison with progress and draws the charts', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await openCompare(page);
    // Columns come from the scenario files: names, turns and starting levels.
    const heads = await page.locator('.cmp-head h2').allInnerTexts();
    expect(heads).toEqual(['Campaign Game', 'Weak Beginning', 'The Greyhounds are Loose', 'The Cresting Tide', 'Endgame']);
    await expect.poll(() => page.locator('.cmp-head').first().innerText()).toContain('Game Turns 1–16');
    await shot(page, 'compare-empty');

    await page.locator('select[name="games"]').selectOption('10');
    const done = await runAndWait(page);
    expect(done).toBe(50);
    await expect.poll(() => page.locator('[data-testid="compare-status"]').innerText()).toMatch(/^Done: 50 games/);
    const drawn = await chartsDrawn(page);
    expect(drawn.charts).toBe(20);
    expect(drawn.empty).toEqual([]);
    expect(await page.locator('.cmp-chart[data-chart="levels"]').count()).toBe(5);
    await shot(page, 'compare-results');
    await page.screenshot({ path: resolve(SHOTS, 'compare-results-full.png'), fullPage: true });
    // Issue 16.7: at 1280 px the five columns fit the window (no sideways scrolling).
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() =>
        page.evaluate(() => {
          const grid = document.querySelector('.cmp-grid')!;
          return { page: document.documentElement.scrollWidth <= window.innerWidth, grid: grid.scrollWidth <= grid.clientWidth + 1 };
        }),
      )
      .toEqual({ page: true, grid: true });
    await page.screenshot({ path: resolve(SHOTS, 'compare-results-1280.png') });
    expect(errors).toEqual([]);
  });

  it("issue 21.2: the start screen lists the registry's rule variants; Variant B starts equal to A (issue 16)", async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    const row6 = page.locator('[data-testid="rules-options"] [data-option="erratumRow6"]');
    expect(await row6.innerText()).toContain('Errata row 6 of the Deployment Table (10.31)');
    expect(await row6.locator('input[type="checkbox"]').isChecked()).toBe(true);
    await openCompare(page);
    await page.locator('select[name="a-confederate"]').selectOption('bold');
    await page.locator('[data-action="compare-variant"]').check();
    for (const name of ['confederate', 'federal']) {
      expect(await page.locator(`select[name="b-${name}"]`).inputValue()).toBe(await page.locator(`select[name="a-${name}"]`).inputValue());
    }
    expect(await page.locator('input[name="b-erratum-row6"]').isChecked()).toBe(await page.locator('input[name="a-erratum-row6"]').isChecked());
    expect(await page.locator('.cmp-variant-b [data-option="erratumRow6"]').innerText()).toContain('errata row 6 (10.31)');
    // Changing only the AI level changes one thing.
    await page.locator('select[name="b-federal"]').selectOption('cautious');
    await page.locator('select[name="games"]').selectOption('10');
    await setScenarios(page, ['endgame']);
    expect(await runAndWait(page)).toBe(20);
    expect(await page.locator('.cmp-summary').innerText()).toMatch(/B \(Federal cautious\)/);
    expect(errors).toEqual([]);
  });

  it('sets variant B (errata row 6 off) against A with its intervals, and keeps the result for a return visit', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await openCompare(page);
    await page.locator('select[name="games"]').selectOption('10');
    await setScenarios(page, ['weak-beginning', 'endgame']);
    await page.locator('[data-action="compare-variant"]').check();
    await page.locator('input[name="b-erratum-row6"]').uncheck();
    expect(await runAndWait(page)).toBe(40);
    expect(await page.locator('[data-differences]').count()).toBe(2);
    await expect.poll(() => page.locator('[data-differences="endgame"]').innerText()).toMatch(/mean net VP/);
    expect(await page.locator('.cmp-summary').innerText()).toMatch(/B \(errata row 6 off\)/);
    expect((await chartsDrawn(page)).empty).toEqual([]);
    await page.locator('.cmp-row-title', { hasText: 'minus' }).scrollIntoViewIfNeeded();
    await shot(page, 'compare-variant');

    // Back to the start screen and in again: the kept result is drawn without playing a game.
    await page.locator('[data-action="compare-back"]').click();
    await page.waitForSelector('.start-screen');
    await openCompare(page);
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-testid="compare-status"]')?.dataset.cached === 'true', null, {
      timeout: 30_000,
    });
    expect(await page.locator('[data-differences]').count()).toBe(2);
    expect(await page.locator('[data-testid="compare-progress-text"]').innerText()).toBe('');
    expect((await chartsDrawn(page)).empty).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a long run shows its progress and stops on Stop', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await openCompare(page);
    await page.locator('select[name="games"]').selectOption('2000');
    await setScenarios(page, ['campaign']);
    await page.locator('[data-action="compare-run"]').click();
    await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('[data-testid="compare-progress-text"]')?.dataset.done ?? 0) >= 5, null, {
      timeout: 60_000,
    });
    expect(await page.locator('[data-action="compare-stop"]').isEnabled()).toBe(true);
    await shot(page, 'compare-progress');
    await page.locator('[data-action="compare-stop"]').click();
    await expect.poll(() => page.locator('[data-testid="compare-status"]').innerText(), { timeout: 30_000 }).toMatch(/^Stopped after \d+ of 2000 games/);
    expect(await page.locator('[data-action="compare-run"]').isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('with a data pack loaded, sets the pack against the built-in data', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    const pack = join(mkdtempSync(join(tmpdir(), 'sd-cmp-pack-')), 'printed.json');
    writeFileSync(pack, JSON.stringify({ format: 'sea-devils-data-pack', version: 1, name: 'Dense C9', areas: { C9: { density: 6 } } }));
    await page.locator('[data-action="pack-file"]').setInputFiles(pack);
    await page.waitForFunction(() => document.querySelector('[data-role="pack-name"]')?.textContent?.includes('Dense C9'), null, { timeout: 60_000 });
    await openCompare(page);
    await page.locator('select[name="games"]').selectOption('10');
    await setScenarios(page, ['weak-beginning']);
    expect(await page.locator('input[name="a-pack"]').isChecked()).toBe(true);
    await page.locator('[data-action="compare-variant"]').check();
    expect(await page.locator('input[name="b-erratum-row6"]').isChecked()).toBe(true); // B starts as A
    await page.locator('input[name="b-pack"]').uncheck();
    expect(await runAndWait(page)).toBe(20);
    const summary = await page.locator('.cmp-summary').innerText();
    expect(summary).toMatch(/A: .*data pack “Dense C9”/);
    expect(summary).toMatch(/B \(built-in data\): .*built-in data/);
    expect(await page.locator('[data-differences="weak-beginning"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
