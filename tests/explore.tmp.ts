import { runFixture, seal, endPhase } from './fixtures/ruleFixture';
import { clearFederal } from './fixtures/arrange';
import { placeFederal, placeConfederate } from './activity/setup';
import { fed } from './helpers';
// usage: tsx explore '{"fed":[["Iroq","C19"]],"con":[["sumter","C19",null]],"setup":{},"dice":[..],"records":[...],"decides":[["federal","search"]]}'
const a = JSON.parse(process.argv[2]!);
const std = { onSpotted: 'escape', semmesReroll: { raid: false, escape: false, blockade: false } };
const cmds: unknown[] = [seal(a.records.map((x: any) => ({ ...x, standing: { ...std, ...(x.standing ?? {}) } }))), endPhase('federal')];
for (const [side, choice] of a.decides ?? []) cmds.push({ type: 'decide', side, choice });
try {
  const r = runFixture({ rule: 'x', name: 'x', setup: (s) => { clearFederal(s); for (const [f, area, sq] of a.fed ?? []) placeFederal(s, fed(f), area, sq ?? null); for (const [c, area, port] of a.con ?? []) placeConfederate(s, c, area, port); Object.assign(s, a.setup ?? {}); if (a.options) Object.assign(s.options, a.options); }, dice: a.dice, commands: a.stop ? cmds.slice(0, a.stop) : cmds, expect: {} });
  for (const e of r.events) if (!/^(10\.[12]|9\.21|4\.3)$/.test(e.rule)) console.log(e.rule, e.kind, JSON.stringify(e.dice ?? ''), JSON.stringify(e.ships ?? ''), '|', e.text.slice(0, 150));
  console.log('PHASE', r.state.phase, r.state.turn, 'dice', JSON.stringify(r.state.dice), 'pending', JSON.stringify(r.state.activity?.pending ?? null));
  for (const id of a.show ?? []) console.log(id, JSON.stringify(r.state.confederate[id] ?? r.state.federal[fed(id)]));
  console.log('mm', r.state.merchantMarine, 'vp', JSON.stringify(r.state.vp), 'cpl', JSON.stringify(r.state.cpl));
} catch (e) { console.log(String(e).slice(0, 500)); }
