import { formatSteps, type ActivityRecord, type RecordStep } from '../../engine/index';
import { confederateAllowance, refitTurnsLeft } from '../../engine/rules/index';
import { mapGraph, type MapGraph } from '../common/mapGraph';
import { MAX_OPTIONS, MAX_SEEN, type HandRoute, type RaiderHand } from '../trace';
import type { Danger } from './danger';
import type { Plan } from './routePlanner';
import type { Intent, TurnKnowledge } from './shipRecord';

// The raider's hand for one ship's record (issue 31.4): read from what the record's search had
// already worked out (the routes, their worth and risk, the danger tables of that turn's guess at
// the Federal) and from the Confederate view it was given. It draws no random number.

/** The areas a route enters (4.4: leaving port is entering the start area for searches). */
function entered(g: MapGraph, start: number, steps: readonly RecordStep[]): number[] {
  const out: number[] = [];
  for (const x of steps) {
    if (x.op === 'leavePort') out.push(start);
    else if (x.op === 'move') {
      const a = g.index.get(x.to);
      if (a !== undefined) out.push(a);
    }
  }
  return out;
}

function route(g: MapGraph, start: number, plan: Plan, danger: Danger, chosen: boolean): HandRoute {
  let safe = 1,
    worst: HandRoute['worst'] = null;
  for (const a of entered(g, start, plan.steps)) {
    const spot = danger.spot[a] ?? 0,
      sunk = danger.caught[a] ?? 0;
    safe *= 1 - sunk;
    if (!worst || sunk > worst.sunk || (sunk === worst.sunk && spot > worst.spot)) worst = { area: g.ids[a]!, spot, sunk };
  }
  return { steps: formatSteps(plan.steps), ev: plan.score, gain: plan.value, risk: plan.risk, sunk: 1 - safe, worst, chosen };
}

/** The hand of one ship's record: where it stood, what it saw, the best few routes, the choice. */
export function raiderHand(k: TurnKnowledge, id: string, intent: Intent, chosen: Plan | null, record: ActivityRecord): RaiderHand {
  const { data, s } = k;
  const g = mapGraph(data);
  const st = s.confederate[id]!;
  const start = g.index.get(st.area ?? '') ?? -1;
  const mp = confederateAllowance(data, s, id, false);
  // The Federal counters it could see (4.0) within a turn's sailing of it.
  const seen: RaiderHand['seen'] = [];
  if (start >= 0) {
    for (const f of Object.values(s.federal)) {
      if (f.where !== 'map' || !f.area) continue;
      const b = g.index.get(f.area);
      if (b === undefined) continue;
      const moves = g.dist[start * g.n + b]!;
      if (moves <= mp + 1) seen.push({ ship: f.id, area: f.area, moves });
    }
    seen.sort((x, y) => x.moves - y.moves || (x.ship < y.ship ? -1 : 1));
  }
  const w = intent.weighed;
  const routes = w && start >= 0 ? w.plans.slice(0, MAX_OPTIONS).map((p) => route(g, start, p, w.danger, p === chosen)) : [];
  // The route drawn may lie below the best few shown (the draw is by worth, pickRoute): it is added.
  const drawnAt = chosen && w ? w.plans.indexOf(chosen) : -1;
  if (chosen && w && start >= 0 && drawnAt >= MAX_OPTIONS) routes.push(route(g, start, chosen, w.danger, true));
  const changed = chosen && formatSteps(record.steps) !== formatSteps(chosen.steps);
  const why =
    'why' in intent
      ? intent.why
      : changed
        ? 'its route was refused by the record check (4.3): it stays put'
        : drawnAt === 0
          ? 'sails the best route it found'
          : `sails the route ranked ${drawnAt + 1}: drawn among the best by their worth, so that it cannot be read`;
  return {
    kind: 'record',
    turn: s.turn,
    ship: id,
    at: st.area ?? '',
    inPort: !!st.port,
    mp,
    refitTurns: refitTurnsLeft(data, s, id),
    seen: seen.slice(0, MAX_SEEN),
    routes,
    stay: w ? w.stay : null,
    why,
    chose: formatSteps(record.steps),
  };
}
