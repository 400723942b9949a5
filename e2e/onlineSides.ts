// Two browsers holding the two sides of a game played online near its end, for the browser tests
// of what comes at and after the end (issue 34: the rematch, spectators): the turns before the
// last played by two bots through the remote clients, every message posted to the real relay by
// the seat that sent it (as the pages' couriers would have), and each side's save, relay
// capability and current game written into a fresh browser context as the game's pages leave
// them. Also: reading a page's stores, and the relay's database rows.

import type { Browser, Page } from 'playwright-core';
import { VIEW, boldAnswer, closeSummary, mapReady } from './helpers';
import { watchPage } from './pageErrors';
import { playRemote } from '../tests/remote/harness';
import type { CreatedGame } from '../src/relay/api';
import type { RemoteSave } from '../src/remote/save';
import type { PaceName } from '../src/relay/paceApi';
import type { Command, GameOptions, Side } from '../src/engine/index';
import { RemoteClient } from '../src/remote/client';
import { seededHex } from '../tests/remote/harness';
import { pickOther, squadronTries } from './squadronUnderFire';

/** What a page keeps in one of its localforage stores (IndexedDB "sea-devils"). */
export function storeValues(page: Page, store: string): Promise<unknown[]> {
  return page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve, reject) => {
        const req = indexedDB.open('sea-devils');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction(name, 'readonly').objectStore(name).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
          all.onerror = () => reject(all.error);
        };
      }),
    store,
  );
}

/**
 * A browser holding one side of a game online, as the game's own pages leave it (the save, the
 * relay capability, the game opened last), written into a fresh context before the game loads.
 */
async function openSide(
  browser: Browser,
  base: string,
  entries: { remote: [string, unknown]; relay: [string, unknown] },
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEW });
  const page = await context.newPage();
  const errors = watchPage(page);
  // Same origin, no game code: the relay's health answer.
  await page.goto(`${base}relay/v1/health`);
  await page.evaluate(
    (e) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('sea-devils', 1);
        req.onupgradeneeded = () => {
          for (const s of ['remote', 'remote-touched', 'relay']) req.result.createObjectStore(s);
        };
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const tx = db.transaction(['remote', 'remote-touched', 'relay'], 'readwrite');
          tx.objectStore('remote').put(e.remote[1], e.remote[0]);
          tx.objectStore('remote-touched').put(Date.now(), e.remote[0]);
          tx.objectStore('relay').put(e.relay[1], e.relay[0]);
          tx.oncomplete = () => {
            db.close();
            localStorage.setItem('sea-devils:remote-current', e.remote[0]);
            localStorage.setItem('sea-devils:screen', 'remote');
            localStorage.setItem('sea-devils:confirm-end-phase', 'never');
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    entries,
  );
  await page.goto(base);
  await mapReady(page);
  return { page, errors };
}

/** A Weak Beginning online at the Federal Movement of its last turn, the Confederate (host) having sealed; both sides open. */
export const nearEndOnline = (browser: Browser, base: string, opts: { pace?: PaceName } = {}) =>
  federalMovementOnline(browser, base, 'rematch-e2e', (turn, last) => turn === last, opts);

/**
 * A Weak Beginning online at the Federal Movement of the first turn `at` accepts, the
 * Confederate (host) having sealed; both sides open. The turns before, and the seal, by two bots
 * through the remote clients, every message on the relay.
 */
export async function federalMovementOnline(
  browser: Browser,
  base: string,
  seed: string,
  at: (turn: number, lastTurn: number) => boolean,
  opts: {
    chatKey?: string;
    confederateSave?: (save: RemoteSave) => RemoteSave;
    pace?: PaceName;
    options?: Partial<GameOptions>;
    /** Weak Beginning unless said. */
    scenario?: string;
    /** The bots that bring the game there: two random ones unless a level is named (seeded by the game's seed). */
    level?: string;
    /** Federal moves made there before the pages open (kept in the Federal's save, unsent, as a page keeps them). */
    federalMoves?: readonly Command[];
  } = {},
) {
  const { loadGameData } = await import('../src/data/load');
  const { bundledRaw } = await import('../src/data/bundled');
  const { makeBot } = await import('../src/ai/registry');
  const data = loadGameData(bundledRaw());
  const g = playRemote(data, {
    scenario: opts.scenario ?? 'weak-beginning',
    hostSide: 'confederate',
    seed,
    options: opts.options,
    bots: opts.level
      ? { federal: makeBot(opts.level, `${seed}:f`), confederate: makeBot(opts.level, `${seed}:c`) }
      : { federal: makeBot('random', 'r:f'), confederate: makeBot('random', 'r:c') },
    until: (x) => {
      const s = x.clients.federal.state;
      return !!s && at(s.turn, s.lastTurn) && s.phase === 'federalMovement' && x.clients.federal.status() === 'yourTurn';
    },
  });
  for (const c of opts.federalMoves ?? []) {
    const r = g.clients.federal.play(c);
    if (!r.ok) throw new Error(`federalMovementOnline: the Federal's ${c.type} was refused: ${r.message}`);
  }
  // Every message of it on the relay, by the seat that sent it, as the pages' couriers would have posted them.
  const made = await fetch(
    `${base}relay/v1/games`,
    opts.pace ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pace: opts.pace }) } : { method: 'POST' },
  );
  if (made.status !== 201) throw new Error(`the relay made no game: ${made.status} ${await made.text()}`);
  const created = (await made.json()) as CreatedGame;
  for (const x of g.codes) {
    const token = x.from === 'confederate' ? created.host : created.guest;
    const r = await fetch(`${base}relay/v1/games/${created.game}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ n: x.seq, code: x.code }),
    });
    if (r.status !== 201) throw new Error(`the relay refused message ${x.seq}: ${r.status} ${await r.text()}`);
  }
  const last = (side: string) => Math.max(...g.codes.filter((x) => x.from === side).map((x) => x.seq));
  const oldId = g.clients.federal.gameId;
  const guestLink = `${base}#join=${created.game}.${created.guest}`;
  const chat = opts.chatKey ? { chatKey: opts.chatKey } : {};
  const conSave = g.clients.confederate.toJSON();
  const con = await openSide(browser, base, {
    remote: [oldId, opts.confederateSave ? opts.confederateSave(conSave) : conSave],
    relay: [oldId, { game: created.game, token: created.host, seat: 'host', posted: last('confederate'), guestLink, ...chat }],
  });
  const fed = await openSide(browser, base, {
    remote: [oldId, g.clients.federal.toJSON()],
    relay: [oldId, { game: created.game, token: created.guest, seat: 'guest', posted: last('federal'), ...chat }],
  });
  return { g, created, oldId, con, fed };
}

/** Rows of the relay's database (the embedded one with its relay stopped). */
export async function readRows(dataDir: string, databaseUrl: string, sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      return (await c.query(sql, params)).rows;
    } finally {
      await c.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  try {
    return (await db.query<Record<string, unknown>>(sql, params)).rows;
  } finally {
    await db.close();
  }
}

/** A page's victory screen. */
export const victory = (page: Page) => page.locator('.victory-modal [data-testid="victory"]');

/** The last turn, played in the pages: whichever side has the move ends its phase, until every page shows its victory screen. */
export async function playToTheEnd(pages: Page[]): Promise<void> {
  const whoseMove = (p: Page) => p.evaluate(() => document.querySelector<HTMLElement>('[data-testid="whose-move"]')?.innerText ?? '');
  for (let i = 0; i < 60; i++) {
    let shown = 0;
    for (const p of pages) {
      if (await victory(p).count()) {
        shown++;
        continue;
      }
      if (await p.locator('[data-testid="turn-summary"]').count()) await closeSummary(p, 5000).catch(() => undefined);
      const end = p.locator('[data-action="end-phase"]');
      if ((await whoseMove(p)) === 'Your move' && (await end.count())) await end.first().click();
    }
    if (shown === pages.length) return;
    await pages[0]!.waitForTimeout(500);
  }
}

/**
 * Watches a page's top bar from now on (issue 48.6): at every change of the page, the pace's
 * badge is compared with the turn status beside it (whose clock it shows against whose move the
 * screen says it is; after Game over or a stop, no clock at all). Each contradiction seen is kept
 * with both texts, for `clockContradictions`.
 */
export async function watchClock(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { clockSeen?: string[] };
    if (w.clockSeen) return;
    const seen: string[] = (w.clockSeen = []);
    const check = () => {
      const turn = document.querySelector<HTMLElement>('[data-testid="whose-move"]');
      const badge = document.querySelector<HTMLElement>('[data-testid="pace-badge"]');
      if (!turn || turn.hidden || !badge || badge.hidden || !badge.textContent) return;
      const t = turn.textContent ?? '',
        b = badge.textContent;
      if (b === 'Ended: abandoned') return;
      const expected = t === 'Your move' ? 'You' : (/^The (\w+)'s move(;|$)/.exec(t)?.[1] ?? t);
      const shows = /^(You|Federal|Confederate):/.exec(b)?.[1] ?? b;
      const pair = `"${t}" beside "${b}"`;
      if (shows !== expected && seen[seen.length - 1] !== pair) seen.push(pair);
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
  });
}

/** The contradictions `watchClock` saw on the page (none: []). */
export const clockContradictions = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { clockSeen?: string[] }).clockSeen ?? ['the clock was not watched on this page']);

/**
 * The live decisions (side:kind, in order) the game `federalMovementOnline(..., { scenario, level })`
 * brings to `turn` asks in that turn's Activity Phase, played by the two clients themselves when
 * the Federal ends his movement at once and each side answers with `boldAnswer`: the dice come
 * from the two seeded chains, so the pages meet the same.
 */
export async function onlineAsks(scenario: string, seed: string, level: string, turn: number): Promise<string[]> {
  const { loadGameData } = await import('../src/data/load');
  const { bundledRaw } = await import('../src/data/bundled');
  const { makeBot } = await import('../src/ai/registry');
  const data = loadGameData(bundledRaw());
  let reached = false;
  const asked: string[] = [];
  const bot = (side: 'federal' | 'confederate'): import('../src/ai/bot').Bot => {
    const base = makeBot(level, `${seed}:${side[0]}`);
    return {
      name: `${level} then bold`,
      next(d, v, s) {
        if (v.turn === turn && v.phase === 'federalMovement' && s === 'federal') {
          reached = true;
          return { type: 'endPhase', side: 'federal' };
        }
        const p = v.activity?.pending;
        if (reached && p && p.side === s) {
          asked.push(`${s}:${p.kind}`);
          return { type: 'decide', side: s, choice: boldAnswer(p.kind, p.options) };
        }
        return base.next(d, v, s);
      },
    };
  };
  playRemote(data, {
    scenario,
    hostSide: 'confederate',
    seed,
    options: { liveDecisions: true },
    bots: { federal: bot('federal'), confederate: bot('confederate') },
    until: (x) => {
      const s = x.clients.federal.state;
      return !!s && (s.turn > turn || s.phase === 'gameOver' || (reached && s.phase !== 'federalMovement' && s.phase !== 'confederateActivity'));
    },
  });
  return asked;
}

/**
 * An online game in which a raider fires on a Federal squadron and damages it, so the Confederate
 * picks the ship that takes it (4.51), live. The bots never put a squadron in a raider's way, so
 * the test plays the Federal's part: two `level` bots play seed `dmg-N` through the two real
 * clients to a Federal Movement Phase; there (reading the Confederate client's sealed records, as
 * only a test's set-up may) two Federal ships that can reach an area of a raider's route go there
 * and stack as a squadron (4.52). Each try plays that Activity Phase on copies of both clients
 * (their saves read back), every decision answered by `pickOther`; the first whose decisions
 * include the Confederate's damage pick is taken, with the decisions asked, side:kind, in order.
 * Bounded by count: `seeds` seeds, turns 2-12.
 */
export async function squadronUnderFireOnline(
  scenario: string,
  level: string,
  seeds = 3,
): Promise<{ seed: string; turn: number; federalMoves: Command[]; asked: string[] }> {
  const { loadGameData } = await import('../src/data/load');
  const { bundledRaw } = await import('../src/data/bundled');
  const { makeBot } = await import('../src/ai/registry');
  const data = loadGameData(bundledRaw());
  /** The Activity Phase played on copies of the two clients after the Federal's moves: the decisions asked, or null if a move is refused. */
  const tryMoves = (saves: Record<Side, RemoteSave>, moves: Command[], turn: number): string[] | null => {
    const cl = {
      federal: RemoteClient.fromJSON(data, saves.federal, { randomHex: seededHex('try:f') }),
      confederate: RemoteClient.fromJSON(data, saves.confederate, { randomHex: seededHex('try:c') }),
    };
    for (const m of [...moves, { type: 'endPhase', side: 'federal' } as Command]) if (!cl.federal.play(m).ok) return null;
    const asked: string[] = [];
    for (let step = 0; step < 5_000; step++) {
      const s = cl.federal.state!;
      if (s.turn > turn || s.phase === 'gameOver' || (s.phase !== 'federalMovement' && s.phase !== 'confederateActivity')) break;
      const sender = (['federal', 'confederate'] as const).find((x) => cl[x].status() === 'send');
      if (sender) {
        const r = cl[sender === 'federal' ? 'confederate' : 'federal'].receive(cl[sender].send());
        if (!r.ok) throw new Error(`squadronUnderFireOnline: ${r.message}`);
        continue;
      }
      const actor = (['federal', 'confederate'] as const).find((x) => cl[x].status() === 'yourTurn');
      const p = actor ? cl[actor].view()!.activity?.pending : undefined;
      if (!actor || !p || p.side !== actor) break;
      asked.push(`${actor}:${p.kind}`);
      if (!cl[actor].play({ type: 'decide', side: actor, choice: pickOther(actor, p.kind, p.options) }).ok) return null;
    }
    return asked;
  };
  for (let i = 0; i < seeds; i++) {
    const seed = `dmg-${i}`;
    let found: { seed: string; turn: number; federalMoves: Command[]; asked: string[] } | null = null;
    let looked = 0;
    playRemote(data, {
      scenario,
      hostSide: 'confederate',
      seed,
      options: { liveDecisions: true },
      bots: { federal: makeBot(level, `${seed}:f`), confederate: makeBot(level, `${seed}:c`) },
      until: (g) => {
        const s = g.clients.federal.state;
        if (!s) return false;
        if (found || s.turn > 12 || s.phase === 'gameOver') return true;
        // Where federalMovementOnline stops: the first moment of the Federal's movement that is his to play.
        if (s.phase !== 'federalMovement' || g.clients.federal.status() !== 'yourTurn' || s.turn <= looked || s.turn < 2) return false;
        looked = s.turn;
        const saves = { federal: g.clients.federal.toJSON(), confederate: g.clients.confederate.toJSON() };
        const records = g.clients.confederate.state!.records;
        for (const { moves } of squadronTries(data, s, records)) {
          const asked = tryMoves(saves, moves, s.turn);
          if (asked?.includes('confederate:damage')) {
            found = { seed, turn: s.turn, federalMoves: moves, asked };
            return true;
          }
        }
        return false;
      },
    });
    if (found) return found;
  }
  throw new Error(`squadronUnderFireOnline: no game of seeds dmg-0..${seeds - 1} brings the Confederate's damage pick`);
}
