// A person's path through a whole turn of "Weak Beginning" in solitaire, with the mouse: start,
// move a ship on the map, end the phase, watch the Activity Phase, read the turn summary,
// place ships for the next turn and reach its Federal Movement Phase.

import { describe, expect, it } from 'vitest';
import { clickArea, closeSummary, mapReady, nearEndSave, openGame, phase, shot, waitPhase, useGame } from './helpers';

const game = useGame();

describe('solitaire, Weak Beginning', () => {
  it('starts from the start screen with Campaign / Solitaire preselected', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    const ms = await page.evaluate(() => performance.getEntriesByName('sea-devils:start-screen')[0]?.startTime ?? -1);
    console.log(`start screen ready ${Math.round(ms)} ms after navigation`);
    expect(await page.locator('input[name="scenario"][value="campaign"]').isChecked()).toBe(true);
    expect(await page.locator('input[name="mode"][value="solitaire"]').isChecked()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('start');
    expect(await page.locator('.scenario-card').count()).toBe(5);
    await shot(page, 'start-screen');
    // Enter starts the Campaign at once.
    const pressed = await page.evaluate(() => performance.now());
    await page.keyboard.press('Enter');
    await mapReady(page);
    const drawn = await page.evaluate(() => performance.getEntriesByName('sea-devils:map-ready')[0]?.startTime ?? -1);
    console.log(`map drawn ${Math.round(drawn - pressed)} ms after Enter on the start screen`);
    await waitPhase(page, 'Federal Movement');
    expect(await phase(page)).toContain('GT 1');
    await shot(page, 'campaign-first-screen');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens on the coarse land and loads the fine outlines only when the player zooms in', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.keyboard.press('Enter');
    await mapReady(page);
    const fine = () =>
      page.evaluate(() =>
        (window as unknown as { __seaDevilsGameMap: { inspect(): { fineLand: string; tilesPending: boolean } } }).__seaDevilsGameMap.inspect(),
      );
    expect((await fine()).fineLand).toBe('no');
    expect(scripts.some((u) => /land-50m/.test(u))).toBe(false);
    const ports = await page.evaluate(() =>
      (window as unknown as { __seaDevilsGameMap: { inspect(): { screenOf(a: string): [number, number] | null } } }).__seaDevilsGameMap
        .inspect()
        .screenOf('C12'),
    );
    expect(ports).not.toBeNull();
    // Zoom in over the Caribbean with the wheel, as a person would.
    await page.mouse.move(ports![0], ports![1]);
    for (let i = 0; i < 3; i++) {
      await page.mouse.wheel(0, -240);
      await page.waitForTimeout(60);
    }
    await page.waitForFunction(
      () => (window as unknown as { __seaDevilsGameMap: { inspect(): { fineLand: string } } }).__seaDevilsGameMap.inspect().fineLand === 'shown',
      null,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(800); // the zoom settles before the detail tiles are drawn
    await page.waitForFunction(
      () => {
        const m = (window as unknown as { __seaDevilsGameMap: { inspect(): { fineLand: string; tilesPending: boolean } } }).__seaDevilsGameMap.inspect();
        return m.fineLand === 'shown' && !m.tilesPending;
      },
      null,
      { timeout: 60_000 },
    );
    expect(scripts.some((u) => /land-50m/.test(u))).toBe(true);
    await shot(page, 'campaign-zoomed-fine-land');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('plays a whole turn with the mouse and reaches the next turn', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await page.getByText('Weak Beginning', { exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await mapReady(page);
    // The raider AI writes its orders first (the game starts at the Record Phase, 13.24).
    await waitPhase(page, 'GT 1 · Federal Movement');
    // The Federal sees no record: only that one was sealed.
    const log = page.locator('[data-testid="log"]');
    await expect.poll(() => log.innerText()).toContain('seals 1 Activity Record');
    expect(await log.innerText()).not.toMatch(/Sumter: .*>/);

    // Pick the Powhatan, plan C9 > C11 > D5 on the map, move.
    await page.locator('[data-pick="powhatan"]').click();
    await clickArea(page, 'C11');
    await clickArea(page, 'D5');
    const mover = page.locator('[data-testid="mover"]');
    await expect.poll(() => mover.innerText()).toContain('C9 › C11 › D5');
    await shot(page, 'turn1-path-planned');
    // Issue 48.1: an area farther off is routed to (here on from D5, as short as anew); D5 again cuts the route back there.
    await clickArea(page, 'C20');
    await expect.poll(() => mover.innerText()).toContain('C9 › C11 › D5 › C6 › D6 › C20');
    await clickArea(page, 'D5');
    await expect.poll(() => mover.innerText()).not.toContain('C20');
    expect(await mover.innerText()).toContain('C9 › C11 › D5');
    // An area beyond the Movement Points left is refused with the rule (C46 is 12 areas from C9; the Powhatan has 11).
    await clickArea(page, 'C46');
    await expect.poll(() => mover.innerText()).toContain('(4.11)');
    await page.locator('[data-action="move"]').click();
    await expect.poll(() => log.innerText()).toContain('Powhatan moves C11 > D5');
    expect(await page.locator('tr[data-ship="powhatan"]').innerText()).toContain('2/11 MP');

    // End the phase: the Activity Phase plays back, then the turn summary.
    await page.locator('[data-action="end-phase"]').click();
    await page.locator('.playback').waitFor();
    await page.waitForTimeout(600);
    await shot(page, 'turn1-activity-playback');
    await page.locator('[data-testid="turn-summary"]').waitFor({ timeout: 120_000 });
    await shot(page, 'turn1-summary');
    expect(await page.locator('[data-testid="turn-summary"]').innerText()).toContain('Game Turn 1 (3/61) is over');
    await closeSummary(page);

    // Game Turn 2: the deployment roll, then choose a ship from the Available Pool.
    await waitPhase(page, 'GT 2 · Federal Ship Placement');
    const roll = page.locator('[data-testid="deployment-roll"]');
    expect(await roll.innerText()).toMatch(/raiders? in play/);
    expect(await roll.locator('.die').count()).toBe(1);
    const select = page.locator('button[data-select]:not([disabled])').first();
    const chosen = await select.getAttribute('data-select');
    await select.click();
    await expect.poll(() => page.locator(`tr[data-ship="${chosen}"]`).first().innerText()).toContain('Unselect');
    await shot(page, 'turn2-placement');
    await page.locator('[data-action="end-phase"]').click();
    // Europe declarations only if a raider began the turn in Europe.
    await page.waitForFunction(() => /Federal Movement|Blockade declarations/.test(document.querySelector('[data-testid="phase"]')?.textContent ?? ''), null, {
      timeout: 60_000,
    });
    if ((await phase(page)).includes('Blockade declarations')) await page.locator('[data-action="end-phase"]').click();
    await waitPhase(page, 'GT 2 · Federal Movement');
    expect(await page.locator(`tr[data-ship="${chosen}"]`).count()).toBe(1);
    await shot(page, 'turn2-movement');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('ends the game with the victory screen explaining the score', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    // A game two bots brought to the last turn's Federal Movement, imported as a save file.
    await page.locator('[data-action="saves"]').click();
    await page
      .locator('[data-testid="import-file"]')
      .setInputFiles({ name: 'near-end.json', mimeType: 'application/json', buffer: Buffer.from(await nearEndSave()) });
    await mapReady(page);
    await waitPhase(page, 'GT 4 · Federal Movement');
    await page.locator('[data-action="end-phase"]').click();
    await page.locator('.playback').waitFor();
    await page.locator('[data-speed="instant"]').click();
    await closeSummary(page);
    const victory = page.locator('[data-testid="victory"]');
    await victory.waitFor({ timeout: 60_000 });
    const text = await victory.innerText();
    expect(text).toMatch(/(Confederate|Federal) (Major|Minor) Victory|Draw/);
    // 48.8: it says whether the player (the Federal here) won, agreeing with the level.
    const you = await victory.locator('[data-testid="verdict-you"]').innerText();
    expect(you).toBe(
      /Federal (Major|Minor)/.test(text) ? 'You won, as the Federal.' : /Confederate (Major|Minor)/.test(text) ? 'You lost, as the Federal.' : 'A draw.',
    );
    expect(text).toContain('Weak Beginning (13.2)');
    expect(await victory.locator('tr.achieved').count()).toBe(1);
    await shot(page, 'victory-screen');
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await phase(page)).toContain('Game over');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
