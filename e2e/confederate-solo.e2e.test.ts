// Solitaire as the Confederate (issue 16, point 1): a whole Weak Beginning (13.2) played with the
// mouse against each level of the Federal AI. The player writes the raiders' Activity Records in
// the record editor (4.3), answers any decision, reads each turn summary, and reaches the
// victory screen. The Federal AI moves on its own, from the Federal view only.

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mapReady, openGame, shot, waitPhase, useGame } from './helpers';

const game = useGame();

/** What the player can act on now, read from the screen. */
async function onScreen(page: Page): Promise<string> {
  return page.evaluate(() => {
    const q = (s: string) => document.querySelector(s) as HTMLElement | null;
    if (q('.victory-modal')) return 'victory';
    if (q('[data-testid="turn-summary"]')) return 'summary';
    if (q('[data-action="seal"]')) return 'record';
    if (q('button[data-choice]')) return 'decision';
    if (q('.side-body [data-action="end-phase"]')) return 'endPhase';
    return 'wait';
  });
}

/** The record editor: the first raider sails one step and raids if it can; any refusal leaves it in port. */
async function writeRecords(page: Page, turn: number): Promise<void> {
  const leave = page.locator('[data-step="leave"]:not([disabled])');
  if (await leave.count()) await leave.first().click();
  const next = page.locator('.chips button[data-area]');
  if (await next.count()) await next.first().click();
  const raid = page.locator('[data-step="raid"]:not([disabled])');
  if (await raid.count()) await raid.first().click();
  if (turn === 1) await shot(page, 'confed-solo-record-editor');
  await page.locator('[data-action="seal"]').click();
  await page.waitForTimeout(300);
  // Refused (the panel is still there with an error)? Clear the steps: a ship may stay in port.
  if ((await page.locator('[data-action="seal"]').count()) && (await page.locator('.notice.error:not([hidden])').count())) {
    const clear = page.getByRole('button', { name: 'Clear', exact: true });
    if (await clear.isEnabled().catch(() => false)) await clear.click();
    await page.locator('[data-action="seal"]').click();
  }
}

describe('solitaire as the Confederate against the Federal AI, Weak Beginning', () => {
  for (const level of ['cautious', 'historical', 'bold']) {
    it(`plays the whole scenario by mouse against the ${level} Federal AI`, async () => {
      const { page, errors } = await openGame(game.browser(), game.base());
      await page.getByText('Weak Beginning', { exact: true }).click();
      await page.locator('input[name="mode"][value="solitaire-confederate"]').click();
      expect(await page.locator('.field', { hasText: 'AI level' }).innerText()).toContain('Federal AI level');
      await page.locator('select[name="ai"]').selectOption(level);
      if (level === 'cautious') await shot(page, 'confed-solo-start-screen');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await mapReady(page);
      expect(await page.locator('.brand-sub').innerText()).toContain('you command the Confederate raiders');
      // Weak Beginning opens at the Confederate Record Phase (13.24): the player writes first.
      await waitPhase(page, 'GT 1');
      const summaries: string[] = [];
      let turn = 1;
      const deadline = Date.now() + 170_000;
      for (;;) {
        if (Date.now() > deadline) throw new Error(`stuck at ${await page.locator('[data-testid="phase"]').innerText()}`);
        const what = await onScreen(page);
        if (what === 'victory') break;
        if (what === 'wait') {
          await page.waitForTimeout(200);
          continue;
        }
        if (what === 'summary') {
          summaries.push(await page.locator('[data-testid="turn-summary"]').innerText());
          if (level === 'cautious' && turn === 1) await shot(page, 'confed-solo-summary');
          await page.getByRole('button', { name: 'Continue' }).click();
          turn++;
          continue;
        }
        if (what === 'record') {
          const where = () => page.locator('.clocks .clock-row .clock-where').first().innerText();
          const before = turn === 1 ? await where() : '';
          await writeRecords(page, turn);
          // 16.7: the raiders strip follows the playback (it changes while the playback is still on).
          if (turn === 1) {
            await page.waitForFunction(
              (b) => !!document.querySelector('.playback') && document.querySelector('.clocks .clock-row .clock-where')?.textContent !== b,
              before,
              { timeout: 90_000 },
            );
            if (level === 'cautious') await shot(page, 'confed-solo-playback');
          }
          continue;
        }
        if (what === 'decision') {
          await page.locator('button[data-choice]').first().click();
          continue;
        }
        if (what === 'endPhase') {
          await page.locator('.side-body [data-action="end-phase"]').first().click();
          await page.waitForTimeout(200);
        }
      }
      if (level === 'cautious') await shot(page, 'confed-solo-victory');
      expect(summaries.length).toBe(4);
      expect(summaries[0]).toContain('Game Turn 1');
      // The Federal AI moved during the game, and the player never saw a Federal panel.
      expect(await page.locator('[data-testid="log"]').innerText()).toMatch(/moves|searches|Federal/);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
