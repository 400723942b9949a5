import type { GameData } from '../../data/gameData';
import type { GameState } from '../../engine/types';
import { confederateSpeed } from '../../engine/activity/allowance';
import { escapeChance, odds, raiderWins, spotChance, type Odds } from '../common/odds';
import { mapGraph } from '../common/mapGraph';
import type { FederalPresence, Searcher } from './threat';

// What entering each area risks for one raider: the chance a search spots it (6.11, 6.14, 11.11,
// 6.41) and the chance it is then caught: it fails to escape (6.21) and loses the fight to the
// end (8.12). A ship that stands and fights (its standing orders, 4.3) skips the escape roll.

export interface Danger {
  /** Chance of being spotted on entering the area. */
  spot: Float64Array;
  /** Chance of being sunk on entering the area. */
  caught: Float64Array;
}

/** The types the ECES Ship Deployment Table has columns for (6.44). */
const ecesType = (t: string) => (t === 'SS' ? 'S' : t === 'SGB' ? 'GB' : t);

interface Foe { speed: number; gunnery: number; hits: number }

/** Chance the raider is sunk once this foe has spotted it. */
function catchBy(o: Odds, me: Foe, f: Foe, fight: boolean): number {
  const lose = 1 - raiderWins(o, me.gunnery, me.hits, f.gunnery, f.hits);
  return fight ? lose : (1 - escapeChance(o, me.speed - f.speed)) * lose;
}

const CSE_SHIP: Foe = { speed: 11, gunnery: 3, hits: 4 };

export function shipDanger(data: GameData, s: GameState, id: string, presence: FederalPresence, fear: number, fight: boolean): Danger {
  const g = mapGraph(data);
  const o = odds(data);
  const ship = data.confederate[id]!;
  const st = s.confederate[id]!;
  const me: Foe = { speed: confederateSpeed(data, s, id), gunnery: st.commissioned ? ship.gunnery : 0, hits: ship.defense - st.damage }; // 10.51
  const spot = new Float64Array(g.n);
  const caught = new Float64Array(g.n);
  const byShip = new Float64Array(64).fill(-1);
  const cseCatch = catchBy(o, me, CSE_SHIP, fight);
  const e = o.ecesShip[ecesType(ship.type)] ?? { gunnery: 3, defense: 3, movement: 11 };
  const ecesCatch = catchBy(o, me, { speed: e.movement, gunnery: e.gunnery, hits: e.defense }, fight);
  const s1 = spotChance(o, 1), s2 = spotChance(o, 2), s3 = spotChance(o, 3);
  for (let a = 0; a < g.n; a++) {
    const list: Searcher[] = presence.byArea[a]!;
    const area = g.area[a]!;
    // Distribution of the number of searching stacks, truncated at 3 (the table's top column).
    let p0 = 1, p1 = 0, p2 = 0, p3 = 0, qsum = 0, csum = 0;
    const n = list.length + (area.cse && presence.cse > 0 ? 1 : 0);
    for (let i = 0; i < n; i++) {
      const f = list[i];
      const q = Math.min(0.95, (f ? f.q : presence.cse) * fear);
      if (q <= 0) continue;
      let c: number;
      if (f) {
        let hit = f.idx >= 0 && f.idx < 64 ? byShip[f.idx]! : -1;
        if (hit < 0) { hit = catchBy(o, me, f, fight); if (f.idx >= 0 && f.idx < 64) byShip[f.idx] = hit; }
        c = hit;
      } else c = cseCatch;
      p3 = p3 + p2 * q; p2 = p2 * (1 - q) + p1 * q; p1 = p1 * (1 - q) + p0 * q; p0 = p0 * (1 - q);
      qsum += q; csum += q * c;
    }
    let sp = p1 * s1 + p2 * s2 + p3 * s3;
    let ca = qsum > 0 ? (sp * csum) / qsum : 0;
    if (area.eces) {
      // 6.4: the emergency search, then the normal ones.
      const pe = Math.min(0.95, o.ecesSpot * fear);
      ca = 1 - (1 - ca) * (1 - pe * ecesCatch);
      sp = 1 - (1 - sp) * (1 - pe);
    }
    spot[a] = sp;
    caught[a] = ca;
  }
  return { spot, caught };
}

/** Chance of getting clear of blockaders one by one (7.21): escape each, or beat it. */
export function runBlockadeSurvival(data: GameData, s: GameState, id: string, blockaders: Searcher[], fight: boolean): number {
  const o = odds(data);
  const ship = data.confederate[id]!;
  const st = s.confederate[id]!;
  const speed = confederateSpeed(data, s, id);
  const gunnery = st.commissioned ? ship.gunnery : 0;
  let hits = ship.defense - st.damage;
  let p = 1;
  for (const b of blockaders) {
    const win = raiderWins(o, gunnery, hits, b.gunnery, b.hits);
    const esc = escapeChance(o, speed - b.speed);
    p *= fight ? win : Math.max(win, esc + (1 - esc) * win);
    hits = Math.max(1, hits - 0.5); // a fight, even won, leaves damage
  }
  return p;
}
