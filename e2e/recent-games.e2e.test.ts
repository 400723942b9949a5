// Issue 14, point 8: every game keeps its own autosave. A Campaign played a little, then a
// hot-seat game started: back on the start screen both are listed (scenario, mode, side, turn,
// time), the Campaign resumes at its turn, a game goes only when its player confirms, and the
// single autosave of earlier versions is moved under its game, not lost.

import { describe, expect, it } from 'vitest';
import { closeSummary, mapReady, openGame, phase, saveAt, savesStore, shot, waitPhase, useGame } from './helpers';

const game = useGame();

describe('recent games (every game keeps its own autosave)', () => {
  it('a Campaign and a hot-seat game are both listed, and the Campaign resumes at its turn', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    // A Campaign in solitaire, played into its second Game Turn.
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await mapReady(page);
    await waitPhase(page, 'GT 1 · Federal Movement');
    await page.locator('[data-action="end-phase"]').click();
    await closeSummary(page);
    await waitPhase(page, 'GT 2');
    const campaignPhase = await phase(page);
    await expect.poll(() => page.evaluate(() => Number(document.body.dataset.autosaves ?? 0))).toBeGreaterThan(2);

    // A new hot-seat game: the Campaign's autosave must survive it.
    await page.locator('[data-action="menu"]').click();
    await page.getByRole('button', { name: 'Leave the game', exact: true }).click();
    await page.getByText('Weak Beginning', { exact: true }).click();
    await page.getByText('Hot-seat', { exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    for (const side of ['confederate', 'federal']) {
      const card = page.locator(`[data-testid="choose-passphrase"][data-side="${side}"]`);
      await card.locator('[data-testid="passphrase"]').fill(`${side} secret`);
      await card.locator('[data-testid="passphrase-again"]').fill(`${side} secret`);
      await card.locator('[data-action="set-passphrase"]').click();
    }
    const handoff = page.locator('[data-testid="handoff"]');
    await handoff.locator('[data-testid="passphrase"]').fill('confederate secret');
    await handoff.locator('[data-action="ready"]').click();
    await waitPhase(page, 'Activity Record');

    // Back to the start screen: both games, each with scenario, mode, side, turn and time.
    await page.locator('[data-action="menu"]').click();
    await page.getByRole('button', { name: 'Leave the game', exact: true }).click();
    const list = page.locator('[data-testid="recent-games"]');
    await expect.poll(() => list.locator('tr').count()).toBe(2);
    const text = await list.innerText();
    expect(text).toMatch(/Campaign[\s\S]*Solitaire · you play the Federal[\s\S]*GT 2/);
    expect(text).toMatch(/Weak Beginning[\s\S]*Hot-seat · both sides, one device[\s\S]*GT 1/);
    await shot(page, 'recent-games');

    // Deleting asks first; "Keep" keeps it.
    const hotseatRow = list.locator('tr', { hasText: 'Hot-seat' });
    await hotseatRow.locator('[data-action="delete-game"]').click();
    await expect.poll(() => hotseatRow.innerText()).toContain('Delete this game for good?');
    await hotseatRow.locator('[data-action="keep"]').click();
    expect(await list.locator('tr').count()).toBe(2);

    // The Campaign resumes at its turn and phase.
    await list.locator('tr', { hasText: 'Campaign' }).locator('[data-action="continue"]').click();
    await mapReady(page);
    await waitPhase(page, 'GT 2');
    expect(await phase(page)).toBe(campaignPhase);

    // Deleting the hot-seat game, confirmed, leaves the Campaign.
    await page.locator('[data-action="menu"]').click();
    await page.getByRole('button', { name: 'Leave the game', exact: true }).click();
    await expect.poll(() => list.locator('tr').count()).toBe(2);
    await list.locator('tr', { hasText: 'Hot-seat' }).locator('[data-action="delete-game"]').click();
    await list.locator('tr', { hasText: 'Hot-seat' }).locator('[data-action="confirm-delete"]').click();
    await expect.poll(() => list.locator('tr').count()).toBe(1);
    expect(await list.innerText()).toContain('Campaign');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the single autosave of an earlier version is moved under its game and listed', async () => {
    const legacy = JSON.parse(
      await saveAt({
        scenario: 'weak-beginning',
        seed: 'legacy-1',
        mode: 'solitaire',
        bots: 'random',
        name: 'Autosave',
        stop: (s) => s.turn === 2 && s.phase === 'federalMovement',
      }),
    );
    const { page, errors } = await openGame(game.browser(), game.base());
    await page.locator('[data-testid="recent-games"]').waitFor({ state: 'attached' });
    await savesStore(page, { put: ['autosave', legacy] });
    await page.reload();
    await page.waitForSelector('.start-screen');
    const list = page.locator('[data-testid="recent-games"]');
    await expect.poll(() => list.locator('tr').count()).toBe(1);
    expect(await list.innerText()).toMatch(/Weak Beginning[\s\S]*GT 2/);
    expect(await savesStore(page, 'keys')).toEqual([`autosave:${legacy.meta.id}`]);
    await list.locator('[data-action="continue"]').click();
    await mapReady(page);
    await waitPhase(page, 'GT 2 · Federal Movement');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
