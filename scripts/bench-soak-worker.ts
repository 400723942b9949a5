// A worker thread of the honest-pair soak (scripts/bench-soak.ts): it plays the games it is
// given by number (tests/remote/honestPair.ts, the same driver as `npm test`'s bounded soak) and
// posts back, per batch, the games played, their messages, and every stall in full (the CPU time is
// the whole process's, counted by bench-soak.ts).
// It is bundled before it runs (scripts/node-bundle.ts), so it imports nothing that needs tsx.
import { parentPort } from 'node:worker_threads';
import { bundledRaw } from '../src/data/bundled';
import { loadGameData } from '../src/data/load';
import { describeStall, playHonestPair, soakSpecs } from '../tests/remote/honestPair';

export interface SoakBatch {
  seed: string;
  from: number;
  n: number;
}
export interface SoakDone {
  games: number;
  messages: number;
  /** Each stall in one line: its seed, scenario, variant, bots and the refused message. */
  stalls: string[];
  /** Of those, honest messages refused by the other client or the spectator. */
  refused: number;
}

const data = loadGameData(bundledRaw());
parentPort!.on('message', (b: SoakBatch) => {
  const done: SoakDone = { games: 0, messages: 0, stalls: [], refused: 0 };
  for (const spec of soakSpecs(b.n, b.seed, b.from)) {
    const o = playHonestPair(data, spec);
    done.games++;
    done.messages += o.messages;
    if (!o.stall) continue;
    done.stalls.push(describeStall(o));
    if (o.stall.kind === 'refused' || o.stall.kind === 'spectatorRefused') done.refused++;
  }
  parentPort!.postMessage(done);
});
