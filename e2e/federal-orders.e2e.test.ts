// Issue 46.3: the Federal's standing orders in a game played apart. Two players exchange turn
// files (Weak Beginning, the Confederate hosting); the Federal moves the Powhatan into C19, where
// the Sumter's record takes her, and orders her not to search, to avoid battle when out-gunned and
// to fire at the biggest guns. The orders travel with his movement: the Confederate's page logs
// them and carries them out (the Powhatan does not search, citing 6.1), and both end on one hash.
// The Federal page at phone size (390 px) shows the section whole.

import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT, closeSummary, endPhasesUntil, mapReady, openGame, shot, useGame, waitPhase } from './helpers';

const game = useGame();
const RECORD = 'leave > C19 > raid > C10 > C16 > raid';
const OUT = resolve(ROOT, 'out/e2e-federal-orders');

let n = 0;
/** Downloads this page's turn file and opens it on the other page. */
async function pass(from: Page, to: Page, input = '[data-testid="remote-file"]'): Promise<void> {
  await from.locator('[data-action="remote-download"]').waitFor();
  const [download] = await Promise.all([from.waitForEvent('download'), from.locator('[data-action="remote-download"]').click()]);
  const file = resolve(OUT, `${String(++n).padStart(2, '0')}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  await to.locator(input).setInputFiles(file);
}

const hashOf = (page: Page) => page.locator('[data-testid="hash-value"]').innerText();
const log = (page: Page) => page.locator('[data-testid="log"]').innerText();

describe("the Federal's standing orders, played apart", () => {
  it('the Federal sets orders with his movement; the Confederate page logs them and plays by them; one hash', async () => {
    const a = await openGame(game.browser(), game.base()); // the Confederate, hosting
    const b = await openGame(game.browser(), game.base()); // the Federal, joining
    const con = a.page,
      fed = b.page;

    await con.getByText('Weak Beginning', { exact: true }).click();
    await con.getByText('Two players apart (by file or link)', { exact: true }).click();
    await con.getByText('the Confederate', { exact: true }).click();
    await con.getByRole('button', { name: 'Start', exact: true }).click();
    await con.locator('[data-testid="remote-panel"]').waitFor();
    await fed.locator('[data-action="join-remote"]').click();
    await pass(con, fed, '[data-testid="join-file"]');
    await fed.locator('[data-testid="remote-panel"]').waitFor();
    await pass(fed, con);

    // The Confederate seals the Sumter's record: out of port into C19, raiding, on to C16.
    await mapReady(con);
    await waitPhase(con, 'Activity Record');
    await con.locator('.notation').fill(RECORD);
    await expect.poll(() => con.locator('.panel.record').innerText()).toContain('This record can be sealed');
    await con.locator('[data-action="seal"]').click();
    await con.locator('[data-testid="remote-panel"]').waitFor();
    await pass(con, fed);

    // The Federal: the Powhatan sails C9 > C13 > C10 > C19.
    await mapReady(fed);
    await waitPhase(fed, 'Federal Movement');
    const orders = fed.locator('[data-testid="federal-orders"]');
    await orders.waitFor();
    expect(await orders.locator('summary').innerText()).toContain('all search');
    await fed.locator('[data-pick="powhatan"]').click();
    for (const area of ['C13', 'C10', 'C19']) await fed.locator(`.chip.area[data-area="${area}"]`).click();
    await fed.locator('[data-action="move"]').click();
    await expect.poll(() => log(fed)).toMatch(/Powhatan.*C19/);

    // The standing orders: open the section, hold the Powhatan back, avoid when out-gunned, biggest guns.
    await orders.locator('summary').click();
    await orders.locator('[data-no-search="powhatan"]').check();
    await expect.poll(() => orders.locator('summary').innerText()).toContain('1 ship not searching');
    // The section stays open across the panel's refresh after each order.
    expect(await orders.getAttribute('open')).not.toBeNull();
    await orders.locator('[data-order="avoid"]').check();
    await orders.locator('[data-order="fireAt"]').selectOption('biggestGuns');
    await expect
      .poll(() => orders.locator('summary').innerText())
      .toBe('Standing orders (1 ship not searching · avoid when out-gunned · fire at biggest guns)');
    expect(await orders.locator('[data-no-search="powhatan"]').isChecked()).toBe(true);
    expect(await orders.locator('[data-order="avoid"]').isChecked()).toBe(true);
    expect(await log(fed)).toMatch(/the Federal's standing orders: Powhatan does not search \(6\.1\)/);
    await shot(fed, 'federal-orders-set');

    // At phone size (390 px) the section is whole: nothing runs off the page's right edge.
    await fed.setViewportSize({ width: 390, height: 844 });
    await orders.scrollIntoViewIfNeeded();
    const box = await orders.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const select = await orders.locator('[data-order="fireAt"]').boundingBox();
    expect(select!.x + select!.width).toBeLessThanOrEqual(390);
    await shot(fed, 'federal-orders-phone');
    await fed.setViewportSize({ width: 1440, height: 900 });

    await fed.locator('[data-action="end-phase"]').click();
    await fed.locator('[data-testid="remote-panel"]').waitFor();
    await pass(fed, con);

    // The Confederate's page: the orders came with the movement, and the Activity Phase used them.
    await closeSummary(con);
    const conLog = await log(con);
    expect(conLog).toMatch(
      /the Federal's standing orders: Powhatan does not search \(6\.1\); a unit out-gunned by the raider it spotted tries to avoid battle \(6\.13\)/,
    );
    expect(conLog).toMatch(/Sumter enters C19/);
    expect(conLog).toMatch(/6\.1\s+Powhatan does not search for the Sumter: the Federal's standing order keeps it from searching/);
    expect(conLog).not.toMatch(/Federal units? searches? C19/);
    await con
      .locator('[data-testid="log"]')
      .getByText(/does not search for the Sumter/)
      .scrollIntoViewIfNeeded();
    await shot(con, 'federal-orders-confederate-log');

    // The reveal reaches the Federal, who sees the same; then his turn 2 placement goes back.
    await pass(con, fed);
    await closeSummary(fed);
    expect(await log(fed)).toMatch(/6\.1\s+Powhatan does not search for the Sumter/);
    await endPhasesUntil(fed, () => fed.locator('[data-testid="remote-panel"]').isVisible());
    await fed.locator('[data-testid="remote-panel"]').waitFor();
    await pass(fed, con);
    await waitPhase(con, 'Activity Record');
    await expect.poll(async () => (await hashOf(con)) === (await hashOf(fed))).toBe(true);
    expect(await hashOf(con)).toMatch(/^[0-9a-f]{16}$/);
    expect(await con.locator('[data-testid="remote-hash"]').innerText()).toContain('same as the other player');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await con.context().close();
    await fed.context().close();
  });
});
