// The players' chat (issue 34.3) between two Chromium contexts through the real relay, on the
// embedded database and (with DATABASE_URL) on a PostgreSQL server: the key rides in the
// invitation link's fragment; lines go both ways with their sender and time; a muted chat shows
// no count and makes no sound but keeps the lines; a line too long is refused in the browser and
// a ciphertext too large by the relay; the relay's database and log hold no chat text, no key
// and no token.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, mapReady, openGame, shot, waitPhase } from './helpers';
import { axeViolations } from './axe';
import { buildForRelay, RELAY_BACKENDS, startRelayServer } from './relayServer';

const TO_FED = 'The Sumter is off Cuba tonight; shall we call it a draw at GT 9?';
const TO_CON = 'No draw: the Powhatan is already on her way!';
const MUTED = 'Are you there? Third line while muted.';

let browser: Browser;
let dist = '';
beforeAll(async () => {
  dist = await buildForRelay('e2e-chat-dist');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Counts the tones the page plays (a chat line's sound). */
async function countTones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: number };
    w.__tones = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...a: Parameters<typeof start>) {
      w.__tones++;
      return start.apply(this, a);
    };
  });
}
const tones = (page: Page) => page.evaluate(() => (window as unknown as { __tones: number }).__tones);
const chatButton = (page: Page) => page.locator('[data-action="chat"]');
const lines = (page: Page) => page.locator('[data-testid="chat-lines"] li');

async function say(page: Page, text: string): Promise<void> {
  await page.locator('[data-testid="chat-input"]').fill(text);
  await page.locator('[data-testid="chat-input"]').press('Enter');
}

/** The rows of the chat table for one game, from the relay's own database. */
async function chatRows(dataDir: string, databaseUrl: string, game: string): Promise<unknown[]> {
  if (databaseUrl) {
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      return (await c.query('SELECT * FROM relay_chat WHERE game = $1', [game])).rows;
    } finally {
      await c.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  try {
    return (await db.query('SELECT * FROM relay_chat WHERE game = $1', [game])).rows;
  } finally {
    await db.close();
  }
}

for (const backend of RELAY_BACKENDS) {
  describe(`the chat between two players online (${backend.name})`, () => {
    it('carries sealed lines both ways, mutes, refuses a line too long, and the database holds only ciphertext', async () => {
      const relay = await startRelayServer(dist, backend.databaseUrl);
      try {
        const a = await openGame(browser, relay.base); // the Confederate, hosting
        const b = await openGame(browser, relay.base); // the Federal, by the link
        const con = a.page,
          fed = b.page;
        await countTones(fed);
        await con.getByText('Weak Beginning', { exact: true }).click();
        await con.getByText('Two players online', { exact: true }).click();
        await con.getByText('the Confederate', { exact: true }).click();
        await con.getByRole('button', { name: 'Start', exact: true }).click();
        const link = await con.locator('[data-testid="guest-link"]').inputValue({ timeout: 60_000 });
        const m = /#join=([0-9a-f]{32})\.([A-Za-z0-9_-]{43})&chat=([A-Za-z0-9_-]{43})$/.exec(link);
        expect(m).not.toBeNull();
        const [, game, token, key] = m!;
        await fed.goto(link);
        await fed.locator('[data-testid="remote-panel"]').first().waitFor({ timeout: 60_000 });
        await mapReady(con);
        await waitPhase(con, 'Activity Record');
        // The Federal's game begins with the Confederate's first message (its records sealed).
        await con.locator('.notation').fill('leave > C19 > raid');
        await expect.poll(() => con.locator('.panel.record').innerText()).toContain('This record can be sealed');
        await con.locator('[data-action="seal"]').click();
        await mapReady(fed);
        await waitPhase(fed, 'Federal Movement');
        expect(new URL(fed.url()).hash).toBe('');

        // The Confederate writes; the Federal's button counts it, and a tone sounds.
        await chatButton(con).click();
        await say(con, TO_FED);
        await expect.poll(() => lines(con).count()).toBe(1);
        expect(await lines(con).first().innerText()).toMatch(/^You · .*\d{1,2}:\d{2}[\s\S]*Sumter is off Cuba/);
        await expect.poll(() => chatButton(fed).innerText(), { timeout: 30_000 }).toBe('Chat (1)');
        expect(await tones(fed)).toBe(1);
        await shot(fed, 'chat-unread');
        await chatButton(fed).click();
        expect(await chatButton(fed).innerText()).toBe('Chat');
        expect(await lines(fed).first().innerText()).toMatch(/^Confederate · .*\d{1,2}:\d{2}[\s\S]*Sumter is off Cuba/);
        // And back.
        await say(fed, TO_CON);
        await expect.poll(() => lines(con).count(), { timeout: 30_000 }).toBe(2);
        expect(await lines(con).nth(1).innerText()).toMatch(/^Federal · [\s\S]*Powhatan/);
        await shot(con, 'chat-both-ways');
        // Issue 35.2 on the screens issue 34 added: axe finds nothing serious or critical.
        expect(await axeViolations(con), 'chat-both-ways').toEqual([]);

        // The Federal mutes this game's chat: no count and no sound, the line still kept.
        await fed.locator('[data-action="chat-mute"]').check();
        await fed.locator('[data-action="chat-close"]').click();
        const before = await tones(fed);
        await say(con, MUTED);
        await expect.poll(() => lines(con).count()).toBe(3);
        await fed.waitForTimeout(5000); // more than two looks for new lines
        expect(await chatButton(fed).innerText()).toBe('Chat');
        expect(await tones(fed)).toBe(before);
        await chatButton(fed).click();
        await expect.poll(() => lines(fed).count()).toBe(3);
        expect(await lines(fed).nth(2).innerText()).toContain('Third line while muted');
        await shot(fed, 'chat-muted');

        // A line too long is refused before it is sealed; the relay refuses a ciphertext too large.
        await con.locator('[data-testid="chat-input"]').fill('x'.repeat(1001));
        expect(await con.locator('[data-testid="chat-count"]').innerText()).toBe('1,001 / 1,000');
        await con.locator('[data-action="chat-send"]').click();
        expect(await con.locator('[data-testid="chat-note"]').innerText()).toBe('Not sent: too long: 1001 characters; a chat line is at most 1000.');
        expect(await con.locator('[data-testid="chat-input"]').inputValue()).toHaveLength(1001);
        await shot(con, 'chat-too-long');
        const big = await fetch(`${relay.base}relay/v1/games/${game}/chat`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ n: 50, iv: 'A'.repeat(16), ct: 'A'.repeat(5000) }),
        });
        expect(big.status).toBe(413);
        expect(await big.json()).toMatchObject({ error: 'tooLarge' });

        // Kept in each browser with the game: after a reload the lines and the mute are there.
        await fed.reload();
        await mapReady(fed);
        await chatButton(fed).click();
        await expect.poll(() => lines(fed).count()).toBe(3);
        expect(await fed.locator('[data-action="chat-mute"]').isChecked()).toBe(true);

        expect(a.errors).toEqual([]);
        expect(b.errors).toEqual([]);
        await a.page.context().close();
        await b.page.context().close();

        // The relay holds ciphertext only, and its log names no token, key or line.
        const logText = relay.log.join('');
        for (const s of [token, key, 'Sumter is off Cuba', 'Powhatan', 'muted']) expect(logText).not.toContain(s);
        await relay.kill();
        const rows = await chatRows(relay.dataDir, backend.databaseUrl, game!);
        expect(rows).toHaveLength(3);
        const text = JSON.stringify(rows);
        for (const s of [TO_FED, TO_CON, MUTED, 'Sumter', 'Cuba', 'Powhatan', 'Third line', key!, token!]) expect(text).not.toContain(s);
      } finally {
        await relay.close();
      }
    });
  });
}
