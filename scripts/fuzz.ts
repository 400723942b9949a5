// npm run fuzz -- [--commands 1000000] [--seed 1] [--scenarios campaign,endgame] [--legal 0.5] [--json]
// Plays random games of every scenario with legal, illegal and hostile commands mixed in and
// checks the engine after each one (src/game/fuzz.ts). Prints the counts; exits 1 on any failure.
import { readFlags, loadData, fail } from './cli';
import { fuzz, failureTotal } from '../src/game/fuzz';
import { SCENARIO_IDS } from '../src/data/files';
import { excerpt, own } from '../src/data/ids';

const { flags } = readFlags({ commands: 'string', seed: 'string', scenarios: 'string', legal: 'string', json: 'boolean', 'data-pack': 'string' });
const num = (k: 'commands' | 'legal', d: number) => {
  const v = flags[k];
  if (v === undefined) return d;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) fail(`--${k} must be a positive number, not "${excerpt(String(v))}"`);
  return n;
};
const commands = Math.floor(num('commands', 100_000));
const legalShare = Math.min(1, num('legal', 0.5));
const seed = typeof flags.seed === 'string' ? flags.seed : '1';
const data = loadData(typeof flags['data-pack'] === 'string' ? flags['data-pack'] : undefined);
const scenarios =
  typeof flags.scenarios === 'string'
    ? flags.scenarios
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [...SCENARIO_IDS];
for (const s of scenarios) if (!own(data.scenarios, s)) fail(`no scenario "${excerpt(s)}" (scenarios: ${Object.keys(data.scenarios).join(', ')})`);

const t0 = performance.now();
const c = fuzz(data, {
  commands,
  seed,
  scenarios,
  legalShare,
  progress: (p) => process.stderr.write(`\r${p.commands.toLocaleString('en')} commands, ${p.games} games, ${failureTotal(p)} failures   `),
});
const seconds = (performance.now() - t0) / 1000;
process.stderr.write('\n');
const failures = failureTotal(c);
if (flags.json) {
  console.log(JSON.stringify({ seed, seconds: Math.round(seconds * 10) / 10, ...c }, null, 2));
} else {
  const sorted = (o: Record<string, number>) =>
    Object.entries(o)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
      .join(', ');
  console.log(
    `fuzz seed ${seed}: ${c.commands.toLocaleString('en')} commands in ${seconds.toFixed(1)} s (${Math.round(c.commands / seconds).toLocaleString('en')}/s)`,
  );
  console.log(`games: ${c.games} started, ${c.gamesEnded} ended (${scenarios.join(', ')})`);
  console.log(`offered: ${c.legalOffered.toLocaleString('en')} legal, ${c.hostileOffered.toLocaleString('en')} illegal or hostile (${sorted(c.kinds)})`);
  console.log(`accepted ${c.accepted.toLocaleString('en')}, refused ${c.refused.toLocaleString('en')} (${sorted(c.refusalCodes)})`);
  console.log(
    `escapes from apply: ${c.failureCounts.escape ?? 0}; internal errors: ${c.failureCounts.internalError ?? 0}; state changed on refusal: ${c.failureCounts.stateChanged ?? 0}; invariant breaks: ${c.failureCounts.invariant ?? 0}; hostile accepted: ${c.failureCounts.mustRefuse ?? 0}; legal refused: ${c.failureCounts.legalRefused ?? 0}; games that never end: ${c.failureCounts.neverEnds ?? 0}`,
  );
  for (const f of c.failures.slice(0, 10))
    console.log(`  FAIL ${f.kind} ${f.scenario} seed ${f.seed} command ${f.commandIndex}: ${f.detail}\n    ${f.command}`);
  console.log(failures ? `${failures} failures` : 'no failures');
}
process.exit(failures ? 1 : 0);
