// Two players apart: two browser contexts (two players, each with its own storage) play one
// Game Turn of Weak Beginning by passing downloaded turn files, and end on the same game hash.
// The Confederate's sealed record never reaches the Federal page until the Activity Phase.
// Issue 46.3: the Federal's standing orders, set with his movement, reach the Confederate's page
// and are carried out there (the third test).

import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT, closeSummary, endPhasesUntil, mapReady, openGame, shot, useGame, waitPhase } from './helpers';

const game = useGame();
const RECORD = 'leave > C19 > raid > C10 > C16 > raid';
const MARKER = /\bC19\b/;
const OUT = resolve(ROOT, 'out/e2e-remote');

async function pageText(page: Page): Promise<string> {
  const html = await page.content();
  const values = await page.evaluate(() => [...document.querySelectorAll('input, textarea, select')].map((e) => (e as HTMLInputElement).value).join('\n'));
  return `${html}\n${values}`;
}

let n = 0;
/** Downloads this page's turn file and opens it on the other page. */
async function pass(from: Page, to: Page, input = '[data-testid="remote-file"]'): Promise<string> {
  await from.locator('[data-action="remote-download"]').waitFor();
  const [download] = await Promise.all([from.waitForEvent('download'), from.locator('[data-action="remote-download"]').click()]);
  const file = resolve(OUT, `${String(++n).padStart(2, '0')}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  expect(download.suggestedFilename()).toMatch(/^sea-devils-[0-9a-f]{8}-\d{3}-(federal|confederate)\.sdturn$/);
  await to.locator(input).setInputFiles(file);
  return file;
}

const hashOf = (page: Page) => page.locator('[data-testid="hash-value"]').innerText();
const log = (page: Page) => page.locator('[data-testid="log"]').innerText();

describe('two players apart', () => {
  it('plays a turn by file exchange and both screens show the same hash', async () => {
    const a = await openGame(game.browser(), game.base()); // the Confederate, hosting
    const b = await openGame(game.browser(), game.base()); // the Federal, joining
    const con = a.page,
      fed = b.page;

    // The host picks the scenario, "Two players apart" and the Confederate side.
    await con.getByText('Weak Beginning', { exact: true }).click();
    await con.getByText('Two players apart (by file or link)', { exact: true }).click();
    await con.getByText('the Confederate', { exact: true }).click();
    // Issue 21.2: the host's rule variants travel in the invitation (errata row 6 off here).
    await con.locator('[data-testid="rules-options"] [data-option="erratumRow6"] input').uncheck();
    await shot(con, 'remote-start-screen');
    await con.getByRole('button', { name: 'Start', exact: true }).click();
    await con.locator('[data-testid="remote-panel"]').waitFor();
    expect(await con.locator('[data-testid="remote-panel"]').innerText()).toContain('Invite the other player');
    await shot(con, 'remote-invitation');

    // The guest joins from the invitation file and sends back its acceptance.
    await fed.locator('[data-action="join-remote"]').click();
    await pass(con, fed, '[data-testid="join-file"]');
    await fed.locator('[data-testid="remote-panel"]').waitFor();
    expect(await fed.locator('[data-testid="remote-panel"]').innerText()).toContain('Send your acceptance');
    // Before accepting, the guest sees the rule variants the host chose.
    expect(await fed.locator('[data-testid="remote-rules"] [data-option="erratumRow6"]').innerText()).toBe('Errata row 6 of the Deployment Table (10.31): off');
    await shot(fed, 'remote-acceptance');
    await pass(fed, con);

    // The game begins on the host's side: the Confederate writes and seals its record.
    await mapReady(con);
    await waitPhase(con, 'Activity Record');
    await con.locator('.notation').fill(RECORD);
    await expect.poll(() => con.locator('.panel.record').innerText()).toContain('This record can be sealed');
    await con.locator('[data-action="seal"]').click();
    await con.locator('[data-testid="remote-panel"]').waitFor();
    await shot(con, 'remote-confederate-sealed');

    // The Federal gets only the commitments: its page never holds the record.
    await pass(con, fed);
    await mapReady(fed);
    await waitPhase(fed, 'Federal Movement');
    await fed.waitForTimeout(300);
    let text = await pageText(fed);
    expect(text).not.toMatch(MARKER);
    expect(text).not.toContain(RECORD);
    expect(await fed.locator('[data-testid="log"]').innerText()).toContain('seals 1 Activity Record');
    await shot(fed, 'remote-federal-movement');

    // The Federal moves and ends its movement: the Activity Phase waits for the Confederate's reveal.
    await fed.locator('[data-pick="powhatan"]').click();
    await fed.locator('.chip.area[data-area="C11"]').click();
    await fed.locator('[data-action="move"]').click();
    await fed.locator('[data-action="end-phase"]').click();
    await fed.locator('[data-testid="remote-panel"]').waitFor();
    text = await pageText(fed);
    expect(text).not.toMatch(MARKER);
    await pass(fed, con);
    // Issue 44.2: the Confederate sees the Activity Phase at once (its dice are known to it now),
    // though the Federal's command runs on to Game Turn 2's deployment roll, whose dice come later.
    await closeSummary(con);
    expect(await con.locator('[data-testid="log"]').innerText()).toMatch(/Sumter enters C19/);
    expect(await con.locator('[data-testid="phase"]').innerText()).toContain('GT 2');
    await expect.poll(() => con.locator('[data-testid="remote-panel"]').innerText()).toContain('message 4 sent');
    await shot(con, 'remote-confederate-after-reveal');

    // The reveal reaches the Federal: the record is checked against its seal and carried out.
    const reveal = await pass(con, fed);
    await closeSummary(fed);
    expect(await fed.locator('[data-testid="log"]').innerText()).toMatch(/Sumter enters C19/);
    await shot(fed, 'remote-federal-after-reveal');

    // Turn 2's Federal placement (and any 6.3 declarations), then the turn goes back.
    await endPhasesUntil(fed, () => fed.locator('[data-testid="remote-panel"]').isVisible());
    await fed.locator('[data-testid="remote-panel"]').waitFor();
    await pass(fed, con);
    await waitPhase(con, 'Activity Record');
    await con.waitForTimeout(300);

    // Both games stand at the Confederate Record Phase of Game Turn 2, with one hash.
    const hc = await hashOf(con),
      hf = await hashOf(fed);
    expect(hc).toMatch(/^[0-9a-f]{16}$/);
    expect(hf).toBe(hc);
    expect(await con.locator('[data-testid="remote-hash"]').innerText()).toContain('same as the other player');
    await shot(con, 'remote-confederate-turn2');
    await shot(fed, 'remote-federal-waiting');

    // The reveal file opened a second time is refused by name, and changes nothing.
    const before = await hashOf(fed);
    await fed.locator('[data-testid="remote-file"]').setInputFiles(reveal);
    await expect
      .poll(() => fed.locator('[data-testid="remote-status"]').innerText())
      .toMatch(/Refused: replayed message: message \d+ was already received\. Your game is unchanged\./);
    await shot(fed, 'remote-federal-refused-replay');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    expect(await hashOf(fed)).toBe(before);

    // Each side's game is in its own browser's storage: the Federal reloads the page and is back
    // at the same point, with the same hash and still without the Confederate's next record.
    await fed.reload();
    await mapReady(fed);
    await fed.locator('[data-testid="remote-panel"]').waitFor();
    await expect.poll(() => hashOf(fed)).toBe(before);
    expect(await fed.locator('[data-testid="phase"]').innerText()).toContain('GT 2');
    expect(await fed.locator('[data-testid="remote-panel"]').innerText()).toContain('Send this to the Confederate player');
    expect(await pageText(fed)).not.toContain(RECORD);
    await shot(fed, 'remote-federal-reloaded');
    expect(b.errors).toEqual([]);
    await con.context().close();
    await fed.context().close();
  });

  it('opens links: an invitation joins, a reply continues the game, a damaged link is refused by name', async () => {
    const a = await openGame(game.browser(), game.base()); // the Federal, hosting
    const host = a.page;
    await host.getByText('Weak Beginning', { exact: true }).click();
    await host.getByText('Two players apart (by file or link)', { exact: true }).click();
    await host.getByText('the Federal', { exact: true }).click();
    await host.getByRole('button', { name: 'Start', exact: true }).click();
    const invitation = await host.locator('[data-testid="remote-code"]').inputValue();
    expect(invitation).toMatch(/^SD1\./);

    // The guest opens the invitation link: it joins at once (issue 34.7: no dialog to click through).
    const context = await game.browser().newContext({ viewport: { width: 1440, height: 900 } });
    const guest = await context.newPage();
    await guest.goto(`${game.base()}#sd=${invitation}`);
    await guest.locator('[data-testid="remote-panel"]').waitFor();
    expect(await guest.locator('[data-action="join"]').count()).toBe(0);
    expect(await guest.locator('[data-testid="remote-panel"]').innerText()).toContain('you play the Confederate');
    expect(new URL(guest.url()).hash).toBe('');
    const acceptance = await guest.locator('[data-testid="remote-code"]').inputValue();

    // The host opens the reply as a link: its saved game takes it and begins.
    await host.goto('about:blank');
    await host.goto(`${game.base()}#sd=${acceptance}`);
    await mapReady(host);
    await host.locator('[data-testid="remote-panel"]').waitFor();
    expect(await host.locator('.notice').innerText()).toContain('accepted');
    await shot(host, 'remote-link-host-started');

    // The same link again: refused as a replay, the game unchanged.
    const hash = await hashOf(host);
    await host.goto('about:blank');
    await host.goto(`${game.base()}#sd=${acceptance}`);
    await mapReady(host);
    await expect.poll(() => host.locator('.notice').innerText()).toMatch(/Refused: replayed message/);
    expect(await hashOf(host)).toBe(hash);

    // A damaged link: the join dialog names the fault.
    await guest.goto('about:blank');
    await guest.goto(`${game.base()}#sd=SD1.not-a-real-code`);
    await expect.poll(() => guest.locator('[data-testid="join-status"]').innerText()).toMatch(/malformed code/);
    await shot(guest, 'remote-link-malformed');
    expect(a.errors).toEqual([]);
    await host.context().close();
    await context.close();
  });

  it('issue 46.3: the Federal sets standing orders with his movement; the Confederate page logs them and plays by them; one hash', async () => {
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
