// Open games (issue 49.1; docs/relay.md "Open games") through the real relay (`npm start`'s
// server, on the embedded database and, when DATABASE_URL names one, on a PostgreSQL server) and
// three Chromium contexts: one posts a game to the list, a second takes the seat from the list
// with one click and the two play a turn (sealed record, fair dice, chat, a spectator link), a
// third sees the game in the list, its note shown as text, then sees it leave. A listing is also
// withdrawn. The relay's database and log hold no capability and no chat key, and the list none.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { answeringSemmes, closeSummary, endPhasesUntil, launch, mapReady, openGame, shot, VIEW, waitPhase, whoseMove } from './helpers';
import { buildForRelay, RELAY_BACKENDS, startRelayServer } from './relayServer';
import { readRows, storeValues } from './onlineSides';
import { axeViolations } from './axe';

const RECORD = 'leave > C19 > raid > C10 > C16 > raid';
// A note with markup and a control character: shown as the text it is, the bell gone.
const NOTE = 'First game <b>evenings</b> UTC\u0007';
const NOTE_SHOWN = 'First game <b>evenings</b> UTC';

let browser: Browser;
let dist = '';

beforeAll(async () => {
  dist = await buildForRelay('e2e-open-games-dist');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const rows = (page: Page) => page.locator('[data-testid="open-games"] tr[data-open]');
const chatButton = (page: Page) => page.locator('[data-action="chat"]');
const lines = (page: Page) => page.locator('[data-testid="chat-lines"] li');

/** The host's choices on the start screen: Weak Beginning online as the Confederate, listed with a name and a note. */
async function postGame(page: Page, name: string, note: string): Promise<void> {
  const form = page.locator('.start-form');
  await form.getByText('Weak Beginning', { exact: true }).click();
  await form.getByText('Two players online', { exact: true }).click();
  await form.getByText('the Confederate', { exact: true }).click();
  await page.locator('[data-testid="pace"]').selectOption('day');
  await page.locator('input[name="list-open"]').check();
  await page.locator('[data-testid="open-name-input"]').fill(name);
  await page.locator('[data-testid="open-note-input"]').fill(note);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect.poll(() => page.locator('[data-testid="carrier-note"]').innerText(), { timeout: 60_000 }).toMatch(/Listed in Open games/);
}

/** The row of the listing posted under `name`, once the list shows it (the list is asked again on Refresh). */
async function rowOf(page: Page, name: string) {
  const row = rows(page).filter({ hasText: `Posted by ${name}` });
  await expect
    .poll(
      async () => {
        if (!(await row.count())) await page.locator('[data-action="refresh-open"]').click();
        return row.count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  return row;
}

for (const backend of RELAY_BACKENDS)
  describe(`open games through the relay (${backend.name})`, () => {
    it('one posts, a second takes the seat from the list and they play a turn with chat; a third sees the game leave the list', async () => {
      const relay = await startRelayServer(dist, backend.databaseUrl);
      try {
        const host = await openGame(browser, relay.base); // the Confederate, posting
        const watcher = await openGame(browser, relay.base); // a third player, looking
        const con = host.page,
          third = watcher.page;
        const name = `Semmes ${Math.random().toString(36).slice(2, 7)}`;
        await postGame(con, name, NOTE);
        // The lobby offers no link: the listing replaced it.
        expect(await con.locator('[data-testid="guest-link"]').count()).toBe(0);
        await shot(con, 'open-host-listed');

        // The third player sees it: scenario, the free side, the pace, the note as text.
        const seen = await rowOf(third, name);
        expect(await seen.innerText()).toMatch(/Weak Beginning \(13\.2\)[\s\S]*You would play the Federal · 1 day a move · Standard rules/);
        expect(await seen.locator('[data-testid="open-note"]').innerText()).toBe(NOTE_SHOWN);
        expect(await seen.locator('[data-testid="open-note"] b').count()).toBe(0);
        expect(await third.locator('[data-testid="open-games"]').innerText()).toMatch(/Needs the network/);
        await shot(third, 'open-games-list');
        expect(await axeViolations(third), 'open-games-list').toEqual([]);
        // On a phone the listing fits the screen's width, its button within reach.
        await third.setViewportSize({ width: 390, height: 844 });
        await seen.locator('[data-action="take-open"]').scrollIntoViewIfNeeded();
        expect(await third.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        const button = (await seen.locator('[data-action="take-open"]').boundingBox())!;
        expect(button.x + button.width).toBeLessThanOrEqual(390);
        await shot(third, 'open-games-phone');
        await third.setViewportSize(VIEW);

        // The second player takes the seat with one click, and is in the game as if by its link.
        const taker = await openGame(browser, relay.base);
        const fed = taker.page;
        await (await rowOf(fed, name)).locator('[data-action="take-open"]').click();
        await fed.locator('[data-testid="remote-panel"]').first().waitFor({ timeout: 60_000 });
        await mapReady(con);
        await waitPhase(con, 'Activity Record');
        expect(await whoseMove(con)).toBe('Your move');
        await con.locator('.notation').fill(RECORD);
        await expect.poll(() => con.locator('.panel.record').innerText()).toContain('This record can be sealed');
        await con.locator('[data-action="seal"]').click();
        await mapReady(fed);
        await waitPhase(fed, 'Federal Movement');
        await expect.poll(() => whoseMove(fed)).toBe('Your move');
        expect(await fed.content()).not.toContain(RECORD);

        // Spectators, as in a game by link: the host makes a link, and the third player follows the game.
        await con.locator('[data-action="make-spectator"]').click();
        const watch = await con.locator('[data-testid="spectator-link"]').inputValue({ timeout: 30_000 });
        await third.goto(watch);
        await expect.poll(() => third.locator('[data-testid="spectator-phase"]').innerText(), { timeout: 60_000 }).toMatch(/Federal Movement/);
        await third.goto(relay.base);
        await third.locator('[data-testid="open-games"]').waitFor({ timeout: 60_000 });

        // The chat: its key was agreed, never sent; lines go both ways.
        await chatButton(con).click();
        await con.locator('[data-testid="chat-input"]').fill('Welcome aboard, stranger.');
        await con.locator('[data-testid="chat-input"]').press('Enter');
        await expect.poll(() => chatButton(fed).innerText(), { timeout: 30_000 }).toBe('Chat (1)');
        await chatButton(fed).click();
        expect(await lines(fed).first().innerText()).toMatch(/^Confederate · [\s\S]*Welcome aboard, stranger\./);
        await fed.locator('[data-testid="chat-input"]').fill('Thank you; the Powhatan sails.');
        await fed.locator('[data-testid="chat-input"]').press('Enter');
        await expect.poll(() => lines(con).count(), { timeout: 30_000 }).toBe(2);
        await fed.locator('[data-action="chat-close"]').click();
        await con.locator('[data-action="chat-close"]').click();

        // The Federal moves and ends its movement; the Confederate's reveal comes back: a whole turn.
        await fed.locator('[data-pick="powhatan"]').click();
        await fed.locator('.chip.area[data-area="C11"]').click();
        await fed.locator('[data-action="move"]').click();
        await fed.locator('[data-action="end-phase"]').click();
        // 11.74: the Sumter's raids may ask Semmes' question of the Confederate (live decisions).
        await answeringSemmes(con, closeSummary(fed));
        expect(await fed.locator('[data-testid="log"]').innerText()).toMatch(/Sumter enters C19/);
        // The Federal's next placement goes over; the Confederate is at its next Record Phase, both games alike.
        await endPhasesUntil(fed, async () => (await whoseMove(fed)) !== 'Your move');
        await closeSummary(con);
        await waitPhase(con, 'GT 2');
        await waitPhase(con, 'Activity Record');
        await expect.poll(() => whoseMove(con)).toBe('Your move');
        await expect.poll(() => con.locator('[data-testid="hash-value"]').innerText()).toBe(await fed.locator('[data-testid="hash-value"]').innerText());
        expect(await con.locator('[data-testid="remote-hash"]').innerText()).toContain('same as the other player');
        await shot(fed, 'open-taker-after-turn');

        // The third player's list: the game has left it.
        await third.locator('[data-action="refresh-open"]').click();
        await expect
          .poll(
            () =>
              rows(third)
                .filter({ hasText: `Posted by ${name}` })
                .count(),
            { timeout: 30_000 },
          )
          .toBe(0);
        await shot(third, 'open-games-taken');

        // What the relay kept: no capability, no chat key; the list none either.
        const [binding] = (await storeValues(fed, 'relay')) as { game: string; token: string; chatKey: string; seat: string }[];
        expect(binding).toMatchObject({ seat: 'guest' });
        const hostBinding = (
          (await storeValues(con, 'relay')) as { game: string; guestLink: string; chatKey: string; open: { state: string; secret: string } }[]
        )[0]!;
        expect(hostBinding.open).toMatchObject({ state: 'taken', secret: '' });
        expect(hostBinding.chatKey).toBe(binding!.chatKey);
        expect(hostBinding.guestLink).toContain(`#join=${binding!.game}.${binding!.token}&chat=${binding!.chatKey}`);
        const list = await (await fetch(`${relay.base}relay/v1/open`)).text();
        const logText = relay.log.join('');
        for (const secret of [binding!.token, binding!.chatKey, binding!.game]) {
          expect(logText).not.toContain(secret);
          expect(list).not.toContain(secret);
        }
        const unexpected = (errors: string[]) => errors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(e));
        expect(unexpected(host.errors)).toEqual([]);
        expect(unexpected(taker.errors)).toEqual([]);
        expect(unexpected(watcher.errors)).toEqual([]);
        await relay.kill();
        const games = JSON.stringify(await readRows(relay.dataDir, backend.databaseUrl, 'SELECT * FROM relay_games WHERE id = $1', [binding!.game]));
        const open = JSON.stringify(await readRows(relay.dataDir, backend.databaseUrl, 'SELECT * FROM relay_open WHERE game = $1', [binding!.game]));
        expect(open).toContain('"taker_key"');
        for (const secret of [binding!.token, binding!.chatKey]) {
          expect(games).not.toContain(secret);
          expect(open).not.toContain(secret);
        }
      } finally {
        await relay.close();
      }
    });

    it('a host withdraws its listing: it leaves the list, and the game leaves the host’s browser', async () => {
      const relay = await startRelayServer(dist, backend.databaseUrl);
      try {
        const host = await openGame(browser, relay.base);
        const watcher = await openGame(browser, relay.base);
        const name = `Bulloch ${Math.random().toString(36).slice(2, 7)}`;
        await postGame(host.page, name, 'Withdrawn soon');
        await rowOf(watcher.page, name);
        await host.page.locator('[data-action="withdraw-open"]').click();
        await host.page.locator('[data-action="start"]').waitFor({ timeout: 30_000 });
        expect(await host.page.locator('[data-testid="remote-games"] tr').count()).toBe(0);
        await watcher.page.locator('[data-action="refresh-open"]').click();
        await expect
          .poll(
            () =>
              rows(watcher.page)
                .filter({ hasText: `Posted by ${name}` })
                .count(),
            { timeout: 30_000 },
          )
          .toBe(0);
      } finally {
        await relay.close();
      }
    });
  });
