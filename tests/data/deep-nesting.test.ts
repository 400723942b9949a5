import { describe, expect, it } from 'vitest';
import { MAX_PACK_DEPTH, MAX_PACK_NODES } from '../../src/data/dataPack';
import { builtInKeyPaths, jsonShape } from '../../src/data/ids';
import { openReplay, ReplayRefused } from '../../src/game/replay';
import { gameData, problemsOf } from '../helpers';

// Issue 33.5: JSON from outside nested 100,000 deep (a data pack, a replay file) is refused by
// name, never with a RangeError from a recursive walk. JSON.parse itself takes such text.

/** `[[[…]]]` nested `depth` deep, parsed. */
const nested = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));
const pack = (extra: object) => ({ json: { format: 'sea-devils-data-pack', version: 1, name: 'p', ...extra }, file: 'p.json' });

describe('JSON nested far too deep is refused by name', () => {
  it('a data pack nested 100,000 deep (or 15,000, fewer values than the cap) is refused for its depth, with no RangeError', () => {
    for (const depth of [100_000, 15_000])
      expect(problemsOf(() => {}, pack({ tables: nested(depth) }))).toEqual([`p.json: : a data pack nests at most ${MAX_PACK_DEPTH} levels deep`]);
    // Wide rather than deep: still the count of values.
    expect(problemsOf(() => {}, pack({ tables: Array.from({ length: 30_000 }, () => []) }))).toEqual([
      `p.json: : a data pack holds at most ${MAX_PACK_NODES} values`,
    ]);
  });

  it('an honest pack at its own deepest (a Confederate arrival, a table cell) still loads its values', () => {
    // The shape's deepest paths pass the depth check; what is refused is the value, by the schema's ranges.
    const deepest = pack({ ships: { Ala: { arrival: { turn: 3, area: 'not-an-area' } } }, tables: { blockadeModifiers: { year: { 1862: 1 } } } });
    expect(jsonShape(deepest.json, MAX_PACK_NODES).depth).toBeLessThanOrEqual(MAX_PACK_DEPTH);
    expect(problemsOf(() => {}, deepest).join('\n')).toMatch(/arrival/);
  });

  it('a replay file nested 100,000 deep is refused as a replay, with no RangeError', () => {
    const text = `{"format":"sea-devils-replay","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(() => openReplay(gameData(), text, 'deep.json')).toThrow(ReplayRefused);
    expect(builtInKeyPaths(JSON.parse(text))).toEqual([]);
    // The walk still finds a built-in name deep down, and in a recursive walk's order.
    expect(builtInKeyPaths(JSON.parse('{"a":[{"b":{"__proto__":1}},{"constructor":2}],"toString":3}'))).toEqual([
      'a[0].b.__proto__',
      'a[1].constructor',
      'toString',
    ]);
  });

  it('jsonShape counts values and keys up to the limit, and measures depth', () => {
    expect(jsonShape({ a: [1, 2], b: null }, 100)).toEqual({ nodes: 7, depth: 3 });
    expect(jsonShape(nested(100_000), 10).nodes).toBe(11);
    expect(jsonShape(nested(50), 1_000).depth).toBe(50);
  });
});
