// Live decisions in hot-seat (issue 46.2): with "Live decisions" ticked (the default for
// hot-seat), each decision of the Activity Phase goes to the side it belongs to, behind that
// side's passphrase, as at the paper table: the Federal chooses whether to search (6.1), the
// spotted raider whether to fight, escape or make for port (6.13). The Cresting Tide opens with
// the Alabama and the Florida at sea in C18 and the Oneida in C12; the Alabama's record takes the
// squadron into C12, then C16 (three Federal ships). The page's random bytes (chain secrets, game id, salts) are seeded, so the
// game's dice are the same on every run (the hot-seat clients' fair dice come from them).
// A Campaign imported at GT 8 brings the blockade run out of a neutral port (7.21) and Semmes'
// reroll (11.74), each asked of the Confederate at the device; one imported where the Federal has
// put a squadron of two in a raider's path brings the Confederate's pick of the Federal ship that
// takes his damage (4.51).

import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { type LiveAnswer, bold, pickOther, squadronTries } from './squadronUnderFire';
import { choosePassphrase, mapReady, openGame, saveAt, shot, takeDevice, waitPhase, useGame } from './helpers';

const game = useGame();
const PASS = { confederate: 'bonnie blue flag', federal: 'union forever 1861' };
// Seed 3: the Oneida's search in C12 misses, the three ships in C16 spot the squadron (6.11, 6.14).
const SEED = 3;
/** Both sides answer their decisions live (the hot-seat default). */
const LIVE = { askConfederate: true, askFederal: true };

/** Seeds the page's crypto.getRandomValues (a small xorshift): the same random bytes on every run. */
async function seedRandom(page: Page, seed: number): Promise<void> {
  await page.addInitScript((s: number) => {
    let x = s >>> 0 || 1;
    crypto.getRandomValues = (<T extends ArrayBufferView | null>(a: T): T => {
      if (!a) return a;
      const b = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
      for (let i = 0; i < b.length; i++) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        b[i] = x & 255;
      }
      return a;
    }) as typeof crypto.getRandomValues;
  }, seed);
}

/** Who the hand-off screen asks for, or null when it is not shown. */
async function handoffSide(page: Page): Promise<'federal' | 'confederate' | null> {
  const handoff = page.locator('[data-testid="handoff"]');
  if (!(await handoff.isVisible().catch(() => false))) return null;
  const text = await handoff.innerText().catch(() => '');
  return /Federal player/.test(text) ? 'federal' : /Confederate player/.test(text) ? 'confederate' : null;
}

describe('live decisions, hot-seat (46.2)', () => {
  it('each decision goes to its own side behind its passphrase', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await seedRandom(page, SEED);
    await page.reload();
    await page.waitForSelector('.start-screen');
    await page.getByText('The Cresting Tide', { exact: true }).click();
    await page.getByText('Hot-seat', { exact: true }).click();
    const live = page.locator('input[name="live"]');
    expect(await live.isChecked()).toBe(true);
    await shot(page, 'live-start-hotseat');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await choosePassphrase(page, 'confederate', PASS.confederate);
    await choosePassphrase(page, 'federal', PASS.federal);
    await page.locator('[data-testid="handoff"]').waitFor();
    // Up to the Federal's movement: each side takes the device when asked; the Federal ends his
    // phases, the Confederate writes the Alabama's record (gather the Florida, into the Oneida's C12).
    let sealed = false;
    for (let i = 0; i < 200; i++) {
      const to = await handoffSide(page);
      if (to) {
        await takeDevice(page, PASS[to]);
        await mapReady(page);
        continue;
      }
      const phaseNow = await page
        .locator('[data-testid="phase"]')
        .innerText()
        .catch(() => '');
      if (/Activity Record/.test(phaseNow) && !sealed) {
        const panel = page.locator('.panel.record');
        await panel.locator('.tab[data-ship="alabama"]').click();
        await panel.locator('[data-step="gather:florida"]').click();
        await panel.locator('.chip.area[data-area="C17"]').click();
        await panel.locator('.chip.area[data-area="C12"]').click();
        // On into C16, where four Federal ships lie: more searches, more chances to be spotted.
        await panel.locator('.chip.area[data-area="C16"]').click();
        await expect.poll(() => page.locator('.notation').inputValue()).toBe('gather:florida > C17 > C12 > C16');
        await expect.poll(() => panel.innerText()).toContain('This record can be sealed');
        await page.locator('[data-action="seal"]').click();
        sealed = true;
        continue;
      }
      if (/Federal Movement/.test(phaseNow) && sealed) break;
      const end = page.locator('[data-action="end-phase"]:not([disabled])');
      if (await end.isVisible().catch(() => false)) await end.click();
      await page.waitForTimeout(300);
    }
    await waitPhase(page, 'Federal Movement');
    // With live decisions the Federal answers as they come: no standing orders to set.
    expect(await page.locator('[data-testid="federal-orders"]').count()).toBe(0);
    await shot(page, 'live-federal-movement');
    await page.locator('[data-action="end-phase"]').click();

    // Each decision: the device goes to the side it asks (its passphrase), which answers it.
    const asked: string[] = [];
    let holder: 'federal' | 'confederate' = 'federal';
    for (let i = 0; i < 400 && asked.length < 5; i++) {
      const to = await handoffSide(page);
      if (to) {
        await takeDevice(page, PASS[to]);
        holder = to;
        continue;
      }
      const dialog = page.locator('.panel.decision');
      if ((await dialog.isVisible().catch(() => false)) && (await dialog.locator('[data-choice]').count()) > 0) {
        const text = await dialog.innerText();
        const kind = /Search for it/.test(text)
          ? 'search'
          : /Fight/.test(text)
            ? 'spotted'
            : /Engage/.test(text)
              ? 'avoid'
              : /takes it/.test(text)
                ? 'damage'
                : 'other';
        asked.push(`${holder}:${kind}`);
        await shot(page, `live-${holder}-${kind}`);
        // Who answers is the side at the device, and the dialog names the rule.
        expect(text).toMatch(/6\.1|6\.13|4\.51/);
        const pick = kind === 'spotted' ? 'fight' : kind === 'search' ? 'search' : kind === 'avoid' ? 'engage' : null;
        await (pick ? dialog.locator(`[data-choice="${pick}"]`) : dialog.locator('[data-choice]').first()).click();
        await page.waitForTimeout(300);
        continue;
      }
      if (
        /Placement|Record|Game Turn/.test(
          await page
            .locator('[data-testid="phase"]')
            .innerText()
            .catch(() => ''),
        )
      )
        break;
      await page.waitForTimeout(200);
    }
    // Each asked of the side it belongs to, at the device behind its own passphrase, in the order of
    // play: the Federal's two searches, the spotted raider's fight, the spotting ship's stand (6.13),
    // and which raider of the squadron takes the Federal's damage (4.51).
    expect(asked).toEqual(['federal:search', 'federal:search', 'confederate:spotted', 'federal:avoid', 'federal:damage']);
    const log = await page.locator('[data-testid="log"]').innerText();
    expect(log).toMatch(/Federal decision \(search\): search/);
    expect(log).toMatch(/Confederate decision \(spotted\): fight/);
    expect(log).toMatch(/Federal decision \(avoid\): engage/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // The blockade run (7.21) and Semmes' reroll (11.74) come late in a Campaign: two historical-level
  // bots bring one to GT 8's Federal Movement: the Alabama's raid die fails (Semmes aboard), and the
  // Georgiana's record leaves England's port in C2, blockaded by the Vanderbilt. The engine itself says which decisions that Activity Phase asks when each is answered as
  // below; the page must ask the same, of the same side, in the same order.
  it("the blockade run (7.21) and Semmes' reroll (11.74) are asked of the Confederate as they come", async () => {
    const opts = { scenario: 'campaign', seed: 'live-1', bots: 'historical', options: { askConfederate: true, askFederal: true } };
    const save = await saveAt({ ...opts, mode: 'hotseat', name: 'Blockade run', stop: (s) => s.turn === 8 && s.phase === 'federalMovement' });
    const expected = await engineAsks(JSON.parse(save).state);
    expect(expected).toContain('confederate:runBlockade');
    expect(expected).toContain('confederate:semmes');

    const { page, errors } = await openGame(game.browser(), game.base());
    await importAndEndMovement(page, save, 'blockade-run.json');
    const asked = await answerAtDevice(page, expected.length, bold, (holder, kind) => shot(page, `live-hotseat-${holder}-${kind}`));
    expect(asked).toEqual(expected);
    const log = await page.locator('[data-testid="log"]').innerText();
    expect(log).toMatch(/Confederate decision \(runBlockade\): fight/);
    expect(log).toMatch(/Confederate decision \(semmes\): reroll/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // The Confederate's pick of the Federal ship of a squadron that takes his damage (4.51).
  it('a raider firing on a Federal squadron: the Confederate picks the ship that takes the damage (4.51)', async () => {
    const found = await squadronUnderFire();
    const save = await saveAt({
      scenario: 'campaign',
      seed: found.seed,
      bots: 'historical',
      options: LIVE,
      mode: 'hotseat',
      name: 'Squadron under fire',
      stop: (s) => s.turn === found.turn && s.phase === 'federalMovement',
      after: found.after,
    });
    const state = JSON.parse(save).state as import('../src/engine/types').GameState;
    const expected = await engineAsks(state, pickOther);
    expect(expected).toContain('confederate:damage');
    const squadron = (found.after.at(-1) as { ships: string[] }).ships;

    const { page, errors } = await openGame(game.browser(), game.base());
    await importAndEndMovement(page, save, 'squadron-under-fire.json');
    let picked = '';
    const asked = await answerAtDevice(page, expected.length, pickOther, async (holder, kind, choices, dialog) => {
      if (holder !== 'confederate' || kind !== 'damage') return;
      // The ships offered are the squadron's, and the panel names it as the Federal's squadron.
      expect([...choices].sort()).toEqual([...squadron].sort());
      expect(await dialog.innerText()).toMatch(/damage on the Federal squadron .* Choose the ship that takes it/);
      await shot(page, 'live-hotseat-confederate-damage');
      picked = pickOther(holder, kind, choices);
    });
    expect(asked).toEqual(expected);
    // The ship the player picked, not the standing order's, takes the damage.
    const name = (await gameData()).federal[picked]!.name;
    await expect.poll(() => page.locator('[data-testid="log"]').innerText()).toContain(`Confederate decision (damage): the ${name} takes the damage (4.51)`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** Imports a hot-seat save at the Federal's movement, takes the device as its holder, and ends the movement. */
async function importAndEndMovement(page: Page, save: string, name: string): Promise<void> {
  await page.locator('[data-action="saves"]').click();
  await page.locator('[data-testid="import-file"]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(save) });
  await page.locator('[data-testid="handoff"]').waitFor();
  await page.locator('[data-action="ready"]').click();
  await mapReady(page);
  await waitPhase(page, 'Federal Movement');
  await page.locator('[data-action="end-phase"]').click();
}

/**
 * Plays the decisions at the one device: hands it over when asked (the save's sides have no
 * passphrase), and answers each decision by `answer` as the side holding it, until `count` have
 * been asked; `before` runs first for each. The decisions asked, side:kind, in order.
 */
async function answerAtDevice(
  page: Page,
  count: number,
  answer: LiveAnswer,
  before?: (holder: 'federal' | 'confederate', kind: string, choices: string[], dialog: Locator) => Promise<unknown>,
): Promise<string[]> {
  const asked: string[] = [];
  let holder: 'federal' | 'confederate' = 'federal';
  for (let i = 0; i < 400 && asked.length < count; i++) {
    const to = await handoffSide(page);
    if (to) {
      await page.locator('[data-action="ready"]').click();
      holder = to;
      continue;
    }
    const dialog = page.locator('.panel.decision[data-kind]');
    if ((await dialog.isVisible().catch(() => false)) && (await dialog.locator('[data-choice]').count()) > 0) {
      const kind = (await dialog.getAttribute('data-kind')) ?? '';
      const choices = await dialog.locator('[data-choice]').evaluateAll((b) => b.map((x) => (x as HTMLElement).dataset.choice ?? ''));
      asked.push(`${holder}:${kind}`);
      await before?.(holder, kind, choices, dialog);
      await dialog.locator(`[data-choice="${answer(holder, kind, choices)}"]`).click();
      await dialog.waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
      continue;
    }
    await page.waitForTimeout(200);
  }
  return asked;
}

let loaded: import('../src/data/gameData').GameData | undefined;
/** The built-in data, loaded once for the file. */
async function gameData(): Promise<import('../src/data/gameData').GameData> {
  const { loadGameData } = await import('../src/data/load');
  const { bundledRaw } = await import('../src/data/bundled');
  return (loaded ??= loadGameData(bundledRaw()));
}

/** The decisions (side:kind) the Activity Phase asks after the Federal ends his movement at once, each answered by `answer`. */
async function engineAsks(state: import('../src/engine/types').GameState, answer: LiveAnswer = bold): Promise<string[]> {
  const { apply } = await import('../src/engine/index');
  const data = await gameData();
  let r = apply(data, state, { type: 'endPhase', side: 'federal' });
  const asked: string[] = [];
  for (let i = 0; r.ok && r.state.activity?.pending && i < 100; i++) {
    const p = r.state.activity.pending;
    asked.push(`${p.side}:${p.kind}`);
    r = apply(data, r.state, { type: 'decide', side: p.side, choice: answer(p.side, p.kind, p.options) });
  }
  if (!r.ok) throw new Error(r.message);
  return asked;
}

/**
 * A hot-seat Campaign in which a raider fights a Federal squadron and damages it, so the
 * Confederate picks the ship that takes the damage (4.51). The AI Federals never put a squadron
 * in a raider's way (no seed of the bots met this), so the test plays the Federal's part: two
 * historical bots play seed `dmg-N` to a Federal Movement Phase; there (reading the sealed
 * records, as only this test set-up may) two Federal ships that can reach an area on a raider's
 * route in one move go there and stack as a squadron (4.52); the first such game, by seed, turn
 * and ships in map order, whose Activity Phase asks the Confederate's damage pick is taken.
 * Bounded by count: 5 seeds, turns 2-12.
 */
async function squadronUnderFire(): Promise<{ seed: string; turn: number; after: unknown[] }> {
  const { newGame, apply, activeSide, view } = await import('../src/engine/index');
  const { makeBot } = await import('../src/ai/registry');
  const data = await gameData();
  for (let i = 0; i < 5; i++) {
    const seed = `dmg-${i}`;
    let state = newGame(data, 'campaign', seed, LIVE).state;
    const bots = { federal: makeBot('historical', `${seed}:f`), confederate: makeBot('historical', `${seed}:c`) };
    let looked = 0;
    for (let n = 0; n < 20_000 && state.phase !== 'gameOver' && state.turn <= 12; n++) {
      // At the start of each Federal Movement Phase (where saveAt stops), before the bot moves.
      if (state.phase === 'federalMovement' && state.turn >= 2 && state.turn > looked) {
        looked = state.turn;
        for (const { area, moves } of squadronTries(data, state, state.records)) {
          let s2 = state;
          let ok = true;
          for (const c of moves) {
            const r = apply(data, s2, c);
            if (!r.ok) {
              ok = false;
              break;
            }
            s2 = r.state;
          }
          if (ok && (await engineAsks(s2, pickOther)).includes('confederate:damage')) {
            const ships = (moves.at(-1) as { ships: string[] }).ships;
            console.log(`squadronUnderFire: ${seed}, GT ${state.turn}, ${ships.map((x) => `${x} to ${area}`).join(', ')}`);
            return { seed, turn: state.turn, after: moves };
          }
        }
      }
      const side = activeSide(state)!;
      const r = apply(data, state, bots[side].next(data, view(state, side), side));
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
  }
  throw new Error('squadronUnderFire: no game of seeds dmg-0..4 brings the Confederate damage pick');
}
