// 11.72 in hot-seat: Semmes has left the laid-up Sumter, and at the next Confederate Ship
// Placement the Confederate player chooses which raider in port he joins. Reaching it by
// play takes four turns, so two historical-level bots bring a Campaign there and the test
// imports that game as a save file.

import { describe, expect, it } from 'vitest';
import { mapReady, openGame, saveAt, shot, waitPhase, useGame } from './helpers';

const game = useGame();

describe('Semmes placement (11.72), hot-seat', () => {
  it('lets the Confederate choose the ship Semmes joins', async () => {
    const { semmesCandidates } = await import('../src/engine/rules/semmes');
    const save = await saveAt({
      scenario: 'campaign',
      seed: 'semmes-0',
      mode: 'hotseat',
      bots: 'historical',
      name: 'Semmes waiting',
      stop: (s) => s.phase === 'confederatePlacement' && semmesCandidates({ s } as never).length > 0,
    });
    const state = JSON.parse(save).state;
    expect(state.turn).toBe(5);
    expect(state.confederate.alabama.port).toBeTruthy();

    const { page, errors } = await openGame(game.browser(), game.base());
    await page.locator('[data-action="saves"]').click();
    await page.locator('[data-testid="import-file"]').setInputFiles({ name: 'semmes.json', mimeType: 'application/json', buffer: Buffer.from(save) });
    // Hot-seat: the Confederate's part is behind the hand-off screen.
    const handoff = page.locator('[data-testid="handoff"]');
    await handoff.waitFor();
    expect(await handoff.innerText()).toContain('Pass the device to the Confederate player');
    await page.locator('[data-action="ready"]').click();
    await mapReady(page);
    await waitPhase(page, 'Confederate Ship Placement');
    const panel = page.locator('.panel.con-placement');
    await panel.waitFor();
    expect(await panel.innerText()).toContain('11.72');
    const choice = panel.getByRole('button', { name: /Semmes joins the Alabama/ });
    await choice.waitFor();
    await shot(page, 'semmes-placement');
    await choice.click();
    // The choice is made and logged, and the Alabama's counter carries Semmes' star; then the
    // Federal Ship Placement (1C) follows, so the device goes to the Federal player.
    await expect.poll(() => page.locator('[data-testid="log"]').innerText(), { timeout: 30_000 }).toMatch(/Semmes[^\n]*Alabama/);
    await expect.poll(() => panel.innerText()).toContain('Semmes commands the Alabama');
    await shot(page, 'semmes-after-choice');
    await panel.locator('[data-action="end-phase"]').click();
    await handoff.waitFor({ timeout: 30_000 });
    expect(await handoff.innerText()).toContain('Pass the device to the Federal player');
    await page.locator('[data-action="ready"]').click();
    await waitPhase(page, 'Federal Ship Placement');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
