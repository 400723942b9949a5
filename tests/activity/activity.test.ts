import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { commitment, canonicalRecord } from '../../src/engine/activity/seal';
import { parseSteps, formatSteps } from '../../src/engine/activity/notation';
import { validateRecord } from '../../src/engine/activity/validate';
import { con, eventIndex, eventsLike, fed, gameData, refused } from '../helpers';
import { apply } from '../../src/engine/apply';
import { ESCAPE, FIGHT, PORT, arranged, decide, placeConfederate, placeFederal, record, run } from './setup';

const data = () => gameData();
const nextTo = (area: string, not: string[] = []) => adjacent(data(), area).find((a) => !not.includes(a) && !data().areas[a]!.eces)!;
const coastalWithNeutralPort = () =>
  Object.values(data().areas).find((a) => a.id.startsWith('C') && !a.noPortRefuge && !a.europe && a.ports.some((p) => !['USA', 'CSA'].includes(p.nation)))!;

describe('4.3 Activity Records', () => {
  it('4.31: the written notation reads and writes the same steps', () => {
    const { steps, problems } = parseSteps('leave > C16, raid C12 raid port:BRA commission refit repair prizecoal');
    expect(problems).toEqual([]);
    expect(formatSteps(steps)).toBe('leave > C16 > raid > C12 > raid > port:BRA > commission > refit > repair > prizecoal');
    expect(parseSteps('C16 sail port:XYZ').problems.map((p) => p.token)).toEqual(['sail', 'port:XYZ']);
  });
  it('4.3: an invalid record is refused before sealing, with every problem and its rule', () => {
    const s = arranged(() => {});
    const sum = con('Sum');
    const far = Object.keys(data().areas).find((a) => !adjacent(data(), 'C15').includes(a) && a !== 'C15')!;
    const r = refused(s, {
      type: 'sealRecords',
      side: 'confederate',
      salt: '05050505050505050505050505050505',
      records: [record(sum, [{ op: 'move', to: far }, { op: 'raid' }, { op: 'commission' }])],
    });
    expect(r.code).toBe('invalidRecord');
    expect(r.message).toContain('leave the port before moving');
    expect(r.message).toMatch(/is not adjacent to C15 \(4\.12\)/);
    expect(r.message).toMatch(/already commissioned \(10\.51\)/);
  });
  it('4.13: a record needing more Movement Points than the allowance is refused', () => {
    const s = arranged(() => {});
    const sum = con('Sum');
    const steps = [{ op: 'leavePort' as const }];
    let at = 'C15';
    for (let i = 0; i < data().confederate[sum]!.movement; i++) {
      const n = adjacent(data(), at)[0]!;
      steps.push({ op: 'move', to: n } as never);
      at = n;
    }
    const problems = validateRecord(data(), s, record(sum, steps));
    expect(problems.map((p) => p.rule)).toContain('4.13');
  });
  it('5.41, 5.46: gunboats raid only coastal areas; uncommissioned ships cannot raid', () => {
    const s = arranged((s) => placeConfederate(s, con('Geo'), 'D7', null, { commissioned: false }));
    const problems = validateRecord(data(), s, record(con('Geo'), [{ op: 'raid' }]));
    expect(problems.map((p) => p.rule).sort()).toEqual(['5.41', '5.46']);
  });
  it('5.42: Nashville raids only one area a turn', () => {
    const s = arranged((s) => placeConfederate(s, con('Nash'), 'C14', null));
    const n = nextTo('C14');
    const problems = validateRecord(data(), s, record(con('Nash'), [{ op: 'raid' }, { op: 'move', to: n }, { op: 'raid' }]));
    expect(problems.map((p) => p.rule)).toContain('5.42');
  });
  it('sealing: the commitment is the SHA-256 of the canonical record and salt, and changes with either', () => {
    const r = record('sumter', [{ op: 'leavePort' }, { op: 'move', to: 'C16' }]);
    expect(canonicalRecord(r)).toBe('ship=sumter;steps=leavePort,move:C16;onSpotted=escape;semmes=000');
    const c = commitment(r, 'abc');
    expect(c).toMatch(/^[0-9a-f]{64}$/);
    expect(commitment(r, 'abd')).not.toBe(c);
    expect(commitment(record('sumter', [{ op: 'leavePort' }, { op: 'move', to: 'C18' }]), 'abc')).not.toBe(c);
  });
});

describe('7.1 Confederate port blockades', () => {
  it('7.11: Sumter leaves C15 past the blockade in 1861 unseen (no contact on any roll)', () => {
    const s = arranged(() => {});
    const sum = con('Sum');
    const n = nextTo('C15');
    const { events, state } = run(s, [record(sum, [{ op: 'leavePort' }, { op: 'move', to: n }])], [6]);
    // Die 6, modified 6 (1861 out: +0, +0): no contact, so no second die and no damage.
    expect(events.filter((e) => e.rule === '7.11')).toMatchObject([{ kind: 'blockadeRun', ships: [sum], dice: [6] }]);
    expect(state.confederate[sum]).toMatchObject({ area: n, damage: 0 });
  });
  it('7.11, 8.14: a contact means one firing segment of the hypothetical blockader', () => {
    const s = arranged((s) => {
      s.turn = 13;
    });
    const sum = con('Sum');
    // 1864 out: die 5 + 3 (year) + 0 (out) = 8, a blockader of gunnery 2 (Blockade Table);
    // its one segment, die 6 in the gunnery-2 column: 1 damage (Combat Results Table). The
    // Sumter (defense 2) survives with 1 damage.
    const { events, state } = run(s, [record(sum, [{ op: 'leavePort' }])], [5, 6]);
    expect(events.filter((e) => e.rule === '7.11')).toMatchObject([{ kind: 'blockadeRun', ships: [sum], dice: [5, 6] }]);
    expect(state.confederate[sum]).toMatchObject({ status: 'inPlay', damage: 1 });
  });
});

describe('6.1 searches, 6.2 escapes, 8.1 combat', () => {
  it('6.11, 6.12: an unspotted raider is not affected', () => {
    const area = nextTo('C15');
    const s = arranged((s) => placeFederal(s, fed('Iroq'), area));
    const { events } = run(s, [record(con('Sum'), [{ op: 'leavePort' }, { op: 'move', to: area }, { op: 'raid' }])], [1, 1, 4]);
    expect(eventsLike(events, { rule: '6.11', kind: 'search', ships: [con('Sum')], dice: [1] })).toHaveLength(1);
    expect(eventsLike(events, { rule: '5.11', kind: 'raid', ships: [con('Sum')], dice: [4] })).toHaveLength(1);
  });
  it('6.13 (2), 6.23, 4.34: a spotted raider escapes, pays a Movement Point and cannot raid there', () => {
    const area = nextTo('C15');
    const s = arranged((s) => placeFederal(s, fed('Iroq'), area));
    const { events, state } = run(s, [record(con('Sum'), [{ op: 'leavePort' }, { op: 'move', to: area }, { op: 'raid' }], ESCAPE)], [1, 6, 6]);
    const sum = con('Sum'),
      iroq = fed('Iroq');
    expect(eventsLike(events, { rule: '6.11', kind: 'spotted', ships: [sum, iroq], dice: [6] })).toHaveLength(1);
    expect(eventsLike(events, { rule: '6.21', kind: 'escape', ships: [sum, iroq], dice: [6] })).toHaveLength(1);
    expect(eventsLike(events, { rule: '4.34', kind: 'whyNot', ships: [sum] })).toHaveLength(1);
    expect(eventsLike(events, { rule: '5.11' })).toEqual([]);
    expect(state.vp.confederate).toBe(0);
  });
  it('6.22, 8.12, 8.13: a failed escape means combat until one side is sunk', () => {
    const area = nextTo('C15');
    const s = arranged((s) => placeFederal(s, fed('Powh'), area));
    // search 6 spots; escape die 1 fails; then combat: Sumter rolls 1, Powhatan rolls 6 each segment.
    const dice = [
      1,
      6,
      1,
      ...Array(20)
        .fill(0)
        .flatMap(() => [1, 6]),
    ];
    const { events, state } = run(s, [record(con('Sum'), [{ op: 'leavePort' }, { op: 'move', to: area }], ESCAPE)], dice);
    const escape = eventIndex(events, { rule: '6.21', kind: 'escape', ships: [con('Sum'), fed('Powh')], dice: [1] });
    expect(eventIndex(events, { rule: '8.11', kind: 'combat', ships: [con('Sum'), fed('Powh')] }, escape)).toBe(escape + 1);
    expect(state.confederate[con('Sum')]!.status).toBe('sunk');
    expect(state.vp.federal).toBe(75); // 12.13: a sloop
  });
  it('6.13: mutual avoidance: both wish to avoid battle and part without a roll', () => {
    const area = nextTo('C15');
    const s = arranged((s) => {
      placeFederal(s, fed('Iroq'), area);
      s.options.askFederal = true;
    });
    const first = run(s, [record(con('Sum'), [{ op: 'leavePort' }, { op: 'move', to: area }], ESCAPE)], [1], true);
    expect(first.state.activity!.pending).toMatchObject({ side: 'federal', kind: 'search' });
    const searched = decide(first.state, 'federal', 'search', [6]);
    expect(searched.state.activity!.pending).toMatchObject({ side: 'federal', kind: 'avoid' });
    const parted = decide(searched.state, 'federal', 'avoid', [3, 3, 3]);
    // They part without a roll: the three dice given are all left.
    expect(parted.events.filter((e) => e.rule === '6.13')).toMatchObject([{ kind: 'escape', ships: [con('Sum'), fed('Iroq')] }]);
    expect(parted.events.some((e) => e.kind === 'combat' || e.rule === '6.21')).toBe(false);
    expect(parted.state.confederate[con('Sum')]!.status).toBe('inPlay');
  });
  it('6.13 (3), 4.42, 4.33: a spotted raider in a coastal area may enter port and accept blockade; its turn ends', () => {
    const coastal = coastalWithNeutralPort();
    const s = arranged((s) => {
      placeFederal(s, fed('Iroq'), coastal.id);
      placeConfederate(s, con('Sum'), nextTo(coastal.id), null);
    });
    const sum = con('Sum');
    const { events, state } = run(s, [record(sum, [{ op: 'move', to: coastal.id }, { op: 'raid' }], PORT)], [6]);
    expect(events.filter((e) => e.rule === '4.42')).toMatchObject([{ kind: 'blockaded', ships: [sum, fed('Iroq')] }]);
    // Its activity ends (4.33): the raid after it never happens.
    expect(events.some((e) => e.rule === '5.11')).toBe(false);
    expect(state.confederate[sum]!.blockadedBy).toEqual([fed('Iroq')]);
    expect(state.federal[fed('Iroq')]!.blockading).toBe(sum);
  });
  it('4.42: no port refuge in C9 or C54', () => {
    const s = arranged((s) => {
      placeFederal(s, fed('Iroq'), 'C54');
      placeConfederate(s, con('Sum'), nextTo('C54'), null);
      s.options.askConfederate = true;
    });
    const first = run(s, [record(con('Sum'), [{ op: 'move', to: 'C54' }], PORT)], [6], true);
    expect(first.state.activity!.pending).toMatchObject({ side: 'confederate', kind: 'spotted', options: ['fight', 'escape'] });
  });
  it('6.14: with several searchers, a die each decides who spots, ties rolled again', () => {
    const area = nextTo('C15');
    const s = arranged((s) => {
      placeFederal(s, fed('Iroq'), area);
      placeFederal(s, fed('Daco'), area);
    });
    // Searchers roll in ship order: a tie (4, 4), then the second one rolls higher (2, 5).
    const second = Object.keys(s.federal).filter((id) => id === fed('Iroq') || id === fed('Daco'))[1]!;
    const { events } = run(s, [record(con('Sum'), [{ op: 'leavePort' }, { op: 'move', to: area }], ESCAPE)], [1, 6, 4, 4, 2, 5, 6]);
    expect(events.filter((e) => e.rule === '6.14')).toMatchObject([{ kind: 'spotted', ships: [con('Sum'), second], dice: [6, 4, 4, 2, 5] }]);
  });
  it('4.51: a squadron searches as one unit and fights with its total gunnery', () => {
    const area = nextTo('C15');
    const s = arranged((s) => {
      placeFederal(s, fed('Iroq'), area, 'sq1');
      placeFederal(s, fed('Daco'), area, 'sq1');
    });
    const g = data().federal[fed('Iroq')]!.gunnery + data().federal[fed('Daco')]!.gunnery;
    const { texts } = run(s, [record(con('Sum'), [{ op: 'leavePort' }, { op: 'move', to: area }], FIGHT)], [1, 6, ...Array(30).fill(6)]);
    expect(texts.some((t) => /^6\.11: 1 Federal unit searches .*spotted by (Iroquois and Dacotah|Dacotah and Iroquois)$/.test(t))).toBe(true);
    expect(texts.some((t) => /(Iroquois and Dacotah|Dacotah and Iroquois) \(gunnery (\d+)\)/.exec(t)?.[2] === String(g))).toBe(true);
  });
  it('11.11: ships in the CSE box search a raider entering C16', () => {
    const s = arranged((s) => {
      Object.assign(s.federal[fed('Conn')]!, { where: 'cse', area: null, inUse: true });
      placeConfederate(s, con('Sum'), nextTo('C16', ['C9']), null);
    });
    const { events } = run(s, [record(con('Sum'), [{ op: 'move', to: 'C16' }])], [1]);
    expect(events.filter((e) => e.rule === '6.11')).toMatchObject([{ kind: 'search', ships: [con('Sum')], dice: [1] }]);
  });
  it('6.4, 6.44: entering C9 triggers the East Coast Emergency Search, and counts toward its history', () => {
    const s = arranged((s) => placeConfederate(s, con('Sum'), nextTo('C9'), null));
    const { events, texts, state } = run(s, [record(con('Sum'), [{ op: 'move', to: 'C9' }], ESCAPE)], [6, 4, 6, 6, 6]);
    expect(events.filter((e) => e.rule === '6.43')).toMatchObject([{ kind: 'eces', ships: [con('Sum')] }]);
    // The emergency ship's ratings appear only in the log: one of the few wording checks kept.
    // ECES ship table, S column with no earlier search, die 4: gunnery 3, defense 3, speed 10.
    expect(texts).toContain('6.43: East Coast Emergency Search for the Sumter in C9, die 6: spotted; ship table die 4: gunnery 3, defense 3, speed 10');
    expect(state.ecesHistory.S).toBe(1);
  });
  it('4.32: escapes that use up the allowance cancel the rest of the record', () => {
    const sum = con('Sum');
    const ma = data().confederate[sum]!.movement;
    const home = nextTo('C15');
    const watched = nextTo(home, ['C15']);
    // Back and forth between two areas, ma moves in all; the escape in the first entry costs one more MP.
    const path = Array.from({ length: ma }, (_, i) => (i % 2 === 0 ? watched : home));
    const s = arranged((s) => {
      placeConfederate(s, sum, home, null);
      placeFederal(s, fed('Iroq'), watched);
    });
    const { events, state } = run(
      s,
      [
        record(
          sum,
          path.map((to) => ({ op: 'move' as const, to })),
        ),
      ],
      [6, 6, ...Array(40).fill(1)],
    );
    expect(events.filter((e) => e.rule === '4.32')).toMatchObject([{ kind: 'abort', ships: [sum] }]);
    // The escape's extra point leaves the last move undone: the Sumter ends where the next-to-last move took it.
    expect(state.confederate[sum]!.area).toBe(path[path.length - 2]);
  });
});

describe('7.2 neutral port blockades', () => {
  it('7.21: a raider blockaded at Gibraltar escapes one blockader and fights the other', () => {
    const sum = con('Sum');
    const tusc = fed('Tusc'),
      kear = fed('Kear');
    const s = arranged((s) => {
      placeConfederate(s, sum, 'C8', 'E', { blockadedBy: [tusc, kear] });
      placeFederal(s, tusc, 'C8');
      placeFederal(s, kear, 'C8');
      s.federal[tusc]!.blockading = sum;
      s.federal[kear]!.blockading = sum;
      s.options.askConfederate = true;
    });
    const out = nextTo('C8');
    const first = run(s, [record(sum, [{ op: 'leavePort' }, { op: 'move', to: out }])], [], true);
    expect(first.events.filter((e) => e.rule === '7.21')).toMatchObject([{ kind: 'blockadeRun', ships: [sum, tusc, kear] }]);
    expect(first.state.activity!.pending).toMatchObject({ side: 'confederate', kind: 'runBlockade', options: ['fight', 'escape'] });
    const escaped = decide(first.state, 'confederate', 'escape', [6]);
    expect(escaped.events.filter((e) => e.rule === '6.21')).toMatchObject([{ kind: 'escape', ships: [sum, tusc], dice: [6] }]);
    const fought = decide(escaped.state, 'confederate', 'fight', [
      ...Array(40)
        .fill(0)
        .flatMap(() => [6, 1]),
    ]);
    expect(fought.events.filter((e) => e.kind === 'combat')).toMatchObject([{ rule: '8.11', ships: [sum, kear] }]);
    expect(fought.events.filter((e) => e.kind === 'sunk')).toMatchObject([{ rule: '8.13', ships: [kear] }]);
    expect(fought.state.federal[kear]).toMatchObject({ where: 'sunk', blockading: null });
    expect(fought.state.confederate[sum]!.blockadedBy).toEqual([]);
    expect(fought.state.confederate[sum]!.area).toBe(out);
  });
});

describe('5.0 raids and 11.5 coaling', () => {
  it('5.11: a raid takes the Raid Table result from the merchant marine, and scores it (12.11)', () => {
    const area = nextTo('C15');
    const d = data().areas[area]!.density;
    const s = arranged(() => {});
    const { state, events } = run(s, [record(con('Sum'), [{ op: 'leavePort' }, { op: 'move', to: area }, { op: 'raid' }])], [3, 5]);
    // C10, density 3, die 5: 5 points (Raid Table). C10's coal ports give the Sumter its coalings,
    // so the raid stands (11.52) and the Confederate scores the points (12.11).
    expect([area, d]).toEqual(['C10', 3]);
    expect(events.filter((e) => e.rule === '5.11')).toMatchObject([{ kind: 'raid', ships: [con('Sum')], dice: [5] }]);
    expect(events.some((e) => e.rule === '11.52')).toBe(false);
    expect(state.merchantMarine).toBe(1247 - 5);
    expect(state.vp.confederate).toBe(5);
  });
  it('11.52: a ship that does not coal enough loses its raids and cannot raid until refitted', () => {
    const deep = Object.values(data().areas).find(
      (a) => a.id.startsWith('D') && a.density > 0 && adjacent(data(), a.id).every((n) => data().areas[n]!.ports.length === 0 || true),
    )!;
    const s = arranged((s) => placeConfederate(s, con('Sum'), deep.id, null));
    const { state, events } = run(s, [record(con('Sum'), [{ op: 'raid' }])], [6]);
    expect(events.filter((e) => e.rule === '11.52').map((e) => e.kind)).toEqual(['coal', 'raidsVoid']);
    expect(state.merchantMarine).toBe(1247);
    expect(state.confederate[con('Sum')]!.canRaid).toBe(false);
  });
  it('5.31: the first Sloop raid in a whaling area turns the counter up and uses its density', () => {
    const s = arranged(() => {});
    const w = s.whaling[0]!;
    placeConfederate(s, con('Sum'), w.area, null);
    const density = data().files.whaling.counters[w.counter]!.density;
    const { events, state } = run(s, [record(con('Sum'), [{ op: 'raid' }])], [4]);
    const col = data().files.raid.columns.indexOf(density);
    expect(events.filter((e) => e.rule === '5.11')).toMatchObject([{ kind: 'raid', ships: [con('Sum')], dice: [4] }]);
    // The raid used the counter's density, not the area's: its points are the die-4 row's in that column.
    // (Taken off the track, even if short coal voids the raid afterwards, 11.52.)
    expect(state.vp.entries.filter((e) => e.rule === '12.11' && e.points > 0).reduce((n, e) => n + e.points, 0)).toBe(col < 0 ? 0 : [2, 3, 4, 5, 7, 10][col]);
    expect(state.whaling.some((x) => x.area === w.area)).toBe(false);
  });
  it('5.43: an Auxiliary raids at density 1 except in C9', () => {
    const aux = Object.values(data().confederate).find((x) => x.type === 'Aux')!;
    const rich = Object.values(data().areas).find((a) => a.id.startsWith('C') && a.density >= 3 && !a.eces && a.ports.length === 0)!;
    const s = arranged((s) => {
      placeConfederate(s, aux.parent!, rich.id, null);
      placeConfederate(s, aux.id, rich.id, null);
    });
    const { events } = run(s, [record(aux.id, [{ op: 'raid' }])], [6]);
    expect(events.filter((e) => e.rule === '5.11')).toMatchObject([{ kind: 'raid', ships: [aux.id], dice: [6] }]);
    // Density 1, die 6: 4 points (Raid Table), whatever the area's density, as a merchant marine loss.
    expect(events.filter((e) => e.rule === '5.21')).toMatchObject([{ kind: 'merchantMarine', ships: [aux.id] }]);
    expect(rich.density).toBeGreaterThanOrEqual(3);
  });
  it('11.74: Semmes rerolls a poor raid die once a turn, and the reroll stands', () => {
    const area = nextTo('C15');
    const s = arranged(() => {});
    const { events, state } = run(
      s,
      [
        record(con('Sum'), [{ op: 'leavePort' }, { op: 'move', to: area }, { op: 'raid' }], {
          onSpotted: 'escape',
          semmesReroll: { raid: true, escape: true, blockade: true },
        }),
      ],
      [3, 1, 4],
    );
    expect(events.filter((e) => e.rule === '5.11')).toMatchObject([{ kind: 'raid', dice: [1, 4] }]);
    // C10, density 3, die 4: 4 points.
    expect(state.merchantMarine).toBe(1247 - 4);
    // Once a turn: the next turn's placement has already reset the reroll (it was used this turn).
    expect(state.turn).toBe(2);
  });
});

describe('special ships', () => {
  it('11.32: Florida is sunk the second time she is spotted after her first refit', () => {
    const fla = con('Fla');
    const area = nextTo('C15');
    const s = arranged((s) => {
      placeConfederate(s, fla, 'C15', null, { refits: 1, spottedSinceRefit: 1 });
      placeFederal(s, fed('Iroq'), area);
    });
    const { state, events } = run(s, [record(fla, [{ op: 'move', to: area }])], [6]);
    // Sunk at once by the spotting: no escape die, no combat.
    expect(events.filter((e) => e.kind === 'sunk')).toMatchObject([{ ships: [fla] }]);
    expect(events.some((e) => e.kind === 'escape' || e.kind === 'combat')).toBe(false);
    expect(state.confederate[fla]!.status).toBe('sunk');
  });
  it('11.32: after her first refit Florida moves 7 but escapes at speed 10', async () => {
    const { confederateAllowance, confederateSpeed } = await import('../../src/engine/rules/allowance');
    const s = arranged((s) => placeConfederate(s, con('Fla'), 'C18', null, { refits: 1 }));
    expect(confederateAllowance(data(), s, con('Fla'))).toBe(7);
    expect(confederateSpeed(data(), s, con('Fla'))).toBe(10);
  });
  it('11.53: Georgia coals from a prize once: +6 Movement Points', () => {
    const geo = con('Geo');
    const s = arranged((s) => placeConfederate(s, geo, 'C18', null));
    const steps = [{ op: 'capturedCoal' as const }];
    let at = 'C18';
    const ma = data().confederate[geo]!.movement;
    for (let i = 0; i < ma + 6; i++) {
      const n = adjacent(data(), at)[0]!;
      steps.push({ op: 'move', to: n } as never);
      at = n;
    }
    expect(validateRecord(data(), s, record(geo, steps))).toEqual([]);
    const again = arranged((s) => placeConfederate(s, geo, 'C18', null, { capturedCoalUsed: true }));
    expect(validateRecord(data(), again, record(geo, steps)).map((p) => p.rule)).toContain('11.53');
  });
  it('11.61: the Stonewall moves in the Record Phase, in the open, and Federal ships ending with her fight first', () => {
    const stone = con('Stone');
    const area = nextTo('C5');
    const s = arranged((s) => {
      placeConfederate(s, stone, 'C5', 'France', { commissioned: true });
      placeConfederate(s, con('Sum'), 'C15', 'CSA');
    });
    const sealed = apply(data(), s, {
      type: 'sealRecords',
      side: 'confederate',
      salt: '06060606060606060606060606060606',
      records: [record(stone, [{ op: 'leavePort' }, { op: 'move', to: area }])],
    });
    if (!sealed.ok) throw new Error(sealed.message);
    expect(sealed.state.confederate[stone]!.area).toBe(area);
    expect(sealed.events.filter((e) => e.rule === '11.61')).toMatchObject([{ kind: 'stonewall' }]);
    expect(sealed.events.filter((e) => e.rule === '11.61')[0]!.secretTo).toBeUndefined();
    expect(sealed.state.records[stone]!.revealed).toBe(true);
    // A Federal ship that ends its movement with her fights her before any other activity.
    const moved = structuredClone(sealed.state);
    placeFederal(moved, fed('Kear'), area);
    const r = apply(data(), { ...moved, dice: { kind: 'scripted', rolls: Array(80).fill(6), rolled: 0 } }, { type: 'endPhase', side: 'federal' });
    if (!r.ok) throw new Error(r.message);
    const spotted = r.events.findIndex((e) => e.rule === '11.61' && e.kind === 'spotted');
    expect(r.events[spotted]).toMatchObject({ ships: [stone] });
    expect(r.events[spotted + 1]).toMatchObject({ rule: '8.11', kind: 'combat', ships: [stone, fed('Kear')] });
    expect(r.events.some((e) => e.ships?.includes(con('Sum')))).toBe(false);
  });
});
