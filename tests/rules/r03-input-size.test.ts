import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, MAX_INPUT_NODES, MAX_INPUT_STRING, inputTooLarge } from '../../src/engine/inputSize';
import { apply } from '../../src/engine/apply';
import { gameData, start } from '../helpers';

// 3.0, hostile input: a command from outside is measured before it is parsed. Each bound is
// checked on both sides of its edge, and through apply (refused, the state unchanged).

const nest = (levels: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = [v];
  return v;
};
const keys = (n: number): Record<string, number> => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

describe('3.0 the size of a command from outside', () => {
  it('plain values and a real command pass', () => {
    for (const v of [null, undefined, 0, true, 'x', [], {}]) expect(inputTooLarge(v)).toBeNull();
    expect(inputTooLarge({ type: 'moveShip', side: 'federal', ship: 'kearsarge', path: ['C12', 'C13'] })).toBeNull();
  });
  it(`a text of at most ${MAX_INPUT_STRING} characters, in a value or a key`, () => {
    expect(inputTooLarge('x'.repeat(MAX_INPUT_STRING))).toBeNull();
    expect(inputTooLarge('x'.repeat(MAX_INPUT_STRING + 1))).toContain(String(MAX_INPUT_STRING + 1));
    expect(inputTooLarge({ a: ['x'.repeat(MAX_INPUT_STRING + 1)] })).toContain('text');
    expect(inputTooLarge({ ['k'.repeat(MAX_INPUT_STRING)]: 1 })).toBeNull();
    expect(inputTooLarge({ ['k'.repeat(MAX_INPUT_STRING + 1)]: 1 })).toContain('key');
  });
  it(`nested at most ${MAX_INPUT_DEPTH} levels`, () => {
    expect(inputTooLarge(nest(MAX_INPUT_DEPTH))).toBeNull();
    expect(inputTooLarge(nest(MAX_INPUT_DEPTH + 1))).toContain('deep');
    let o: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) o = { a: o };
    expect(inputTooLarge(o)).toBeNull();
    expect(inputTooLarge({ a: o })).toContain('deep');
  });
  it(`at most ${MAX_INPUT_NODES} values, array entries and object keys counted alike`, () => {
    // The array counts as one value, each entry as one.
    expect(inputTooLarge(new Array(MAX_INPUT_NODES - 1).fill(0))).toBeNull();
    expect(inputTooLarge(new Array(MAX_INPUT_NODES).fill(0))).toContain('values');
    expect(inputTooLarge(new Array(MAX_INPUT_NODES + 1).fill(0))).toContain('list');
    // An object counts one, and each key two (the key and its value).
    const half = (MAX_INPUT_NODES - 1) / 2;
    expect(inputTooLarge(keys(Math.floor(half)))).toBeNull();
    expect(inputTooLarge(keys(Math.floor(half) + 1))).toContain('values');
    // Spread over a few lists, the values still add up.
    const quarter = new Array(MAX_INPUT_NODES / 4).fill(0);
    expect(inputTooLarge([quarter, quarter, quarter, quarter])).toContain('values');
    expect(inputTooLarge([quarter, quarter, quarter])).toBeNull();
  });
  it('only own keys are walked: an inherited field is never read', () => {
    const o = Object.create({ big: 'x'.repeat(MAX_INPUT_STRING * 5) }) as object;
    expect(inputTooLarge(o)).toBeNull();
  });
  it('apply refuses an oversize command with tooLarge (3.0) and leaves the state as it was', () => {
    const data = gameData();
    const state = start('campaign').state;
    const before = JSON.stringify(state);
    const r = apply(data, state, { type: 'moveShip', side: 'federal', ship: 'x', path: new Array(MAX_INPUT_NODES + 1).fill('C12') });
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.code, r.rule]).toEqual(['tooLarge', '3.0']);
    expect(JSON.stringify(state)).toBe(before);
  });
});
