// Issue 44.2, on each relay database: online, the Federal ends its movement and both pages play
// the Activity Phase back at once; the Confederate's no longer stays on "GT 1 · Federal Movement"
// until the Federal's next placement. Two Chromium contexts hold the two sides of a Weak
// Beginning at the Federal Movement of Game Turn 1 (the seal made by a bot through the same
// client and relay); the Federal ends its movement in its page, and nothing more is done.
// Issue 44.1: when the Confederate's page refuses the Federal's honest message (its own game was
// made to differ), neither page looks as if it waited: both say the game cannot go on, name the
// check, and export the game for a report.
// Issue 46.2, at the end of the file: live decisions online, on the same build: the Weak
// Beginning's Semmes, search, spotted and a Federal decision left to its time; a squadron fight
// in The Greyhounds are Loose with the Federal's stand (6.13) and damage choice (4.51).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Command } from '../src/engine/index';
import type { Browser, Page } from 'playwright-core';
import { launch, mapReady, shot, whoseMove } from './helpers';
import { federalMovementOnline, onlineAsks, squadronUnderFireOnline } from './onlineSides';
import { type LiveAnswer, bold, pickOther } from './squadronUnderFire';
import { RELAY_BACKENDS, buildForRelay, startRelayServer } from './relayServer';

let browser: Browser;
let dist = '';
beforeAll(async () => {
  dist = await buildForRelay('e2e-online-activity-dist');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const phase = (page: Page) => page.locator('[data-testid="phase"]').innerText();
const summary = (page: Page) => page.locator('[data-testid="turn-summary"]');
/** A page's errors, but Chromium's request for /favicon.ico, which it makes though the page names its icon inline. */
const pageErrors = (errors: string[]) => errors.filter((e) => !e.includes('/favicon.ico'));

for (const backend of RELAY_BACKENDS) {
  describe(`the Activity Phase online (${backend.name})`, () => {
    it("the Confederate's playback arrives with the Federal's, and stays after a reload", async () => {
      const relay = await startRelayServer(dist, backend.databaseUrl);
      try {
        const { con, fed } = await federalMovementOnline(browser, relay.base, 'activity-e2e', (turn) => turn === 1);
        for (const p of [fed.page, con.page])
          await expect.poll(() => p.locator('[data-testid="carrier"]').innerText(), { timeout: 30_000 }).toMatch(/Relay online/);
        expect(await phase(con.page)).toMatch(/GT 1 · Federal Movement/);
        expect(await whoseMove(con.page)).toBe("The Federal's move");
        await expect.poll(() => whoseMove(fed.page)).toBe('Your move');

        // The Federal ends its movement; the relay carries it, the Confederate's page answers with
        // its reveal by itself, and both pages play the Activity Phase back.
        await fed.page.locator('[data-action="end-phase"]').click();
        const seen = await Promise.all(
          [con.page, fed.page].map(async (p) => {
            await p.locator('.panel.playback').waitFor({ timeout: 60_000 });
            const during = await phase(p);
            await p.locator('[data-speed="instant"]').click();
            await summary(p).waitFor({ timeout: 60_000 });
            return during;
          }),
        );
        expect(seen).toEqual(['GT 1 · Confederate Activity', 'GT 1 · Confederate Activity']);
        await shot(con.page, 'online-activity-confederate-summary');
        await shot(fed.page, 'online-activity-federal-summary');
        for (const p of [con.page, fed.page]) await p.getByRole('button', { name: 'Continue' }).click();

        // The Confederate stands where the Federal does, the Federal's next placement still to come.
        await expect.poll(() => whoseMove(fed.page)).toBe('Your move');
        expect(await phase(fed.page)).toMatch(/^GT 2 · /);
        expect(await phase(con.page)).toBe(await phase(fed.page));
        expect(await whoseMove(con.page)).toBe("The Federal's move");
        const log = await con.page.locator('[data-testid="log"]').innerText();
        expect(log).toMatch(/Activity Records are revealed/);
        expect(log).toMatch(/Game Turn 2 .* begins/);
        await shot(con.page, 'online-activity-confederate-after');

        // After a reload the Confederate's page shows the same.
        await con.page.reload();
        await mapReady(con.page);
        await expect.poll(() => phase(con.page)).toBe(await phase(fed.page));
        expect(await con.page.locator('[data-testid="log"]').innerText()).toMatch(/Activity Records are revealed/);
        expect(pageErrors(con.errors)).toEqual([]);
        expect(pageErrors(fed.errors)).toEqual([]);
        await con.page.context().close();
        await fed.page.context().close();
      } finally {
        await relay.close();
      }
    });

    it('a message refused as its sender sent it: both pages say the game cannot go on, name the check and export it for a report', async () => {
      const relay = await startRelayServer(dist, backend.databaseUrl);
      try {
        // The Confederate's own game made to differ from the Federal's (its merchant marine), so the
        // Federal's next message, honest, fails the Confederate's state check.
        const { con, fed } = await federalMovementOnline(browser, relay.base, 'halt-e2e', (turn) => turn === 1, {
          chatKey: 'k'.repeat(43),
          confederateSave: (save) => ({ ...save, state: { ...save.state!, merchantMarine: save.state!.merchantMarine - 1 } }),
        });
        for (const p of [fed.page, con.page])
          await expect.poll(() => p.locator('[data-testid="carrier"]').innerText(), { timeout: 30_000 }).toMatch(/Relay online/);
        await expect.poll(() => whoseMove(fed.page)).toBe('Your move');
        await fed.page.locator('[data-action="end-phase"]').click();

        const halted = async (p: Page) => {
          const box = p.locator('[data-testid="remote-halt"]');
          await box.waitFor({ timeout: 60_000 });
          await expect.poll(() => whoseMove(p)).toBe('Game stopped');
          expect(await p.locator('[data-testid="remote-panel"] h2').innerText()).toBe('This game cannot go on');
          return box.innerText();
        };
        const conText = await halted(con.page);
        expect(conText).toMatch(/this page refused the Federal player's message \d+, as their page sent it \(check "state check failed": /);
        const fedText = await halted(fed.page);
        expect(fedText).toMatch(/the Confederate player's page refused your message \d+ \(check "state check failed": /);
        await shot(con.page, 'online-halt-confederate');
        await shot(fed.page, 'online-halt-federal');

        // Each page exports its side of the game, where it stopped and the message refused.
        for (const [p, side] of [
          [con.page, 'confederate'],
          [fed.page, 'federal'],
        ] as const) {
          const [download] = await Promise.all([p.waitForEvent('download'), p.locator('[data-action="export-report"]').click()]);
          expect(download.suggestedFilename()).toMatch(new RegExp(`^sea-devils-[0-9a-f]{8}-report-${side}\\.json$`));
          const report = JSON.parse(readFileSync((await download.path())!, 'utf8'));
          expect(report).toMatchObject({
            format: 'sea-devils-remote-report',
            version: 1,
            side,
            halt: { check: 'stateHash', by: side === 'confederate' ? 'here' : 'there' },
          });
          expect(report.refusedCode).toMatch(/^SD1\./);
          expect(report.save.side).toBe(side);
        }

        // After a reload the Federal's page still says so (the notice is kept with the game's chat).
        await fed.page.reload();
        await mapReady(fed.page);
        expect(await halted(fed.page)).toMatch(/refused your message/);
        expect(pageErrors(con.errors)).toEqual([]);
        expect(pageErrors(fed.errors)).toEqual([]);
        await con.page.context().close();
        await fed.page.context().close();
      } finally {
        await relay.close();
      }
    });
  });
}

// Live decisions online (issue 46.2), on the build above: a Weak Beginning played through the
// real relay with "Live decisions" on, at the Federal Movement of Game Turn 1 (the Confederate's
// seal made by a bot through the same client and relay, seed live-online-8). The Federal ends his
// movement; in the Activity Phase each decision goes to the page of the side it belongs to, over
// the relay, and that player answers it there: the Federal's search (6.1), the spotted Sumter's
// fight (6.13), the Federal ship's choice to engage or not (6.13). Each answer opens its own dice
// segment (docs/remote-play.md), so every answer is a round of messages. The game has the live
// pace, made 120 s a move here, so each live decision has 30 s (a quarter, decisionClock.ts): the
// Federal leaves his last one unanswered, both pages count its time down, and when it runs out his
// page leaves it to his standing orders, which both logs say.

const ANSWER: Record<string, string> = { search: 'search', spotted: 'fight', avoid: 'engage', semmes: 'reroll' };
const LIVE_PACE = 120;
const paceLine = (p: Page) => p.locator('[data-testid="pace-clock"]').evaluate((e) => e.textContent ?? '');

/** The decision shown on a page now, as "kind", or null: read from its choices. */
async function decisionOn(page: Page): Promise<string | null> {
  const dialog = page.locator('.panel.decision');
  if (!(await dialog.isVisible().catch(() => false))) return null;
  const choices = await dialog.locator('[data-choice]').evaluateAll((b) => b.map((x) => (x as HTMLElement).dataset.choice ?? ''));
  if (choices.includes('search')) return 'search';
  if (choices.includes('fight')) return 'spotted';
  if (choices.includes('engage')) return 'avoid';
  if (choices.includes('reroll')) return 'semmes';
  return choices.length ? 'other' : null;
}

// One backend (the embedded database): the relay only carries the messages, tested on each backend elsewhere.
const embedded = RELAY_BACKENDS[0]!;

/**
 * Two pages of a game with live decisions brought to GT `turn`'s Federal Movement by two
 * historical-level bots (federalMovementOnline), both online; `ready` runs first (a test's own
 * set-up of a page); then the Federal ends his movement in his page.
 */
async function federalEndsMovement(
  relay: { base: string },
  game: { scenario: string; seed: string; turn: number },
  opts: { federalMoves?: readonly Command[]; ready?: (fed: Page, con: Page) => Promise<void> } = {},
) {
  const sides = await federalMovementOnline(browser, relay.base, game.seed, (turn) => turn === game.turn, {
    scenario: game.scenario,
    level: 'historical',
    options: { liveDecisions: true },
    ...(opts.federalMoves ? { federalMoves: opts.federalMoves } : {}),
  });
  await opts.ready?.(sides.fed.page, sides.con.page);
  for (const p of [sides.fed.page, sides.con.page])
    await expect.poll(() => p.locator('[data-testid="carrier"]').innerText(), { timeout: 30_000 }).toMatch(/Relay online/);
  await expect.poll(() => whoseMove(sides.fed.page)).toBe('Your move');
  await sides.fed.page.locator('[data-action="end-phase"]').click();
  return sides;
}

/** Neither page logged an error; both closed. */
async function closeClean(...sides: { page: Page; errors: string[] }[]): Promise<void> {
  for (const x of sides) expect(pageErrors(x.errors)).toEqual([]);
  for (const x of sides) await x.page.context().close();
}

/**
 * Answers each live decision in the page of the side it asks, by `answer`, until `count` have
 * been asked; `before` runs first for each (a screenshot, a check, a page taken offline), `after`
 * once it is answered. The
 * decisions asked, side:kind, in order.
 */
async function answerInPages(
  pages: Record<'federal' | 'confederate', Page>,
  count: number,
  answer: LiveAnswer,
  before?: (side: 'federal' | 'confederate', kind: string, choices: string[], page: Page) => Promise<void>,
  after?: (side: 'federal' | 'confederate', kind: string) => Promise<void>,
): Promise<string[]> {
  const asked: string[] = [];
  for (let i = 0; i < 600 && asked.length < count; i++) {
    for (const [side, p] of Object.entries(pages) as ['federal' | 'confederate', Page][]) {
      const dialog = p.locator('.panel.decision[data-kind]');
      if (!(await dialog.isVisible().catch(() => false))) continue;
      const choices = await dialog.locator('[data-choice]').evaluateAll((b) => b.map((x) => (x as HTMLElement).dataset.choice ?? ''));
      if (!choices.length) continue;
      const kind = (await dialog.getAttribute('data-kind')) ?? '';
      await before?.(side, kind, choices, p);
      asked.push(`${side}:${kind}`);
      await dialog.locator(`[data-choice="${answer(side, kind, choices)}"]`).click();
      await dialog.waitFor({ state: 'detached', timeout: 60_000 }).catch(() => undefined);
      await after?.(side, kind);
    }
    await pages.federal.waitForTimeout(250);
  }
  return asked;
}

describe(`live decisions online (${embedded.name})`, () => {
  it('each decision is asked in the page of its own side and answered there', async () => {
    const relay = await startRelayServer(dist, embedded.databaseUrl, { RELAY_LIMITS: JSON.stringify({ livePaceSeconds: LIVE_PACE }) });
    try {
      const { con, fed } = await federalMovementOnline(browser, relay.base, 'live-online-8', (turn) => turn === 1, {
        options: { liveDecisions: true },
        pace: 'live',
      });
      for (const p of [fed.page, con.page])
        await expect.poll(() => p.locator('[data-testid="carrier"]').innerText(), { timeout: 30_000 }).toMatch(/Relay online/);
      await expect.poll(() => whoseMove(fed.page)).toBe('Your move');
      // Live decisions: the Federal has no standing orders to set.
      expect(await fed.page.locator('[data-testid="federal-orders"]').count()).toBe(0);
      await fed.page.locator('[data-action="end-phase"]').click();

      const asked: string[] = [];
      const pages = { federal: fed.page, confederate: con.page } as const;
      for (let i = 0; i < 600 && !asked.includes('federal:avoid'); i++) {
        for (const [side, p] of Object.entries(pages) as ['federal' | 'confederate', Page][]) {
          const kind = await decisionOn(p);
          if (!kind) continue;
          asked.push(`${side}:${kind}`);
          // The other page waits on this player meanwhile.
          const other = side === 'federal' ? con.page : fed.page;
          await expect.poll(() => whoseMove(other), { timeout: 30_000 }).toMatch(side === 'federal' ? /The Federal's move/ : /The Confederate's move/);
          await shot(p, `online-live-${side}-${kind}`);
          if (kind === 'avoid') {
            // Issue 46.2: the Federal does not answer. Both pages count the decision's time down...
            // (the decider's page shows its time in the top bar's badge beside the decision; the other's in its remote panel too)
            await expect.poll(() => fed.page.locator('[data-testid="pace-badge"]').innerText(), { timeout: 30_000 }).toMatch(/^You: decide in 0 min \d+ s$/);
            await expect.poll(() => paceLine(con.page), { timeout: 30_000 }).toMatch(/^The Federal's decision: their standing orders answer in 0 min \d+ s\./);
            await shot(con.page, 'online-live-confederate-waits-on-decision-clock');
            // ...and once it has run out, his page leaves it to his standing orders by itself.
            await p.locator('.panel.decision').waitFor({ state: 'detached', timeout: (LIVE_PACE / 4 + 60) * 1000 });
            continue;
          }
          await p.locator(`.panel.decision [data-choice="${ANSWER[kind] ?? ''}"]`).click();
          await p
            .locator('.panel.decision')
            .waitFor({ state: 'detached', timeout: 60_000 })
            .catch(() => undefined);
        }
        await fed.page.waitForTimeout(250);
      }
      // 11.74 first: the Sumter's failed raid die in D4 (Semmes aboard), seen, then rerolled.
      expect(asked).toEqual(['confederate:semmes', 'federal:search', 'confederate:spotted', 'federal:avoid']);
      // Both logs hold each answer, in the same words.
      for (const p of [fed.page, con.page])
        await expect
          .poll(() => p.locator('[data-testid="log"]').innerText(), { timeout: 60_000 })
          .toMatch(
            /Confederate decision \(semmes\): reroll[\s\S]*Semmes rerolls the \d \(11\.74\)[\s\S]*Federal decision \(search\): search[\s\S]*Confederate decision \(spotted\): fight[\s\S]*Federal decision \(avoid\): no answer came in the time the pace gives a live decision: the standing orders answer/,
          );
      expect(pageErrors(con.errors)).toEqual([]);
      expect(pageErrors(fed.errors)).toEqual([]);
      await con.page.context().close();
      await fed.page.context().close();
    } finally {
      await relay.close();
    }
  });

  // Two games brought by two historical-level bots to a turn's Federal Movement; the two clients
  // themselves say what that Activity Phase asks when the Federal ends his movement at once and
  // each side answers boldly (onlineAsks: the dice come from the two seeded chains). Each page must
  // ask the same, in the same order, and its player answers there.
  // - The Greyhounds are Loose, GT 7: the Nashville and Florida's squadron is searched for and
  //   spotted; it fights, the Kearsarge engages (6.13), and the Federal puts his guns' damage on
  //   the raider he picks (4.51); Semmes rerolls a die (11.74).
  // - The Endgame, GT 16: a raider leaves a blockaded neutral port and chooses how to break out (7.21).
  const LIVE_GAMES = [
    {
      title: 'a squadron fight: the spotting ship engages, and the Federal picks the raider his damage falls on (4.51)',
      scenario: 'greyhounds-are-loose',
      seed: 'online-7',
      turn: 7,
      asks: ['federal:avoid', 'federal:damage', 'confederate:semmes'],
      log: /Federal decision \(avoid\): engage[\s\S]*Federal decision \(damage\): /,
    },
    {
      title: 'a blockade run: the raider leaving a blockaded neutral port chooses to fight its way out (7.21)',
      scenario: 'endgame',
      seed: 'online-6',
      turn: 16,
      asks: ['confederate:runBlockade'],
      log: /Confederate decision \(runBlockade\): fight/,
    },
  ];
  for (const GAME of LIVE_GAMES)
    it(`${GAME.title}, each decision in its own page`, async () => {
      const expected = await onlineAsks(GAME.scenario, GAME.seed, 'historical', GAME.turn);
      for (const a of GAME.asks) expect(expected).toContain(a);
      const relay = await startRelayServer(dist, embedded.databaseUrl);
      try {
        const { con, fed } = await federalEndsMovement(relay, GAME);

        const shown = new Set<string>();
        const asked = await answerInPages({ federal: fed.page, confederate: con.page }, expected.length, bold, async (side, kind, _choices, p) => {
          if (!shown.has(`${side}:${kind}`)) await shot(p, `online-live-${GAME.scenario}-${side}-${kind}`);
          shown.add(`${side}:${kind}`);
        });
        expect(asked).toEqual(expected);
        for (const p of [fed.page, con.page]) await expect.poll(() => p.locator('[data-testid="log"]').innerText(), { timeout: 60_000 }).toMatch(GAME.log);
        await closeClean(con, fed);
      } finally {
        await relay.close();
      }
    });

  // A slow carrier in the real pages (issue 46.2). The Federal's page is kept from hearing the
  // relay (its WebSocket's messages held back) from his search answer on, so the Confederate's
  // reply to that answer stays unanswered while he answers his spotted raider's decision. Before,
  // his page then wrote a second message under the unanswered one's number with other content: the
  // relay keeps the first, and the Federal's reply to it no longer fitted the Confederate's game,
  // which stopped. Now his answer waits for the Federal's reply and goes in the next message; once
  // the Federal's page hears the relay again the phase plays on to its end, each decision in its
  // own page.
  it('a live answer made while the reply to its own last message is on its way: the game goes on', async () => {
    const GAME = LIVE_GAMES[0]!;
    const expected = await onlineAsks(GAME.scenario, GAME.seed, 'historical', GAME.turn);
    expect(expected.slice(0, 2)).toEqual(['federal:search', 'confederate:spotted']);
    const relay = await startRelayServer(dist, embedded.databaseUrl);
    try {
      // The Federal's connection to the relay, through a gate the test opens and closes.
      let holding = false;
      const held: (() => void)[] = [];
      const { con, fed } = await federalEndsMovement(relay, GAME, {
        ready: async (fedPage) => {
          await fedPage.routeWebSocket(/\/ws$/, (ws) => {
            const server = ws.connectToServer();
            ws.onMessage((m) => server.send(m));
            server.onMessage((m) => (holding && String(m).includes('"message"') ? held.push(() => ws.send(m)) : ws.send(m)));
          });
          await fedPage.reload();
          await mapReady(fedPage);
        },
      });
      let stage = 0;
      const asked = await answerInPages(
        { federal: fed.page, confederate: con.page },
        expected.length,
        bold,
        async (side, kind) => {
          if (stage === 0 && side === 'federal' && kind === 'search') {
            holding = true; // his answer still goes out (a post); what comes back is held
            stage = 1;
          }
          if (stage === 1 && side === 'confederate' && kind === 'spotted') await con.page.waitForTimeout(2_000); // his reply posted meanwhile
        },
        async (side, kind) => {
          if (stage !== 1 || side !== 'confederate' || kind !== 'spotted') return;
          stage = 2;
          // His answer waits on the Federal's reply: his page says so, and has not stopped.
          await con.page.waitForTimeout(3_000);
          expect(await whoseMove(con.page)).toBe("The Federal's move; yours go out when the reply comes");
          expect(await con.page.locator('body').innerText()).toContain('What you have done since is kept here and goes with your next message');
          await shot(con.page, 'online-activity-answer-kept');
          // The same on a phone's width: the bar may end the line in an ellipsis; the panel says it whole.
          const size = con.page.viewportSize()!;
          await con.page.setViewportSize({ width: 390, height: 844 });
          await shot(con.page, 'online-activity-answer-kept-phone');
          await con.page.setViewportSize(size);
          expect(held.length).toBeGreaterThan(0);
          holding = false;
          for (const send of held.splice(0)) send();
        },
      );
      expect(stage).toBe(2);
      expect(asked).toEqual(expected);
      for (const p of [fed.page, con.page]) await expect.poll(() => p.locator('[data-testid="log"]').innerText(), { timeout: 60_000 }).toMatch(GAME.log);
      await shot(con.page, 'online-live-after-held-reply');
      await closeClean(con, fed);
    } finally {
      await relay.close();
    }
  });

  // The Confederate's pick of the Federal ship that takes his damage (4.51), which no bot game
  // meets: the test moves two Federal ships into a raider's path as a squadron
  // (squadronUnderFireOnline: found with the two real clients alone, on the same seeded chains),
  // and the Confederate picks, in his own page, the ship his standing order would not.
  it('a raider fires on a Federal squadron: the Confederate picks the ship that takes the damage in his page (4.51)', async () => {
    const found = await squadronUnderFireOnline('campaign', 'historical');
    expect(found.asked).toContain('confederate:damage');
    const relay = await startRelayServer(dist, embedded.databaseUrl);
    try {
      const { con, fed } = await federalEndsMovement(relay, { scenario: 'campaign', ...found }, { federalMoves: found.federalMoves });
      const squadron = (found.federalMoves.at(-1) as { ships: string[] }).ships;
      let picked = '';
      const asked = await answerInPages({ federal: fed.page, confederate: con.page }, found.asked.length, pickOther, async (side, kind, choices, p) => {
        if (side !== 'confederate' || kind !== 'damage') return;
        expect([...choices].sort()).toEqual([...squadron].sort());
        await shot(p, 'online-live-confederate-damage');
        picked = pickOther(side, kind, choices);
      });
      expect(asked).toEqual(found.asked);
      const { loadGameData } = await import('../src/data/load');
      const { bundledRaw } = await import('../src/data/bundled');
      const name = loadGameData(bundledRaw()).federal[picked]!.name;
      // Both pages log the Confederate's own pick, not his standing order's.
      for (const p of [fed.page, con.page])
        await expect
          .poll(() => p.locator('[data-testid="log"]').innerText(), { timeout: 60_000 })
          .toContain(`Confederate decision (damage): the ${name} takes the damage (4.51)`);
      await closeClean(con, fed);
    } finally {
      await relay.close();
    }
  });
});
