// Shared pieces of the game's browser tests: a production build of index.html served by Vite's
// preview() on 127.0.0.1, Debian's Chromium driven by playwright-core, and small helpers for
// what a person does (click a button by its words, click an area on the map).

import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { build, preview, type PreviewServer } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { findChromium, chromiumMissing } from '../scripts/find-chromium.mjs';
import { watchPage } from './pageErrors';

/** The browser to drive ($CHROMIUM_PATH, the usual names on the PATH, the usual places). */
export function chromiumPath(): string {
  const p = findChromium();
  if (!p) throw new Error(chromiumMissing());
  return p;
}

export const ROOT = resolve(import.meta.dirname, '..');
export const SHOTS = resolve(ROOT, 'e2e/screenshots');
const OUT = resolve(ROOT, 'out/e2e-game-dist');
export const VIEW = { width: 1440, height: 900 };

export interface Served {
  base: string;
  close(): Promise<void>;
}

/** Builds the game (index.html) and serves the build on 127.0.0.1 at a free port. */
export async function serveGame(): Promise<Served> {
  mkdirSync(SHOTS, { recursive: true });
  await build({ root: ROOT, configFile: resolve(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: OUT, emptyOutDir: true } });
  const server: PreviewServer = await preview({
    root: ROOT,
    configFile: resolve(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: OUT },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const addr = server.httpServer.address() as AddressInfo;
  return { base: `http://127.0.0.1:${addr.port}/`, close: () => new Promise<void>((r) => server.httpServer.close(() => r())) };
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--disable-quic',
      '--disable-sync',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      // No GPU on the test machines: WebGL runs on SwiftShader. Not --use-angle=swiftshader: it
      // moves the 2D canvas onto the software GPU too, and the map's canvas renderer crawls.
      '--enable-unsafe-swiftshader',
    ],
  });
}

export interface Opened {
  page: Page;
  errors: string[];
}

/** A fresh page (its own storage) on the game, waiting for the start screen or the game. */
export async function openGame(
  browser: Browser,
  base: string,
  opts: { askEndPhase?: boolean; viewport?: { width: number; height: number }; touch?: boolean } = {},
): Promise<Opened> {
  const context = await browser.newContext({ viewport: opts.viewport ?? VIEW, acceptDownloads: true, hasTouch: opts.touch ?? false });
  // Ending a phase with ships unused asks first (issue 16.5); the tests that do not test that
  // question answer "don't ask again" up front, as a player who knows would.
  if (!opts.askEndPhase)
    await context.addInitScript(() => {
      try {
        if (localStorage.getItem('sea-devils:confirm-end-phase') === null) localStorage.setItem('sea-devils:confirm-end-phase', 'never');
      } catch {
        /* a document without storage (about:blank, data:) */
      }
    });
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.goto(base);
  await page.waitForSelector('.start-screen, .game-screen', { timeout: 60_000 });
  return { page, errors };
}

export const shot = (page: Page, name: string) => page.screenshot({ path: resolve(SHOTS, `${name}.png`) });

/** Waits until the map has drawn (the game screen sets this when WorldMap.mount resolves). */
export const mapReady = (page: Page) => page.waitForFunction(() => document.body.dataset.mapReady === 'true', null, { timeout: 60_000 });

/** The phase line in the top bar. */
export const phase = (page: Page) => page.locator('[data-testid="phase"]').innerText();

/** Waits for the phase line to contain `text`. */
export async function waitPhase(page: Page, text: string, timeout = 60_000): Promise<void> {
  await page.waitForFunction((t) => document.querySelector('[data-testid="phase"]')?.textContent?.includes(t), text, { timeout });
}

/** Screen point of an area's label on the map canvas (page coordinates). */
export async function areaPoint(page: Page, area: string): Promise<[number, number]> {
  const p = await page.evaluate((a) => {
    const hook = (window as unknown as { __seaDevilsGameMap?: { inspect(): { screenOf(a: string): [number, number] | null } } }).__seaDevilsGameMap;
    const pt = hook?.inspect().screenOf(a);
    const r = document.querySelector('[data-testid="map"]')!.getBoundingClientRect();
    return pt ? ([pt[0] + r.left, pt[1] + r.top] as [number, number]) : null;
  }, area);
  if (!p) throw new Error(`area ${area} is not on the map`);
  return p;
}

/** Clicks an area with the mouse, just above its label (counters stack below labels). */
export async function clickArea(page: Page, area: string): Promise<void> {
  const [x, y] = await areaPoint(page, area);
  await page.mouse.click(x, y - 10);
}

/** Waits until the autosave has written the game with at least `commands` commands. */
export async function waitSaved(page: Page, commands: number): Promise<void> {
  await page.waitForFunction((n) => Number(document.body.dataset.saved ?? -1) >= n, commands, { timeout: 30_000 });
}

/** Clicks "Continue" in the end-of-turn summary if it is showing; true if it was. */
export async function closeSummary(page: Page, timeout = 120_000): Promise<void> {
  await page.locator('[data-testid="turn-summary"]').waitFor({ timeout });
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Runs `work` while the Confederate's page answers Semmes' question (11.74) whenever it comes:
 * with live decisions (the default for an online game), a failed raid die of the Sumter asks it
 * as the records run, and the dice of a game between two pages are not fixed, so a test of
 * something else may or may not meet it. Returns how many times it was answered.
 */
export async function answeringSemmes(con: Page, work: Promise<unknown>): Promise<number> {
  let done = false,
    answered = 0;
  const reroll = con.locator('.panel.decision [data-choice="reroll"]');
  const loop = (async () => {
    while (!done) {
      if (await reroll.isVisible().catch(() => false)) {
        await reroll.click({ timeout: 5_000 }).catch(() => undefined);
        answered++;
      }
      await con.waitForTimeout(250).catch(() => undefined);
    }
  })();
  try {
    await work;
  } finally {
    done = true;
    await loop;
  }
  return answered;
}

/** The answer a test gives to a live decision, in the page or through the engine: the bold one where there is one, else the first offered. */
const BOLD_ANSWER: Record<string, string> = { search: 'search', spotted: 'fight', runBlockade: 'fight', avoid: 'engage', semmes: 'reroll' };
export const boldAnswer = (kind: string, choices: readonly string[]) => (choices.includes(BOLD_ANSWER[kind] ?? '') ? BOLD_ANSWER[kind]! : choices[0]!);

/**
 * Clicks End phase until `done` holds. Each time it waits for whichever comes first, the button
 * or `done`: a page still busy with its last click (sealing, sending to the relay) has no button
 * for a moment, and a fixed pause was not always long enough on a loaded machine.
 */
export async function endPhasesUntil(page: Page, done: () => Promise<boolean>, most = 8): Promise<void> {
  const button = page.locator('[data-action="end-phase"]');
  for (let i = 0; i < most; i++) {
    let next = '';
    try {
      await expect.poll(async () => (next = (await done()) ? 'done' : (await button.isVisible()) ? 'button' : ''), { timeout: 60_000 }).not.toBe('');
    } catch (e) {
      await shot(page, 'end-phases-stuck');
      throw e;
    }
    if (next === 'done') return;
    await button.click({ timeout: 5_000 }).catch(() => undefined); // gone meanwhile: look again
    await page.waitForTimeout(200);
  }
  expect(await done(), `still not done after ${most} End phase clicks`).toBe(true);
}

/**
 * The top bar's notes of a game played online (whose move, its clock, the relay, the hash): what
 * covers another or is cut short, in words ([] when none). A clock once lay over "Relay online".
 */
export function topbarNotesClash(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const notes = ['whose-move', 'pace-badge', 'carrier', 'remote-hash']
      .map((id) => document.querySelector<HTMLElement>(`.topbar [data-testid="${id}"]`))
      .filter((e): e is HTMLElement => !!e && e.getBoundingClientRect().width > 0);
    for (const e of notes)
      if (['whose-move', 'pace-badge'].includes(e.dataset.testid!) && e.scrollWidth > e.clientWidth + 1)
        out.push(`${e.dataset.testid} is cut: "${e.innerText}" needs ${e.scrollWidth}px of ${e.clientWidth}px`);
    for (const [i, a] of notes.entries())
      for (const b of notes.slice(i + 1)) {
        const p = a.getBoundingClientRect(),
          q = b.getBoundingClientRect();
        if (Math.min(p.right, q.right) - Math.max(p.left, q.left) > 1 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 1)
          out.push(`${a.dataset.testid} covers ${b.dataset.testid}`);
      }
    return out;
  });
}

/**
 * A save file of a game brought by two bots to the point `stop` says, made with the engine
 * itself (so it replays exactly): for tests of screens that take many turns to reach.
 */
export async function saveAt(opts: {
  scenario: string;
  seed: string;
  mode: 'solitaire' | 'hotseat';
  bots: string;
  stop: (s: import('../src/engine/types').GameState) => boolean;
  name: string;
  options?: Partial<import('../src/engine/types').GameOptions>;
  /** Commands of the side to move, played after the stop (checked like the bots'). */
  after?: readonly unknown[];
}): Promise<string> {
  const { loadGameData } = await import('../src/data/load');
  const { bundledRaw } = await import('../src/data/bundled');
  const { newGame, apply, activeSide, view } = await import('../src/engine/index');
  const { makeBot } = await import('../src/ai/registry');
  const data = loadGameData(bundledRaw());
  const { scenario, seed } = opts;
  const start = newGame(data, scenario, seed, opts.options ?? {});
  let state = start.state;
  const events = [...start.events];
  const bots = { federal: makeBot(opts.bots, `${seed}:f`), confederate: makeBot(opts.bots, `${seed}:c`) };
  const commands: unknown[] = [];
  while (!opts.stop(state)) {
    if (state.phase === 'gameOver') throw new Error(`saveAt: the game ended before the stop (${opts.name})`);
    const side = activeSide(state)!;
    const command = bots[side].next(data, view(state, side), side);
    const r = apply(data, state, command);
    if (!r.ok) throw new Error(r.message);
    state = r.state;
    events.push(...r.events);
    commands.push(command);
  }
  for (const command of opts.after ?? []) {
    const r = apply(data, state, command as Parameters<typeof apply>[2]);
    if (!r.ok) throw new Error(`saveAt: ${r.message}`);
    state = r.state;
    events.push(...r.events);
    commands.push(command);
  }
  const sc = data.scenarios[scenario]!;
  const holder = opts.mode === 'solitaire' ? 'federal' : (activeSide(state) ?? 'federal');
  return JSON.stringify({
    format: 'sea-devils-save',
    version: 1,
    name: opts.name,
    savedAt: Date.now(),
    meta: { id: `e2e-${opts.name}`, mode: opts.mode, aiLevel: opts.bots, scenario, seed, options: opts.options ?? {}, createdAt: Date.now() },
    holder,
    summary: { scenarioName: sc.name, turn: state.turn, date: data.turns[state.turn - 1]!.date, phase: state.phase },
    state,
    events,
    commands,
  });
}

/** A solitaire game brought by two random bots to the Federal Movement Phase of its last turn (the victory screen's test). */
export const nearEndSave = (scenario = 'weak-beginning', seed = 'near-end-1') =>
  saveAt({ scenario, seed, mode: 'solitaire', bots: 'random', name: 'Near the end', stop: (s) => s.turn === s.lastTurn && s.phase === 'federalMovement' });

/**
 * The game built and served, and a Chromium, for one test file: registers the set-up and the
 * tidy-up with Vitest and returns accessors for the tests.
 */
export function useGame(): { base(): string; browser(): Browser } {
  let served: Served | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    served = await serveGame();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });
  return { base: () => served!.base, browser: () => browser! };
}

/**
 * A Weak Beginning started from the start screen, solitaire on the side given, by the mouse or
 * (touch) by taps, until its map is drawn.
 */
export async function startWeakBeginning(page: Page, opts: { side?: 'federal' | 'confederate'; touch?: boolean } = {}): Promise<void> {
  const press = (l: ReturnType<Page['locator']>) => (opts.touch ? l.tap() : l.click());
  await press(page.getByText('Weak Beginning', { exact: true }));
  if (opts.side === 'confederate') await press(page.locator('input[name="mode"][value="solitaire-confederate"]'));
  await press(page.getByRole('button', { name: 'Start', exact: true }));
  await mapReady(page);
}

/** What the top bar of a game played apart says of whose move it is. */
export const whoseMove = (page: Page) => page.locator('[data-testid="whose-move"]').innerText();

/** The player of a side chooses a passphrase at the start of the game. */
export async function choosePassphrase(page: Page, side: 'federal' | 'confederate', passphrase: string): Promise<void> {
  const card = page.locator(`[data-testid="choose-passphrase"][data-side="${side}"]`);
  await card.waitFor();
  await card.locator('[data-testid="passphrase"]').fill(passphrase);
  await card.locator('[data-testid="passphrase-again"]').fill(passphrase);
  await card.locator('[data-action="set-passphrase"]').click();
  await card.waitFor({ state: 'detached' });
}

/** At the hand-off the named player types the passphrase and presses Ready. */
export async function takeDevice(page: Page, passphrase: string): Promise<void> {
  const handoff = page.locator('[data-testid="handoff"]');
  await handoff.locator('[data-testid="passphrase"]').fill(passphrase);
  await handoff.locator('[data-action="ready"]').click();
  await handoff.waitFor({ state: 'detached', timeout: 30_000 });
}

/**
 * One operation on the game's IndexedDB saves store, straight from the page: put a value (as an
 * earlier version left it), or read every key or every value. The page opens its store lazily
 * (issue 18), so this waits until the store exists, and never creates the database itself (an
 * open that would create it is aborted and retried).
 */
export function savesStore(page: Page, op: { put: [string, unknown] }): Promise<void>;
export function savesStore(page: Page, op: 'keys'): Promise<string[]>;
export function savesStore(page: Page, op: 'values'): Promise<unknown[]>;
export function savesStore(page: Page, op: 'keys' | 'values' | { put: [string, unknown] }): Promise<unknown> {
  return page.evaluate(
    (o) =>
      new Promise<unknown>((resolve, reject) => {
        const until = Date.now() + 20_000;
        const retry = () => (Date.now() > until ? reject(new Error('the saves store never appeared')) : setTimeout(attempt, 100));
        function attempt(): void {
          const req = indexedDB.open('sea-devils');
          let created = false;
          req.onupgradeneeded = () => {
            created = true;
            req.transaction!.abort();
          };
          req.onerror = () => (created ? retry() : reject(req.error));
          req.onsuccess = () => {
            const db = req.result;
            if (!db.objectStoreNames.contains('saves')) {
              db.close();
              retry();
              return;
            }
            const tx = db.transaction('saves', typeof o === 'string' ? 'readonly' : 'readwrite');
            const store = tx.objectStore('saves');
            const r = o === 'keys' ? store.getAllKeys() : o === 'values' ? store.getAll() : store.put(o.put[1], o.put[0]);
            tx.oncomplete = () => {
              db.close();
              resolve(o === 'keys' ? (r.result as IDBValidKey[]).map(String) : o === 'values' ? r.result : undefined);
            };
            tx.onerror = () => reject(tx.error);
          };
        }
        attempt();
      }),
    op,
  );
}

/**
 * A screenshot's pixels, decoded in the page itself (no PNG decoder needed): with `distinct`, only
 * how many distinct colours every seventh pixel holds; else every pixel as RGBA (keep it small).
 */
function decodeInPage(page: Page, png: Buffer, distinct: true): Promise<number>;
function decodeInPage(page: Page, png: Buffer, distinct: false): Promise<number[]>;
function decodeInPage(page: Page, png: Buffer, distinct: boolean): Promise<number | number[]> {
  return page.evaluate(
    async ([b64, count]) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext('2d')!;
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      if (!count) return Array.from(d);
      const seen = new Set<number>();
      for (let i = 0; i < d.length; i += 4 * 7) seen.add((d[i]! << 16) | (d[i + 1]! << 8) | d[i + 2]!);
      return seen.size;
    },
    [png.toString('base64'), distinct] as const,
  );
}

/** Distinct colours in a screenshot of the page (or of one element): a blank canvas has one or two, a drawn map hundreds. */
export async function colourCount(page: Page, selector?: string): Promise<number> {
  return decodeInPage(page, await (selector ? page.locator(selector).screenshot() : page.screenshot()), true);
}

/** The pixels of the page in a box (page coordinates), as [r, g, b] each. */
async function pixelsIn(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<[number, number, number][]> {
  const d = await decodeInPage(page, await page.screenshot({ clip }), false);
  return Array.from({ length: d.length / 4 }, (_, i) => [d[i * 4]!, d[i * 4 + 1]!, d[i * 4 + 2]!] as [number, number, number]);
}

/** The colours of the page at the points given (page coordinates): each the median, channel by channel, of the 5x5 pixels around it. */
export async function coloursAt(page: Page, points: [number, number][]): Promise<[number, number, number][]> {
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;
  const out: [number, number, number][] = [];
  for (const [x, y] of points) {
    const px = await pixelsIn(page, { x: Math.round(x) - 2, y: Math.round(y) - 2, width: 5, height: 5 });
    out.push([0, 1, 2].map((k) => median(px.map((p) => p[k]!))) as [number, number, number]);
  }
  return out;
}

/** The darkest pixel of the page in a box (page coordinates), as [r, g, b]: the ink of a text drawn there. */
export async function darkestIn(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<[number, number, number]> {
  const sum = (p: number[]) => p[0]! + p[1]! + p[2]!;
  return (await pixelsIn(page, box)).reduce((best, p) => (sum(p) < sum(best) ? p : best), [255, 255, 255]);
}

/** WCAG's contrast ratio of two sRGB colours (1 to 21). */
export function contrast(a: [number, number, number], b: [number, number, number]): number {
  const lum = ([r, g, bl]: [number, number, number]) => {
    const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/** Where an area's label is on the page, and whether the point just above it is the map's own (not the sheet or a control). */
export function areaOnScreen(page: Page, area: string): Promise<{ x: number; y: number; free: boolean } | null> {
  return page.evaluate((a) => {
    const hook = (window as unknown as { __seaDevilsGameMap: { inspect(): { screenOf(a: string): [number, number] | null } } }).__seaDevilsGameMap;
    const pt = hook.inspect().screenOf(a);
    const host = document.querySelector('[data-testid="map"]')!;
    const r = host.getBoundingClientRect();
    if (!pt) return null;
    const [x, y] = [pt[0] + r.left, pt[1] + r.top - 10];
    const hit = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
    return { x, y, free: !!hit && host.contains(hit) };
  }, area);
}
