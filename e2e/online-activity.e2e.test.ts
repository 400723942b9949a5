// Issue 44.2, on each relay database: online, the Federal ends its movement and both pages play
// the Activity Phase back at once; the Confederate's no longer stays on "GT 1 · Federal Movement"
// until the Federal's next placement. Two Chromium contexts hold the two sides of a Weak
// Beginning at the Federal Movement of Game Turn 1 (the seal made by a bot through the same
// client and relay); the Federal ends its movement in its page, and nothing more is done.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, shot } from './helpers';
import { federalMovementOnline } from './onlineSides';
import { RELAY_BACKENDS, buildForRelay, startRelayServer } from './relayServer';

let browser: Browser;
let dist = '';
beforeAll(async () => {
  dist = await buildForRelay('e2e-online-activity-dist');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const phase = (page: Page) => page.locator('[data-testid="phase"]').innerText();
const whoseMove = (page: Page) => page.locator('[data-testid="whose-move"]').innerText();
const summary = (page: Page) => page.locator('[data-testid="turn-summary"]');

for (const backend of RELAY_BACKENDS) {
  describe(`the Activity Phase online (${backend.name})`, () => {
    it("the Confederate's playback arrives with the Federal's, and stays after a reload", async () => {
      const relay = await startRelayServer(dist, backend.databaseUrl);
      try {
        const { con, fed } = await federalMovementOnline(browser, relay.base, 'activity-e2e', (turn) => turn === 1);
        for (const p of [fed.page, con.page]) await expect.poll(() => p.locator('[data-testid="carrier"]').innerText(), { timeout: 30_000 }).toMatch(/Relay online/);
        expect(await phase(con.page)).toMatch(/GT 1 · Federal Movement/);
        expect(await whoseMove(con.page)).toBe("The Federal's move");
        await expect.poll(() => whoseMove(fed.page)).toBe('Your move');

        // The Federal ends its movement; the relay carries it, the Confederate's page answers with
        // its reveal by itself, and both pages play the Activity Phase back.
        await fed.page.locator('[data-action="end-phase"]').click();
        const seen = await Promise.all(
          [con.page, fed.page].map(async (p) => {
            await p.locator('.panel.playback').waitFor({ timeout: 60_000 });
            const during = await phase(p);
            await p.locator('[data-speed="instant"]').click();
            await summary(p).waitFor({ timeout: 60_000 });
            return during;
          }),
        );
        expect(seen).toEqual(['GT 1 · Confederate Activity', 'GT 1 · Confederate Activity']);
        await shot(con.page, 'online-activity-confederate-summary');
        await shot(fed.page, 'online-activity-federal-summary');
        for (const p of [con.page, fed.page]) await p.getByRole('button', { name: 'Continue' }).click();

        // The Confederate stands where the Federal does, the Federal's next placement still to come.
        await expect.poll(() => whoseMove(fed.page)).toBe('Your move');
        expect(await phase(fed.page)).toMatch(/^GT 2 · /);
        expect(await phase(con.page)).toBe(await phase(fed.page));
        expect(await whoseMove(con.page)).toBe("The Federal's move");
        const log = await con.page.locator('[data-testid="log"]').innerText();
        expect(log).toMatch(/Activity Records are revealed/);
        expect(log).toMatch(/Game Turn 2 .* begins/);
        await shot(con.page, 'online-activity-confederate-after');

        // After a reload the Confederate's page shows the same.
        await con.page.reload();
        await con.page.waitForFunction(() => document.body.dataset.mapReady === 'true', null, { timeout: 60_000 });
        await expect.poll(() => phase(con.page)).toBe(await phase(fed.page));
        expect(await con.page.locator('[data-testid="log"]').innerText()).toMatch(/Activity Records are revealed/);
        // Chromium asks a reloaded page's server for /favicon.ico though the page names its icon inline.
        expect(con.errors.filter((e) => !e.includes('/favicon.ico'))).toEqual([]);
        expect(fed.errors).toEqual([]);
        await con.page.context().close();
        await fed.page.context().close();
      } finally {
        await relay.close();
      }
    });
  });
}
