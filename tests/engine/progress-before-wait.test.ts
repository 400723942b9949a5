import { describe, expect, it } from 'vitest';
import { apply, newGame, progressBeforeWait } from '../../src/engine/apply';
import { SETUP_SEGMENT, phaseSegment, segmentedDice } from '../../src/engine/dice';
import { PHASES, type GameState } from '../../src/engine/types';
import { gameData } from '../helpers';
import { sealNothing } from './flow';

// Remote play (3.0, docs/remote-play.md; issue 44.2): a command that must wait for the other
// player's dice is kept waiting, all or nothing, but the phases it settles before the one that
// waits can be shown at once: progressBeforeWait gives the game as the last phase it reached
// began, and the events until then.

/** Seeds for the set-up and every phase of Game Turn 1, and of Game Turn 2 up to (not including) `stop`. */
function seedsUpTo(stop: string): Record<string, string> {
  const seeds: Record<string, string> = { [SETUP_SEGMENT]: 'setup-seed' };
  for (const turn of [1, 2])
    for (const phase of PHASES) {
      const name = phaseSegment(turn, phase);
      if (name === stop) return seeds;
      seeds[name] = `seed-${name}`;
    }
  return seeds;
}

/** Weak Beginning played apart, the records sealed (nobody sails), at the Federal Movement Phase of Game Turn 1. */
function atFederalMovement(seeds: Record<string, string>): GameState {
  const s = newGame(gameData(), 'weak-beginning', segmentedDice(seeds), { remote: true }).state;
  const sealed = sealNothing(s);
  expect(sealed.phase).toBe('federalMovement');
  return sealed;
}

describe('3.0, remote play: how far a waiting command gets', () => {
  it("the Federal's end of movement, the next turn's deployment dice unknown: the game as that phase began, the Activity Phase and the turn's end before it", () => {
    const stop = phaseSegment(2, 'federalPlacement');
    const st = atFederalMovement(seedsUpTo(stop));
    const end = { type: 'endPhase', side: 'federal' } as const;
    const r = apply(gameData(), st, end);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.awaiting).toEqual({ segment: stop, what: 'dice' });

    const p = progressBeforeWait(gameData(), st, end)!;
    expect(p).not.toBeNull();
    expect([p.state.turn, p.state.phase]).toEqual([2, 'federalPlacement']);
    // The Activity Phase of Game Turn 1 and the start of Game Turn 2 are settled; nothing after.
    expect(p.events.some((e) => e.kind === 'reveal' && e.turn === 1)).toBe(true);
    expect(p.events.some((e) => e.kind === 'turn' && e.turn === 2)).toBe(true);
    expect(p.events.every((e) => e.turn === 1 || (e.turn === 2 && e.phase !== 'federalPlacement'))).toBe(true);
    // The state the caller passed is untouched.
    expect(st.phase).toBe('federalMovement');

    // With the missing dice known, the command runs through: the same lines first, then more.
    const all = apply(gameData(), { ...st, dice: { ...st.dice, seeds: seedsUpTo('3:turnAdvance') } as GameState['dice'] }, end);
    expect(all.ok).toBe(true);
    if (!all.ok) return;
    expect(all.events.slice(0, p.events.length)).toEqual(p.events);
    expect(all.events.length).toBeGreaterThan(p.events.length);
    // The game shown is the game the full command passed through as that phase began: its dice
    // state is where the Activity Phase's left it (it rolled in no later segment).
    expect(p.state.dice).toMatchObject({ kind: 'segmented' });
    expect(p.state.records).toEqual({});
  });

  it('null for a command that does not wait, and for a command refused', () => {
    const st = atFederalMovement(seedsUpTo(phaseSegment(2, 'federalPlacement')));
    const ship = Object.values(st.federal).find((f) => f.where === 'map' && f.area)!;
    expect(progressBeforeWait(gameData(), st, { type: 'moveShip', side: 'federal', ship: ship.id, path: [ship.area!] })).toBeNull();
    expect(progressBeforeWait(gameData(), st, { type: 'endPhase', side: 'confederate' })).toBeNull();
  });
});
