import type { GameData } from '../../data/gameData';
import type { PublicState, RecordStep } from '../../engine/index';
import { confederateAllowance, federalAllowance, yearOf, usablePorts, SHIP } from '../../engine/rules/index';
import { mapGraph } from '../common/mapGraph';
import { odds, raiderWins } from '../common/odds';
import type { RaiderParams } from '../levels';

// The Stonewall (11.6, 12.12): she cannot raid; she scores 25 VP if afloat in C9, C14 or C15
// when the game ends, and 150 VP to the Federal if sunk. She moves in the Record Phase, in the
// open, and is fought only by Federal ships that end their movement in her area (11.61). So she
// sails only when the Federal ships able to reach her target cannot together beat her, and
// keeps to ports (never searched, 11.61) otherwise. She takes 1865's commissioning in France.

const TARGETS = ['C14', 'C9', 'C15'];

/** Federal gunnery and staying power that could end its movement in `area` this turn. */
function threatAt(data: GameData, s: PublicState, area: string): { gunnery: number; hits: number } {
  const g = mapGraph(data);
  let gunnery = 0,
    hits = 0;
  for (const f of Object.values(s.federal)) {
    if (f.where !== 'map' || !f.inUse || !f.area) continue;
    if (g.dist[g.index.get(f.area)! * g.n + g.index.get(area)!]! > federalAllowance(data, s, f.id)) continue;
    gunnery += data.federal[f.id]!.gunnery;
    hits += data.federal[f.id]!.defense - f.damage;
  }
  // Ships still in the pools can be selected and start in C9 (10.43), the pursuit fleet too (11.62).
  return { gunnery, hits };
}

export function stonewallRecord(data: GameData, s: PublicState, params: RaiderParams): RecordStep[] {
  const id = SHIP.stonewall;
  const st = s.confederate[id]!;
  const ship = data.confederate[id]!;
  const g = mapGraph(data);
  const steps: RecordStep[] = [];
  let mp = 0;
  if (!st.commissioned) {
    const year = yearOf(data, s.turn);
    const neutral = usablePorts(data, s, st.area!, 'commission', id).some((p) => p.nation !== 'CSA');
    if (neutral && !s.neutralCommissionYears.includes(year)) {
      steps.push({ op: 'commission' });
      mp += 1;
    }
  }
  const commissioned = st.commissioned || steps.length > 0;
  const last = s.turn >= s.lastTurn;
  const allowance = confederateAllowance(data, s, id);
  // Reach a target this turn only on the last turn, or get within one turn's sail of one.
  const here = g.index.get(st.area!)!;
  let best: { area: string; score: number } | null = null;
  const o = odds(data, s.options);
  for (const t of TARGETS) {
    const d = g.dist[here * g.n + g.index.get(t)!]!;
    const leave = st.port ? (st.blockadedBy.length ? 1 : 0) : 0;
    if (!last || d + mp + leave > allowance) continue;
    const foe = threatAt(data, s, t);
    const win = foe.gunnery === 0 ? 1 : raiderWins(o, commissioned ? ship.gunnery : 0, ship.defense - st.damage, foe.gunnery, foe.hits);
    const score = 25 * win - 150 * (1 - win) * (params.threatFear > 2 ? 1.5 : 1);
    if (!best || score > best.score) best = { area: t, score };
  }
  if (!best || best.score <= 0 || !commissioned) return steps;
  // Sail by the shortest way, in sight of the Federal but unsearched (11.61).
  const path: string[] = [];
  let at = here;
  const goal = g.index.get(best.area)!;
  while (at !== goal) {
    const nxt = g.next[at]!.find((b) => g.dist[b * g.n + goal]! === g.dist[at * g.n + goal]! - 1)!;
    path.push(g.ids[nxt]!);
    at = nxt;
  }
  if (st.port) steps.push({ op: 'leavePort' });
  for (const a of path) steps.push({ op: 'move', to: a });
  return steps;
}
