// Issue 34.2: a player's games played online carried to another device. Device A (the Federal)
// seals its games under a passphrase; device B, a fresh browser, refuses the bundle under a wrong
// passphrase, opens it under the right one, lists the game with the right turn, asks before
// replacing a game already there, and continues the game: B's move reaches the relay and the
// Confederate, whose answer comes back to B. The chat (its key and lines) comes along. On the
// embedded database and (with DATABASE_URL) on a PostgreSQL server.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { answeringSemmes, closeSummary, launch, mapReady, openGame, shot, waitPhase, whoseMove } from './helpers';
import { axeViolations } from './axe';
import { buildForRelay, RELAY_BACKENDS, startRelayServer } from './relayServer';

const PASS = 'a passphrase of mine';

let browser: Browser;
let dist = '';
beforeAll(async () => {
  dist = await buildForRelay('e2e-carry-dist');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openBundleDialog(page: Page): Promise<void> {
  await page.locator('[data-action="carry-games"]').click();
  await page.locator('[data-testid="bundle-paste"]').waitFor();
}

for (const backend of RELAY_BACKENDS) {
  describe(`carrying my games to another device (${backend.name})`, () => {
    it('device B opens the sealed bundle, lists the game at its turn, and plays on against the other player through the relay', async () => {
      const relay = await startRelayServer(dist, backend.databaseUrl);
      try {
        const a = await openGame(browser, relay.base); // the Confederate, hosting
        const fa = await openGame(browser, relay.base); // the Federal's device A
        const con = a.page,
          fedA = fa.page;
        await con.getByText('Weak Beginning', { exact: true }).click();
        await con.getByText('Two players online', { exact: true }).click();
        await con.getByText('the Confederate', { exact: true }).click();
        await con.getByRole('button', { name: 'Start', exact: true }).click();
        const link = await con.locator('[data-testid="guest-link"]').inputValue({ timeout: 60_000 });
        await fedA.goto(link);
        await fedA.locator('[data-testid="remote-panel"]').first().waitFor({ timeout: 60_000 });
        await mapReady(con);
        await waitPhase(con, 'Activity Record');
        await con.locator('.notation').fill('leave > C19 > raid');
        await expect.poll(() => con.locator('.panel.record').innerText()).toContain('This record can be sealed');
        await con.locator('[data-action="seal"]').click();
        await mapReady(fedA);
        await waitPhase(fedA, 'Federal Movement');
        await expect.poll(() => whoseMove(fedA)).toBe('Your move');
        // A chat line reaches device A before the bundle is made.
        await con.locator('[data-action="chat"]').click();
        await con.locator('[data-testid="chat-input"]').fill('Good luck, Federal.');
        await con.locator('[data-testid="chat-input"]').press('Enter');
        await expect.poll(() => fedA.locator('[data-action="chat"]').innerText(), { timeout: 30_000 }).toBe('Chat (1)');

        // Device A: from the start screen, seal the games under a passphrase.
        await fedA.locator('[data-action="menu"]').click();
        await fedA.getByRole('button', { name: 'Leave the game', exact: true }).click();
        await openBundleDialog(fedA);
        await fedA.locator('[data-testid="bundle-pass-out"]').fill('short');
        await fedA.locator('[data-action="bundle-seal"]').click();
        await expect.poll(() => fedA.locator('[data-testid="bundle-status"]').innerText()).toMatch(/Not sealed: the passphrase is too short/);
        await fedA.locator('[data-testid="bundle-pass-out"]').fill(PASS);
        await fedA.locator('[data-action="bundle-seal"]').click();
        await expect.poll(() => fedA.locator('[data-testid="bundle-status"]').innerText()).toMatch(/^1 game sealed/);
        const bundle = await fedA.locator('[data-testid="bundle-code"]').inputValue();
        const token = link.split('#join=')[1]!.split('&')[0]!.split('.')[1]!;
        expect(bundle).not.toContain(token);
        const game = link.split('#join=')[1]!.split('.')[0]!;
        /** The Federal seat's latest message number on the relay (its status request, with the Federal's capability). */
        const guestLast = async (): Promise<number> => {
          const r = await fetch(`${relay.base}relay/v1/status`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ games: [{ game, token }] }),
          });
          const body = (await r.json()) as { games: { ok: boolean; seat: string; last: { guest: number | null } }[] };
          expect(body.games[0]).toMatchObject({ ok: true, seat: 'guest' });
          return body.games[0]!.last.guest ?? -1;
        };
        expect(bundle).not.toContain('Good luck');
        // The file offered holds the same text.
        const [download] = await Promise.all([fedA.waitForEvent('download'), fedA.locator('[data-action="bundle-download"]').click()]);
        expect(download.suggestedFilename()).toMatch(/^sea-devils-games-\d{4}-\d\d-\d\d\.sdgames$/);
        await shot(fedA, 'carry-games-sealed');

        // Device B: a fresh browser. A wrong passphrase is refused and changes nothing.
        const fb = await openGame(browser, relay.base);
        const fedB = fb.page;
        await openBundleDialog(fedB);
        await fedB.locator('[data-testid="bundle-paste"]').fill(bundle);
        await fedB.locator('[data-testid="bundle-pass-in"]').fill('not my passphrase');
        await fedB.locator('[data-action="bundle-open"]').click();
        await expect
          .poll(() => fedB.locator('[data-testid="bundle-status"]').innerText())
          .toBe('Refused: wrong passphrase, or the bundle was altered. Nothing was changed.');
        await fedB.locator('[data-testid="bundle-pass-in"]').fill(PASS);
        await fedB.locator('[data-action="bundle-open"]').click();
        await expect
          .poll(() => fedB.locator('[data-testid="bundle-choice"]').innerText())
          .toMatch(/Weak Beginning · you play the Federal · GT 1 · .*Federal Movement.* — new here/);
        await shot(fedB, 'carry-games-open');
        // Issue 35.2 on the screens issue 34 added: axe finds nothing serious or critical.
        expect(await axeViolations(fedB), 'carry-games-open').toEqual([]);
        await fedB.locator('[data-action="bundle-import"]').click();
        await expect.poll(() => fedB.locator('[data-testid="bundle-status"]').innerText()).toBe('1 game added.');
        // Opened again: the game is already here, and is kept unless the player ticks to replace it.
        await fedB.locator('[data-action="bundle-open"]').click();
        await expect.poll(() => fedB.locator('[data-testid="bundle-choice"]').innerText()).toMatch(/already on this device \(GT 1 here\)/);
        expect(await fedB.locator('[data-action="bundle-replace"]').isChecked()).toBe(false);
        await fedB.locator('[data-action="bundle-import"]').click();
        await expect.poll(() => fedB.locator('[data-testid="bundle-status"]').innerText()).toBe('0 games added; 1 already here kept as it was.');
        await fedB.locator('[data-action="bundle-close"]').click();

        // B's list: the game, at its turn, with its standing from the relay.
        const rows = fedB.locator('[data-testid="remote-games"] tr');
        await expect.poll(() => rows.count()).toBe(1);
        expect(await rows.first().innerText()).toMatch(/Weak Beginning[\s\S]*Online · you play the Federal[\s\S]*GT 1 · [\s\S]*Federal Movement/);
        await expect.poll(() => rows.first().locator('[data-testid="standing"]').innerText()).toMatch(/Your move/);
        await rows.first().scrollIntoViewIfNeeded();
        await shot(fedB, 'carry-games-list');
        // Issue 35.2 on the screens issue 34 added: axe finds nothing serious or critical.
        expect(await axeViolations(fedB), 'carry-games-list').toEqual([]);

        // B opens it and moves: the move reaches the relay, the Confederate's reveal comes back.
        await rows.first().locator('[data-action="open-remote"]').click();
        await mapReady(fedB);
        await waitPhase(fedB, 'Federal Movement');
        await expect.poll(() => fedB.locator('[data-testid="carrier"]').innerText(), { timeout: 30_000 }).toMatch(/Relay online/);
        await fedB.locator('[data-action="chat"]').click();
        await expect.poll(() => fedB.locator('[data-testid="chat-lines"] li').count()).toBe(1);
        expect(await fedB.locator('[data-testid="chat-lines"] li').first().innerText()).toContain('Good luck, Federal.');
        await fedB.locator('[data-action="chat-close"]').click();
        const before = await guestLast();
        await fedB.locator('[data-pick="powhatan"]').click();
        await fedB.locator('.chip.area[data-area="C11"]').click();
        await fedB.locator('[data-action="move"]').click();
        await fedB.locator('[data-action="end-phase"]').click();
        // 11.74: the Sumter's raids may ask Semmes' question of the Confederate (live decisions).
        await answeringSemmes(con, closeSummary(fedB));
        expect(await fedB.locator('[data-testid="log"]').innerText()).toMatch(/Sumter enters C19/);
        // B's message is on the relay, as the Federal's seat's latest (and the reveal above is the Confederate's answer to it).
        expect(await guestLast()).toBeGreaterThan(before);
        await shot(fedB, 'carry-games-moved-from-b');
        expect(a.errors).toEqual([]);
        expect(fb.errors).toEqual([]);
        for (const c of [con, fedA, fedB]) await c.context().close();
      } finally {
        await relay.close();
      }
    });
  });
}
