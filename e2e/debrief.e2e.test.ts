// The debrief (issue 17.4): finish a Weak Beginning and open the debrief from the victory
// screen: the raiders' routes on the map, both charts, the closest calls (a click shows the
// event in the log) and the luck lines. And solitaire's after-turn debrief, from the player's
// view. Screenshots go to test-results/debrief/.

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT, closeSummary, mapReady, openGame, saveAt, waitPhase, useGame } from './helpers';

const game = useGame();
const SHOTS = resolve(ROOT, 'test-results/debrief');
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: resolve(SHOTS, `${name}.png`) });

/** A Weak Beginning two historical bots played to `turn`'s Federal Movement (seed chosen for its close calls and a fight). */
const saveAtTurn = (turn: number | 'last') =>
  saveAt({
    scenario: 'weak-beginning',
    seed: 'debrief-2',
    mode: 'solitaire',
    bots: 'historical',
    name: `Debrief ${turn}`,
    stop: (s) => s.turn === (turn === 'last' ? s.lastTurn : turn) && s.phase === 'federalMovement',
  });

async function importSave(page: Page, json: string): Promise<void> {
  await page.locator('[data-action="saves"]').click();
  await page.locator('[data-testid="import-file"]').setInputFiles({ name: 'debrief.json', mimeType: 'application/json', buffer: Buffer.from(json) });
  await mapReady(page);
}

describe('17.4 the debrief', () => {
  it('opens from the victory screen: routes on the map, both charts, closest calls, luck', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await importSave(page, await saveAtTurn('last'));
    await waitPhase(page, 'GT 4 · Federal Movement');
    await page.locator('[data-action="end-phase"]').click();
    await page.locator('.playback').waitFor();
    await page.locator('[data-speed="instant"]').click();
    await closeSummary(page);
    await page.locator('[data-testid="victory"]').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Debrief' }).click();
    const debrief = page.locator('[data-testid="debrief"]');
    await debrief.waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="debrief"]')?.getAttribute('data-charts') === 'drawn', null, { timeout: 60_000 });

    // Routes: one line per raider, with its areas.
    const routes = debrief.locator('[data-testid="debrief-routes"] li[data-ship]');
    expect(await routes.count()).toBe(2);
    expect(await routes.allInnerTexts()).toEqual([
      expect.stringMatching(/^Nashville: GT 2 C14 > C10 > C16/),
      expect.stringMatching(/^Sumter: GT 1 C15 > C10 > C13 > D4/),
    ]);
    // Both charts drawn on canvases of real size.
    for (const id of ['debrief-chart-mm', 'debrief-chart-vp']) {
      const box = await page.locator(`[data-testid="${id}"]`).boundingBox();
      expect(box && box.width > 100 && box.height > 100, id).toBe(true);
    }
    // Closest calls with their odds and rules; luck for both sides.
    const calls = debrief.locator('[data-testid="debrief-close-calls"] li[data-rule]');
    expect(await calls.count()).toBeGreaterThan(3);
    expect(await calls.first().innerText()).toMatch(/needed \d\+?, rolled \d.*\d+%/);
    const luck = await debrief.locator('[data-testid="debrief-luck"]').innerText();
    expect(luck).toMatch(/The Federal's searches \(6\.11\) succeeded \d+ times? in \d+; the odds gave [\d.]+\./);
    expect(luck).toMatch(/The Confederate's escapes \(6\.21\)/);
    // Each turn's disc is drawn at the label point of the area the leg begins in (the map's own screenOf).
    await page.waitForTimeout(1200); // the camera's glide to the routes settles
    const legs = (await routes.allInnerTexts()).flatMap((t) => [...t.matchAll(/GT (\d+) ([CD]\d+)/g)].map((m) => ({ turn: Number(m[1]), area: m[2]! })));
    const drawn = await page.evaluate(
      (areas) => {
        const m = (
          window as unknown as {
            __seaDevilsGameMap: { inspect(): { routeStarts: { turn: number; at: [number, number] }[]; screenOf(a: string): [number, number] | null } };
          }
        ).__seaDevilsGameMap.inspect();
        return { starts: m.routeStarts, want: areas.map((a) => m.screenOf(a)) };
      },
      legs.map((l) => l.area),
    );
    expect(drawn.starts.map((s) => s.turn)).toEqual(legs.map((l) => l.turn));
    drawn.starts.forEach((s, i) =>
      expect(Math.hypot(s.at[0] - drawn.want[i]![0], s.at[1] - drawn.want[i]![1]), `GT ${legs[i]!.turn} ${legs[i]!.area}`).toBeLessThan(6),
    );
    await shot(page, 'debrief-all-turns');

    // One turn at a time.
    await page.locator('[data-testid="debrief-turn"]').selectOption('2');
    await page.waitForTimeout(400);
    await shot(page, 'debrief-turn-2');

    // A close call opens its line in the log.
    await calls.first().locator('button.link').click();
    const flashed = page.locator('.log-line.flash');
    await flashed.waitFor();
    expect(await flashed.innerText()).toMatch(/6\.11|6\.21|7\.11|8\.11/);

    // On a phone the map keeps the upper half: its boxes and buttons lie inside it, clear of one
    // another (the raiders' box once rode a sheet's height above the map's foot, over the tracks).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    await shot(page, 'debrief-390x844');
    const clash = await page.evaluate(() => {
      const out: string[] = [];
      const area = document.querySelector('.map-area')!.getBoundingClientRect();
      const boxes = ['.tracks', '.clocks', '.map-zoom', '.plot-control']
        .map((sel) => [sel, document.querySelector(sel)?.getBoundingClientRect()] as const)
        .filter((b): b is readonly [string, DOMRect] => !!b[1] && b[1].width > 0);
      for (const [sel, r] of boxes)
        if (r.top < area.top - 1 || r.bottom > area.bottom + 1)
          out.push(`${sel} leaves the map (${Math.round(r.top)}-${Math.round(r.bottom)} of ${Math.round(area.top)}-${Math.round(area.bottom)})`);
      for (const [i, [a, p]] of boxes.entries())
        for (const [b, q] of boxes.slice(i + 1))
          if (Math.min(p.right, q.right) - Math.max(p.left, q.left) > 1 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 1)
            out.push(`${a} covers ${b}`);
      return out;
    });
    expect(clash).toEqual([]);

    await page.locator('[data-action="close-debrief"]').click();
    expect(await debrief.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('solitaire, with the setting on: after the turn summary, the debrief of what the player knows so far', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await importSave(page, await saveAtTurn(2));
    await waitPhase(page, 'GT 2 · Federal Movement');
    await page.locator('[data-action="end-phase"]').click();
    await page.locator('.playback').waitFor();
    await page.locator('[data-speed="instant"]').click();
    await page.locator('[data-testid="turn-summary"]').waitFor({ timeout: 120_000 });
    await page.locator('[data-action="debrief-each-turn"]').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const debrief = page.locator('[data-testid="debrief"]');
    await debrief.waitFor({ timeout: 60_000 });
    expect(await debrief.innerText()).toContain('What the Federal knows after Game Turn');
    expect(await debrief.locator('[data-testid="debrief-routes"] li[data-ship]').count()).toBe(2);
    await page.waitForFunction(() => document.querySelector('[data-testid="debrief"]')?.getAttribute('data-charts') === 'drawn', null, { timeout: 60_000 });
    await shot(page, 'debrief-after-turn');
    await page.locator('[data-action="close-debrief"]').click();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
