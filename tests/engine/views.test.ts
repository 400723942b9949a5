import { describe, expect, it } from 'vitest';
import { view, visibleEvents } from '../../src/engine/view';
import { con, gameData, ok, start } from '../helpers';
import { adjacent } from '../../src/engine/queries';

describe('views: what each side may know (4.3, 5.3)', () => {
  const sealed = () => {
    const s = start('campaign').state;
    const to = adjacent(gameData(), 'C15')[0]!;
    return ok(s, {
      type: 'sealRecords', side: 'confederate', salt: '07070707070707070707070707070707',
      records: [{ ship: con('Sum'), steps: [{ op: 'leavePort' }, { op: 'move', to }], standing: { onSpotted: 'escape', semmesReroll: { raid: true, escape: true, blockade: true } } }],
    });
  };
  it('4.3: the Federal view shows only that a record is sealed', () => {
    const { state, events } = sealed();
    const v = view(state, 'federal');
    const rec = v.records[con('Sum')]!;
    expect(rec.revealed).toBe(false);
    expect(rec.record).toBeUndefined();
    expect(rec.commitment).toMatch(/^[0-9a-f]{64}$/);
    const text = JSON.stringify(v) + JSON.stringify(visibleEvents(events, 'federal'));
    expect(text).not.toContain('07070707070707070707070707070707');
    expect(text).not.toContain('leavePort');
    expect(text).not.toContain('"steps"');
  });
  it('4.3: the Confederate view holds its own records', () => {
    const { state, events } = sealed();
    expect(view(state, 'confederate').records[con('Sum')]!.record!.steps).toHaveLength(2);
    expect(visibleEvents(events, 'confederate').some((e) => e.kind === 'recordWritten' && e.text.includes('leave >'))).toBe(true);
    expect(visibleEvents(events, 'federal').some((e) => e.kind === 'recordWritten')).toBe(false);
  });
  it('5.3: no view holds a face-down whaling counter\'s value, and no view holds the dice', () => {
    const { state } = start('campaign');
    expect(state.whaling.length).toBeGreaterThan(0);
    for (const side of ['federal', 'confederate'] as const) {
      const v = view(state, side) as unknown as Record<string, unknown>;
      expect(v.dice).toBeUndefined();
      for (const w of v.whaling as object[]) expect(Object.keys(w).sort()).toEqual(['area', 'revealed']);
    }
  });
  it('4.3, 5.3: a state changed in place gives the next view the change, and leaves a view taken before it as it was', () => {
    // The simulator applies commands in place and asks for a view without copying it each time:
    // the parts worked out for the hidden information are kept only while they still match.
    const { state } = sealed();
    const before = view(state, 'federal', false);
    expect(view(state, 'federal', false).records).toBe(before.records); // unchanged: the same answer
    state.records[con('Sum')]!.revealed = true; // the record runs (4.3)
    state.whaling[0]!.revealed = true; // a counter turned face up (5.3)
    const after = view(state, 'federal', false);
    expect(before.records[con('Sum')]!.record).toBeUndefined();
    expect(before.whaling[0]!.revealed).toBe(false);
    expect(after.records[con('Sum')]!.record!.steps).toHaveLength(2);
    expect(after.whaling[0]!.revealed).toBe(true);
    // A ship's record taken away (a new seal) is not shown from the old answer either.
    delete state.records[con('Sum')];
    expect(view(state, 'federal', false).records[con('Sum')]).toBeUndefined();
  });
});
