// Spectators online (issue 34.5), on each relay database, with three Chromium contexts: the host
// (the Confederate) and the guest (the Federal) of a Weak Beginning at the Federal Movement of its
// last turn, the Confederate's records for it sealed, and a spectator who opens the host's
// spectator link. The spectator sees the game's public state and follows it live to its end, has
// no control that acts, and the relay refuses a post with its token; its page text and its
// storage hold none of the sealed records the Confederate wrote (steps or salts) before their
// reveal; at the end it opens the replay. The relay's database and log hold no spectator token.
// Issue 46.4: the spectator sees the game itself: the map with every public counter where the
// Federal player sees it, the same tracks, and a log that follows the newest line (unless the
// spectator scrolled up) and reads at WCAG AA's contrast on its background, line by line as drawn.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { VIEW, areaOnScreen, launch, mapReady, shot } from './helpers';
import { axeViolations } from './axe';
import { MIN_TEXT_CONTRAST } from '../src/ui/colourPairs';
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

/** The log's scroll: how far its newest line is below its visible part (0: in view), its overflow, and its lines. */
const logScroll = (page: Page) =>
  page.evaluate(() => {
    const l = document.querySelector<HTMLElement>('[data-testid="spectator"] [data-testid="log"]')!;
    return { gap: l.scrollHeight - l.scrollTop - l.clientHeight, top: l.scrollTop, overflow: l.scrollHeight - l.clientHeight, lines: l.children.length };
  });

/** Each log line's text against the first background colour behind it, as drawn (WCAG 2 contrast ratio); the lowest first. */
const logContrasts = (page: Page) =>
  page.evaluate(() => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c)
        .map((v) => v / 255)
        .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const behind = (el: Element | null): string => {
      for (; el; el = el.parentElement) {
        const bg = getComputedStyle(el).backgroundColor;
        if (rgb(bg)[3] !== 0 && bg !== 'transparent') return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    const out: { kind: string; ratio: number }[] = [];
    for (const t of document.querySelectorAll(
      '[data-testid="spectator"] .log-line .log-text, [data-testid="spectator"] .log-phase, [data-testid="spectator"] .log-why, [data-testid="spectator"] .log-turn',
    )) {
      const [a, b] = [lum(getComputedStyle(t).color), lum(behind(t))];
      out.push({ kind: t.closest('.log-line')?.className ?? t.className, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) });
    }
    return out.sort((x, y) => x.ratio - y.ratio);
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
        const { g, created, con, fed } = await nearEndOnline(browser, base);
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
        await expect.poll(() => textOf(sp, '[data-testid="spectator-phase"]'), { timeout: 60_000 }).toMatch(/GT 4 · .*Federal Movement/);
        expect(new URL(sp.url()).hash).toBe('');
        expect(await textOf(sp, '[data-testid="spectator-status"]')).toMatch(/The Federal's move/);
        // The same public hash as the players.
        await expect.poll(() => textOf(sp, '[data-testid="hash-value"]')).toBe(await textOf(fed.page, '[data-testid="hash-value"]'));
        // Issue 46.4: the map, drawn, with every counter the Federal player's view has, where it has it.
        await mapReady(sp);
        const { loadGameData } = await import('../src/data/load');
        const { bundledRaw } = await import('../src/data/bundled');
        const { view } = await import('../src/engine/index');
        const { countersFromView } = await import('../src/ui/viewCounters');
        const data = loadGameData(bundledRaw());
        const counters = countersFromView(data, view(g.clients.federal.state!, 'federal'));
        const raiders = counters.filter((c) => c.side === 'confederate');
        expect(raiders.length, 'a raider at a revealed position').toBeGreaterThan(0);
        const drawn = await sp.evaluate(
          (ids) =>
            ids.map((id) =>
              (window as unknown as { __seaDevilsGameMap: { inspect(): { counterScreenOf(id: string): [number, number] | null } } }).__seaDevilsGameMap
                .inspect()
                .counterScreenOf(id),
            ),
          counters.map((c) => c.id),
        );
        expect(counters.filter((_, i) => !drawn[i]).map((c) => c.id)).toEqual([]);
        // A raider's area label on the page, the map on top there (not the tracks or the log).
        const spots = await Promise.all(raiders.map((c) => areaOnScreen(sp, c.area)));
        expect(
          spots.some((p) => p?.free),
          `a raider's area on screen: ${raiders.map((c) => c.area).join(', ')}`,
        ).toBe(true);
        // The same tracks as the Federal player's.
        expect(await textOf(sp, '[data-testid="spectator"] .tracks')).toMatch(/Game turn[\s\d.]*4 \/ 4/i);
        expect(await textOf(sp, '[data-testid="spectator"] .tracks')).toBe(await textOf(fed.page, '.tracks'));
        expect(await textOf(sp, '[data-testid="spectator"] .clocks')).toBe(await textOf(fed.page, '.clocks'));
        // The log: overflowing, its newest line in view; every line at WCAG AA's contrast or more on what is behind it.
        await expect.poll(async () => (await logScroll(sp)).gap).toBeLessThan(2);
        expect((await logScroll(sp)).overflow).toBeGreaterThan(0);
        const low = await logContrasts(sp);
        expect(low.length).toBeGreaterThan(20);
        expect(low.filter((x) => x.ratio < MIN_TEXT_CONTRAST)).toEqual([]);
        await shot(sp, 'spectator-following');
        for (const size of [
          { width: 390, height: 844 },
          { width: 1280, height: 800 },
        ]) {
          await sp.setViewportSize(size);
          await sp.waitForTimeout(300);
          await shot(sp, `spectator-following-${size.width}x${size.height}`);
        }
        await sp.setViewportSize(VIEW);
        // Issue 35.2 on the screens issue 34 added: axe finds nothing serious or critical.
        expect(await axeViolations(sp), 'spectator-following').toEqual([]);

        // Read only: no control that acts, and the relay refuses a post with its token.
        // (Its other controls only change what it sees: the tracks fold, the log's drawer and ship filter.)
        const actions = await sp.locator('[data-action]').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
        expect(actions.sort()).toEqual(['fold-tracks', 'spectator-leave', 'toggle-log']);
        expect(await sp.locator('textarea, input, .notation').count()).toBe(0);
        expect(await sp.locator('select').evaluateAll((els) => els.map((e) => e.className))).toEqual(['log-filter']);
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

        // A second page on the same link, whose reader scrolls its log up: lines still come, and it stays where it was put.
        const sp2 = await context.newPage();
        await sp2.goto(link);
        const before = await logScroll(sp);
        await expect.poll(async () => (await logScroll(sp2)).lines, { timeout: 60_000 }).toBe(before.lines);
        await sp2.locator('[data-testid="spectator"] [data-testid="log"]').hover();
        await sp2.mouse.wheel(0, -100_000);
        await expect.poll(async () => (await logScroll(sp2)).top).toBe(0);

        // The players play the last turn; the spectator follows it live, to the same end.
        await playToTheEnd([fed.page, con.page]);
        await expect.poll(() => textOf(sp, '[data-testid="spectator-status"]'), { timeout: 60_000 }).toMatch(/Game over/);
        await expect.poll(() => textOf(sp, '[data-testid="hash-value"]')).toBe(await textOf(fed.page, '[data-testid="hash-value"]'));
        expect(await textOf(sp, '[data-testid="spectator"] [data-testid="log"]')).toMatch(/game over after 4 turns/);
        // The new lines came live; the log followed the newest, and the scrolled-up one kept its place.
        const after = await logScroll(sp);
        expect(after.lines).toBeGreaterThan(before.lines);
        expect(after.gap).toBeLessThan(2);
        await expect.poll(async () => (await logScroll(sp2)).lines).toBe(after.lines);
        const still = await logScroll(sp2);
        expect(still.top).toBe(0);
        expect(still.gap).toBeGreaterThan(0);
        await sp2.close();
        expect(await axeViolations(sp), 'spectator-game-over').toEqual([]);
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
