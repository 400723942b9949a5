// The computer's hand (issue 31.4): a solitaire Weak Beginning brought by two historical bots to
// the raider AI's last Record Phase is imported; the raider AI writes its records in the page,
// the player ends the Federal movement and the game ends. During play nothing of the hand is in
// the page (nor in the replay the player may open); after the game the debrief's "The computer's
// hand" and the replay's Everything view show what the AI knew, weighed and chose, by keyboard
// too. Screenshots go to test-results/hand/.

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT, closeSummary, mapReady, openGame, saveAt, savesStore, useGame, waitPhase } from './helpers';

const game = useGame();
const SHOTS = resolve(ROOT, 'test-results/hand');
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: resolve(SHOTS, `${name}.png`) });

/** Words only the hand writes: none may be in the page while the game is on. */
const HAND_WORDS = [/The computer's hand/i, /Weighed/, /to be sunk on the way/, /chance of a search finding it/];

async function noHand(page: Page, where: string): Promise<void> {
  expect(await page.locator('[data-testid="ai-hand"]').count(), where).toBe(0);
  const text = await page.evaluate(() => document.body.innerText + document.body.innerHTML);
  for (const w of HAND_WORDS) expect(text, `${where}: ${w}`).not.toMatch(w);
}

describe("31.4 the computer's hand", () => {
  it("is nowhere during play; after the game the debrief and the replay's Everything view show it", async () => {
    const json = await saveAt({
      scenario: 'weak-beginning',
      seed: 'hand-e2e',
      mode: 'solitaire',
      bots: 'historical',
      name: 'Hand',
      stop: (s) => s.turn === s.lastTurn && s.phase === 'confederateRecord',
    });
    const { page, errors } = await openGame(game.browser(), game.base());
    // The start screen: a line for how each level plays, and that its hand is shown after the game.
    const levels = page.locator('[data-testid="ai-levels"] li');
    expect(await levels.evaluateAll((l) => l.map((x) => (x as HTMLElement).dataset.level))).toEqual(['cautious', 'historical', 'bold', 'random']);
    await page.locator('select[name="ai"]').selectOption('bold');
    expect(await page.locator('[data-testid="ai-levels"] li[aria-current="true"]').innerText()).toMatch(/^Bold: Raiders weigh every risk/);
    expect(await page.locator('[data-testid="ai-hand-line"]').innerText()).toMatch(/After the game, the debrief and the replay show its hand/);
    await page.locator('fieldset.modes').screenshot({ path: resolve(SHOTS, 'start-levels.png') });
    await page.locator('[data-action="saves"]').click();
    await page.locator('[data-testid="import-file"]').setInputFiles({ name: 'hand.json', mimeType: 'application/json', buffer: Buffer.from(json) });
    await mapReady(page);
    // The raider AI writes its last records here, in the page, with its hand kept.
    await waitPhase(page, 'GT 4 · Federal Movement');
    await noHand(page, 'Federal movement');
    // The replay the player may open during play: the Federal's view, no hand.
    await page.locator('[data-action="replay"]').click();
    await page.locator('[data-testid="replay"][data-ready="true"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('button[data-perspective]').evaluateAll((b) => b.map((x) => (x as HTMLElement).dataset.perspective))).toEqual(['federal']);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    expect(await page.locator('[data-testid="replay-hand"]').innerText()).toBe('');
    await noHand(page, 'replay during play');
    await page.locator('[data-action="replay-close"]').click();

    await page.locator('[data-action="end-phase"]').click();
    await page.locator('.playback').waitFor();
    await page.locator('[data-speed="instant"]').click();
    await closeSummary(page);
    await page.locator('[data-testid="victory"]').waitFor({ timeout: 60_000 });
    // The autosave keeps the hand beside the game (so a reload keeps it), outside its state.
    const saved = (await savesStore(page, 'values')) as { aiHand?: { kind: string; turn: number }[]; state: object }[];
    const env = saved.find((v) => v.aiHand)!;
    expect(env.aiHand!.filter((e) => e.kind === 'record' && e.turn === 4).length).toBeGreaterThan(0);
    expect(JSON.stringify(env.state)).not.toContain('"routes"');

    // The debrief: a section turn by turn.
    await page.getByRole('button', { name: 'Debrief' }).click();
    const hand = page.locator('[data-testid="debrief"] [data-testid="ai-hand"]');
    await hand.waitFor();
    expect(await hand.locator('h3').innerText()).toBe("The computer's hand");
    const gt4 = hand.locator('details.hand-turn[data-turn="4"]');
    expect(await gt4.getAttribute('open')).toBeNull();
    // Keyboard: the turn's summary takes the focus and opens with Enter.
    await gt4.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await gt4.getAttribute('open')).not.toBeNull();
    const entries = gt4.locator('li.hand-entry[data-kind="record"]');
    expect(await entries.count()).toBeGreaterThan(0);
    const text = await gt4.innerText();
    expect(text).toMatch(/Knew: At [CDE]\d+ (in port|at sea), \d+ MP/);
    expect(text).toMatch(/Chose: /);
    // A raider that sailed: its best few routes, worth and risk in words, the one chosen marked.
    expect(text).toMatch(/Weighed:/);
    expect(text).toMatch(/worth −?\d+\.\d VP \(prizes −?\d+\.\d, Victory Points at risk −?\d+\.\d\); \d+% to be sunk on the way/);
    expect(await gt4.locator('li[data-chosen="true"]').count()).toBeGreaterThan(0);
    await gt4.scrollIntoViewIfNeeded();
    await shot(page, 'debrief-hand');
    await page.locator('[data-action="close-debrief"]').click();

    // The replay, now of a finished game: the Everything view shows the hand of the turn shown.
    await page.locator('[data-action="replay"]').click();
    await page.locator('[data-testid="replay"][data-ready="true"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid="replay"]').getAttribute('data-perspective')).toBe('all');
    for (let i = 0; i < 10 && (await page.locator('[data-testid="replay"]').getAttribute('data-turn')) !== '4'; i++) await page.keyboard.press('PageDown');
    const rh = page.locator('[data-testid="replay-hand"]');
    await expect.poll(() => rh.innerText()).toMatch(/The computer's hand, GT 4/);
    expect(await rh.innerText()).toMatch(/Weighed:[\s\S]*to be sunk on the way/);
    await shot(page, 'replay-hand');
    // Another side's view shows no hand.
    await page.locator('button[data-perspective="federal"]').click();
    expect(await rh.innerText()).toBe('');
    await page.locator('button[data-perspective="all"]').click();
    await expect.poll(() => rh.innerText()).toMatch(/The computer's hand/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('against the Federal AI: the debrief shows the sightings it knew, its forecast and its stations', async () => {
    const save = JSON.parse(
      await saveAt({
        scenario: 'weak-beginning',
        seed: 'hand-e2e-f',
        mode: 'solitaire',
        bots: 'bold',
        name: 'Hand F',
        stop: (s) => s.turn === s.lastTurn && s.phase === 'federalMovement',
      }),
    ) as { holder: string };
    save.holder = 'confederate'; // the player holds the raiders; the Federal AI moves in the page
    const { page, errors } = await openGame(game.browser(), game.base());
    await page.locator('[data-action="saves"]').click();
    await page
      .locator('[data-testid="import-file"]')
      .setInputFiles({ name: 'hand-f.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(save)) });
    await mapReady(page);
    await noHand(page, "the Federal AI's turn");
    await page.locator('.playback').waitFor({ timeout: 60_000 });
    await noHand(page, 'the activity');
    await page.locator('[data-speed="instant"]').click();
    await closeSummary(page);
    await page.locator('[data-testid="victory"]').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Debrief' }).click();
    const gt4 = page.locator('[data-testid="ai-hand"] details.hand-turn[data-turn="4"]');
    await gt4.waitFor();
    await gt4.locator('summary').click();
    const entry = gt4.locator('li.hand-entry[data-kind="movement"]');
    expect(await entry.count()).toBe(1);
    const text = await entry.innerText();
    expect(text).toMatch(/Knew \(the raiders' last sightings, no sealed record\):[\s\S]*seen in [CDE]\d+/);
    expect(text).toMatch(/Weighed \(each raider's likeliest areas this turn[^)]*\):[\s\S]*[CDE]\d+ \d+%/);
    expect(text).toMatch(/Chose:[\s\S]* to [CDE]\d+/);
    await entry.scrollIntoViewIfNeeded();
    await shot(page, 'debrief-hand-federal');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
