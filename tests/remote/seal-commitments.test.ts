import { describe, expect, it } from 'vitest';
import { applyCommandInPlace } from '../../src/engine/apply';
import { clonePlain } from '../../src/engine/clone';
import { SHIP } from '../../src/engine/special';
import { gameData, start } from '../helpers';

// The Federal client's copy of a seal (4.3, 11.61): commitments only, with the Stonewall's record
// in the open. Every refusal comes before the seal touches the state, so even a command applied
// in place leaves the game as it was.

describe('4.3, 11.61: sealing commitments', () => {
  it("11.61: without the Stonewall's record the seal is refused, and the state applied in place is unchanged", () => {
    const { state } = start('campaign');
    expect(state.phase).toBe('confederateRecord');
    state.options.remote = true; // a seal of commitments is remote play's (3.0)
    // The Stonewall afloat this turn, in the open sea.
    Object.assign(state.confederate[SHIP.stonewall]!, { status: 'inPlay', area: 'D45', port: null });
    const inPlay = Object.values(state.confederate)
      .filter((c) => c.status === 'inPlay')
      .map((c) => c.id);
    const before = clonePlain(state);
    const r = applyCommandInPlace(gameData(), state, {
      type: 'sealCommitments',
      side: 'confederate',
      commitments: inPlay.map((ship) => ({ ship, commitment: 'a'.repeat(64) })),
      open: [],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.code, r.rule, r.message]).toEqual(['invalidSeal', '11.61', "the Stonewall's record must be shown at sealing (11.61)"]);
    expect(state).toEqual(before);
  });
});
