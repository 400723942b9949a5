// Live decisions online (issue 46.2): two Chromium contexts hold the two sides of a Weak Beginning
// played through the real relay with "Live decisions" on, at the Federal Movement of Game Turn 1
// (the Confederate's seal made by a bot through the same client and relay, seed live-online-8).
// The Federal ends his movement; in the Activity Phase each decision goes to the page of the side
// it belongs to, over the relay, and that player answers it there: the Federal's search (6.1),
// the spotted Sumter's fight (6.13), the Federal ship's choice to engage (6.13). Each answer opens
// its own dice segment (docs/remote-play.md), so every answer is a round of messages.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, shot } from './helpers';
import { federalMovementOnline } from './onlineSides';
import { RELAY_BACKENDS, buildForRelay, startRelayServer } from './relayServer';

let browser: Browser;
let dist = '';
beforeAll(async () => {
  dist = await buildForRelay('e2e-online-live-dist');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const whoseMove = (page: Page) => page.locator('[data-testid="whose-move"]').innerText();
const pageErrors = (errors: string[]) => errors.filter((e) => !e.includes('/favicon.ico'));
const ANSWER: Record<string, string> = { search: 'search', spotted: 'fight', avoid: 'engage' };

/** The decision shown on a page now, as "kind", or null: read from its choices. */
async function decisionOn(page: Page): Promise<string | null> {
  const dialog = page.locator('.panel.decision');
  if (!(await dialog.isVisible().catch(() => false))) return null;
  const choices = await dialog.locator('[data-choice]').evaluateAll((b) => b.map((x) => (x as HTMLElement).dataset.choice ?? ''));
  if (choices.includes('search')) return 'search';
  if (choices.includes('fight')) return 'spotted';
  if (choices.includes('engage')) return 'avoid';
  return choices.length ? 'other' : null;
}

// One backend (the embedded database): the relay only carries the messages, tested on each backend elsewhere.
const backend = RELAY_BACKENDS[0]!;

describe(`live decisions online (${backend.name})`, () => {
  it('each decision is asked in the page of its own side and answered there', async () => {
    const relay = await startRelayServer(dist, backend.databaseUrl);
    try {
      const { con, fed } = await federalMovementOnline(browser, relay.base, 'live-online-8', (turn) => turn === 1, { options: { liveDecisions: true } });
      for (const p of [fed.page, con.page])
        await expect.poll(() => p.locator('[data-testid="carrier"]').innerText(), { timeout: 30_000 }).toMatch(/Relay online/);
      await expect.poll(() => whoseMove(fed.page)).toBe('Your move');
      // Live decisions: the Federal has no standing orders to set.
      expect(await fed.page.locator('[data-testid="federal-orders"]').count()).toBe(0);
      await fed.page.locator('[data-action="end-phase"]').click();

      const asked: string[] = [];
      const pages = { federal: fed.page, confederate: con.page } as const;
      for (let i = 0; i < 600 && asked.length < 3; i++) {
        for (const [side, p] of Object.entries(pages) as ['federal' | 'confederate', Page][]) {
          const kind = await decisionOn(p);
          if (!kind) continue;
          asked.push(`${side}:${kind}`);
          // The other page waits on this player meanwhile.
          const other = side === 'federal' ? con.page : fed.page;
          await expect.poll(() => whoseMove(other), { timeout: 30_000 }).toMatch(side === 'federal' ? /The Federal's move/ : /The Confederate's move/);
          await shot(p, `online-live-${side}-${kind}`);
          await p.locator(`.panel.decision [data-choice="${ANSWER[kind] ?? ''}"]`).click();
          await p
            .locator('.panel.decision')
            .waitFor({ state: 'detached', timeout: 60_000 })
            .catch(() => undefined);
        }
        await fed.page.waitForTimeout(250);
      }
      expect(asked).toEqual(['federal:search', 'confederate:spotted', 'federal:avoid']);
      // Both logs hold each answer, in the same words.
      for (const p of [fed.page, con.page])
        await expect
          .poll(() => p.locator('[data-testid="log"]').innerText(), { timeout: 60_000 })
          .toMatch(/Federal decision \(search\): search[\s\S]*Confederate decision \(spotted\): fight[\s\S]*Federal decision \(avoid\): engage/);
      expect(pageErrors(con.errors)).toEqual([]);
      expect(pageErrors(fed.errors)).toEqual([]);
      await con.page.context().close();
      await fed.page.context().close();
    } finally {
      await relay.close();
    }
  });
});
