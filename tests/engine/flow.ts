import { ok, start, withDice } from '../helpers';
import type { GameState } from '../../src/engine/types';

// Walks a game through whole phases with nobody doing anything, for tests that need a later phase.

export function sealNothing(state: GameState): GameState {
  return ok(state, { type: 'sealRecords', side: 'confederate', records: [], salt: '0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c' }).state;
}

/** From the Record Phase, through an idle turn, into the next turn's Federal Ship Placement
 *  Segment (where the deployment die has been rolled with `deploymentDie`). */
export function idleToNextPlacement(state: GameState, deploymentDie: number): GameState {
  // Ending Federal movement runs the Activity Phase and the next turn up to the deployment roll.
  let s = withDice(sealNothing(state), deploymentDie);
  s = ok(s, { type: 'endPhase', side: 'federal' }).state;
  if (s.phase === 'confederatePlacement') s = ok(withDice(s, deploymentDie), { type: 'endPhase', side: 'confederate' }).state;
  return s;
}

export function campaignAtGT2Placement(deploymentDie = 3): GameState {
  return idleToNextPlacement(start('campaign').state, deploymentDie);
}
