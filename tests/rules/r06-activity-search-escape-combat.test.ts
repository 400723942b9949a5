// 6.1, 6.2 and 8.1 in play: searches, escapes and combat met by a running record.
import { describe, expect, it } from 'vitest';
import { adjacent } from '../../src/engine/queries';
import { con, eventIndex, eventsLike, fed, gameData } from '../helpers';
import { ESCAPE, FIGHT, PORT, arranged, decide, placeConfederate, placeFederal, record, run } from '../fixtures/activity';

const data = () => gameData();
const nextTo = (area: string, not: string[] = []) => adjacent(data(), area).find((a) => !not.includes(a) && !data().areas[a]!.eces)!;
const coastalWithNeutralPort = () =>
  Object.values(data().areas).find((a) => a.id.startsWith('C') && !a.noPortRefuge && !a.europe && a.ports.some((p) => !['USA', 'CSA'].includes(p.nation)))!;
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
  it('4.32: escapes that overspend the allowance cancel the rest at once: a raid recorded next is not weighed (no 4.34)', () => {
    const sum = con('Sum');
    const ma = data().confederate[sum]!.movement;
    const watched = coastalWithNeutralPort().id;
    const home = nextTo(watched);
    // ma - 1 moves back and forth, the last into the watched area, then a raid there: ma MP as recorded.
    const path = Array.from({ length: ma - 1 }, (_, i) => ((ma - 2 - i) % 2 === 0 ? watched : home));
    const entries = path.filter((a) => a === watched).length;
    const s = arranged((s) => {
      placeConfederate(s, sum, path[0] === home ? watched : home, null);
      placeFederal(s, fed('Iroq'), watched);
    });
    // The first and the last searches spot and both escapes succeed (die 6): ma + 1 MP spent after the last.
    const { events, state } = run(
      s,
      [record(sum, [...path.map((to) => ({ op: 'move' as const, to })), { op: 'raid' as const }], ESCAPE)],
      [6, 6, ...Array(entries - 2).fill(1), 6, 6],
    );
    expect(eventsLike(events, { rule: '6.21', kind: 'escape', ships: [sum, fed('Iroq')], dice: [6] })).toHaveLength(2);
    expect(events.filter((e) => e.rule === '4.32')).toMatchObject([{ kind: 'abort', ships: [sum] }]);
    // Cancelled as the escape ended, the raid is never reached: no note that it was dropped for the escape.
    expect(events.filter((e) => e.rule === '4.34')).toEqual([]);
    expect(eventsLike(events, { rule: '5.11' })).toEqual([]);
    expect(state.confederate[sum]!.area).toBe(watched);
  });
});
