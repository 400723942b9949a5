// npm run sim -- --scenario <id> --seed <n> --confederate <bot> --federal <bot> [--record file] [--json] [--data-pack file]
//                [--erratum-row6 on|off] (each rule variant of src/engine/options.ts: --KEY on|off)
// Plays a whole game headless and prints the result. --record writes the game record.
import { writeFileSync } from 'node:fs';
import { readFlags, loadData, fail, optionFlags } from './cli';
import { playGame, BotFailure } from '../src/game/record';
import { excerpt, own } from '../src/data/ids';
import { makeBot } from '../src/ai/registry';

const { flags, options: variantFlags } = readFlags(
  { scenario: 'string', seed: 'string', confederate: 'string', federal: 'string', record: 'string', json: 'boolean', 'data-pack': 'string' },
  { variants: 'game' },
);
const data = loadData(typeof flags['data-pack'] === 'string' ? flags['data-pack'] : undefined);
const scenario = String(flags.scenario ?? 'campaign');
const seed = String(flags.seed ?? '1');
if (!own(data.scenarios, scenario)) fail(`no scenario "${excerpt(scenario)}" (scenarios: ${Object.keys(data.scenarios).join(', ')})`);
let bots;
try {
  bots = {
    confederate: makeBot(String(flags.confederate ?? 'random'), `${seed}:confederate`),
    federal: makeBot(String(flags.federal ?? 'random'), `${seed}:federal`),
  };
} catch (e) {
  fail((e as Error).message);
}
try {
  const game = playGame(data, scenario, seed, bots, optionFlags(variantFlags, 'game'), false);
  const r = game.state.result!;
  if (typeof flags.record === 'string') writeFileSync(flags.record, JSON.stringify(game.record, null, 1));
  const out = {
    scenario,
    seed,
    confederate: bots.confederate.name,
    federal: bots.federal.name,
    turnsPlayed: r.turnsPlayed,
    merchantMarine: game.state.merchantMarine,
    confederateVp: r.confederateVp,
    federalVp: r.federalVp,
    net: r.net,
    level: r.level,
    commands: game.commands,
    hash: game.record.finalHash,
  };
  if (flags.json) console.log(JSON.stringify(out));
  else {
    console.log(`${data.scenarios[scenario]!.name}, seed ${seed}: ${bots.confederate.name} Confederate vs ${bots.federal.name} Federal`);
    console.log(`  turns played ${r.turnsPlayed}, merchant marine ${game.state.merchantMarine}`);
    console.log(`  VP: Confederate ${r.confederateVp}, Federal ${r.federalVp}, net ${r.net}: ${r.level}`);
    console.log(`  ${game.commands} commands${typeof flags.record === 'string' ? `, record written to ${flags.record}` : ''}`);
  }
} catch (e) {
  if (e instanceof BotFailure) {
    const file = `sim-failure-${scenario}-${seed}.json`;
    writeFileSync(file, JSON.stringify(e.record, null, 1));
    console.error(`${e.message}\nthe game so far is in ${file} (npm run replay -- ${file})`);
    process.exit(1);
  }
  throw e;
}
