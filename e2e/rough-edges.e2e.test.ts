// Issue 35.5, the rough edges of the screens: the log shows its newest line (it stayed on GT 1),
// "Continue" on the start screen reads as a button, the Saves dialog lists the games kept by
// autosave, the hot-seat passphrase form puts each label beside its field. Screenshots go to
// test-results/screens/.

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { areaPoint, mapReady, openGame, ROOT, saveAt, useGame, waitPhase } from './helpers';

const game = useGame();
const OUT = resolve(ROOT, 'test-results/screens');
mkdirSync(OUT, { recursive: true });
const SIZE = { width: 1280, height: 800 };

/** How far the log's list is from showing its last line (0: the newest line is in view), and its height. */
const logGap = (page: Page) =>
  page.evaluate(() => {
    const l = document.querySelector<HTMLElement>('[data-testid="log"]')!;
    return { gap: l.scrollHeight - l.scrollTop - l.clientHeight, height: l.clientHeight, lines: l.children.length };
  });

describe('35.5: rough edges of the screens', () => {
  it('the log shows its newest line after a resume and as play goes on', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: SIZE });
    const save = await saveAt({
      scenario: 'weak-beginning',
      seed: 'log-scroll-1',
      mode: 'solitaire',
      bots: 'random',
      name: 'GT 3',
      stop: (s) => s.turn === 3 && s.phase === 'federalMovement',
    });
    await page.locator('[data-action="saves"]').click();
    await page.locator('[data-testid="import-file"]').setInputFiles({ name: 'gt3.json', mimeType: 'application/json', buffer: Buffer.from(save) });
    await mapReady(page);
    await waitPhase(page, 'GT 3 · Federal Movement');
    await page.waitForTimeout(300);
    let log = await logGap(page);
    expect(log.lines).toBeGreaterThan(20);
    expect(log.height).toBeGreaterThan(20);
    expect(log.gap, 'the log is scrolled away from its newest line').toBeLessThan(2);
    await page.screenshot({ path: resolve(OUT, 'log-newest-gt3.png') });
    // A reload resumes the game: the log opens on its newest line again.
    await page.reload();
    await mapReady(page);
    await page.waitForTimeout(300);
    expect((await logGap(page)).gap).toBeLessThan(2);
    // Play goes on: the Confederate Activity is played back, the log grows and follows.
    await page.locator('[data-action="end-phase"]').click();
    await page.locator('.playback').waitFor();
    await page.locator('[data-speed="instant"]').click();
    await page.locator('[data-testid="turn-summary"]').waitFor({ timeout: 120_000 });
    log = await logGap(page);
    expect(log.gap).toBeLessThan(2);
    expect(await page.locator('[data-testid="log"] .log-turn').last().innerText()).toMatch(/Game Turn [34]/);
    await page.screenshot({ path: resolve(OUT, 'log-newest-after-playback.png') });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // The reader wheels the log up, and new lines come in the same moment, before the browser's
    // scroll event (a frame later): the log stays where the reader put it.
    const at = await page.evaluate(() => {
      const l = document.querySelector<HTMLElement>('[data-testid="log"]')!;
      l.dispatchEvent(new WheelEvent('wheel', { deltaY: -100_000, bubbles: true }));
      l.scrollTop = 0;
      document.querySelector<HTMLElement>('[data-action="end-phase"]')!.click();
      return { top: l.scrollTop, lines: l.children.length };
    });
    expect(at.top).toBe(0);
    await expect.poll(async () => (await logGap(page)).lines).toBeGreaterThan(log.lines);
    expect(await page.evaluate(() => document.querySelector<HTMLElement>('[data-testid="log"]')!.scrollTop)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('"Continue" reads as a button; the Saves dialog lists the autosave; the passphrase form keeps label and field on one line', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: SIZE });
    await page.getByText('Weak Beginning', { exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await mapReady(page);
    await page.locator('[data-action="menu"]').click();
    await page.getByRole('button', { name: 'Leave the game', exact: true }).click();
    const row = page.locator('[data-testid="recent-games"] tr').first();
    await row.waitFor();
    const look = await row.locator('[data-action="continue"]').evaluate((b) => {
      const s = getComputedStyle(b),
        bg = getComputedStyle(document.querySelector('.recent-games')!);
      return { bg: s.backgroundColor, color: s.color, panel: bg.backgroundColor };
    });
    // Brass on the dark panel, dark text: a button, not text.
    expect(look.bg).toBe('rgb(217, 169, 87)');
    expect(look.color).not.toBe(look.bg);
    await page.locator('.recent-games').screenshot({ path: resolve(OUT, 'start-continue.png') });

    await page.locator('[data-action="saves"]').click();
    await expect.poll(() => page.locator('[data-testid="autosaves-list"] tr').count()).toBe(1);
    expect(await page.locator('[data-testid="saves-list"]').innerText()).not.toContain('No saved games yet');
    await page.screenshot({ path: resolve(OUT, 'saves-dialog-autosave.png') });
    await page.keyboard.press('Escape');

    await page.getByText('Hot-seat', { exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const form = page.locator('[data-testid="choose-passphrase"]');
    await form.waitFor();
    for (const [label, field] of [
      ['Passphrase', 'passphrase'],
      ['Type it again', 'passphrase-again'],
    ] as const) {
      const a = (await form.locator('.field span', { hasText: label }).boundingBox())!;
      const b = (await form.locator(`[data-testid="${field}"]`).boundingBox())!;
      expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)), label).toBeLessThan(4);
      expect(b.x).toBeGreaterThan(a.x + a.width);
    }
    await page.screenshot({ path: resolve(OUT, 'passphrase-form.png') });
    await form.locator('[data-action="cancel"]').click();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('map: a pan or a zoom takes the hover card away; the tracks fold away; an empty CSE box is only its title', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: SIZE });
    await page.getByText('Weak Beginning', { exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await mapReady(page);
    const card = page.locator('.tooltip');
    const hoverOn = async (area: string) => {
      const [x, y] = await areaPoint(page, area);
      await page.mouse.move(x, y);
      await page.mouse.move(x + 2, y + 2);
      await expect.poll(() => card.isVisible()).toBe(true);
      return [x, y] as const;
    };
    const [x, y] = await hoverOn('D16');
    await page.mouse.wheel(0, -400);
    await expect.poll(() => card.isVisible()).toBe(false);
    const [x2, y2] = await hoverOn('C12');
    await page.mouse.down();
    await page.mouse.move(x2 + 60, y2 + 40, { steps: 5 });
    await page.mouse.up();
    expect(await card.isVisible()).toBe(false);
    expect(x + y).toBeGreaterThan(0);
    // The tracks fold to the Game Turn alone, and unfold.
    const visibleBoxes = () => page.locator('.tracks .track-box:visible').count();
    expect(await visibleBoxes()).toBe(7);
    await page.locator('[data-action="fold-tracks"]').click();
    expect(await visibleBoxes()).toBe(1);
    expect(await page.locator('[data-action="fold-tracks"]').getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('0'); // the map's home view
    await page.waitForTimeout(400);
    await page.screenshot({ path: resolve(OUT, 'map-tracks-folded.png') });
    await page.locator('[data-action="fold-tracks"]').click();
    expect(await visibleBoxes()).toBe(7);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('map: the stacks at C9 and C15, where the game begins, leave the area labels readable', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: SIZE });
    await page.getByText('Weak Beginning', { exact: true }).click();
    await page.locator('input[name="mode"][value="solitaire-confederate"]').click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await mapReady(page);
    // Closer in, as a player reading those areas would look.
    const [cx, cy] = await areaPoint(page, 'C9');
    await page.mouse.move(cx, cy);
    for (let i = 0; i < 2; i++) {
      await page.mouse.wheel(0, -240);
      await page.waitForTimeout(80);
    }
    await page.waitForTimeout(600);
    for (const [area, ship] of [
      ['C9', 'powhatan'],
      ['C15', 'sumter'],
    ] as const) {
      const got = await page.evaluate(
        ([a, id]) => {
          const m = (
            window as unknown as {
              __seaDevilsGameMap: {
                inspect(): { camera: { zoom: number }; screenOf(a: string): [number, number] | null; counterScreenOf(id: string): [number, number] | null };
              };
            }
          ).__seaDevilsGameMap.inspect();
          return { zoom: m.camera.zoom, label: m.screenOf(a), stack: m.counterScreenOf(id) };
        },
        [area, ship] as const,
      );
      expect(got.label && got.stack, `${area} and the ${ship} are on the map`).toBeTruthy();
      // Screen sizes as the map draws them (WorldMap.counterScale, staticScene.labelScale): counters 30-62 px, labels 11-24 px.
      const counterHalf = Math.min(62, Math.max(30, 34 * got.zoom)) / 2 + 1;
      const labelPx = Math.min(24, Math.max(11, 13 * got.zoom));
      const labelHalfW = ((area.length + 2) * 0.62 * labelPx) / 2,
        labelHalfH = labelPx / 2;
      const dx = Math.abs(got.stack![0] - got.label![0]),
        dy = Math.abs(got.stack![1] - got.label![1]);
      expect(dx >= counterHalf + labelHalfW || dy >= counterHalf + labelHalfH, `the ${ship}'s stack clear of the ${area} label (dx ${dx}, dy ${dy})`).toBe(
        true,
      );
      const [x, y] = got.label!;
      await page.screenshot({
        path: resolve(OUT, `map-label-${area}.png`),
        clip: { x: Math.max(0, x - 150), y: Math.max(0, y - 110), width: 300, height: 220 },
      });
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("record editor: no Next chips after entering a port; Land Semmes with the Sumter's record; Semmes' raid reroll says which dice; nothing under the seal bar", async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: SIZE });
    await page.locator('input[name="mode"][value="solitaire-confederate"]').click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await mapReady(page);
    await page.locator('.notation').waitFor();
    // The Sumter starts in port (C15) with Semmes aboard: the chips offer the areas around.
    expect(await page.locator('[aria-label="Next areas"] .chip').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Land Semmes' }).count()).toBe(1);
    await page.locator('.notation').fill('leave > C10 > port:S');
    await page.waitForTimeout(300);
    expect(await page.locator('[aria-label="Next areas"]').count()).toBe(0);
    // Which raid dice Semmes rerolls: "1 only" is kept in the record's standing orders.
    const sel = page.locator('[data-testid="semmes-raid-at-most"]');
    expect(await sel.inputValue()).toBe('2');
    await sel.selectOption('1');
    expect(await page.locator('[data-testid="semmes-raid-at-most"]').inputValue()).toBe('1');
    // Scrolled to the bottom, the blockade box is not under the sticky seal bar.
    await page.locator('.side-body').evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await page.waitForTimeout(200);
    const box = page.locator('[data-semmes="blockade"]');
    const covered = await box.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top !== el && !(top instanceof HTMLLabelElement && top.contains(el));
    });
    expect(covered, 'the blockade reroll box is under the seal bar').toBe(false);
    await page.screenshot({ path: resolve(OUT, 'record-editor-semmes.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('comparison: a verdict per scenario, the results first, the scenario headers in view while scrolling', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: SIZE });
    await page.locator('[data-action="compare"]').click();
    await page.waitForSelector('.compare-screen');
    await page.waitForFunction(() => !!document.querySelector('[data-testid="compare-status"]')?.textContent);
    await page.locator('select[name="games"]').selectOption('10');
    const before = await page.evaluate(() => document.body.dataset.compareDone ?? '');
    await page.locator('[data-action="compare-run"]').click();
    await page.waitForFunction((b) => (document.body.dataset.compareDone ?? '') !== b, before, { timeout: 150_000 });
    const verdicts = await page.locator('.cmp-verdict').allInnerTexts();
    expect(verdicts).toHaveLength(5);
    for (const v of verdicts) expect(v).toMatch(/^(favours the (Confederate|Federal): \d+% wins|even: \d+% wins each), [+−±]\d+ net VP$/);
    const titles = await page.locator('.cmp-row-title h3').allInnerTexts();
    expect(titles.indexOf('Victory level')).toBeGreaterThan(-1);
    expect(titles.indexOf('Victory level')).toBeLessThan(titles.indexOf('Starting levels'));
    // Scrolled well down, the headers are still at the top of the screen, under its bar.
    const scrolled = await page.locator('.compare-screen').evaluate((el) => {
      el.scrollTop = 1500;
      if (el.scrollTop === 0) document.scrollingElement!.scrollTop = 1500; // the page itself scrolls
      return el.scrollTop || document.scrollingElement!.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(1000);
    await page.waitForTimeout(200);
    const head = (await page.locator('.cmp-head').first().boundingBox())!;
    expect(head.y).toBeGreaterThanOrEqual(0);
    expect(head.y).toBeLessThan(120);
    await page.screenshot({ path: resolve(OUT, 'compare-sticky-verdict.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('comparison at 390x844: the grid scrolls sideways in its own box, the page does not, each scenario column is readable', async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: { width: 390, height: 844 }, touch: true });
    await page.locator('[data-action="compare"]').tap();
    await page.waitForSelector('.compare-screen');
    await page.waitForFunction(() => !!document.querySelector('[data-testid="compare-status"]')?.textContent);
    await page.locator('select[name="games"]').selectOption('10');
    const before = await page.evaluate(() => document.body.dataset.compareDone ?? '');
    await page.locator('[data-action="compare-run"]').tap();
    await page.waitForFunction((b) => (document.body.dataset.compareDone ?? '') !== b, before, { timeout: 150_000 });
    const measure = () =>
      page.evaluate(() => {
        const grid = document.querySelector<HTMLElement>('.cmp-grid')!;
        const screen = document.querySelector<HTMLElement>('.compare-screen')!;
        const heads = [...grid.querySelectorAll('.cmp-head')].map((e) => e.getBoundingClientRect());
        // A cell whose own content is wider than it is clipped (the grid scrolls, a cell does not).
        const squeezed = [...grid.querySelectorAll<HTMLElement>('.cmp-cell')].filter((c) => c.scrollWidth > c.clientWidth + 1).length;
        return {
          page: document.scrollingElement!.scrollWidth,
          screen: screen.scrollWidth - screen.clientWidth,
          grid: { overflowX: getComputedStyle(grid).overflowX, scroll: grid.scrollWidth, client: grid.clientWidth, right: grid.getBoundingClientRect().right },
          narrowest: Math.min(...heads.map((r) => r.width)),
          headTop: heads[0]!.top - grid.getBoundingClientRect().top,
          squeezed,
        };
      });
    let m = await measure();
    await page.screenshot({ path: resolve(OUT, 'compare-390x844.png') });
    // The outer screen scrolled to its end: the whole grid box is in the window.
    await page.locator('.compare-screen').evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    const box = (await page.locator('.cmp-grid').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: resolve(OUT, 'compare-390x844-grid.png') });
    expect(m.page, 'the page is no wider than the window').toBeLessThanOrEqual(390);
    expect(m.screen, 'the screen does not scroll sideways').toBeLessThanOrEqual(1);
    expect(m.grid.right).toBeLessThanOrEqual(390);
    expect(m.narrowest, 'a scenario column is wide enough to read').toBeGreaterThanOrEqual(240);
    expect(m.grid.overflowX).toBe('auto');
    expect(m.grid.scroll).toBeGreaterThan(m.grid.client);
    expect(m.squeezed, 'cells whose content is cut off').toBe(0);
    // Scrolled down and across inside the grid: the scenarios' headers stay at its top.
    await page.locator('.cmp-grid').evaluate((g) => {
      g.scrollTop = 1200;
      g.scrollLeft = g.scrollWidth;
    });
    await page.waitForTimeout(200);
    m = await measure();
    expect(Math.abs(m.headTop), 'the headers stay at the top of the grid').toBeLessThan(2);
    await page.screenshot({ path: resolve(OUT, 'compare-390x844-scrolled.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("tutorial: the callouts keep clear of what they describe, and the opponent's steps stay long enough to read", async () => {
    const { page, errors } = await openGame(game.browser(), game.base(), { viewport: SIZE });
    await page.locator('[data-action="tutorial-confederate"]').click();
    await mapReady(page);
    const state = () =>
      page.evaluate(() => {
        const c = document.querySelector<HTMLElement>('[data-testid="tutorial"]');
        const ring = document.querySelector<HTMLElement>('.tutorial-ring');
        return c
          ? {
              step: c.dataset.step ?? '',
              target: ring && !ring.hidden ? (ring.dataset.target ?? '') : '',
              callout: c.getBoundingClientRect().toJSON() as DOMRect,
            }
          : null;
      });
    const clearOf = async (sel: string) => {
      const c = (await state())!.callout;
      const b = (await page.locator(sel).first().boundingBox())!;
      return c.x + c.width <= b.x || b.x + b.width <= c.x || c.y + c.height <= b.y || b.y + b.height <= c.y;
    };
    // When each step came up, timed in the page itself (a test's polling is late by its own load).
    await page.evaluate(() => {
      const w = window as unknown as { __steps: { step: string; t: number }[] };
      w.__steps = [];
      let last = '';
      const note = () => {
        const step = document.querySelector<HTMLElement>('[data-testid="tutorial"]')?.dataset.step ?? '';
        if (step && step !== last) w.__steps.push({ step, t: performance.now() });
        last = step || last;
      };
      note();
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-step'] });
    });
    const checked: string[] = [];
    let last = '';
    // Bounded by count (the lesson's steps), not by time.
    for (let i = 0; i < 1500; i++) {
      const s = await state();
      if (!s) {
        await page.waitForTimeout(200);
        continue;
      }
      if (s.step !== last) {
        last = s.step;
        await page.waitForTimeout(400);
        continue;
      }
      if (s.step === 'record' && !checked.includes('record')) {
        expect(await clearOf('.record'), "the record step's callout covers the editor").toBe(true);
        checked.push('record');
        await page.screenshot({ path: resolve(OUT, 'tutorial-record.png') });
      }
      if (s.step === 'escape' && s.target.includes('escape')) {
        expect(await clearOf('.panel-modal .modal-card'), "the escape step's callout covers the panel and its odds").toBe(true);
        await page.screenshot({ path: resolve(OUT, 'tutorial-escape.png') });
        break;
      }
      if (s.step === 'welcome' || s.step === 'sumter') {
        await page.locator('[data-action="tutorial-next"]').click();
        continue;
      }
      if (s.step === 'record' && s.target) {
        // The ring may still point at the control just used (disabled now) until the lesson moves on.
        const target = page.locator(s.target).first();
        if (await target.isEnabled()) await target.click();
        await page.waitForTimeout(150);
        continue;
      }
      await page.waitForTimeout(200);
    }
    expect(checked).toEqual(['record']);
    // "The Federal moves" stayed at least 3 s before the opponent's move took the lesson on.
    const steps = await page.evaluate(() => (window as unknown as { __steps: { step: string; t: number }[] }).__steps);
    const at = steps.findIndex((x) => x.step === 'federal-moves');
    expect(at, `steps seen: ${steps.map((x) => x.step).join(', ')}`).toBeGreaterThanOrEqual(0);
    expect(steps[at + 1], 'the lesson moved on from "The Federal moves"').toBeDefined();
    expect(steps[at + 1]!.t - steps[at]!.t).toBeGreaterThanOrEqual(3000);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
