// A rematch online (issue 34.4), on each relay database: two Chromium contexts bring a Weak
// Beginning played through the real relay to its victory screen (the turns before the last one
// played by two bots through the same clients and the same relay, then the last turn played in
// the pages), the Federal offers a rematch with one click, the Confederate declines it, the
// Federal offers again and the Confederate accepts with one click, no link sent: both are then
// in a new game with the sides swapped, listed in their games played apart. The relay's
// database and log hold no capability and nothing the offer seals.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, mapReady, shot, topbarNotesClash, VIEW, whoseMove } from './helpers';
import { axeViolations } from './axe';
import { clockContradictions, nearEndOnline, playToTheEnd, readRows, storeValues, victory, watchClock } from './onlineSides';
import { RELAY_BACKENDS, buildForRelay, startRelayServer } from './relayServer';

let browser: Browser;
let dist = '';
beforeAll(async () => {
  dist = await buildForRelay('e2e-rematch-dist');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** An element's text now, '' while it is not there (no waiting). */
const textOf = (page: Page, sel: string) => page.evaluate((s) => document.querySelector<HTMLElement>(s)?.innerText ?? '', sel);

for (const backend of RELAY_BACKENDS) {
  describe(`a rematch online (${backend.name})`, () => {
    it('from the victory screen: offered, declined, offered again and accepted with one click each; both then play the new game, sides swapped', async () => {
      const relay = await startRelayServer(dist, backend.databaseUrl);
      try {
        const base = relay.base;
        // Played at a pace of a day a move: the rematch keeps it (issue 48.6).
        const { created, oldId, con, fed } = await nearEndOnline(browser, base, { pace: 'day' });
        expect(await fed.page.locator('[data-testid="phase"]').innerText()).toMatch(/GT 4 · Federal Movement/);
        await expect.poll(() => whoseMove(fed.page)).toBe('Your move');
        await expect.poll(() => fed.page.locator('[data-testid="carrier"]').innerText(), { timeout: 30_000 }).toMatch(/Relay online/);

        // From here on the top bar's clock never contradicts the turn status beside it (issue 48.6).
        for (const p of [fed.page, con.page]) await watchClock(p);
        await expect.poll(() => textOf(fed.page, '[data-testid="pace-badge"]'), { timeout: 30_000 }).toMatch(/^You: \d+ h \d+ min left$/);
        // The host waits: its exchange panel has one "Be told when it is your move" section whose
        // two parts say apart what each does (issue 48.6: two look-alike "notify me" controls were
        // side by side), looked at open at a laptop's and a phone's size, and axe-clean.
        const told = con.page.locator('[data-testid="remote-panel"] [data-testid="be-told"]');
        await expect
          .poll(() => told.locator('h4').allInnerTexts(), { timeout: 30_000 })
          .toEqual(["While this page is open: this browser's notification", 'While this page is closed: a message from the relay']);
        expect(await told.locator('h3').innerText()).toBe('Be told when it is your move');
        expect(await con.page.locator('[data-testid="be-told"]').count()).toBe(1);
        expect(await con.page.locator('[data-testid="notify"]').evaluateAll((els) => els.map((e) => !!e.closest('[data-testid="be-told"]')))).toEqual([true]);
        // The relay's part only where the relay sends notifications (it needs RELAY_NOTIFY_KEY; this test's relay on a server has none).
        const caps = (await (await fetch(`${base}relay/v1/capabilities`)).json()) as { notify: string[] };
        if (caps.notify.length) {
          await told.locator('[data-testid="notify-relay"]').waitFor({ state: 'visible', timeout: 30_000 });
          await told.locator('[data-testid="notify"] summary').click();
          expect(await told.locator('[data-testid="notify"] summary').innerText()).toBe('Set a webhook (Discord, Slack, ntfy)…');
        } else expect(await told.locator('[data-testid="notify-relay"]').isVisible()).toBe(false);
        expect(await told.locator('[data-testid="notify-browser"]').isVisible()).toBe(true);
        for (const size of [
          { width: 1280, height: 800 },
          { width: 390, height: 844 },
        ]) {
          await con.page.setViewportSize(size);
          await told.scrollIntoViewIfNeeded();
          await shot(con.page, `be-told-${size.width}x${size.height}`);
          // A phone's bar once cut both to "The Fede…" and "Federal: 23 …": they now stack.
          expect(await topbarNotesClash(con.page), `top bar at ${size.width}x${size.height}`).toEqual([]);
          expect(await axeViolations(con.page), `be-told-${size.width}x${size.height}`).toEqual([]);
        }
        await con.page.setViewportSize(VIEW);
        // The spectator link at any moment (issue 48.6), from the Menu too: the guest, on its move,
        // is told that only the host makes one (the relay takes it from the host's link alone).
        await fed.page.locator('[data-action="menu"]').click();
        await fed.page.getByRole('button', { name: 'Spectator link…', exact: true }).click();
        await expect
          .poll(() => textOf(fed.page, '.spectate-modal [data-testid="spectator-host-only"]'), { timeout: 30_000 })
          .toBe('Only the host (the Confederate player) can make a spectator link for this game: ask them for one.');
        await fed.page.locator('.spectate-modal').getByRole('button', { name: 'Back to the game', exact: true }).click();
        // The last turn, played in the pages: the Federal ends its phases; the reveal and the
        // Activity Phase come through the relay; the game ends on both screens.
        await playToTheEnd([fed.page, con.page]);
        await victory(fed.page).waitFor({ timeout: 60_000 });
        await victory(con.page).waitFor({ timeout: 60_000 });
        expect(await whoseMove(fed.page)).toBe('Game over');
        // Game over: no countdown, in the top bar or the exchange panel.
        for (const p of [fed.page, con.page]) {
          expect(await clockContradictions(p)).toEqual([]);
          await expect.poll(() => textOf(p, '[data-testid="pace-badge"]'), { timeout: 30_000 }).toBe('Game over');
          expect(await textOf(p, '[data-testid="pace-clock"]')).toBe('The game is over: no clock runs.');
        }
        await expect.poll(() => fed.page.locator('.victory-modal [data-testid="rematch"]').innerText(), { timeout: 30_000 }).toMatch(/Offer a rematch/);
        await shot(fed.page, 'rematch-victory-federal');

        // The Federal offers; the Confederate's victory screen shows the offer; it declines.
        await fed.page.locator('.victory-modal [data-action="rematch-offer"]').click();
        await expect
          .poll(() => fed.page.locator('.victory-modal [data-testid="rematch"]').innerText(), { timeout: 30_000 })
          .toMatch(/waiting for the Confederate player's answer/);
        const offer = con.page.locator('.victory-modal [data-testid="rematch"]');
        await expect
          .poll(() => offer.innerText(), { timeout: 30_000 })
          .toMatch(/The Federal player offers a rematch: Weak Beginning again, the sides swapped \(you would play the Federal\)/);
        await shot(con.page, 'rematch-offer-confederate');
        // Issue 35.2 on the screens issue 34 added: axe finds nothing serious or critical.
        expect(await axeViolations(con.page), 'rematch-offer-confederate').toEqual([]);
        await offer.locator('[data-action="rematch-decline"]').click();
        await expect.poll(() => fed.page.locator('.victory-modal [data-testid="rematch"]').innerText(), { timeout: 30_000 }).toMatch(/declined the rematch/);
        await shot(fed.page, 'rematch-declined-federal');
        // The declined game is gone from the Federal's browser: it holds the finished game only.
        await expect.poll(async () => (await storeValues(fed.page, 'remote')).length).toBe(1);

        // Offered again; accepted with one click, from the exchange panel this time (the victory screen closed).
        await fed.page.locator('.victory-modal [data-action="rematch-offer"]').click();
        await con.page.locator('.victory-modal').getByRole('button', { name: 'Close', exact: true }).click();
        const panelOffer = con.page.locator('[data-testid="remote-panel"] [data-testid="rematch"]');
        await expect.poll(() => panelOffer.innerText(), { timeout: 30_000 }).toMatch(/offers a rematch/);
        await shot(con.page, 'rematch-offer-panel');
        await panelOffer.locator('[data-action="rematch-accept"]').click();

        // Both in the new game, no link sent: the Federal of the first game hosts it as the Confederate.
        await mapReady(fed.page);
        await expect.poll(() => fed.page.locator('body').innerText(), { timeout: 60_000 }).toMatch(/you play the Confederate/);
        await expect.poll(() => con.page.locator('body').innerText(), { timeout: 60_000 }).toMatch(/you play the Federal/);
        await expect.poll(() => textOf(fed.page, '[data-testid="phase"]'), { timeout: 90_000 }).toMatch(/GT 1 · .*Activity Record/);
        await expect.poll(() => textOf(fed.page, '[data-testid="whose-move"]'), { timeout: 60_000 }).toBe('Your move');
        // The new Federal waits in the game's lobby for the Confederate's first message (its records sealed), as any guest does.
        await expect.poll(() => con.page.locator('[data-testid="remote-panel"]').innerText(), { timeout: 60_000 }).toMatch(/you play the Federal/);
        // The rematch is at the finished game's pace (issue 48.6: it was made with none): the
        // new guest's panel, in the game's lobby, says so.
        await expect
          .poll(() => con.page.evaluate(() => document.querySelector('[data-testid="pace-clock"]')?.textContent ?? ''), { timeout: 30_000 })
          .toMatch(/1 day a move/);
        const newId = await fed.page.evaluate(() => localStorage.getItem('sea-devils:remote-current'));
        expect(newId).not.toBe(oldId);
        expect(await con.page.evaluate(() => localStorage.getItem('sea-devils:remote-current'))).toBe(newId);
        await shot(fed.page, 'rematch-new-game-confederate');
        // The new game's host, on its own move (no exchange panel on screen), makes the spectator link from the Menu.
        await fed.page.locator('[data-action="menu"]').click();
        await fed.page.getByRole('button', { name: 'Spectator link…', exact: true }).click();
        await fed.page.locator('.spectate-modal [data-action="make-spectator"]').click();
        expect(await fed.page.locator('.spectate-modal [data-testid="spectator-link"]').inputValue({ timeout: 30_000 })).toMatch(
          /#watch=[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/,
        );
        await shot(fed.page, 'spectator-link-from-menu');
        expect(await axeViolations(fed.page), 'spectator-link-from-menu').toEqual([]);
        await fed.page.locator('.spectate-modal').getByRole('button', { name: 'Back to the game', exact: true }).click();
        await shot(con.page, 'rematch-new-game-federal');

        // Both games in the Confederate-turned-Federal's list: the finished one and the rematch.
        await con.page.getByRole('button', { name: 'Back to the menu', exact: true }).click();
        const rows = con.page.locator('[data-testid="remote-games"] tr');
        await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2);
        const texts = await rows.allInnerTexts();
        expect(texts.some((t) => /you play the Federal/.test(t) && /Their move/.test(t))).toBe(true);
        expect(texts.some((t) => /you play the Confederate/.test(t) && /Finished/.test(t))).toBe(true);
        await shot(con.page, 'rematch-my-games');

        // The new game's capabilities, as the two browsers keep them.
        const bindings = [...(await storeValues(fed.page, 'relay')), ...(await storeValues(con.page, 'relay'))] as {
          game: string;
          token: string;
          guestLink?: string;
        }[];
        const fresh = bindings.filter((b) => b.game !== created.game);
        expect(fresh.length).toBe(2);
        // The relay's new game has that pace, as either seat asks.
        for (const b of fresh) {
          const r = await fetch(`${base}relay/v1/games/${b.game}/clock`, { headers: { authorization: `Bearer ${b.token}` } });
          expect(await r.json()).toMatchObject({ pace: 'day', paceSeconds: 86_400 });
        }
        const tokens = [created.host, created.guest, ...fresh.map((b) => b.token)];
        const logText = relay.log.join('');
        for (const t of tokens) expect(logText).not.toContain(t);
        const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));
        expect(unexpected(fed.errors)).toEqual([]);
        expect(unexpected(con.errors)).toEqual([]);
        await relay.kill();
        const rematchRows = await readRows(relay.dataDir, backend.databaseUrl, 'SELECT * FROM relay_rematch WHERE game = $1', [created.game]);
        expect(rematchRows).toHaveLength(1);
        expect(rematchRows[0]).toMatchObject({ seat: 'guest', answer: 'accepted' });
        const text = JSON.stringify(rematchRows);
        for (const t of tokens) expect(text).not.toContain(t);
        expect(text).not.toContain(fresh[0]!.game);
        await fed.page.context().close();
        await con.page.context().close();
      } finally {
        await relay.close();
      }
    });
  });
}
