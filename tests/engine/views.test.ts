import { describe, expect, it } from 'vitest';
import { SharedViews, view, visibleEvents } from '../../src/engine/view';
import { con, gameData, ok, start } from '../helpers';
import { adjacent } from '../../src/engine/queries';

describe('views: what each side may know (4.3, 5.3)', () => {
  const sealed = () => {
    const s = start('campaign').state;
    const to = adjacent(gameData(), 'C15')[0]!;
    return ok(s, {
      type: 'sealRecords',
      side: 'confederate',
      salt: '07070707070707070707070707070707',
      records: [
        {
          ship: con('Sum'),
          steps: [{ op: 'leavePort' }, { op: 'move', to }],
          standing: { onSpotted: 'escape', semmesReroll: { raid: true, escape: true, blockade: true } },
        },
      ],
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
  it("5.3: no view holds a face-down whaling counter's value, and no view holds the dice", () => {
    const { state } = start('campaign');
    expect(state.whaling.length).toBeGreaterThan(0);
    for (const side of ['federal', 'confederate'] as const) {
      const v = view(state, side) as unknown as Record<string, unknown>;
      expect(v.dice).toBeUndefined();
      for (const w of v.whaling as object[]) expect(Object.keys(w).sort()).toEqual(['area', 'revealed']);
    }
  });
  it('4.3, 5.3: a state changed in place gives the next shared view the change, and leaves a view taken before it as it was', () => {
    // The simulator applies commands in place and asks its own SharedViews for a view without
    // copying it: the parts worked out for the hidden information are kept only while they still match.
    const { state } = sealed();
    const views = new SharedViews();
    const before = views.of(state, 'federal');
    expect(views.of(state, 'federal').records).toBe(before.records); // unchanged: the same answer
    state.records[con('Sum')]!.revealed = true; // the record runs (4.3)
    state.whaling[0]!.revealed = true; // a counter turned face up (5.3)
    const after = views.of(state, 'federal');
    expect(before.records[con('Sum')]!.record).toBeUndefined();
    expect(before.whaling[0]!.revealed).toBe(false);
    expect(after.records[con('Sum')]!.record!.steps).toHaveLength(2);
    expect(after.whaling[0]!.revealed).toBe(true);
    // A ship's record taken away (a new seal) is not shown from the old answer either.
    delete state.records[con('Sum')];
    expect(views.of(state, 'federal').records[con('Sum')]).toBeUndefined();
  });

  it('issue 32.4: view() is a copy of its own; the kept answers belong to the SharedViews that made them', () => {
    const { state } = sealed();
    const v = view(state, 'confederate');
    expect(v.federal).not.toBe(state.federal);
    expect(v.records[con('Sum')]!.record).not.toBe(state.records[con('Sum')]!.record);
    v.confederate[con('Sum')]!.damage = 5;
    v.records[con('Sum')]!.record!.steps.length = 0;
    expect(state.confederate[con('Sum')]!.damage).toBe(0);
    expect(state.records[con('Sum')]!.record!.steps).toHaveLength(2);
    expect(view(state, 'confederate').records).not.toBe(view(state, 'confederate').records);
    // Two loops never share an answer: nothing is kept in the module.
    const a = new SharedViews(),
      b = new SharedViews();
    expect(a.of(state, 'federal').records).not.toBe(b.of(state, 'federal').records);
    expect(a.of(state, 'federal').whaling).not.toBe(b.of(state, 'federal').whaling);
    expect(a.of(state, 'federal')).toEqual(view(state, 'federal'));
    expect(a.of(state, 'confederate')).toEqual(view(state, 'confederate'));
  });
});
