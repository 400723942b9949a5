// Issue 16.3 and 16.4: the side panel at 1280x800 and 1920x1080. Through the phases of a
// Weak Beginning turn (movement with a ship chosen and a refused step, the Activity playback,
// the turn summary, placement, the next movement), every heading, message and button of the
// phase panel lies inside the panel's visible box and the window, with no scrolling; a
// screenshot of each phase at each size goes to test-results/layout/. And hovering a stack
// names its own area and lists its ships with their ratings.

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickArea, closeSummary, mapReady, openGame, ROOT, useGame, waitPhase } from './helpers';

const game = useGame();
const OUT = resolve(ROOT, 'test-results/layout');
mkdirSync(OUT, { recursive: true });

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/** What of the phase panel lies outside its visible box or the window (list rows excepted: they scroll in their own box). */
async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const body = document.querySelector('.side-body');
    if (!body) return ['no side panel'];
    const box = body.getBoundingClientRect();
    const out: string[] = [];
    if (body.scrollTop > 1) out.push(`the panel is scrolled by ${body.scrollTop}px`);
    const items = body.querySelectorAll('button, h2, h3, p, .message, .points, .refusal, [role="alert"], [data-testid="mover"] .path-line, .chips');
    for (const el of items) {
      if (el.closest('table')) continue;
      const r = el.getBoundingClientRect();
      if (!r.width && !r.height) continue; // not shown
      // Inside a closed <details> (the Standing orders section): laid out when asked, never shown.
      if (!el.checkVisibility()) continue;
      if (r.top < box.top - 1 || r.bottom > box.bottom + 1 || r.bottom > window.innerHeight || r.right > window.innerWidth) {
        out.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 50)}" at ${Math.round(r.top)}-${Math.round(r.bottom)} (panel ${Math.round(box.top)}-${Math.round(box.bottom)})`,
        );
      }
    }
    return out;
  });
}

describe('16.3: the side panel shows every message and button of every phase', () => {
  for (const size of SIZES) {
    it(`at ${size.width}x${size.height}`, async () => {
      // openGame answers the end-of-phase question "don't ask again" up front (issue 16.5).
      const { page, errors } = await openGame(game.browser(), game.base(), { viewport: size });
      const context = page.context();
      await page.waitForSelector('.start-screen');
      const tag = `${size.width}x${size.height}`;
      const snap = async (name: string) => {
        await page.screenshot({ path: resolve(OUT, `${tag}-${name}.png`) });
        expect(await clipped(page), `${tag} ${name}`).toEqual([]);
      };
      await page.getByText('Weak Beginning', { exact: true }).click();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await mapReady(page);
      await waitPhase(page, 'Federal Movement');
      await snap('1-movement');

      // A ship chosen, a path planned, then a step refused: the card, "Next:" and the refusal in view.
      await page.locator('[data-pick="powhatan"]').click();
      await clickArea(page, 'C11');
      const mover = page.locator('[data-testid="mover"]');
      await expect.poll(() => mover.innerText()).toContain('C9 › C11');
      await clickArea(page, 'C46'); // 12 areas from C9: beyond the Powhatan's 11 MP (4.11)
      await expect.poll(() => mover.innerText()).toContain('(4.11)');
      await snap('2-movement-refused');

      // 16.4: hovering the Powhatan's stack names its own area and lists it with its ratings.
      if (size.width === 1280) {
        await page.locator('[data-pick="powhatan"]').click(); // unselect: the card goes, the stack stays
        const at = await page.evaluate(() => {
          const hook = (window as unknown as { __seaDevilsGameMap: { inspect(): { counterScreenOf(id: string): [number, number] | null } } })
            .__seaDevilsGameMap;
          const p = hook.inspect().counterScreenOf('powhatan');
          const r = document.querySelector('[data-testid="map"]')!.getBoundingClientRect();
          return p ? [p[0] + r.left, p[1] + r.top] : null;
        });
        expect(at).not.toBeNull();
        await page.mouse.move(at![0]!, at![1]!);
        const list = page.locator('[data-testid="stack-list"]');
        await list.waitFor();
        expect(await list.innerText()).toMatch(/Powhatan · \w+ \d+-\d+-\d+/);
        expect(await page.locator('.tooltip .tt-head strong').innerText()).toBe('C9');
        await page.screenshot({ path: resolve(OUT, `${tag}-stack-hover.png`) });
        await page.mouse.move(5, 200);
      }

      // The log drawer opens over the panel and closes again.
      await page.locator('[data-action="toggle-log"]').click();
      await snap('3-log-open');
      await page.locator('[data-action="toggle-log"]').click();

      await page.locator('[data-action="end-phase"]').click();
      await page.locator('.playback').waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: resolve(OUT, `${tag}-4-playback.png`) });
      await page.locator('[data-testid="turn-summary"]').waitFor({ timeout: 120_000 });
      await page.screenshot({ path: resolve(OUT, `${tag}-5-summary.png`) });
      await closeSummary(page);

      await waitPhase(page, 'Federal Ship Placement');
      await snap('6-placement');
      const heading = page.locator('.side-body .panel-head h2').first();
      expect(await heading.isVisible()).toBe(true);
      expect(await page.locator('.side-body .points').innerText()).toContain('Points left');
      await page.locator('[data-action="end-phase"]').click();
      await page.waitForFunction(
        () => /Federal Movement|Blockade declarations/.test(document.querySelector('[data-testid="phase"]')?.textContent ?? ''),
        null,
        { timeout: 60_000 },
      );
      if (/Blockade declarations/.test(await page.locator('[data-testid="phase"]').innerText())) {
        await snap('7-europe');
        await page.locator('[data-action="end-phase"]').click();
      }
      await waitPhase(page, 'GT 2 · Federal Movement');
      await snap('8-movement-turn2');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("16.3: the Confederate's phases fit the side panel too", () => {
  for (const size of SIZES) {
    it(`record editor and turn summary at ${size.width}x${size.height}`, async () => {
      const { page, errors } = await openGame(game.browser(), game.base(), { viewport: size });
      const tag = `${size.width}x${size.height}-confederate`;
      const snap = async (name: string) => {
        await page.screenshot({ path: resolve(OUT, `${tag}-${name}.png`) });
        expect(await clipped(page), `${tag} ${name}`).toEqual([]);
      };
      await page.getByText('Weak Beginning', { exact: true }).click();
      await page.locator('input[name="mode"][value="solitaire-confederate"]').click();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await mapReady(page);
      // 4.3: the record editor with a record written: leave port, one area, a raid.
      await page.waitForSelector('[data-action="seal"]');
      await snap('1-record-empty');
      const leave = page.locator('[data-step="leave"]:not([disabled])');
      if (await leave.count()) await leave.first().click();
      await page.locator('.chips button[data-area]').first().click();
      const raid = page.locator('[data-step="raid"]:not([disabled])');
      if (await raid.count()) await raid.first().click();
      await snap('2-record-written');
      await page.locator('[data-action="seal"]').click();
      // The Federal AI moves, the records run; the turn summary closes the turn (3.0).
      await page.waitForSelector('[data-testid="turn-summary"]', { timeout: 120_000 });
      await page.screenshot({ path: resolve(OUT, `${tag}-3-summary.png`) });
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
