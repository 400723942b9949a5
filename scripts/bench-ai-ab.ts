// A/B timing of the AI levels for issue 18 (run by scripts/bench-ai-ab-run.ts). This file is bundled (as
// `npm run bench` bundles the game, scripts/node-bundle.ts) once per build to compare; the
// bundles are then imported into one Node process and their `play` called in alternate rounds on
// the same seeds, so that both builds meet the same machine (a shared machine's speed drifts).
// `play` returns the process's CPU seconds for the round and a hash of every command played, so
// that two builds that should decide alike can be seen to.
import { bundledRaw } from '../src/data/bundled';
import { loadGameData } from '../src/data/load';
import { playGame } from '../src/game/record';
import { makeBot } from '../src/ai/registry';

const data = loadGameData(bundledRaw());

/** `count` Campaign games from seed number `first`, the level on both sides. */
export function play(level: string, count: number, first: number): { cpu: number; turns: number; commands: number; hash: string } {
  let h = 0x811c9dc5,
    turns = 0,
    commands = 0;
  const c0 = process.cpuUsage();
  for (let i = first; i < first + count; i++) {
    const g = playGame(data, 'campaign', `ab-${i}`, { federal: makeBot(level, `f${i}`), confederate: makeBot(level, `c${i}`) }, {}, false, false);
    turns += g.state.turn;
    commands += g.commands;
    const s = JSON.stringify(g.record.commands);
    for (let j = 0; j < s.length; j++) h = Math.imul(h ^ s.charCodeAt(j), 16777619) >>> 0;
  }
  const c = process.cpuUsage(c0);
  return { cpu: (c.user + c.system) / 1e6, turns, commands, hash: h.toString(16) };
}
