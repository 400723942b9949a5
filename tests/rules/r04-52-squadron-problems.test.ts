import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { gathered, leaderOf, membersFirst, squadronProblems, waitsForLeader } from '../../src/engine/activity/squadron';
import { SHIP } from '../../src/engine/special';
import type { ActivityRecord, RecordStep } from '../../src/engine/record';
import type { GameState } from '../../src/engine/types';
import { con, gameData } from '../helpers';
import { arranged, placeConfederate, record } from '../fixtures/activity';

// 4.52 squadrons across the records, as structured problems (ship, step, rule): where each
// problem is reported, and which ones the squadron check leaves to the record check.

const data = gameData();
const X = 'C18';
const [Y, Z] = adjacent(data, X)
  .filter((a) => !data.areas[a]!.eces)
  .slice(0, 2) as [string, string];
const ala = con('Ala'),
  fla = con('Fla'),
  sum = con('Sum');
const mv = (to: string): RecordStep => ({ op: 'move', to });
const gather = (ship: string): RecordStep => ({ op: 'gather', ship });
const three = (): GameState =>
  arranged((s) => {
    placeConfederate(s, ala, X, null);
    placeConfederate(s, fla, Z, null);
    placeConfederate(s, sum, Y, null);
  });
const found = (records: ActivityRecord[], s = three()) => squadronProblems(data, s, records).map((p) => [p.ship, p.step, p.rule]);

describe('4.52: squadron problems across the records', () => {
  it('none without a gather, and none for a member that sails to the leader', () => {
    expect(found([record(ala, [mv(Y)]), record(fla, [mv(X)])])).toEqual([]);
    expect(found([record(ala, [gather(fla), mv(Y)]), record(fla, [mv(X)])])).toEqual([]);
    // Gathered after the leader moved: the meeting is where the leader is at that step.
    expect(found([record(ala, [mv(Z), gather(fla)]), record(fla, [])])).toEqual([]);
  });
  it("a member whose record ends elsewhere, or in port, is reported at the leader's gather", () => {
    expect(found([record(ala, [mv(Y), gather(fla)]), record(fla, [mv(X)])])).toEqual([[ala, 1, '4.52']]);
    // No record for the member: it stays where it is (Z), not where the Alabama gathers it.
    expect(found([record(ala, [gather(fla)])])).toEqual([[ala, 0, '4.52']]);
  });
  it('a member that repairs or refits cannot join (8.22), nor one that leads a squadron of its own', () => {
    expect(found([record(ala, [mv(Z), gather(fla)]), record(fla, [{ op: 'repair' }])])).toContainEqual([ala, 1, '8.22']);
    expect(found([record(ala, [mv(Z), gather(fla)]), record(fla, [{ op: 'refit' }])])).toContainEqual([ala, 1, '8.22']);
    expect(found([record(ala, [gather(fla)]), record(fla, [mv(X), gather(sum)]), record(sum, [mv(X)])])).toContainEqual([ala, 0, '4.52']);
  });
  it('one stack, one squadron: a ship gathered twice is reported at the second gather', () => {
    expect(found([record(ala, [gather(fla)]), record(sum, [mv(X), gather(fla)]), record(fla, [mv(X)])])).toEqual([[sum, 1, '4.52']]);
  });
  it('a leader that is itself gathered has one problem, at the gather of its own member', () => {
    const p = found([record(ala, [gather(sum)]), record(sum, [mv(X), gather(fla)]), record(fla, [mv(X)])]);
    expect(p).toContainEqual([sum, 1, '4.52']);
  });
  it('ids the record check names (itself, the Stonewall, a ship not in play, an unknown id) are left to it', () => {
    for (const id of [ala, SHIP.stonewall, con('Geo'), 'nobody', 'constructor']) expect(found([record(ala, [gather(id)])]), id).toEqual([]);
  });
  it("from the gather on, the member sails the leader's steps under its own allowance (4.11, 4.13)", () => {
    // The Sumter (allowance 9) sails to X (1 MP), then with the Alabama as far as her 12 MP take her.
    const route: RecordStep[] = [gather(sum)];
    let at = X;
    for (let k = 0; k < 11; k++) {
      const n = adjacent(data, at).find((a) => !data.areas[a]!.eces && !route.some((r) => r.op === 'move' && r.to === a) && a !== X)!;
      route.push(mv(n));
      at = n;
    }
    const p = found([record(ala, route), record(sum, [mv(X)])]);
    expect(p.length).toBeGreaterThan(0);
    expect(p.every(([ship, , rule]) => ship === ala && rule !== '4.52')).toBe(true);
  });
});

describe('4.52: the order of the Activity Phase', () => {
  it('gathered and leaderOf read the gathers of the records', () => {
    const a = record(ala, [gather(fla), mv(Y), gather(sum)]);
    expect(gathered(a)).toEqual([fla, sum]);
    expect(gathered(null)).toEqual([]);
    expect(leaderOf([null, a], sum)).toBe(ala);
    expect(leaderOf([a], ala)).toBeNull();
  });
  it('members run their records before their leaders; a member waits while its leader is still to run', () => {
    const s = three();
    const seal = (r: ActivityRecord) => ({ commitment: '', record: r, salt: '', revealed: true });
    s.records = { [ala]: seal(record(ala, [gather(fla)])), [fla]: seal(record(fla, [mv(X)])), [sum]: seal(record(sum, [])) };
    expect(membersFirst(s, [ala, sum, fla])).toEqual([fla, ala, sum]);
    expect(waitsForLeader(s, fla, [ala, sum])).toBe(true);
    expect(waitsForLeader(s, fla, [sum])).toBe(false);
    expect(waitsForLeader(s, sum, [ala])).toBe(false);
    s.confederate[ala]!.status = 'sunk';
    expect(waitsForLeader(s, fla, [ala])).toBe(false);
  });
});
