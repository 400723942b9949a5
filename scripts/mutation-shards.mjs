// The mutation run of src/engine in shards (issue 21): one Stryker run per shard, each with its
// own incremental file, so that a run stopped part-way keeps every shard it finished and a later
// run tests again only the mutants whose code or tests changed. Read by stryker.config.mjs
// (MUTATION_SHARD) and scripts/mutation.ts. Each file's shard is a function of its path, so
// every engine file is in exactly one shard; the shards hold about 700-1,600 mutants each.
// src/remote, the boundary that keeps two remote players honest (issue 44.7), is one shard more,
// 'remote', tested by its own tests and scored apart from the engine (each must reach 80%).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// The turn machine is a shard of its own: every engine test runs through it, so its mutants are
// the slowest to test, and with the rest of the core the shard took longer than a working session.
export const ENGINE_SHARDS = ['core-actions', 'machine', 'core', 'activity', 'rules-a', 'rules-b'];
export const REMOTE_SHARD = 'remote';
export const SHARD_NAMES = [...ENGINE_SHARDS, REMOTE_SHARD];
const CORE_ACTIONS = /^src\/engine\/(actions[A-Za-z]*|apply|commands|context|decisions)\.ts$/;

/** The shard of an engine or remote file (a path such as "src/engine/rules/search.ts"). */
export function shardOf(path) {
  if (path.startsWith('src/remote/')) return REMOTE_SHARD;
  if (path.startsWith('src/engine/activity/')) return 'activity';
  if (path.startsWith('src/engine/rules/')) return /^src\/engine\/rules\/[a-m][^/]*$/.test(path) ? 'rules-a' : 'rules-b';
  if (path === 'src/engine/machine.ts') return 'machine';
  return CORE_ACTIONS.test(path) ? 'core-actions' : 'core';
}

/** Every .ts file under a folder of the project (src/engine, src/remote), as paths from its root. */
function tsFiles(top, root) {
  const out = [];
  const walk = (dir) => {
    for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
      const p = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts')) out.push(p);
    }
  };
  walk(top);
  return out.sort();
}

/** Every .ts file under src/engine, as paths from the project's root. */
export const engineFiles = (root = '.') => tsFiles('src/engine', root);
/** Every .ts file under src/remote, as paths from the project's root. */
export const remoteFiles = (root = '.') => tsFiles('src/remote', root);

export const shardFiles = (shard, root = '.') => (shard === REMOTE_SHARD ? remoteFiles(root) : engineFiles(root).filter((f) => shardOf(f) === shard));
