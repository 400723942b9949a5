// 4.52 and 4.51 in hot-seat, by mouse: the Confederate gathers the Florida into the Alabama's
// squadron in the record editor and sends it against the Oneida in C12; the game asks both
// players (askConfederate, askFederal), and the Federal chooses which raider of the squadron
// takes his damage in the decision dialog. The Cresting Tide opens with both raiders at sea in
// C18; two historical bots bring it to the Record Phase, seeded so that the search succeeds
// and the Oneida's first shot scores (checked in tests/rules as well as here).

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mapReady, openGame, saveAt, shot, waitPhase, useGame } from './helpers';

const game = useGame();

/** Hands the device over if the hand-off screen shows; true if it did. */
async function handOff(page: Page): Promise<boolean> {
  const handoff = page.locator('[data-testid="handoff"]');
  if (!(await handoff.isVisible())) return false;
  await page.locator('[data-action="ready"]').click();
  return true;
}

/** Waits for the next decision dialog (handing the device over on the way) and returns its kind of text. */
async function nextDecision(page: Page): Promise<string> {
  const dialog = page.locator('.panel.decision');
  for (let i = 0; i < 600; i++) {
    await handOff(page);
    if ((await dialog.isVisible()) && (await dialog.locator('[data-choice]').count()) > 0) return dialog.innerText();
    await page.waitForTimeout(200);
  }
  throw new Error('no decision came');
}

describe('Confederate squadrons (4.52) and the damage choice (4.51), hot-seat', () => {
  it('forms a squadron in the record editor and lets the Federal choose the damaged raider', async () => {
    const save = await saveAt({
      scenario: 'cresting-tide',
      seed: 'squadron-6',
      mode: 'hotseat',
      bots: 'historical',
      name: 'Squadron',
      options: { askConfederate: true, askFederal: true },
      stop: (s) => s.phase === 'confederateRecord',
    });
    const state = JSON.parse(save).state;
    expect([state.confederate.alabama.area, state.confederate.florida.area]).toEqual(['C18', 'C18']);

    const { page, errors } = await openGame(game.browser(), game.base());
    await page.locator('[data-action="saves"]').click();
    await page.locator('[data-testid="import-file"]').setInputFiles({ name: 'squadron.json', mimeType: 'application/json', buffer: Buffer.from(save) });
    await page.locator('[data-testid="handoff"]').waitFor();
    await page.locator('[data-action="ready"]').click();
    await mapReady(page);
    await waitPhase(page, 'Activity Record');

    // The Alabama's record: gather the Florida here, then C17 and C12, and fight if spotted.
    const panel = page.locator('.panel.record');
    await panel.locator('.tab[data-ship="alabama"]').click();
    await panel.locator('[data-step="gather:florida"]').click();
    await panel.locator('.chip.area[data-area="C17"]').click();
    await panel.locator('.chip.area[data-area="C12"]').click();
    await panel.locator('input[name="spotted-alabama"][value="fight"]').check();
    await expect.poll(() => page.locator('.notation').inputValue()).toBe('gather:florida > C17 > C12');
    await expect.poll(() => panel.locator('[data-testid="squadron"]').innerText()).toContain('gathers the Florida');
    await expect.poll(() => panel.innerText()).toContain('This record can be sealed');
    await shot(page, 'squadron-record-leader');
    // The Florida's tab says whose squadron she joins.
    await panel.locator('.tab[data-ship="florida"]').click();
    await expect.poll(() => panel.locator('[data-testid="squadron"]').innerText()).toContain("Joins the Alabama's squadron");
    // She spends what the squadron spends after she joins: 2 of her 10 MP (4.52, 4.13), and offers no Gather of her own.
    expect(await panel.locator('.tab[data-ship="florida"]').innerText()).toContain('2/10');
    expect(await panel.locator('[data-step^="gather:"]').count()).toBe(0);
    await shot(page, 'squadron-record-member');
    await page.locator('[data-action="seal"]').click();

    // The Federal ends his movement; the records run.
    await page.locator('[data-testid="handoff"]').waitFor();
    await page.locator('[data-action="ready"]').click();
    await waitPhase(page, 'Federal Movement');
    await page.locator('[data-action="end-phase"]').click();

    // Search, fight, engage: then the 4.51 choice.
    const answers: Record<string, string> = { 'Search for it': 'search', Fight: 'fight', Engage: 'engage' };
    let text = '';
    for (let n = 0; n < 6; n++) {
      text = await nextDecision(page);
      if (/Choose the ship that takes it/.test(text)) break;
      const choice = Object.entries(answers).find(([label]) => text.includes(label));
      if (!choice) throw new Error(`unexpected decision: ${text}`);
      // Issue 16.2: every choice says its odds (or that it rolls nothing) in words.
      if (choice[1] === 'search') expect(text).toMatch(/Search for it: \d+% that your search spots the raider \(6\.11\)[\s\S]*Let it pass: no search/);
      if (choice[1] === 'fight') expect(text).toMatch(/Fight: \d+% that the raider sinks its foe/);
      await page.locator(`.panel.decision [data-choice="${choice[1]}"]`).click();
      await page.waitForTimeout(300);
    }
    expect(text).toContain('squadron of the Alabama and Florida');
    expect(text).toContain('4.51');
    await shot(page, 'squadron-damage-choice');
    // The default (first) pick is the Florida; the Federal player puts the damage on the Alabama instead.
    await page.locator('.panel.decision [data-choice="alabama"]').click();
    await expect
      .poll(() => page.locator('[data-testid="log"]').innerText(), { timeout: 60_000 })
      .toMatch(/Oneida \(gunnery \d+\) rolls \d: 1 damage to the Alabama/);
    expect(await page.locator('[data-testid="log"]').innerText()).toMatch(/Florida joins the Alabama in C18/);
    await shot(page, 'squadron-after-choice');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
