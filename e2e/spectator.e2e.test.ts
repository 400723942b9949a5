// Spectators online (issue 34.5), on each relay database, with three Chromium contexts: the host
// (the Confederate) and the guest (the Federal) of a Weak Beginning at the Federal Movement of its
// last turn, the Confederate's records for it sealed, and a spectator who opens the host's
// spectator link. The spectator sees the game's public state and follows it live to its end, has
// no control that acts, and the relay refuses a post with its token; its page text and its
// storage hold none of the sealed records the Confederate wrote (steps or salts) before their
// reveal; at the end it opens the replay. The relay's database and log hold no spectator token.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { VIEW, launch, shot } from './helpers';
import { axeViolations } from './axe';
import { watchPage } from './pageErrors';
import { nearEndOnline, playToTheEnd, readRows, storeValues } from './onlineSides';
import { RELAY_BACKENDS, buildForRelay, startRelayServer } from './relayServer';

let browser: Browser;
let dist = '';
beforeAll(async () => {
  dist = await buildForRelay('e2e-spectator-dist');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const textOf = (page: Page, sel: string) => page.evaluate((s) => document.querySelector<HTMLElement>(s)?.innerText ?? '', sel);

/** Everything a page keeps in its browser: localStorage and every IndexedDB database's every store. */
function allStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const out: unknown[] = [Object.entries(localStorage)];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((ok, no) => {
        const r = indexedDB.open(info.name!);
        r.onsuccess = () => ok(r.result);
        r.onerror = () => no(r.error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        out.push(
          name,
          await new Promise<unknown>((ok, no) => {
            const all = db.transaction(name, 'readonly').objectStore(name).getAll();
            all.onsuccess = () => ok(all.result);
            all.onerror = () => no(all.error);
          }),
        );
      }
      db.close();
    }
    return JSON.stringify(out);
  });
}

/** The records the Confederate's browser holds sealed: their steps (as saved) and salts. */
async function sealedByConfederate(con: Page): Promise<string[]> {
  const saves = (await storeValues(con, 'remote')) as {
    state: { records: Record<string, { revealed: boolean; record: { steps: unknown[] } | null; salt: string | null }> };
  }[];
  const out: string[] = [];
  for (const s of saves)
    for (const r of Object.values(s.state?.records ?? {})) {
      if (r.revealed || !r.record || !r.salt) continue;
      out.push(r.salt, r.salt.split(':')[0]!);
      if (r.record.steps.length) out.push(JSON.stringify(r.record.steps));
    }
  return out;
}

for (const backend of RELAY_BACKENDS) {
  describe(`a spectator online (${backend.name})`, () => {
    it('follows the game live from the host’s link, read only, sees nothing sealed before its reveal, and opens the replay at the end', async () => {
      const relay = await startRelayServer(dist, backend.databaseUrl);
      try {
        const base = relay.base;
        const { created, con, fed } = await nearEndOnline(browser, base);
        await expect.poll(() => textOf(con.page, '[data-testid="carrier"]'), { timeout: 30_000 }).toMatch(/Relay online/);

        // The host makes the spectator link from its exchange panel.
        await con.page.locator('[data-action="make-spectator"]').click();
        const link = await con.page.locator('[data-testid="spectator-link"]').inputValue({ timeout: 30_000 });
        expect(link).toMatch(/#watch=[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);
        const token = link.split('.').pop()!;
        await shot(con.page, 'spectator-host-link');
        // Issue 35.2 on the screens issue 34 added: axe finds nothing serious or critical.
        expect(await axeViolations(con.page), 'spectator-host-link').toEqual([]);

        // The spectator opens it: the public game, at the Federal Movement of GT 4.
        const context = await browser.newContext({ viewport: VIEW });
        const sp = await context.newPage();
        const errors = watchPage(sp, 'spectator');
        await sp.goto(link);
        await expect.poll(() => textOf(sp, '[data-testid="spectator"] h2'), { timeout: 60_000 }).toMatch(/GT 4 · .*Federal Movement/);
        expect(new URL(sp.url()).hash).toBe('');
        expect(await textOf(sp, '[data-testid="spectator-status"]')).toMatch(/The Federal's move/);
        // The same public hash as the players.
        await expect.poll(() => textOf(sp, '[data-testid="hash-value"]')).toBe(await textOf(fed.page, '[data-testid="hash-value"]'));
        await shot(sp, 'spectator-following');
        // Issue 35.2 on the screens issue 34 added: axe finds nothing serious or critical.
        expect(await axeViolations(sp), 'spectator-following').toEqual([]);

        // Read only: no control that acts, and the relay refuses a post with its token.
        const actions = await sp.locator('[data-action]').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
        expect(actions).toEqual(['spectator-leave']);
        expect(await sp.locator('textarea, input, select, .notation').count()).toBe(0);
        const post = await fetch(`${base}relay/v1/games/${created.game}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ n: 3999, code: 'SD1.forged' }),
        });
        expect(post.status).toBe(403);
        expect(((await post.json()) as { error: string }).error).toBe('readOnly');

        // The Confederate's sealed records for this turn: nowhere in the spectator's page or storage.
        const secrets = await sealedByConfederate(con.page);
        expect(secrets.length).toBeGreaterThan(0);
        const page = await sp.content();
        const kept = await allStorage(sp);
        for (const s of secrets) {
          expect(page.includes(s), `page holds ${s.slice(0, 20)}`).toBe(false);
          expect(kept.includes(s), `storage holds ${s.slice(0, 20)}`).toBe(false);
        }

        // The players play the last turn; the spectator follows it live, to the same end.
        await playToTheEnd([fed.page, con.page]);
        await expect.poll(() => textOf(sp, '[data-testid="spectator-status"]'), { timeout: 60_000 }).toMatch(/Game over/);
        await expect.poll(() => textOf(sp, '[data-testid="hash-value"]')).toBe(await textOf(fed.page, '[data-testid="hash-value"]'));
        expect(await textOf(sp, '[data-testid="spectator-log"]')).toMatch(/game over after 4 turns/);
        await shot(sp, 'spectator-game-over');

        // The replay, from the spectator's page.
        await sp.locator('[data-action="spectator-replay"]').click();
        await sp.locator('[data-testid="replay"]').waitFor({ timeout: 60_000 });
        await shot(sp, 'spectator-replay');
        expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);

        // The relay keeps the spectator token's hash only, and never logs it.
        expect(relay.log.join('')).not.toContain(token);
        await relay.kill();
        const rows = await readRows(relay.dataDir, backend.databaseUrl, 'SELECT * FROM relay_games WHERE id = $1', [created.game]);
        expect(JSON.stringify(rows)).not.toContain(token);
        expect(rows[0]!.spectator_hash).toMatch(/^[0-9a-f]{64}$/);
        await context.close();
        await fed.page.context().close();
        await con.page.context().close();
      } finally {
        await relay.close();
      }
    });
  });
}
