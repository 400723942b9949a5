import { apply } from '../../src/engine/apply';
import { scriptedDice } from '../../src/engine/dice';
import type { GameEvent, GameState } from '../../src/engine/types';
import type { ActivityRecord, RecordStep, StandingOrders } from '../../src/engine/record';
import { gameData, start } from '../helpers';

// Builds Activity Phase situations: a Campaign game at its Record Phase, arranged by hand,
// then records sealed and the Federal phase ended with scripted dice.

export const ESCAPE: StandingOrders = { onSpotted: 'escape', semmesReroll: { raid: false, escape: false, blockade: false } };
export const FIGHT: StandingOrders = { ...ESCAPE, onSpotted: 'fight' };
export const PORT: StandingOrders = { ...ESCAPE, onSpotted: 'port' };

export function record(ship: string, steps: RecordStep[], standing: StandingOrders = ESCAPE): ActivityRecord {
  return { ship, steps, standing };
}

/** A Campaign game in GT1's Record Phase, with every ship off the map unless `arrange` puts it there. */
export function arranged(arrange: (s: GameState) => void): GameState {
  const s = structuredClone(start('campaign').state);
  for (const f of Object.values(s.federal))
    if (f.where === 'map') {
      f.where = 'available';
      f.area = null;
      f.inUse = false;
    }
  arrange(s);
  return s;
}

export function placeFederal(s: GameState, id: string, area: string, squadron: string | null = null): void {
  Object.assign(s.federal[id]!, { where: 'map', area, inUse: true, path: [area], squadron, damage: 0, blockading: null });
}

export function placeConfederate(s: GameState, id: string, area: string, port: string | null, extra: object = {}): void {
  Object.assign(s.confederate[id]!, { status: 'inPlay', area, port, commissioned: true, ...extra });
}

/** Seals the records, then ends Federal movement with the scripted dice; returns the events of the Activity Phase. */
export function run(
  s: GameState,
  records: ActivityRecord[],
  dice: number[],
  stopAtDecision = false,
): { state: GameState; events: GameEvent[]; texts: string[] } {
  const data = gameData();
  const sealed = apply(data, s, { type: 'sealRecords', side: 'confederate', records, salt: '01010101010101010101010101010101' });
  if (!sealed.ok) throw new Error(sealed.message);
  // A few spare dice for the next turn's deployment roll once the phase is over.
  const moved = { ...sealed.state, dice: scriptedDice(...dice, 3, 3, 3) };
  const r = apply(data, moved, { type: 'endPhase', side: 'federal' });
  if (!r.ok) throw new Error(r.message);
  if (!stopAtDecision && r.state.phase === 'confederateActivity') throw new Error(`stopped for a decision: ${JSON.stringify(r.state.activity?.pending)}`);
  const events = r.events;
  return { state: r.state, events, texts: events.map((e) => e.text) };
}

export function decide(s: GameState, side: 'federal' | 'confederate', choice: string, dice: number[] = []) {
  const r = apply(gameData(), dice.length ? { ...s, dice: scriptedDice(...dice) } : s, { type: 'decide', side, choice });
  if (!r.ok) throw new Error(r.message);
  return { state: r.state, events: r.events, texts: r.events.map((e) => e.text) };
}
