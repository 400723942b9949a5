import type { GameData } from '../data/gameData';
import type { GameState } from './types';
import { own } from '../data/ids';

// What must hold in every state a legal game reaches, whatever was played: the property test
// and the fuzz (npm run fuzz) check it after every command the engine accepts.

/**
 * The broken invariants of a state, in words; empty when all hold. `json`: the state's JSON if
 * the caller has it, or null to skip the (costly) check that the state survives JSON.
 */
export function invariants(data: GameData, s: GameState, json?: string | null): string[] {
  const bad: string[] = [];
  for (const f of Object.values(s.federal)) {
    const ship = data.federal[f.id];
    if (!ship || !Object.hasOwn(data.federal, f.id)) {
      bad.push(`unknown Federal ship ${f.id}`);
      continue;
    }
    // Each ship in exactly one place: an area exactly when on the map.
    if ((f.where === 'map') !== (f.area !== null)) bad.push(`${f.id}: where ${f.where} with area ${f.area}`);
    if (f.where === 'map' && !Object.hasOwn(data.areas, f.area!)) bad.push(`${f.id}: unknown area ${f.area}`);
    if (f.availabilityUsed < 0 || f.availabilityUsed > ship.availability) bad.push(`${f.id}: availability used ${f.availabilityUsed} of ${ship.availability}`);
    if (f.blockading && s.confederate[f.blockading]?.blockadedBy.includes(f.id) !== true)
      bad.push(`${f.id}: blockades ${f.blockading}, which does not know it`);
    // 7.23, 10.1: a blockade is held where its quarry is, on the map or from the CSE box (11.11);
    // a ship that leaves (a pool, repair) leaves its blockade.
    const quarry = f.blockading ? s.confederate[f.blockading] : undefined;
    if (quarry && !(f.where === 'map' ? f.area === quarry.area : f.where === 'cse' && !!quarry.area && data.areas[quarry.area]?.cse === true))
      bad.push(`${f.id}: blockades ${f.blockading} in ${quarry.area} from ${f.where === 'map' ? f.area : f.where}`);
  }
  for (const c of Object.values(s.confederate)) {
    if (!Object.hasOwn(data.confederate, c.id)) {
      bad.push(`unknown Confederate ship ${c.id}`);
      continue;
    }
    if ((c.status === 'inPlay') !== (c.area !== null) && c.status !== 'sunk' && c.status !== 'interned') bad.push(`${c.id}: ${c.status} with area ${c.area}`);
    if (c.status === 'inPlay' && !Object.hasOwn(data.areas, c.area!)) bad.push(`${c.id}: unknown area ${c.area}`);
    else if (c.status === 'inPlay' && c.port && !data.areas[c.area!]!.ports.some((p) => p.nation === c.port))
      bad.push(`${c.id}: in a ${c.port} port that ${c.area} lacks`);
    if (c.damage < 0 || c.turnsAtSea < 0 || c.turnsInPort < 0) bad.push(`${c.id}: negative clock`);
    for (const b of c.blockadedBy) if (s.federal[b]?.blockading !== c.id) bad.push(`${c.id}: blockaded by ${b}, which does not blockade it`);
  }
  // Issue 46.3: the Federal's standing orders name Federal ships of the data, each once, and are never the defaults (those are no orders).
  const orders = s.federalOrders;
  if (orders) {
    if (new Set(orders.noSearch).size !== orders.noSearch.length) bad.push('federalOrders: a ship named twice');
    for (const id of orders.noSearch) if (!Object.hasOwn(data.federal, id)) bad.push(`federalOrders: unknown Federal ship ${id}`);
    if (!orders.noSearch.length && !orders.avoidWhenOutgunned && orders.fireAt === 'nearestSinking') bad.push('federalOrders: the defaults kept as orders');
  }
  for (const [t, n] of Object.entries(s.deploymentTrack)) if (n < 0) bad.push(`deployment track ${t} is ${n}`);
  const perYear = data.files.cse.perYear as Record<string, number>;
  for (const [y, n] of Object.entries(s.cseUsed)) if (n > (perYear[y] ?? 0) + 99 || n < 0) bad.push(`CSE ${y}: ${n}`);
  const scenario = own(data.scenarios, s.scenario);
  if (!scenario) return [...bad, `unknown scenario ${s.scenario}`];
  const year = String(data.turns[s.turn - 1]!.year);
  if ((s.cseUsed[year] ?? 0) > (perYear[year] ?? 0) && !scenario.federal.cseUsed[year]) bad.push(`CSE ${year} over its allowance`);
  // The VP totals are the sums of their logged causes.
  for (const side of ['confederate', 'federal'] as const) {
    const sum = s.vp.entries.filter((e) => e.side === side).reduce((n, e) => n + e.points, 0);
    if (sum !== s.vp[side]) bad.push(`${side} VP ${s.vp[side]} but causes sum to ${sum}`);
  }
  if (s.merchantMarine !== scenario.merchantMarine - s.vp.entries.filter((e) => e.rule === '12.11').reduce((n, e) => n + e.points, 0))
    bad.push('merchant marine does not match the raids scored');
  if (s.merchantMarine < 0) bad.push(`merchant marine ${s.merchantMarine}`);
  // Only the game's own keys: no built-in name ever becomes a key of the state (src/data/ids.ts).
  for (const rec of [s.federal, s.confederate, s.records, s.cseUsed]) {
    if (Object.getPrototypeOf(rec) !== Object.prototype) bad.push('a record of the state has lost its plain prototype');
    for (const k of Object.keys(rec)) if (Object.hasOwn(Object.prototype, k)) bad.push(`the state holds the key "${k}"`);
  }
  if (json !== null) {
    const text = json ?? JSON.stringify(s);
    if (JSON.stringify(JSON.parse(text)) !== text) bad.push('state does not survive JSON');
  }
  return bad;
}
