// Installable, and offline after the first visit (issue 49.2; README "Offline and installed"):
// the page served by `npm start`'s server has a manifest Chromium finds installable; once its
// service worker has kept the build, the network is cut (context.setOffline) and the page still
// opens, plays a solitaire turn, opens a saved game, runs a small comparison in its Web Workers
// and opens the tutorial, while the start screen says Open games need the network. A second test
// serves a changed build on the same address: the page offers the new version, and a click on
// Reload runs it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { ROOT, VIEW, chromiumPath, closeSummary, launch, mapReady, openGame, saveAt, shot, waitPhase } from './helpers';
import { buildForRelay, startRelayServer } from './relayServer';

let browser: Browser;
let dist = '';

beforeAll(async () => {
  dist = await buildForRelay('e2e-offline-dist');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The service worker has kept the whole build (it registers once the start screen has been up a few seconds). */
const offlineReady = (page: Page) => page.waitForFunction(() => document.body.dataset.offlineReady === 'true', null, { timeout: 120_000 });

/** The entry script the page runs (its name changes with the build). */
const entry = (page: Page) => page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"]')?.src ?? '');

describe('installable, and offline after the first visit', () => {
  it('after the first visit, with the network cut: a solitaire turn, a saved game, a comparison and the tutorial', async () => {
    const relay = await startRelayServer(dist);
    try {
      // Installable: Chromium reads the manifest and its icons and finds nothing missing (in a
      // profile of its own: a test's usual context is incognito, where nothing installs).
      const profile = mkdtempSync(join(tmpdir(), 'sea-devils-install-'));
      const installing = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath(),
        args: ['--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--enable-unsafe-swiftshader'],
        viewport: VIEW,
      });
      try {
        const p = installing.pages()[0] ?? (await installing.newPage());
        await p.goto(relay.base);
        await p.waitForSelector('.start-screen', { timeout: 60_000 });
        const cdp = await installing.newCDPSession(p);
        const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
        expect(manifest.errors).toEqual([]);
        expect(manifest.url).toMatch(/manifest\.webmanifest$/);
        await offlineReady(p);
        const installability = async () =>
          ((await cdp.send('Page.getInstallabilityErrors' as 'Page.getAppManifest')) as unknown as { installabilityErrors: unknown[] }).installabilityErrors;
        await expect.poll(installability).toEqual([]);
      } finally {
        await installing.close();
        rmSync(profile, { recursive: true, force: true });
      }

      const { page, errors } = await openGame(browser, relay.base);
      await offlineReady(page);
      // Every file of the build is kept, the relay's answers none.
      const kept = await page.evaluate(async () => {
        const names = await caches.keys();
        const urls = (await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)))).flat();
        return { names, urls };
      });
      expect(kept.names).toHaveLength(1);
      expect(kept.urls).toContain('/index.html');
      expect(kept.urls.some((u) => /\/assets\/compareWorker-.*\.js$/.test(u))).toBe(true);
      expect(kept.urls.some((u) => u.includes('/relay/'))).toBe(false);

      // The network goes; the page comes back from this device.
      await page.context().setOffline(true);
      await page.reload();
      await page.waitForSelector('.start-screen', { timeout: 60_000 });
      expect(await page.locator('[data-testid="network-note"]').innerText()).toMatch(
        /works without a connection: solitaire, hot-seat, the tutorial, replays, saved games and the comparison\. Two players online and Open games need the network/,
      );
      await expect
        .poll(() => page.locator('[data-testid="open-games-status"]').innerText(), { timeout: 60_000 })
        .toMatch(/^Offline: open games need the network/);
      await shot(page, 'offline-start-screen');

      // A solitaire turn: Weak Beginning as the Federal against the raider AI.
      await page.locator('.start-form').getByText('Weak Beginning', { exact: true }).click();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await mapReady(page);
      await waitPhase(page, 'GT 1 · Federal Movement');
      await page.locator('[data-pick="powhatan"]').click();
      await page.locator('.chip.area[data-area="C11"]').click();
      await page.locator('[data-action="move"]').click();
      await expect.poll(() => page.locator('[data-testid="log"]').innerText()).toContain('Powhatan moves C11');
      await page.locator('[data-action="end-phase"]').click();
      await closeSummary(page);
      await waitPhase(page, 'GT 2');
      await shot(page, 'offline-solitaire-turn2');

      // A saved game, opened from a file through the saves dialog.
      const save = await saveAt({
        scenario: 'weak-beginning',
        seed: 'offline-save',
        mode: 'solitaire',
        bots: 'random',
        name: 'Offline',
        stop: (s) => s.turn === 3 && s.phase === 'federalMovement',
      });
      await page.locator('[data-action="saves"]').click();
      await page.locator('[data-testid="import-file"]').setInputFiles({ name: 'offline.json', mimeType: 'application/json', buffer: Buffer.from(save) });
      await mapReady(page);
      await waitPhase(page, 'GT 3 · Federal Movement');

      // A small comparison, its games played in the Web Workers the cache holds.
      await page.locator('[data-action="menu"]').click();
      await page.getByRole('button', { name: 'Leave the game', exact: true }).click();
      await page.locator('[data-action="compare"]').click();
      await page.waitForSelector('.compare-screen');
      for (const box of await page.locator('input[name="scenario"]').all())
        if ((await box.isChecked()) !== ((await box.getAttribute('value')) === 'weak-beginning')) await box.click();
      await page.locator('select[name="games"]').selectOption('10');
      await page.locator('[data-action="compare-run"]').click();
      await expect.poll(() => page.locator('[data-testid="compare-status"]').innerText(), { timeout: 150_000 }).toMatch(/^Done: 10 games/);
      await shot(page, 'offline-compare');

      // The tutorial.
      await page.locator('[data-action="compare-back"]').click();
      await page.locator('[data-action="tutorial-federal"]').click();
      await mapReady(page);
      await page.locator('[data-testid="tutorial"]').waitFor();

      // Nothing went wrong but the relay out of reach (the list of open games, the games online).
      expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e))).toEqual([]);
      await page.context().close();
    } finally {
      await relay.close();
    }
  });

  it('a new build served on the same address is offered, and Reload runs it', async () => {
    // The same game built again with one constant changed: other files, another worker.
    const next = resolve(ROOT, 'out', 'e2e-offline-next-dist');
    await build({
      root: ROOT,
      configFile: resolve(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      define: { __SEA_DEVILS_BUILD__: JSON.stringify('e2e-next-build') },
      build: { outDir: next, emptyOutDir: true },
    });
    const relay = await startRelayServer(dist);
    try {
      const { page, errors } = await openGame(browser, relay.base);
      await offlineReady(page);
      const first = await entry(page);
      expect(await page.locator('[data-testid="update-banner"]').count()).toBe(0);
      // The server now serves the new build; the page, reloaded, still runs the one it kept and offers the new one.
      await relay.kill();
      await relay.restart(next);
      await page.reload();
      await page.waitForSelector('.start-screen', { timeout: 60_000 });
      expect(await entry(page)).toBe(first);
      const banner = page.locator('[data-testid="update-banner"]');
      await banner.waitFor({ timeout: 120_000 });
      expect(await banner.innerText()).toMatch(/A new version of Sea Devils is ready\. Your games are saved; reload when it suits you\./);
      await shot(page, 'update-offered');
      await banner.locator('[data-action="update-reload"]').click();
      await expect.poll(() => entry(page), { timeout: 60_000 }).not.toBe(first);
      await page.waitForSelector('.start-screen', { timeout: 60_000 });
      expect(await page.locator('[data-testid="update-banner"]').count()).toBe(0);
      // One build kept beside the new one (a tab still open on it loads its later parts from there), no more.
      await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBeLessThanOrEqual(2);
      // Nothing went wrong but the server's absence while it changed builds.
      expect(errors.filter((e) => !/ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|Failed to load resource/.test(e))).toEqual([]);
      await page.context().close();
    } finally {
      await relay.close();
    }
  });
});
