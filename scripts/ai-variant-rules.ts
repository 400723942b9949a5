// Under each rule variant, the AI against the same AI with a fixed rule that avoids the variant's
// new risk (issue 31, point 2): does the AI weigh the new odds at least as well as a crude rule?
//   npm run ai:variant-rules [-- --games 300 --scenarios campaign,cresting-tide --raider historical --federal historical --from 0 --base --ai-only]
// Each game is played twice on its seed (`variant-rules-SCENARIO-i`), the variant on both times:
// once by the AI as it is, once with the raider's fixed rule. Prints mean net VP (the
// Confederate's), raiders lost a game, and the rule minus the AI, paired, with its 95% interval.
// The only fixed rule so far is evading the blockade's: from 1863 a run into a Confederate port
// counts as the ship lost (RaiderParams.runInLostFrom, set by nothing but this script).
// Also prints the raiders interned a game (12.14); --base plays each seed a third time with the
// variant off, the AI as it is, to set the variant's internments against the base game's;
// --ai-only skips the rule's games.
import { readFlags, loadData, fail } from './cli';
import { playGame } from '../src/game/record';
import { makeBot } from '../src/ai/registry';
import { RAIDER_PARAMS, type AiLevel } from '../src/ai/levels';
import { own } from '../src/data/ids';
import { writeFileSync } from 'node:fs';

const { flags } = readFlags({
  games: 'string',
  scenarios: 'string',
  raider: 'string',
  federal: 'string',
  from: 'string',
  out: 'string',
  base: 'boolean',
  'ai-only': 'boolean',
});
const games = Number(flags.games ?? '300');
const from = Number(flags.from ?? '0');
if (!Number.isInteger(games) || games < 1 || games > 100_000) fail('--games must be a whole number from 1 to 100000');
if (!Number.isInteger(from) || from < 0) fail('--from must be a whole number');
const data = loadData();
const scenarios = (flags.scenarios ?? 'campaign,cresting-tide').split(',');
for (const s of scenarios) if (!own(data.scenarios, s)) fail(`no scenario "${s.slice(0, 40)}" (scenarios: ${Object.keys(data.scenarios).join(', ')})`);
const raider = (flags.raider ?? 'historical') as AiLevel;
if (!own(RAIDER_PARAMS, raider)) fail(`--raider must be an AI level (${Object.keys(RAIDER_PARAMS).join(', ')})`);
const federal = flags.federal ?? 'historical';
makeBot(federal, 'check'); // refuses an unknown name by name

const RULES = [
  {
    variant: 'blockadeEvasion',
    rule: 'never run into a Confederate port from 1863',
    set: (on: boolean) => (RAIDER_PARAMS[raider].runInLostFrom = on ? 1863 : undefined),
  },
];

type Played = { net: number; lost: number; interned: number };
function play(scenario: string, seed: string, variant: string, on = true): Played {
  const bots = { confederate: makeBot(raider, `${seed}:c`), federal: makeBot(federal, `${seed}:f`) };
  const { state } = playGame(data, scenario, seed, bots, { [variant]: on }, false, false);
  const ships = Object.values(state.confederate);
  return { net: state.result!.net, lost: ships.filter((c) => c.status === 'sunk').length, interned: ships.filter((c) => c.status === 'interned').length };
}

const mean = (x: number[]) => x.reduce((a, b) => a + b, 0) / x.length;
const ci = (x: number[]) => {
  const m = mean(x);
  return 1.96 * Math.sqrt(x.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, x.length - 1) / x.length);
};

const t0 = performance.now();
/** --out FILE: every game's net VP, to pair this run with another (e.g. the planner before a change). */
const kept: Record<string, { ai: number[]; rule: number[] }> = {};
for (const r of RULES)
  for (const scenario of scenarios) {
    const ai: Played[] = [];
    const rule: Played[] = [];
    const base: Played[] = [];
    for (let i = from; i < from + games; i++) {
      const seed = `variant-rules-${scenario}-${i}`;
      r.set(false);
      ai.push(play(scenario, seed, r.variant));
      if (flags.base) base.push(play(scenario, seed, r.variant, false));
      if (flags['ai-only']) continue;
      r.set(true);
      rule.push(play(scenario, seed, r.variant));
      r.set(false);
    }
    kept[`${r.variant}:${scenario}`] = { ai: ai.map((x) => x.net), rule: rule.map((x) => x.net) };
    if (!rule.length) rule.push(...ai); // --ai-only: the rule's games not played, shown as the AI's
    const diff = rule.map((x, i) => x.net - ai[i]!.net);
    const same = diff.filter((d) => d === 0).length;
    console.log(
      `${r.variant}, ${scenario}, raider ${raider} vs Federal ${federal}, ${games} games (${((performance.now() - t0) / 1000).toFixed(0)} s): ` +
        `AI ${mean(ai.map((x) => x.net)).toFixed(1)} ± ${ci(ai.map((x) => x.net)).toFixed(1)} net VP, ${mean(ai.map((x) => x.lost)).toFixed(2)} raiders sunk; ` +
        `"${r.rule}" ${mean(rule.map((x) => x.net)).toFixed(1)} ± ${ci(rule.map((x) => x.net)).toFixed(1)}, ${mean(rule.map((x) => x.lost)).toFixed(2)}; ` +
        `rule - AI ${mean(diff).toFixed(1)} ± ${ci(diff).toFixed(1)} (paired; ${same} games the same)`,
    );
    const interned = (x: Played[]) => `${mean(x.map((p) => p.interned)).toFixed(2)} ± ${ci(x.map((p) => p.interned)).toFixed(2)}`;
    console.log(
      `  raiders interned a game: AI ${interned(ai)}, the rule ${interned(rule)}` +
        (base.length ? `; the base game (variant off, same seeds) ${interned(base)}, net VP ${mean(base.map((x) => x.net)).toFixed(1)}` : ''),
    );
  }
if (flags.out) writeFileSync(flags.out, JSON.stringify({ raider, federal, games, from, kept }));
