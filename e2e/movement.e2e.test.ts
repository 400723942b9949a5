// 4.12 on the Federal Movement panel: once a second ship moves, the first is marked done and
// its further moves are refused with the engine's words.

import { describe, expect, it } from 'vitest';
import { clickArea, mapReady, openGame, shot, waitPhase, useGame } from './helpers';

const game = useGame();

describe('Federal movement, one ship at a time (4.12)', () => {
  it('marks a ship done when another moves, and refuses its next step', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await page.getByText('Weak Beginning', { exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await mapReady(page);
    await waitPhase(page, 'GT 1 · Federal Movement');
    const log = page.locator('[data-testid="log"]');
    const row = (id: string) => page.locator(`tr[data-ship="${id}"]`).first();

    await page.locator('[data-pick="powhatan"]').click();
    await clickArea(page, 'C11');
    await page.locator('[data-action="move"]').click();
    await expect.poll(() => log.innerText()).toContain('Powhatan moves C11');
    expect(await row('powhatan').innerText()).toContain('moving');

    await page.locator('[data-pick="penguin"]').click();
    await clickArea(page, 'C11');
    await page.locator('[data-action="move"]').click();
    await expect.poll(() => log.innerText()).toContain('Powhatan has completed its movement');
    expect(await row('powhatan').getAttribute('data-done')).toBe('true');
    expect(await row('powhatan').innerText()).toContain('done');

    // The Powhatan again: the panel says why, and a step is refused with the engine's words.
    await page.locator('[data-pick="powhatan"]').click();
    const mover = page.locator('[data-testid="mover"]');
    await expect.poll(() => mover.innerText()).toContain('movement is completed');
    await clickArea(page, 'D5');
    await expect.poll(() => mover.innerText()).toContain('has completed its movement this turn');
    await shot(page, 'movement-4-12-done');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
