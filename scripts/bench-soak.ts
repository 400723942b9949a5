// The honest-pair soak of `npm run bench` (issue 44.1): 10,000 whole games of two honest remote
// clients, every scenario, rule variant, pairing (files or hot-seat) and bot at each side mixed
// (tests/remote/honestPair.ts), on worker threads running the game bundled. Games are handed out
// in batches by number, so the same count and seed play the same games whatever the threads.
// Prints every stall as it comes (its seed, scenario, variant, bots and the refused message).
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { bundleForNode } from './node-bundle';
import type { Figure } from './bench-games';
import type { SoakBatch, SoakDone } from './bench-soak-worker';

const BATCH = 25;

export async function soakFigures(o: { games: number; seed: string; workers: number; from?: number }): Promise<Figure[]> {
  const bundle = await bundleForNode('scripts/bench-soak-worker.ts');
  const threads: Worker[] = [];
  const total: SoakDone & { cpuMs: number } = { games: 0, messages: 0, cpuMs: 0, stalls: [], refused: 0 };
  const t0 = performance.now();
  // The whole process's CPU, every worker thread's included (a thread's own count is not in Node 20).
  const cpu0 = process.cpuUsage();
  const from = o.from ?? 0;
  const end = from + o.games;
  try {
    let next = from;
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(o.workers, Math.ceil(o.games / BATCH))) }, () => {
        const w = new Worker(bundle.file);
        threads.push(w);
        return new Promise<void>((done, fail) => {
          const give = () => {
            if (next >= end) return done();
            const b: SoakBatch = { seed: o.seed, from: next, n: Math.min(BATCH, end - next) };
            next += b.n;
            w.postMessage(b);
          };
          w.on('message', (d: SoakDone) => {
            total.games += d.games;
            total.messages += d.messages;
            total.refused += d.refused;
            for (const s of d.stalls) {
              total.stalls.push(s);
              console.error(s);
            }
            if (process.stderr.isTTY) process.stderr.write(`\rsoak: ${total.games}/${o.games} games, ${total.stalls.length} stalls`);
            give();
          });
          w.once('error', fail);
          give();
        });
      }),
    );
  } finally {
    if (process.stderr.isTTY) process.stderr.write('\n');
    await Promise.all(threads.map((w) => w.terminate()));
    bundle.remove();
  }
  const secs = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu0);
  total.cpuMs = (used.user + used.system) / 1000;
  const what = `honest pairs (issue 44.1): ${total.games} whole games${from ? ` (numbers ${from} to ${end - 1})` : ''}, every scenario, variant, pairing and bot, seed ${o.seed}, ${threads.length} worker threads`;
  return [
    { name: `${what}: games played`, value: total.games, unit: 'games', target: String(o.games) },
    { name: `${what}: stalls`, value: total.stalls.length, unit: 'games', target: '0' },
    { name: `${what}: honest messages refused`, value: total.refused, unit: 'messages', target: '0' },
    {
      name: `${what}: games per second`,
      value: +(total.games / secs).toFixed(2),
      unit: `games/s (10,000 games would take ${(10_000 / Math.max(1e-9, total.games / secs) / 60).toFixed(0)} min at this rate)`,
    },
    {
      name: `${what}: time`,
      value: +secs.toFixed(1),
      unit: `s (${(total.cpuMs / 1000 / Math.max(1, total.games)).toFixed(2)} CPU s a game, ${Math.round(total.messages / Math.max(1, total.games))} messages a game)`,
    },
  ];
}

// Alone: npx tsx scripts/bench-soak.ts [games] [workers] [from]: `from` plays the games from that
// number on, so a long soak may be played in parts (games 0-999, then 1000-1999, ...), the same games.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { defaultWorkers } = await import('./compare-run');
  const arg = (i: number, name: string, fallback: number, min: number): number => {
    const v = Number(process.argv[i] ?? fallback);
    if (!Number.isSafeInteger(v) || v < min || v > 1_000_000) {
      console.error(`${name} must be a whole number from ${min} to 1,000,000 (got "${String(process.argv[i]).slice(0, 40)}")`);
      process.exit(2);
    }
    return v;
  };
  const figures = await soakFigures({
    games: arg(2, 'games', 10_000, 1),
    seed: 'bench',
    workers: arg(3, 'workers', defaultWorkers(), 1),
    from: arg(4, 'from', 0, 0),
  });
  for (const f of figures) console.log(`${f.name}: ${f.value} ${f.unit}${f.target ? ` (target ${f.target})` : ''}`);
  process.exit(figures[1]!.value === 0 && figures[2]!.value === 0 ? 0 : 1);
}
