import { describe, expect, it } from 'vitest';
import { FederalModels } from '../../src/ai/raider/federalModels';
import { BotRandom } from '../../src/ai/rng';
import { mapGraph } from '../../src/ai/common/mapGraph';
import type { FederalPresence } from '../../src/ai/models/federalPresence';
import { federalAllowance } from '../../src/engine/rules/index';
import { view } from '../../src/engine/view';
import { clonePlain } from '../../src/engine/clone';
import type { GameState } from '../../src/engine/types';
import { gameData } from '../helpers';
import { positions } from './positions';

// Issue 31: the bold raider reads the Federal across the table with `seen`, a model learnt from
// what this Federal does in the open (4.0: the counters are public). Two navies the gauntlet's
// panel plays showed what it missed: the ship nearest a raider that holds its station (it was
// read as a chaser that failed, and spread over the plain guess), and new ships (10.43) that
// fill the free stations on the busy lanes (80% of the searches the bold raider met against
// "hold stations" were by ships that had just sailed). Each navy is played here turn by turn on
// a Campaign position, and the raider's guess read from the presence it plans with.

const data = gameData();
const g = mapGraph(data);
const start = positions('campaign', 'federal-models', ['confederateRecord'], { confederate: 'historical', federal: 'historical' })[4]!;

/** A bold-raider reader with the plain guess and `seen` only (no Federal planner to run). */
const reader = () => new FederalModels(() => new Map(), ['plain', 'seen']);

/** The chance the presence gives ship `id` of ending in each of `areas`, summed. */
function chanceIn(p: FederalPresence, id: string, areas: ReadonlySet<string>): number {
  const idx = p.searchers.find((x) => x.ship === id)?.idx;
  let sum = 0;
  for (const a of areas) {
    const i = g.index.get(a)!;
    for (let j = p.start[i]!; j < p.start[i + 1]!; j++) if (p.who[j] === idx) sum += p.q[j]!;
  }
  return sum;
}

const deployed = (s: GameState) => Object.values(s.federal).filter((f) => f.where === 'map' && f.inUse && f.area && !f.blockading);
const raiderAreas = (s: GameState) => Object.values(s.confederate).filter((c) => c.status === 'inPlay' && c.area);

describe('issue 31: the bold raider reads the navy across the table (`seen`)', () => {
  it('a ship nearest a raider that holds its station, turn after turn, is read as staying there', () => {
    const s = clonePlain(start);
    const models = reader();
    const rng = new BotRandom('fm');
    let p: FederalPresence | null = null;
    // Every ship stays where it stands; the raiders stay where they are (their counters, 4.0).
    for (let t = 0; t < 8; t++) {
      p = models.presence(data, view(s, 'confederate'), rng);
      s.turn++;
    }
    s.turn--;
    // The ship nearest each raider (the one a chase would send), where it stands.
    const ships = deployed(s);
    const nearest = raiderAreas(s).map((c) => {
      const at = g.index.get(c.area!)!;
      return ships.reduce((b, f) => (g.dist[g.index.get(f.area!)! * g.n + at]! < g.dist[g.index.get(b.area!)! * g.n + at]! ? f : b));
    });
    expect(nearest.length).toBeGreaterThan(0);
    for (const f of nearest) expect(chanceIn(p!, f.id, new Set([f.area!]))).toBeGreaterThan(0.7);
  });

  it('new ships that fill the densest free areas each turn are looked for there', () => {
    const s = clonePlain(start);
    const models = reader();
    const rng = new BotRandom('fm');
    const entry = 'C9'; // 10.43: new ships come in on the East Coast
    const pool = Object.values(s.federal).filter((f) => f.where !== 'map' && f.where !== 'sunk');
    expect(pool.length).toBeGreaterThan(12);
    let next = 0;
    const fill = (ids: string[]) => {
      // Each new ship, in turn, takes the densest area within its allowance that no ship holds (the nearer among equals).
      const held = new Set(
        deployed(s)
          .filter((f) => !ids.includes(f.id))
          .map((f) => f.area!),
      );
      const from = g.index.get(entry)!;
      const out: string[] = [];
      for (const id of ids) {
        const reach = federalAllowance(data, view(s, 'confederate'), id);
        const best = g.ids
          .filter((a) => !held.has(a) && g.dist[from * g.n + g.index.get(a)!]! <= reach && !data.areas[a]!.pacific)
          .sort((x, y) => data.areas[y]!.density - data.areas[x]!.density || g.dist[from * g.n + g.index.get(x)!]! - g.dist[from * g.n + g.index.get(y)!]!)[0]!;
        held.add(best);
        out.push(best);
      }
      return out;
    };
    let fresh: string[] = [];
    let p: FederalPresence | null = null;
    let expected: string[] = [];
    for (let t = 0; t < 9; t++) {
      // Two new ships each turn at the entry (the oldest two leave), read before they sail...
      for (const f of deployed(s).slice(0, 2)) Object.assign(s.federal[f.id]!, { where: 'available', inUse: false, area: null });
      fresh = [pool[next++ % pool.length]!.id, pool[next++ % pool.length]!.id];
      for (const id of fresh) Object.assign(s.federal[id]!, { where: 'map', inUse: true, area: entry, blockading: null, squadron: null, damage: 0 });
      p = models.presence(data, view(s, 'confederate'), rng);
      // ...then sail for the densest free areas, where next turn's counters show them.
      expected = fill(fresh);
      fresh.forEach((id, i) => (s.federal[id]!.area = expected[i]!));
      s.turn++;
    }
    // The last turn's new ships, as the raider planned against them: most of their chance lies in
    // the areas they then took (the plain guess alone spreads them over everything in reach).
    const took = new Set(expected);
    const seenChance = fresh.reduce((sum, id) => sum + chanceIn(p!, id, took), 0) / fresh.length;
    const plain = new FederalModels(() => new Map(), ['plain']);
    const sp = clonePlain(s);
    sp.turn--;
    fresh.forEach((id) => (sp.federal[id]!.area = entry));
    const plainChance =
      fresh.reduce((sum, id) => sum + chanceIn(plain.presence(data, view(sp, 'confederate'), new BotRandom('fm')), id, took), 0) / fresh.length;
    expect(seenChance).toBeGreaterThan(0.3);
    expect(seenChance).toBeGreaterThan(2 * plainChance);
  });
});
