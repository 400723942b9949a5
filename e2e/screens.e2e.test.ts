// Issue 35.1: the game at five sizes, phones held either way, a tablet, two desktops. At each:
// the page is no wider than the window; every visible button, field and list lies inside the
// window, or inside a box that scrolls to it; the map's overlays (tracks, raiders, zoom, plot)
// do not cover one another; and the panel's primary action (End phase for the Federal, Seal
// for the Confederate) can be brought into view and pressed, by touch on a phone. Screenshots
// of each step go to test-results/screens/ (to be looked at: a map that renders wrong is a bug).

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { areaOnScreen, closeSummary, mapReady, openGame, ROOT, useGame, waitPhase } from './helpers';
import { nearEndOnline } from './onlineSides';
import { buildForRelay, startRelayServer } from './relayServer';

const game = useGame();
const OUT = resolve(ROOT, 'test-results/screens');
mkdirSync(OUT, { recursive: true });

const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
/** The phone layout's sizes (styles.css: max-width 700px or max-height 500px). */
const isPhone = (s: { width: number; height: number }) => s.width <= 700 || s.height <= 500;

/** Problems of the layout now on screen, in words (empty: none). */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const W = innerWidth,
      H = innerHeight;
    const doc = document.scrollingElement!;
    if (doc.scrollWidth > W) out.push(`the page is ${doc.scrollWidth}px wide in a ${W}px window`);
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-action') ? `[${el.getAttribute('data-action')}]` : ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
    /** Whether a box scrolls along an axis (its overflow lets it, and it has more to show). */
    const scrolls = (el: Element, axis: 'x' | 'y') => {
      const cs = getComputedStyle(el);
      const o = axis === 'x' ? cs.overflowX : cs.overflowY;
      return (o === 'auto' || o === 'scroll') && (axis === 'x' ? el.scrollWidth > el.clientWidth : el.scrollHeight > el.clientHeight);
    };
    for (const el of document.querySelectorAll('button, input, select, textarea, a[href]')) {
      const r = el.getBoundingClientRect();
      // Not shown at all (a closed <details>' content, a hidden box): nothing to reach.
      if (r.width === 0 || r.height === 0 || !el.checkVisibility({ visibilityProperty: true })) continue;
      // Each box that clips its content must scroll along any axis the control leaves it by;
      // a box that scrolls brings the control into its own view, so outer boxes need only show it.
      const box = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      let cut = false;
      for (let a = el.parentElement, child: Element = el; a && !cut; child = a, a = a.parentElement) {
        // A fixed box is placed on the window: the boxes round it do not clip it.
        if (getComputedStyle(child).position === 'fixed') break;
        const cs = getComputedStyle(a);
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const b = a.getBoundingClientRect();
        const outX = box.left < b.left - 1 || box.right > b.right + 1,
          outY = box.top < b.top - 1 || box.bottom > b.bottom + 1;
        if ((outX && !scrolls(a, 'x')) || (outY && !scrolls(a, 'y'))) {
          out.push(`${name(el)} is cut off by ${a.className || a.tagName}`);
          cut = true;
        }
        // Scrolled to, the control lies as near its place as the scrolling box lets it.
        const into = (lo: number, hi: number, min: number, max: number) => {
          const at = Math.max(min, Math.min(lo, max - (hi - lo)));
          return [at, at + hi - lo] as const;
        };
        if (scrolls(a, 'x')) [box.left, box.right] = into(box.left, box.right, b.left, b.right);
        if (scrolls(a, 'y')) [box.top, box.bottom] = into(box.top, box.bottom, b.top, b.bottom);
      }
      if (cut) continue;
      if (box.left < -1 || box.right > W + 1 || box.top < -1 || box.bottom > H + 1)
        out.push(`${name(el)} at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)} is outside the ${W}x${H} window`);
    }
    // The top bar does not scroll to its controls: each lies wholly inside it and the window.
    const bar = document.querySelector('.topbar');
    if (bar) {
      const b = bar.getBoundingClientRect();
      if (bar.scrollWidth > bar.clientWidth + 1) out.push(`the top bar is ${bar.scrollWidth}px wide in its ${bar.clientWidth}px box`);
      for (const el of bar.querySelectorAll('button, a[href], select, input, .phase-name, .brand-name, .brand-sub')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < Math.max(0, b.left) - 1 || r.right > Math.min(W, b.right) + 1 || r.top < b.top - 1 || r.bottom > b.bottom + 1)
          out.push(`${name(el)} in the top bar at ${Math.round(r.left)}-${Math.round(r.right)} is clipped (bar ${Math.round(b.left)}-${Math.round(b.right)})`);
      }
    }
    // The overlays on the map must not cover one another.
    const overlays = ['.tracks', '.clocks', '.map-zoom', '[data-testid="plot"]']
      .map((s) => document.querySelector(s))
      .filter((e): e is Element => !!e && e.getBoundingClientRect().width > 0);
    for (const [i, a] of overlays.entries())
      for (const b of overlays.slice(i + 1)) {
        const p = a.getBoundingClientRect(),
          q = b.getBoundingClientRect();
        const w = Math.min(p.right, q.right) - Math.max(p.left, q.left),
          hgt = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (w > 1 && hgt > 1) out.push(`${a.className} overlaps ${b.className} by ${Math.round(w)}x${Math.round(hgt)}`);
      }
    // The map is the screen's main part, not a strip (the debrief shares the screen with it).
    const map = document.querySelector('[data-testid="map"]')?.getBoundingClientRect();
    if (map && !document.body.classList.contains('debrief-open') && (map.width < W * 0.6 || map.height < (H - 44) * 0.6))
      out.push(`the map is only ${Math.round(map.width)}x${Math.round(map.height)}`);
    return out;
  });
}

/**
 * Issue 48.3: the map's own controls (Plot, zoom, whole map, list, keys, help) that are shown
 * must be uncovered at their middle: the phone's open sheet once lay over them.
 */
function coveredMapControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.map-area .map-zoom button, .map-area .plot-control > button')].flatMap((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || !el.checkVisibility({ visibilityProperty: true })) return [];
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit && (hit === el || el.contains(hit))
        ? []
        : [`${el.getAttribute('aria-label') ?? el.textContent} is covered by ${hit?.className || hit?.tagName}`];
    }),
  );
}

/** Waits until the sheet has stopped moving (it eases to each stop), so the picture shows where it stays. */
const settled = (page: Page) => page.waitForFunction(() => (document.querySelector('.side')?.getAnimations().length ?? 0) === 0);

/** Brings a control into view (opening the phone's sheet if need be) and presses it as the device would. */
async function press(page: Page, control: Locator, touch: boolean): Promise<void> {
  const handle = page.locator('[data-action="sheet"]');
  if (touch && (await handle.getAttribute('aria-expanded')) === 'false') await handle.tap();
  await settled(page);
  await control.scrollIntoViewIfNeeded();
  // Nothing covers its middle: the press lands on it.
  const onTop = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2,
      y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight && hit && (hit === el || el.contains(hit))) return 'ok';
    // What is wrong, named: off the screen, or the element on top of its middle.
    return `${el.tagName.toLowerCase()}[${el.getAttribute('data-action') ?? el.getAttribute('data-pick') ?? ''}] at ${Math.round(x)},${Math.round(y)} (screen ${innerWidth}x${innerHeight}) under ${hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).replace(/ /g, '.')}` : 'nothing'}`;
  });
  if (onTop !== 'ok') await page.screenshot({ path: resolve(OUT, 'press-covered.png') });
  expect(onTop, 'the control is in view and uncovered').toBe('ok');
  if (touch) await control.tap();
  else await control.click();
}

describe('35.1: the game screen at phone, tablet and desktop sizes', () => {
  for (const size of SIZES) {
    const tag = `${size.width}x${size.height}`;
    const touch = isPhone(size);
    it(`Federal turn at ${tag}: no overflow, nothing clipped, End phase reachable`, async () => {
      const { page, errors } = await openGame(game.browser(), game.base(), { viewport: size, touch });
      const snap = async (name: string) => {
        await settled(page);
        await page.screenshot({ path: resolve(OUT, `${tag}-${name}.png`) });
        expect(await layoutProblems(page), `${tag} ${name}`).toEqual([]);
      };
      await page.screenshot({ path: resolve(OUT, `${tag}-0-start.png`) });
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), 'start screen width').toBeLessThanOrEqual(size.width);
      await page.getByText('Weak Beginning', { exact: true }).click();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await mapReady(page);
      await waitPhase(page, 'Federal Movement');
      await snap('1-movement');
      expect(await coveredMapControls(page), `${tag}: the map's controls beside the open orders`).toEqual([]);
      // 48.3: the instructions say "tap" to a finger and "click" to a mouse.
      const hint = await page.locator('.side-body .panel-sub').first().innerText();
      expect(hint, `${tag}: the pointer's word`).toMatch(touch ? /\bTap a ship\b/ : /\bClick a ship\b/);
      expect(/\bclick/i.test(hint), `${tag}: no "click" on a touch screen`).toBe(!touch);

      // The top bar's tools: each in the bar or, folded away on a narrow screen, in the Menu; never both.
      const act = (l: Locator) => (touch ? l.tap() : l.click());
      await act(page.locator('.topbar [data-action="menu"]'));
      const menu = page.locator('.menu-modal');
      await menu.waitFor();
      const labels = { rules: 'Rules', saves: 'Saves…', notes: 'Your notes', replay: 'Replay the game' };
      for (const [action, label] of Object.entries(labels)) {
        const inBar = await page.locator(`.topbar [data-action="${action}"]`).isVisible();
        const inMenu = await menu.getByRole('button', { name: label, exact: true }).count();
        expect(Number(inBar) + inMenu, `${tag}: ${action} once, in the bar or the Menu`).toBe(1);
      }
      await snap('1a-menu');
      // The notes open from wherever they are.
      if (await menu.getByRole('button', { name: labels.notes, exact: true }).count()) await act(menu.getByRole('button', { name: labels.notes, exact: true }));
      else {
        await act(menu.getByRole('button', { name: 'Back to the game', exact: true }));
        await act(page.locator('.topbar [data-action="notes"]'));
      }
      await expect.poll(() => menu.count()).toBe(0);
      await expect.poll(() => page.locator('[data-testid="notepad"]').isVisible()).toBe(true);
      await snap('1b-notes');
      await act(page.locator('[data-action="notepad-close"]'));
      await expect.poll(() => page.locator('[data-testid="notepad"]').isVisible()).toBe(false);

      const handle = page.locator('[data-action="sheet"]');
      // Held sideways (48.3) a phone keeps the orders in a side panel, as a tablet does: a sheet would hide the map.
      const sheet = touch && size.height > size.width;
      expect(await handle.isVisible(), 'the sheet handle shows only on a phone held upright').toBe(sheet);
      if (sheet) {
        // Closed, the sheet leaves the whole map; opened again, the orders are back.
        await handle.tap();
        expect(await handle.getAttribute('aria-expanded')).toBe('false');
        expect(await page.locator('[data-action="end-phase"]').isVisible()).toBe(false);
        await snap('2-sheet-closed');
        // The pools' list opens inside the window.
        await page.locator('[data-pool="available"]').tap();
        await snap('3-pool-open');
        await page.locator('[data-pool="available"]').tap();
        await handle.tap();
        expect(await handle.getAttribute('aria-expanded')).toBe('true');
      }
      await page.locator('[data-action="toggle-log"]').click();
      await snap('4-log-open');
      await page.locator('[data-action="toggle-log"]').click();

      await press(page, page.locator('[data-action="end-phase"]'), touch);
      await page.locator('[data-testid="turn-summary"]').waitFor({ timeout: 120_000 });
      await snap('5-summary');
      // 48.3: on a narrow screen each fact's name stands above its value, not in a squeezed column beside it.
      if (size.width <= 560) {
        const beside = await page.evaluate(
          () =>
            [...document.querySelectorAll('[data-testid="turn-summary"] .facts dt')].filter((dt) => {
              const dd = dt.nextElementSibling!;
              return dd.getBoundingClientRect().top < dt.getBoundingClientRect().bottom - 1;
            }).length,
        );
        expect(beside, `${tag}: facts beside their names`).toBe(0);
      }
      await closeSummary(page);
      await waitPhase(page, 'Federal Ship Placement');
      await snap('6-placement');
      await press(page, page.locator('[data-action="end-phase"]'), touch);
      await page.waitForFunction(
        () => /Federal Movement|Blockade declarations/.test(document.querySelector('[data-testid="phase"]')?.textContent ?? ''),
        null,
        { timeout: 60_000 },
      );
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  for (const size of SIZES.filter(isPhone)) {
    const tag = `${size.width}x${size.height}-confederate`;
    it(`Confederate record at ${tag}: written and sealed by touch`, async () => {
      const { page, errors } = await openGame(game.browser(), game.base(), { viewport: size, touch: true });
      const snap = async (name: string) => {
        await settled(page);
        await page.screenshot({ path: resolve(OUT, `${tag}-${name}.png`) });
        expect(await layoutProblems(page), `${tag} ${name}`).toEqual([]);
      };
      await page.getByText('Weak Beginning', { exact: true }).tap();
      await page.locator('input[name="mode"][value="solitaire-confederate"]').tap();
      await page.getByRole('button', { name: 'Start', exact: true }).tap();
      await mapReady(page);
      await page.waitForSelector('[data-action="seal"]');
      await snap('1-record-empty');
      const leave = page.locator('[data-step="leave"]:not([disabled])');
      if (await leave.count()) await press(page, leave.first(), true);
      await press(page, page.locator('.chips button[data-area]').first(), true);
      await snap('2-record-written');
      await press(page, page.locator('[data-action="seal"]'), true);
      await page.locator('[data-testid="turn-summary"]').waitFor({ timeout: 120_000 });
      await snap('3-summary');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

/** What the game now asks of the Federal player at the device (null: nothing yet, the AI or a playback is busy). */
function nextAsk(page: Page): Promise<'victory' | 'summary' | 'decision' | 'movement' | 'placement' | 'europe'> {
  return page
    .waitForFunction(
      () => {
        if (document.querySelector('[data-testid="victory"]')) return 'victory';
        if (document.querySelector('[data-testid="turn-summary"]')) return 'summary';
        if (document.querySelector('.modal.panel-modal [data-choice]')) return 'decision';
        if (document.querySelector('.playback') || !document.querySelector('.side-body [data-action="end-phase"]')) return null;
        const phase = document.querySelector('[data-testid="phase"]')?.textContent ?? '';
        return /Movement/.test(phase) ? 'movement' : /Placement/.test(phase) ? 'placement' : /Blockade declarations/.test(phase) ? 'europe' : null;
      },
      null,
      { timeout: 120_000 },
    )
    .then((h) => h.jsonValue() as Promise<'victory' | 'summary' | 'decision' | 'movement' | 'placement' | 'europe'>);
}

describe('35.1: a whole game by touch on a phone', () => {
  it('plays a Weak Beginning as the Federal at 390x844 with taps, from the start screen to the debrief', { timeout: 900_000 }, async () => {
    const size = { width: 390, height: 844 };
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: size, touch: true });
    const { loadGameData } = await import('../src/data/load');
    const { bundledRaw } = await import('../src/data/bundled');
    const { adjacent } = await import('../src/engine/queries');
    const data = loadGameData(bundledRaw());
    const seen = new Set<string>();
    /** The first time each kind of screen shows: a picture, and the layout checked. */
    const firstSnap = async (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      await settled(page);
      await page.screenshot({ path: resolve(OUT, `game-390x844-${name}.png`) });
      expect(await layoutProblems(page), `390x844 ${name}`).toEqual([]);
    };
    await page.getByText('Weak Beginning', { exact: true }).tap();
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await mapReady(page);

    /** Moves one ship a step, by taps on its name and on a neighbouring area the map shows uncovered; false if none could. */
    const moveOne = async (): Promise<boolean> => {
      const rows = page.locator('.side-body tr[data-ship][data-done="false"]');
      for (let r = 0; r < Math.min(await rows.count(), 4); r++) {
        const row = rows.nth(r);
        const ship = (await row.getAttribute('data-ship'))!;
        const from = (await row.locator('td').nth(1).innerText()).trim();
        if (!/^0\//.test(await row.locator('td').nth(2).innerText())) continue;
        await press(page, page.locator(`[data-pick="${ship}"]`), true);
        for (const to of adjacent(data, from)) {
          // Where its label is, the map itself must be on top (not the sheet, a track box or a button).
          const spot = await areaOnScreen(page, to);
          const at = spot?.free ? [spot.x, spot.y] : null;
          if (!at) continue;
          await page.touchscreen.tap(at[0]!, at[1]!);
          const planned = await page
            .waitForFunction((want) => document.querySelector('[data-testid="mover"]')?.textContent?.includes(want), `${from} › ${to}`, { timeout: 3000 })
            .then(() => true)
            .catch(() => false);
          if (!planned) {
            // The tap planned something else (or nothing): start the ship's path afresh.
            await press(page, page.locator(`[data-pick="${ship}"]`), true);
            await press(page, page.locator(`[data-pick="${ship}"]`), true);
            continue;
          }
          await firstSnap('2-path-planned');
          await press(page, page.locator('[data-action="move"]'), true);
          // 4.1: the log (closed on a phone: its text, not its shown lines) has the move.
          await expect.poll(() => page.locator('[data-testid="log"]').textContent()).toContain(`moves ${to} (`);
          return true;
        }
        await press(page, page.locator(`[data-pick="${ship}"]`), true); // unselect
      }
      return false;
    };

    const count = { movement: 0, moved: 0, placement: 0, selected: 0, europe: 0, decision: 0, summary: 0 };
    let instant = false;
    // A Weak Beginning is 4 Game Turns (13.2): a few asks each. Bounded by steps, never by time.
    for (let step = 0; step < 80; step++) {
      const ask = await nextAsk(page);
      if (ask === 'victory') break;
      count[ask]++;
      await firstSnap(`1-${ask}`);
      switch (ask) {
        case 'movement':
          if (await moveOne()) count.moved++;
          await press(page, page.locator('.side-body [data-action="end-phase"]'), true);
          // The Activity Phase plays back: once at its fastest, which the game remembers.
          if (!instant) {
            const fast = page.locator('.playback [data-speed="instant"]');
            await fast.waitFor({ timeout: 60_000 }).catch(() => {});
            if (await fast.isVisible()) {
              await firstSnap('3-playback');
              await fast.tap();
              instant = true;
            }
          }
          break;
        case 'placement': {
          const pick = page.locator('.side-body button[data-select]:not([disabled])');
          if (await pick.count()) {
            await press(page, pick.first(), true);
            count.selected++;
          }
          await press(page, page.locator('.side-body [data-action="end-phase"]'), true);
          break;
        }
        case 'europe':
          await press(page, page.locator('.side-body [data-action="end-phase"]'), true);
          break;
        case 'decision':
          await press(page, page.locator('.modal.panel-modal [data-choice]').first(), true);
          break;
        case 'summary':
          await page.getByRole('button', { name: 'Continue', exact: true }).tap();
          await page.locator('[data-testid="turn-summary"]').waitFor({ state: 'detached' });
          break;
      }
    }
    const victory = page.locator('[data-testid="victory"]');
    expect(await victory.count(), 'the game ended within the steps').toBe(1);
    expect(await victory.innerText()).toContain('Weak Beginning (13.2)');
    expect(count.summary, 'four turn summaries (13.2: four Game Turns)').toBe(4);
    expect(count.movement).toBeGreaterThanOrEqual(4);
    expect(count.moved, 'a ship moved by taps every turn').toBe(count.movement);
    await firstSnap('4-victory');
    await page.getByRole('button', { name: 'Debrief', exact: true }).tap();
    await page.waitForFunction(() => document.querySelector('[data-testid="debrief"]')?.getAttribute('data-charts') === 'drawn', null, { timeout: 60_000 });
    await firstSnap('5-debrief');
    await page.locator('[data-action="close-debrief"]').tap();
    await waitPhase(page, 'Game over');
    await firstSnap('6-game-over');
    // The replay, from the Menu when the bar has folded its button away.
    const replayInBar = page.locator('.topbar [data-action="replay"]');
    if (await replayInBar.isVisible()) await replayInBar.tap();
    else {
      await page.locator('.topbar [data-action="menu"]').tap();
      await page.locator('.menu-modal').getByRole('button', { name: 'Replay the game', exact: true }).tap();
    }
    await page.locator('[data-action="replay-close"]').waitFor({ timeout: 60_000 });
    await firstSnap('7-replay');
    await page.locator('[data-action="replay-close"]').tap();
    await waitPhase(page, 'Game over');
    console.log(`whole game by touch: ${JSON.stringify(count)}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

// Issue 48.4: a game played online, at the four sizes a player brings (a phone held either way,
// a laptop, a desktop). Its top bar holds more than the others (the clocks, the relay's state,
// the game's hash, Chat, Watch again): at 1280 px it once pushed Menu and End movement off the
// window. Both sides of a real relay game are looked at: the Federal with the move, the
// Confederate waiting on it.
const ONLINE_SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
describe('48.4: a game played online at phone, laptop and desktop sizes', () => {
  let dist = '';
  beforeAll(async () => {
    dist = await buildForRelay('e2e-screens-online-dist');
  });
  it('both sides fit the window at each size: no overflow, every control inside it, End movement and Menu pressable', async () => {
    const relay = await startRelayServer(dist);
    try {
      const { con, fed } = await nearEndOnline(game.browser(), relay.base);
      await expect.poll(() => con.page.locator('[data-testid="carrier"]').innerText(), { timeout: 30_000 }).toMatch(/Relay online/);
      const problems: Record<string, string[]> = {};
      for (const size of ONLINE_SIZES) {
        const tag = `${size.width}x${size.height}-online`;
        for (const [who, page] of [
          ['federal', fed.page],
          ['confederate', con.page],
        ] as const) {
          await page.setViewportSize(size);
          await settled(page);
          // The bar folds its tools as it is resized: wait for the fold to settle.
          await page.waitForTimeout(300);
          await page.screenshot({ path: resolve(OUT, `${tag}-${who}.png`) });
          const found = await layoutProblems(page);
          // Menu is never folded and stays wholly in the window.
          const menu = await page.locator('.topbar [data-action="menu"]').boundingBox();
          if (!menu || menu.x < 0 || menu.x + menu.width > size.width) found.push('Menu is not wholly in the window');
          if (found.length) problems[`${tag} ${who}`] = found;
        }
        // The side with the move can bring End movement into view and find it uncovered.
        const end = fed.page.locator('.side-body [data-action="end-phase"]');
        if (isPhone(size) && (await fed.page.locator('[data-action="sheet"]').getAttribute('aria-expanded')) === 'false')
          await fed.page.locator('[data-action="sheet"]').click();
        await settled(fed.page);
        await end.scrollIntoViewIfNeeded();
        const box = await end.boundingBox();
        expect(box, `${tag}: End movement shown`).not.toBeNull();
        if (!(box!.x >= 0 && box!.x + box!.width <= size.width && box!.y + box!.height <= size.height))
          (problems[`${tag} federal`] ??= []).push('End movement outside the window');
      }
      // Every size looked at before the verdict: all the problems at once.
      expect(problems).toEqual({});
      expect(fed.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      expect(con.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      await fed.page.context().close();
      await con.page.context().close();
    } finally {
      await relay.close();
    }
  });
});

// Issue 48.3: a phone's start screen and settings. The bar kept in sight at the foot of the start
// screen took a third of a phone's height; the Settings button and the check boxes were smaller
// than a finger (44px, WCAG 2.5.5).
describe('48.3: the start screen and the settings on a phone', () => {
  /** The controls smaller than a finger: buttons, fields and lists, and the labels round check boxes and radio buttons. */
  const small = (page: Page, within: string) =>
    page.evaluate((sel) => {
      const out: string[] = [];
      for (const el of document.querySelectorAll(`${sel} :is(button, select, input, textarea)`)) {
        if (!el.checkVisibility({ visibilityProperty: true })) continue;
        // A check box, a radio button or a hidden file field is pressed through its label.
        const viaLabel = el.matches('input[type="checkbox"], input[type="radio"], input.visually-hidden');
        const box = viaLabel ? ((el as HTMLInputElement).labels?.[0] ?? el.closest('label') ?? el) : el;
        const r = box.getBoundingClientRect();
        if (r.height < 44 - 0.5 || r.width < 44 - 0.5)
          out.push(
            `${el.tagName.toLowerCase()}[${el.getAttribute('data-action') ?? el.getAttribute('name') ?? ''}] "${(box.textContent ?? '').trim().slice(0, 24)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
          );
      }
      return out;
    }, within);
  for (const size of [
    { width: 390, height: 844 },
    { width: 844, height: 390 },
  ]) {
    const tag = `${size.width}x${size.height}`;
    it(`at ${tag}: a slim Start bar in sight, and targets a finger can hit`, async () => {
      const { page, errors } = await openGame(game.browser(), game.base(), { viewport: size, touch: true });
      await page.screenshot({ path: resolve(OUT, `${tag}-start-phone.png`) });
      // What stays in sight at the foot while the page scrolls: a fifth of the screen at most.
      const kept = await page.evaluate(() =>
        [...document.querySelectorAll('.start-screen *')]
          .filter((el) => ['sticky', 'fixed'].includes(getComputedStyle(el).position) && el.getBoundingClientRect().height > 0)
          .reduce((n, el) => n + el.getBoundingClientRect().height, 0),
      );
      expect(kept, `${tag}: height kept in sight`).toBeLessThanOrEqual(size.height * 0.2);
      // Start is in sight at once, and every other action can be scrolled to.
      const start = await page.locator('[data-action="start"]').boundingBox();
      expect(start!.y + start!.height).toBeLessThanOrEqual(size.height);
      expect(await layoutProblems(page), `${tag} start screen`).toEqual([]);
      expect(await small(page, '.start-screen'), `${tag}: start screen targets`).toEqual([]);
      await page.locator('[data-action="settings"]').tap();
      await page.locator('[data-testid="settings"]').waitFor();
      await page.screenshot({ path: resolve(OUT, `${tag}-settings-phone.png`) });
      expect(await small(page, '[data-testid="settings"]'), `${tag}: settings targets`).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
