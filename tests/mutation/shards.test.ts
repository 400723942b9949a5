import { describe, expect, it } from 'vitest';
import { ENGINE_SHARDS, REMOTE_SHARD, SHARD_NAMES, engineFiles, remoteFiles, shardFiles, shardOf } from '../../scripts/mutation-shards.mjs';

// Issue 21: `npm run test:mutation` adds the shards' scores up into the engine's, so every engine
// file must be mutated in exactly one shard, and no shard may be empty.
describe('issue 21: mutation shards', () => {
  it('every src/engine file is in exactly one shard, and each shard has files', () => {
    const all = engineFiles();
    expect(all.length).toBeGreaterThan(50);
    const seen = ENGINE_SHARDS.flatMap((s) => shardFiles(s));
    expect(seen.sort()).toEqual(all);
    for (const s of ENGINE_SHARDS) expect(shardFiles(s).length).toBeGreaterThan(0);
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
    expect(shardOf('src/remote/verify.ts')).toBe('remote');
  });
});

// Issue 44.7: src/remote, the boundary of two-player play, is a shard of its own, scored apart.
describe('issue 44.7: the remote shard', () => {
  it('holds every src/remote file and nothing else, and no engine shard holds any of them', () => {
    const all = remoteFiles();
    expect(all).toContain('src/remote/verify.ts');
    expect(all).toContain('src/remote/segments.ts');
    expect(all).toContain('src/remote/client.ts');
    expect(all.every((f) => f.startsWith('src/remote/') && f.endsWith('.ts'))).toBe(true);
    expect(shardFiles(REMOTE_SHARD)).toEqual(all);
    expect(SHARD_NAMES).toEqual([...ENGINE_SHARDS, REMOTE_SHARD]);
    const engine = new Set(ENGINE_SHARDS.flatMap((s) => shardFiles(s)));
    expect(all.filter((f) => engine.has(f))).toEqual([]);
    for (const f of all) expect(shardOf(f)).toBe(REMOTE_SHARD);
  });
});
