import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../src/engine/activity/validate';
import { con, eventIndex, eventsLike, fed, gameData } from '../helpers';
import { ESCAPE, arranged, placeConfederate, placeFederal, record, run } from '../fixtures/activity';
import type { RecordStep } from '../../src/engine/record';

// Section 7 paragraphs not covered with the Activity Record tests (tests/rules/r0*-cases): the Movement
// Point a blockade run costs (7.0), Federal ships off a Confederate port (7.12) and the searches
// that wait outside a neutral port once the blockaders are passed (7.22).

const data = () => gameData();
const sum = () => con('Sum');
/** `n` moves back and forth from `from` to `to`. */
const shuttle = (n: number, from: string, to: string): RecordStep[] => Array.from({ length: n }, (_, i) => ({ op: 'move', to: i % 2 === 0 ? to : from }));

describe('7.0 blockades', () => {
  it('7.0: running the blockade out of a Confederate port costs one Movement Point', () => {
    const ma = data().confederate[sum()]!.movement;
    const s = arranged(() => {}); // Sumter in the C15 Confederate port
    expect(validateRecord(data(), s, record(sum(), [{ op: 'leavePort' }, ...shuttle(ma - 1, 'C15', 'C19')]))).toEqual([]);
    expect(validateRecord(data(), s, record(sum(), [{ op: 'leavePort' }, ...shuttle(ma, 'C15', 'C19')])).map((p) => p.rule)).toEqual(['4.13']);
    // The Movement Points a record has used show only in the log's move line: one of the few
    // wording checks kept (the seal's check of the same cost is structured, above).
    const { texts } = run(s, [record(sum(), [{ op: 'leavePort' }, { op: 'move', to: 'C19' }])], [6]);
    expect(texts).toContain(`4.13: the Sumter enters C19 (2/${ma} MP)`);
  });
  it('7.0: running a neutral blockade costs one Movement Point however many ships blockade', () => {
    const ma = data().confederate[sum()]!.movement;
    const [tusc, kear] = [fed('Tusc'), fed('Kear')];
    const s = arranged((s) => {
      placeConfederate(s, sum(), 'C8', 'E', { blockadedBy: [tusc, kear] });
      for (const f of [tusc, kear]) {
        placeFederal(s, f, 'C8');
        s.federal[f]!.blockading = sum();
      }
    });
    expect(validateRecord(data(), s, record(sum(), [{ op: 'leavePort' }, ...shuttle(ma - 1, 'C8', 'D6')]))).toEqual([]);
    expect(validateRecord(data(), s, record(sum(), [{ op: 'leavePort' }, ...shuttle(ma, 'C8', 'D6')])).map((p) => p.rule)).toEqual(['4.13']);
  });
});

describe('7.1 Confederate port blockades', () => {
  it('7.12: a Federal ship in C15 does not join the blockade roll but searches the raider that comes out', () => {
    const s = arranged((s) => placeFederal(s, fed('Iroq'), 'C15'));
    // Die 6 in 1861 outbound is no contact on the Blockade Table, with or without Iroquois; her search die 1 fails.
    const { events } = run(s, [record(sum(), [{ op: 'leavePort' }])], [6, 1]);
    const runOut = eventIndex(events, { rule: '7.11', kind: 'blockadeRun', ships: [sum()], dice: [6] });
    const search = eventIndex(events, { rule: '6.11', kind: 'search', ships: [sum()], dice: [1] });
    expect(runOut).toBeGreaterThanOrEqual(0);
    expect(search).toBeGreaterThan(runOut);
  });
  it('7.12: a raider coming home is searched on entering C15, then runs the blockade in', () => {
    const s = arranged((s) => {
      placeConfederate(s, sum(), 'C19', null);
      placeFederal(s, fed('Iroq'), 'C15');
    });
    const { events, state } = run(
      s,
      [
        record(sum(), [
          { op: 'move', to: 'C15' },
          { op: 'enterPort', nation: 'CSA' },
        ]),
      ],
      [1, 6],
    );
    const search = eventIndex(events, { rule: '6.11', kind: 'search', ships: [sum()], dice: [1] });
    // In, 1861: die 6 is modified to 7, still no contact (7.11): one die only.
    const runIn = eventIndex(events, { rule: '7.11', kind: 'blockadeRun', ships: [sum()], dice: [6] });
    expect(search).toBeGreaterThanOrEqual(0);
    expect(runIn).toBeGreaterThan(search);
    expect(state.confederate[sum()]).toMatchObject({ area: 'C15', port: 'CSA' });
  });
});

describe('7.2 neutral port blockades', () => {
  it('7.22: past its blockader, the raider is searched by the other Federal ship in the area', () => {
    const [tusc, kear] = [fed('Tusc'), fed('Kear')];
    const s = arranged((s) => {
      placeConfederate(s, sum(), 'C8', 'E', { blockadedBy: [tusc] });
      placeFederal(s, tusc, 'C8');
      s.federal[tusc]!.blockading = sum();
      placeFederal(s, kear, 'C8');
    });
    // Escape Tuscarora (die 6); Kearsarge searches (die 6, spotted); escape her too (die 6).
    const { events, state } = run(s, [record(sum(), [{ op: 'leavePort' }, { op: 'move', to: 'D6' }], ESCAPE)], [6, 6, 6]);
    expect(eventsLike(events, { rule: '7.21', kind: 'blockadeRun', ships: [sum(), tusc] })).toHaveLength(1);
    const escapedBlockader = eventIndex(events, { rule: '6.21', kind: 'escape', ships: [sum(), tusc], dice: [6] });
    const searched = eventIndex(events, { rule: '6.11', kind: 'spotted', ships: [sum(), kear], dice: [6] });
    expect(escapedBlockader).toBeGreaterThanOrEqual(0);
    expect(searched).toBeGreaterThan(escapedBlockader);
    expect(state.confederate[sum()]).toMatchObject({ area: 'D6', port: null, blockadedBy: [] });
  });
});
