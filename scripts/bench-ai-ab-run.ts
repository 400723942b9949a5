// A/B of two builds' AI speed (issue 18), with scripts/bench-ai-ab.ts:
//   tsx scripts/bench-ai-ab-run.ts --bundle OUT.mjs      bundles this tree's bench-ai-ab.ts to OUT.mjs
//   tsx scripts/bench-ai-ab-run.ts A.mjs B.mjs [level] [games a round] [rounds]
// The second form loads both bundles into this process and plays alternate rounds on the same
// seeds (A first in even rounds, B first in odd ones), then prints each build's games per CPU
// second, B's speed over A's (all rounds, and the median round) and whether they played alike.
import { copyFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleForNode } from './node-bundle';

type Play = (level: string, count: number, first: number) => { cpu: number; commands: number; hash: string };

const args = process.argv.slice(2);
if (args[0] === '--bundle') {
  const b = await bundleForNode('scripts/bench-ai-ab.ts');
  copyFileSync(b.file, args[1] ?? 'bench-ai-ab.mjs');
  b.remove();
} else {
  const [a, b, level = 'historical', per = '10', rounds = '6'] = args;
  if (!a || !b) throw new Error('usage: bench-ai-ab-run.ts A.mjs B.mjs [level] [games a round] [rounds]');
  const load = async (f: string) => ((await import(pathToFileURL(resolve(f)).href)) as { play: Play }).play;
  const builds = { A: await load(a), B: await load(b) };
  builds.A(level, 3, 1000);
  builds.B(level, 3, 1000); // warm-up
  const tot = { A: { cpu: 0, games: 0, hash: '' }, B: { cpu: 0, games: 0, hash: '' } };
  const ratios: number[] = [];
  for (let r = 0; r < Number(rounds); r++) {
    const cpu = { A: 0, B: 0 };
    for (const k of (r % 2 ? ['B', 'A'] : ['A', 'B']) as ('A' | 'B')[]) {
      const x = builds[k](level, Number(per), r * Number(per));
      cpu[k] = x.cpu;
      tot[k].cpu += x.cpu;
      tot[k].games += Number(per);
      tot[k].hash += x.hash;
    }
    ratios.push(cpu.A / cpu.B);
  }
  ratios.sort((x, y) => x - y);
  const gps = (k: 'A' | 'B') => (tot[k].games / tot[k].cpu).toFixed(1);
  console.log(
    `${level}: A ${gps('A')}, B ${gps('B')} games per CPU second; B/A x${(tot.A.cpu / tot.B.cpu).toFixed(2)} (median round x${ratios[Math.floor(ratios.length / 2)]!.toFixed(2)}, ${ratios[0]!.toFixed(2)}-${ratios.at(-1)!.toFixed(2)}); same games: ${tot.A.hash === tot.B.hash}`,
  );
}
