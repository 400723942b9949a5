import { runFixture, seal, endPhase } from './fixtures/ruleFixture';
import { gameData } from './helpers';
const d = gameData();
for (const id of Object.keys(d.scenarios)) console.log(id, d.scenarios[id]!.firstTurn, d.scenarios[id]!.lastTurn, JSON.stringify(d.scenarios[id]!.victory));
const s0 = runFixture({ rule: 'x', name: 'x', commands: [], expect: {} }).state;
console.log('lastTurn', s0.lastTurn);
const r = runFixture({ rule: 'x', name: 'x', setup: { turn: s0.lastTurn, vp: { confederate: 100, federal: 40, entries: [] } }, dice: [], commands: [seal([]), endPhase('federal')], expect: {} });
console.log(r.state.phase, JSON.stringify(r.state.result), r.events.filter((e) => e.rule.startsWith('12') || e.rule === '3.0').map((e) => e.rule + ' ' + e.kind));
