import { describe, expect, it } from 'vitest';
import { SHARD_NAMES, engineFiles, shardFiles, shardOf } from '../../scripts/mutation-shards.mjs';

// Issue 21: `npm run test:mutation` adds the shards' scores up into the engine's, so every engine
// file must be mutated in exactly one shard, and no shard may be empty.
describe('issue 21: mutation shards', () => {
  it('every src/engine file is in exactly one shard, and each shard has files', () => {
    const all = engineFiles();
    expect(all.length).toBeGreaterThan(50);
    const seen = SHARD_NAMES.flatMap((s) => shardFiles(s));
    expect(seen.sort()).toEqual(all);
    for (const s of SHARD_NAMES) expect(shardFiles(s).length).toBeGreaterThan(0);
  });

  it('names the shard by the path', () => {
    expect(shardOf('src/engine/apply.ts')).toBe('core-actions');
    expect(shardOf('src/engine/actionsOdds.ts')).toBe('core-actions');
    expect(shardOf('src/engine/view.ts')).toBe('core');
    expect(shardOf('src/engine/machine.ts')).toBe('machine');
    expect(shardOf('src/engine/activity/executor.ts')).toBe('activity');
    expect(shardOf('src/engine/rules/combat.ts')).toBe('rules-a');
    expect(shardOf('src/engine/rules/search.ts')).toBe('rules-b');
    expect(shardOf('src/engine/rules/variants/procedures.ts')).toBe('rules-b');
  });
});
