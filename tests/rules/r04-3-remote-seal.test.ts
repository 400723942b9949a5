import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply';
import { fillRevealed } from '../../src/engine/activity/sealing';
import { commitment } from '../../src/engine/activity/seal';
import { SHIP } from '../../src/engine/special';
import type { ActivityRecord } from '../../src/engine/record';
import type { GameState } from '../../src/engine/types';
import { gameData, start } from '../helpers';
import { ESCAPE, FIGHT, record } from '../fixtures/activity';

// 4.3 in remote play (docs/remote-play.md): the Federal client receives a seal of commitments
// only, the Stonewall's record in the open (11.61); at the Activity Phase the records and salts
// are revealed and each is checked against its commitment. Events and state, not wording.

const data = gameData();
const inPlayOf = (s: GameState) =>
  Object.values(s.confederate)
    .filter((c) => c.status === 'inPlay')
    .map((c) => c.id);

function remoteState(stonewall = false): GameState {
  const { state } = start('campaign');
  state.options.remote = true;
  if (stonewall) Object.assign(state.confederate[SHIP.stonewall]!, { status: 'inPlay', area: 'D45', port: null });
  return state;
}
const stay = (ship: string): ActivityRecord => record(ship, []);
const sealOf = (s: GameState, salt = 'salt') => inPlayOf(s).map((ship) => ({ ship, record: stay(ship), salt: `${salt}:${ship}` }));
const commitments = (reveals: { ship: string; record: ActivityRecord; salt: string }[]) =>
  reveals.map((r) => ({ ship: r.ship, commitment: commitment(r.record, r.salt) }));

function sealed(s: GameState, open: ActivityRecord[] = []) {
  const reveals = sealOf(s);
  const r = apply(data, s, { type: 'sealCommitments', side: 'confederate', commitments: commitments(reveals), open });
  if (!r.ok) throw new Error(r.message);
  return { state: r.state, events: r.events, reveals };
}

describe('4.3: a seal of commitments', () => {
  it('holds one commitment per ship in play, no record and no salt until the reveal', () => {
    const s = remoteState();
    const { state, events, reveals } = sealed(s);
    expect(Object.keys(state.records).sort()).toEqual(inPlayOf(s).sort());
    for (const r of reveals) expect(state.records[r.ship]).toEqual({ commitment: commitment(r.record, r.salt), record: null, salt: null, revealed: false });
    expect(events.filter((e) => e.kind === 'sealed').map((e) => e.rule)).toEqual(['4.3']);
    expect(events.some((e) => e.kind === 'recordWritten')).toBe(false);
  });
  it('is refused unless it has exactly one commitment for each ship in play', () => {
    const s = remoteState();
    const ids = inPlayOf(s);
    const c = (ships: string[]) => ships.map((ship) => ({ ship, commitment: 'a'.repeat(64) }));
    const other = Object.keys(s.confederate).find((id) => !ids.includes(id))!;
    for (const ships of [[], ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), other], [...ids, other]]) {
      const r = apply(data, s, { type: 'sealCommitments', side: 'confederate', commitments: c(ships), open: [] });
      expect(r.ok, ships.join(',')).toBe(false);
      if (!r.ok) expect([r.code, r.rule]).toEqual(['invalidSeal', '4.3']);
    }
  });
  it("11.61: only the Stonewall's record is shown; shown, it is kept with its commitment and written in the open", () => {
    const s = remoteState(true);
    const ids = inPlayOf(s);
    const other = ids.find((id) => id !== SHIP.stonewall)!;
    const c = ids.map((ship) => ({ ship, commitment: 'a'.repeat(64) }));
    const wrong = apply(data, s, { type: 'sealCommitments', side: 'confederate', commitments: c, open: [stay(other)] });
    expect(!wrong.ok && [wrong.code, wrong.rule]).toEqual(['invalidSeal', '11.61']);
    const open = stay(SHIP.stonewall);
    const { state, events } = sealed(s, [open]);
    expect(state.records[SHIP.stonewall]!.record).toEqual(open);
    expect(state.records[other]!.record).toBeNull();
    const written = events.filter((e) => e.kind === 'recordWritten');
    expect(written.map((e) => e.ships)).toEqual([[SHIP.stonewall]]);
    expect(written[0]!.secretTo).toBeUndefined();
  });
  it('an illegal open record is refused (4.3) and the state is unchanged', () => {
    const s = remoteState(true);
    const before = JSON.stringify(s);
    const c = inPlayOf(s).map((ship) => ({ ship, commitment: 'a'.repeat(64) }));
    const r = apply(data, s, { type: 'sealCommitments', side: 'confederate', commitments: c, open: [record(SHIP.stonewall, [{ op: 'move', to: 'C1' }])] });
    expect(!r.ok && [r.code, r.rule]).toEqual(['invalidRecord', '4.3']);
    expect(JSON.stringify(s)).toBe(before);
  });
  it('only in the Record Phase (4.3)', () => {
    const s = remoteState();
    s.phase = 'federalMovement';
    const r = apply(data, s, { type: 'sealCommitments', side: 'confederate', commitments: [], open: [] });
    expect(!r.ok && r.code).toBe('notYourTurn');
  });
});

describe('4.3: the reveal (fillRevealed)', () => {
  it('fills each record and salt that matches its commitment; the state given is unchanged', () => {
    const { state, reveals } = sealed(remoteState());
    const before = JSON.stringify(state);
    const r = fillRevealed(state, reveals);
    expect(r.ok).toBe(true);
    if (r.ok) for (const x of reveals) expect(r.state.records[x.ship]).toMatchObject({ record: x.record, salt: x.salt, revealed: false });
    expect(JSON.stringify(state)).toBe(before);
  });
  const problems = (state: GameState, reveals: Parameters<typeof fillRevealed>[1]) => {
    const r = fillRevealed(state, reveals);
    expect(r.ok).toBe(false);
    return r.ok ? [] : r.problems;
  };
  it('refuses a ship not sealed, a ship revealed twice, a record of another ship, a wrong salt, a changed record, one left out', () => {
    const { state, reveals } = sealed(remoteState(true), [stay(SHIP.stonewall)]);
    const a = reveals.find((r) => r.ship !== SHIP.stonewall)!,
      b = reveals.find((r) => r.ship === SHIP.stonewall)!;
    expect(problems(state, [...reveals, { ...a, ship: 'toString' }])).toHaveLength(1);
    expect(problems(state, [...reveals, a])).toEqual([expect.stringContaining(a.ship)]);
    // Another ship's record: for the wrong ship, not its commitment, so this ship is not revealed.
    expect(
      problems(
        state,
        reveals.map((r) => (r === a ? { ...r, record: b.record } : r)),
      ),
    ).toEqual([expect.stringContaining(b.ship), expect.stringContaining(a.ship), expect.stringContaining(a.ship)]);
    expect(
      problems(
        state,
        reveals.map((r) => (r === a ? { ...r, salt: 'other' } : r)),
      ),
    ).toEqual([expect.stringContaining(a.ship), expect.stringContaining(a.ship)]);
    expect(
      problems(
        state,
        reveals.map((r) => (r === a ? { ...r, record: record(a.ship, [], FIGHT) } : r)),
      ),
    ).toHaveLength(2);
    expect(problems(state, reveals.slice(1))).toEqual([expect.stringContaining(a.ship)]);
  });
  it("11.61: the Stonewall's revealed record must be the one shown at sealing", () => {
    const { state, reveals } = sealed(remoteState(true), [stay(SHIP.stonewall)]);
    expect(fillRevealed(state, reveals).ok).toBe(true);
    // A record committed to, but not the one shown: the commitment matches, the open record does not.
    const other = record(SHIP.stonewall, [], { ...ESCAPE, onSpotted: 'fight' });
    const s2 = structuredClone(state);
    s2.records[SHIP.stonewall]!.commitment = commitment(other, 'x');
    const p = problems(
      s2,
      reveals.map((r) => (r.ship === SHIP.stonewall ? { ...r, record: other, salt: 'x' } : r)),
    );
    expect(p).toEqual([expect.stringContaining('11.61')]);
  });
});
