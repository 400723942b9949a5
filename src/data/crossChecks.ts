import type { ParsedFiles } from './files';
import { DATA_FILES, scenarioPath } from './files';
import type { DataProblem } from './errors';
import type { Area, ScenarioFile } from './schema/index';
import { DeploymentType, MAP_EAST_EDGE, MAP_WEST_EDGE } from './schema/index';
import { indexShips, resolveShip } from './shipRefs';

// Checks that span fields or files, run after every file has passed its schema. Each returns
// problems rather than throwing, so one load reports everything wrong at once.

type Problems = DataProblem[];
const SOUTH_AMERICAN = ['BRA', 'ARG', 'VEN', 'COL', 'Chile', 'Peru'] as const;
/** Areas whose special role the rules fix by id. */
const RULE_FLAGS: { flag: keyof Pick<Area, 'europe' | 'noPortRefuge' | 'eces' | 'cse'>; ids: string[]; rule: string }[] = [
  { flag: 'europe', ids: ['C2', 'C5', 'C7', 'C8'], rule: '6.3' },
  { flag: 'noPortRefuge', ids: ['C9', 'C54'], rule: '4.42' },
  { flag: 'eces', ids: ['C9'], rule: '6.4' },
  { flag: 'cse', ids: ['C9', 'C14', 'C16'], rule: '11.11' },
];
/** Areas the rules and scenarios name (facts file section 2). */
export const NAMED_AREAS = [
  'C2',
  'C5',
  'C7',
  'C8',
  'C9',
  'C10',
  'C12',
  'C13',
  'C14',
  'C15',
  'C16',
  'C18',
  'C39',
  'C40',
  'C43',
  'C44',
  'C45',
  'C48',
  'C50',
  'C52',
  'C54',
  'C57',
  'C60',
  'C66',
  'C86',
  'D7',
  'D58',
  'D68',
  'D76',
];

export function checkMap(map: ParsedFiles['map']): Problems {
  const file = DATA_FILES.map.path;
  const out: Problems = [];
  const p = (path: string, message: string) => out.push({ file, path, message });
  const byId = new Map<string, Area>();
  map.areas.forEach((a, i) => {
    if (byId.has(a.id)) p(`areas[${i}](${a.id}).id`, `duplicate Movement Area id ${a.id}`);
    byId.set(a.id, a);
  });
  for (const id of NAMED_AREAS) if (!byId.has(id)) p('areas', `Movement Area ${id} is named by the rules or scenarios but missing`);

  map.areas.forEach((a, i) => {
    const at = `areas[${i}](${a.id})`;
    for (const [field, list] of [
      ['neighbours', a.neighbours],
      ['wrap', a.wrap],
    ] as const) {
      list.forEach((n, j) => {
        const other = byId.get(n);
        if (n === a.id) p(`${at}.${field}[${j}]`, `${a.id} lists itself`);
        else if (!other) p(`${at}.${field}[${j}]`, `no Movement Area ${n}`);
        else if (!other[field].includes(a.id)) p(`${at}.${field}[${j}]`, `${a.id} lists ${n} but ${n} does not list ${a.id}: adjacency must be symmetric`);
      });
      if (new Set(list).size !== list.length) p(`${at}.${field}`, 'an area is listed twice');
    }
    // 4.22: wraparound links join the two map edges, nothing else.
    const touchesWest = a.polygon.some(([lon]) => lon <= MAP_WEST_EDGE + 1e-6);
    const touchesEast = a.polygon.some(([lon]) => lon >= MAP_EAST_EDGE - 1e-6);
    const expectedEdge = touchesWest ? 'west' : touchesEast ? 'east' : null;
    if (touchesWest && touchesEast) p(`${at}.polygon`, 'an area cannot touch both map edges');
    if (a.edge !== expectedEdge) p(`${at}.edge`, `is ${a.edge} but the polygon ${expectedEdge ? `touches the ${expectedEdge} edge` : 'touches no map edge'}`);
    a.wrap.forEach((n, j) => {
      const other = byId.get(n);
      if (!other) return;
      if (a.edge === null || other.edge === null || a.edge === other.edge)
        p(`${at}.wrap[${j}]`, `wrap link ${a.id}-${n} must join a west-edge area to an east-edge area (4.22)`);
    });
    if (a.edge !== null && a.wrap.length === 0) p(`${at}.wrap`, `${a.id} is on the ${a.edge} map edge but links to nothing across it (4.22)`);
    for (const rf of RULE_FLAGS) {
      const should = rf.ids.includes(a.id);
      if (a[rf.flag] !== should) p(`${at}.${rf.flag}`, `must be ${should} (${rf.rule} names ${rf.ids.join(', ')})`);
    }
    a.ports.forEach((port, j) => {
      const pp = `${at}.ports[${j}]`;
      if (a.id.startsWith('D')) p(pp, 'a deep-water area cannot hold a port (ports lie on coasts, 2.12)');
      if (port.nation === 'CSA' && a.id !== 'C14' && a.id !== 'C15') p(pp, 'Confederate ports exist only in C14 and C15 (4.41)');
      const governed = ['England', 'France', 'CSA', 'USA'].includes(port.nation);
      if (governed && port.cpl !== null) p(`${pp}.cpl`, `${port.nation} ports are governed by their own rules (4.41, 9.3), so cpl must be null`);
      if (!governed && port.cpl === null) p(`${pp}.cpl`, `a ${port.nation} coal port needs the World CPL it requires (9.31)`);
      if (port.nation === 'England' && a.id !== 'C2') p(pp, 'ports of England lie in C2 (9.11)');
      if (port.nation === 'France' && a.id !== 'C5') p(pp, 'ports of France lie in C5 (9.11)');
    });
    if (!pointInRing(a.label, a.polygon)) p(`${at}.label`, 'the label point lies outside the area outline');
  });
  // 9.38: each South American country is open or closed as a whole.
  for (const nation of SOUTH_AMERICAN) {
    const levels = new Set(map.areas.flatMap((a) => a.ports.filter((x) => x.nation === nation).map((x) => x.cpl)));
    if (levels.size > 1) p('areas', `all ${nation} ports must need the same CPL (9.38), found ${[...levels].join(', ')}`);
  }
  // The ocean must be one connected sea, wraparound included.
  if (map.areas.length > 0 && out.length === 0) {
    const seen = new Set<string>([map.areas[0]!.id]);
    const queue = [map.areas[0]!.id];
    while (queue.length) {
      const a = byId.get(queue.pop()!)!;
      for (const n of [...a.neighbours, ...a.wrap])
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
    }
    const cut = map.areas.filter((a) => !seen.has(a.id)).map((a) => a.id);
    if (cut.length) p('areas', `the ocean is not connected: ${cut.join(', ')} cannot be reached from ${map.areas[0]!.id}`);
  }
  return out;
}

function pointInRing([x, y]: readonly [number, number], ring: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!,
      [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Every die roll 1-6 exactly once, each row as wide as the columns. */
function checkDiceRows(file: string, rows: { die: number; cells: unknown[] }[], width: number, out: Problems, path = 'rows') {
  const dice = rows.map((r) => r.die).sort();
  if (dice.join() !== '1,2,3,4,5,6') out.push({ file, path, message: `needs one row for each die roll 1-6, found ${dice.join(',') || 'none'}` });
  rows.forEach((r, i) => {
    if (r.cells.length !== width) out.push({ file, path: `${path}[${i}].cells`, message: `die ${r.die} has ${r.cells.length} cells for ${width} columns` });
  });
}

function contiguous(nums: number[]): boolean {
  return nums.every((n, i) => i === 0 || n === nums[i - 1]! + 1);
}

export function checkTables(f: ParsedFiles): Problems {
  const out: Problems = [];
  const { raid, search, escape, combat, blockade, deployment, eces } = f;
  checkDiceRows(DATA_FILES.raid.path, raid.rows, raid.columns.length, out);
  if (!contiguous(raid.columns)) out.push({ file: DATA_FILES.raid.path, path: 'columns', message: 'shipping densities must be ascending and contiguous' });
  const maxDensity = Math.max(...raid.columns);
  f.map.areas.forEach((a, i) => {
    if (a.density > maxDensity)
      out.push({
        file: DATA_FILES.map.path,
        path: `areas[${i}](${a.id}).density`,
        message: `density ${a.density} has no Raid Table column (highest ${maxDensity}, 5.11)`,
      });
  });
  f.whaling.counters.forEach((c, i) => {
    if (c.density > maxDensity)
      out.push({ file: DATA_FILES.whaling.path, path: `counters[${i}].density`, message: `density ${c.density} has no Raid Table column (5.31)` });
  });
  const ids = f.whaling.counters.map((c) => c.id).sort();
  if (ids.join() !== '1,2,3,4,5') out.push({ file: DATA_FILES.whaling.path, path: 'counters', message: 'the five whaling counters are numbered 1-5 (2.25)' });

  checkDiceRows(DATA_FILES.search.path, search.rows, search.columns.length, out);
  const ships = search.columns.filter((c): c is number => c !== 'ECES');
  if (!search.columns.includes('ECES')) out.push({ file: DATA_FILES.search.path, path: 'columns', message: 'the Search Table needs its ECES column (6.41)' });
  if (ships[0] !== 1 || !contiguous(ships))
    out.push({ file: DATA_FILES.search.path, path: 'columns', message: 'searching-ship columns must run 1, 2, 3 ... (6.11)' });

  checkDiceRows(DATA_FILES.escape.path, escape.rows, escape.columns.length, out);
  if (!contiguous(escape.columns))
    out.push({ file: DATA_FILES.escape.path, path: 'columns', message: 'speed differentials must be ascending and contiguous (6.21)' });

  checkDiceRows(DATA_FILES.combat.path, combat.rows, combat.columns.length, out);
  combat.columns.forEach((c, i) => {
    const prev = combat.columns[i - 1];
    const start = prev ? (prev.max ?? Infinity) + 1 : 1;
    if (c.min !== start)
      out.push({ file: DATA_FILES.combat.path, path: `columns[${i}]`, message: `gunnery column should start at ${start} to follow the one before (8.11)` });
    if (c.max !== null && c.max < c.min) out.push({ file: DATA_FILES.combat.path, path: `columns[${i}]`, message: 'max is below min' });
    if (c.max === null && i !== combat.columns.length - 1)
      out.push({ file: DATA_FILES.combat.path, path: `columns[${i}]`, message: 'only the last column may be open-ended' });
  });
  if (combat.columns.at(-1)?.max !== null)
    out.push({
      file: DATA_FILES.combat.path,
      path: 'columns',
      message: 'the last gunnery column must be open-ended so every squadron total has a column (4.51)',
    });

  const mods = blockade.modifiers;
  const yearMods = Object.values(mods.year),
    dirMods = Object.values(mods.direction);
  const lo = 1 + Math.min(...yearMods) + Math.min(...dirMods),
    hi = 6 + Math.max(...yearMods) + Math.max(...dirMods);
  const rolls = new Map(blockade.rows.map((r) => [r.roll, r]));
  if (rolls.size !== blockade.rows.length) out.push({ file: DATA_FILES.blockade.path, path: 'rows', message: 'a modified roll is listed twice' });
  for (let r = lo; r <= hi; r++)
    if (!rolls.has(r))
      out.push({
        file: DATA_FILES.blockade.path,
        path: 'rows',
        message: `no row for modified roll ${r} (reachable with the year and direction modifiers, 7.11)`,
      });

  checkDiceRows(DATA_FILES.deployment.path, deployment.rows, deployment.columns.length, out);
  if (!contiguous(deployment.columns))
    out.push({ file: DATA_FILES.deployment.path, path: 'columns', message: 'Confederate-ships-in-play columns must be ascending and contiguous (10.31)' });
  for (const key of ['erratumRow6', 'row6WithoutErratum'] as const) {
    if (deployment[key].cells.length !== deployment.columns.length)
      out.push({
        file: DATA_FILES.deployment.path,
        path: `${key}.cells`,
        message: `has ${deployment[key].cells.length} cells for ${deployment.columns.length} columns`,
      });
  }

  checkDiceRows(DATA_FILES.eces.path, eces.rows, eces.columns.length, out);
  for (const type of ['S', 'GB', 'Aux', 'IC'] as const) {
    const cols = eces.columns.filter((c) => c.type === type);
    const prev = cols.map((c) => c.previous);
    if (cols.length === 0 || prev[0] !== 0 || !contiguous(prev) || !cols.at(-1)!.orMore || cols.slice(0, -1).some((c) => c.orMore)) {
      out.push({
        file: DATA_FILES.eces.path,
        path: 'columns',
        message: `${type} columns must run 0, 1, ... previous entries with the last one "or more" (6.44)`,
      });
    }
  }
  return out;
}

export function checkTrack(f: ParsedFiles): Problems {
  const out: Problems = [];
  const file = DATA_FILES.turns.path;
  f.turns.turns.forEach((t, i) => {
    if (t.turn !== i + 1) out.push({ file, path: `turns[${i}].turn`, message: `turns must run 1-16 in order; found ${t.turn} in place ${i + 1}` });
    const year = 1861 + Math.floor((i + 2) / 4),
      quarter = ((i + 2) % 4) + 1;
    if (t.year !== year || t.quarter !== quarter || t.date !== `${quarter}/${String(year).slice(2)}`)
      out.push({ file, path: `turns[${i}].date`, message: `Game Turn ${i + 1} is ${quarter}/${String(year).slice(2)} (one quarter a turn from 3/61)` });
  });
  if (f.cpl.min >= f.cpl.max) out.push({ file: DATA_FILES.cpl.path, path: 'min', message: 'the track must run from a lower min to a higher max' });
  return out;
}

export function checkShips(f: ParsedFiles): Problems {
  const out: Problems = [];
  const fed = DATA_FILES.federalShips.path,
    con = DATA_FILES.confederateShips.path;
  for (const [file, ships] of [
    [fed, f.federalShips.ships],
    [con, f.confederateShips.ships],
  ] as const) {
    const { collisions } = indexShips(ships);
    for (const c of collisions) out.push({ file, path: 'ships', message: `ambiguous abbreviation: ${c}` });
    const seen = new Set<string>();
    ships.forEach((s, i) => {
      if (seen.has(s.id)) out.push({ file, path: `ships[${i}](${s.id}).id`, message: 'duplicate ship id' });
      seen.add(s.id);
    });
  }
  const areaIds = new Set(f.map.areas.map((a) => a.id));
  const conIds = new Set(f.confederateShips.ships.map((s) => s.id));
  f.federalShips.ships.forEach((s, i) => {
    if (!(DeploymentType.options as readonly string[]).includes(s.type))
      out.push({
        file: fed,
        path: `ships[${i}](${s.id}).type`,
        message: `Federal ships are deployed by F/SF/S/GB/SGB points (10.31); ${s.type} has no deployment track`,
      });
  });
  f.confederateShips.ships.forEach((s, i) => {
    const at = `ships[${i}](${s.id})`;
    if (s.arrival && !areaIds.has(s.arrival.area)) out.push({ file: con, path: `${at}.arrival.area`, message: `no Movement Area ${s.arrival.area}` });
    if (s.type === 'Aux' && (s.parent === null || !conIds.has(s.parent)))
      out.push({ file: con, path: `${at}.parent`, message: 'an Auxiliary is placed with its parent ship, which must exist (10.5)' });
    if (s.type !== 'Aux' && s.parent !== null) out.push({ file: con, path: `${at}.parent`, message: 'only Auxiliaries have a parent ship (10.5)' });
  });
  return out;
}

export function checkScenario(f: ParsedFiles, id: string, s: ScenarioFile): Problems {
  const file = scenarioPath(id);
  const out: Problems = [];
  const p = (path: string, message: string) => out.push({ file, path, message });
  if (s.id !== id) p('id', `the file's id "${s.id}" does not match its name "${id}"`);
  if (s.firstTurn > s.lastTurn) p('lastTurn', 'the last turn comes before the first');
  // 9.1: a starting level is a space on the CPL track.
  for (const k of ['W', 'E', 'F'] as const) {
    if (s.cpl[k] < f.cpl.min || s.cpl[k] > f.cpl.max) p(`cpl.${k}`, `CPL ${s.cpl[k]} is off the track (${f.cpl.min} to ${f.cpl.max}, 9.1)`);
  }
  const fedIndex = indexShips(f.federalShips.ships).index,
    conIndex = indexShips(f.confederateShips.ships).index;
  const federal = new Map(f.federalShips.ships.map((x) => [x.id, x]));
  const confederate = new Map(f.confederateShips.ships.map((x) => [x.id, x]));
  const areas = new Map(f.map.areas.map((a) => [a.id, a]));
  const fed = (ref: string, path: string) => {
    const shipId = resolveShip(fedIndex, ref);
    if (!shipId) p(path, `no Federal ship "${ref}"`);
    return shipId;
  };
  const con = (ref: string, path: string) => {
    const shipId = resolveShip(conIndex, ref);
    if (!shipId) p(path, `no Confederate ship "${ref}"`);
    return shipId;
  };
  // Each Federal ship stands in one place: on the map, in the Available Pool, or out (10.1).
  const place = new Map<string, string>();
  const put = (shipId: string | undefined, where: string, path: string) => {
    if (!shipId) return;
    const before = place.get(shipId);
    if (before) p(path, `${shipId} is already ${before}`);
    else place.set(shipId, where);
  };
  // Ships in play before the start arrived earlier (10.2); a scenario starting at the Record Phase has had this turn's arrivals.
  const latestArrival = s.startPhase === 'confederateRecord' ? s.firstTurn : s.firstTurn - 1;
  const arrivedCheck = (shipId: string | undefined, path: string) => {
    const ship = shipId ? federal.get(shipId) : undefined;
    if (ship && ship.arrival > latestArrival) p(path, `${ship.abbr} arrives on Game Turn ${ship.arrival}, after this scenario starts (GT${s.firstTurn})`);
  };
  s.federal.deployed.forEach((d, i) => {
    const shipId = fed(d.ship, `federal.deployed[${i}].ship`);
    if (d.area !== 'CSE' && !areas.has(d.area)) p(`federal.deployed[${i}].area`, `no Movement Area ${d.area}`);
    put(shipId, `deployed in ${d.area}`, `federal.deployed[${i}].ship`);
    arrivedCheck(shipId, `federal.deployed[${i}].ship`);
  });
  s.federal.available.forEach((ref, i) => {
    const shipId = fed(ref, `federal.available[${i}]`);
    put(shipId, 'in the Available Pool', `federal.available[${i}]`);
    arrivedCheck(shipId, `federal.available[${i}]`);
  });
  s.federal.consumed.forEach((c, i) => {
    const path = `federal.consumed[${i}]`;
    const shipId = fed(c.ship, `${path}.ship`);
    if (!shipId) return;
    const ship = federal.get(shipId)!;
    arrivedCheck(shipId, `${path}.ship`);
    if (c.out) put(shipId, 'in the Unavailable Pool', `${path}.ship`);
    else if (!place.has(shipId)) p(`${path}.ship`, `${ship.abbr} has availability left but is neither deployed nor in the Available Pool`);
    // 10.1: a ship goes to the Unavailable Pool exactly when its availability is used up.
    if (c.out && c.turns !== ship.availability)
      p(`${path}.turns`, `${ship.abbr} is out after ${c.turns} turns, so its availability must be ${c.turns}, not ${ship.availability} (10.1)`);
    // A scenario starting at the Record Phase may have spent a ship's last point on this very
    // turn: it goes to the Unavailable Pool at the next placement (10.1), so it is still deployed.
    const spentThisTurn = s.startPhase === 'confederateRecord' && s.federal.deployed.some((d) => resolveShip(fedIndex, d.ship) === shipId);
    if (!c.out && (c.turns > ship.availability || (c.turns === ship.availability && !spentThisTurn)))
      p(`${path}.turns`, `${ship.abbr} has used ${c.turns} of ${ship.availability} availability points and should be out (10.1)`);
  });
  // Every Federal ship that has arrived stands somewhere in the scenario's lists (10.1, 10.2).
  for (const ship of f.federalShips.ships) {
    if (ship.arrival <= latestArrival && !place.has(ship.id))
      p('federal', `${ship.abbr} arrived on Game Turn ${ship.arrival} but is neither deployed, available nor out`);
  }
  const consumedIds = s.federal.consumed.map((c) => resolveShip(fedIndex, c.ship));
  if (new Set(consumedIds).size !== consumedIds.length) p('federal.consumed', 'a ship is listed twice');
  s.confederate.ships.forEach((c, i) => {
    const path = `confederate.ships[${i}]`;
    const shipId = con(c.ship, `${path}.ship`);
    const area = areas.get(c.area);
    if (!area) p(`${path}.area`, `no Movement Area ${c.area}`);
    else if (c.port !== null && !area.ports.some((x) => x.nation === c.port)) p(`${path}.port`, `${c.area} has no ${c.port} port`);
    const ship = shipId ? confederate.get(shipId) : undefined;
    if (ship?.arrival && ship.arrival.turn > latestArrival)
      p(`${path}.ship`, `${ship.abbr} arrives on Game Turn ${ship.arrival.turn}, after this scenario starts`);
    if (c.semmes && !(s.confederate.semmes.status === 'aboard' && resolveShip(conIndex, s.confederate.semmes.ship) === shipId))
      p(`${path}.semmes`, 'Semmes aboard this ship disagrees with confederate.semmes');
  });
  if (s.confederate.semmes.status !== 'removed') con(s.confederate.semmes.ship, 'confederate.semmes.ship');
  s.confederate.removedFromTrack.forEach((r, i) => con(r, `confederate.removedFromTrack[${i}]`));
  s.confederate.alreadyLost.forEach((r, i) => con(r, `confederate.alreadyLost[${i}]`));
  if (s.whaling.placement === 'listed') {
    s.whaling.areas.forEach((a, i) => {
      const area = areas.get(a);
      if (!area) p(`whaling.areas[${i}]`, `no Movement Area ${a}`);
      else if (!area.whaling) p(`whaling.areas[${i}]`, `${a} has no whaling symbol (2.25)`);
    });
    if (s.whaling.counterDensities.length !== s.whaling.areas.length) p('whaling.counterDensities', 'one counter per listed area (5.3)');
    const pool = f.whaling.counters.map((c) => c.density);
    for (const d of s.whaling.counterDensities) {
      const k = pool.indexOf(d);
      if (k < 0) p('whaling.counterDensities', `no unused whaling counter of density ${d}`);
      else pool.splice(k, 1);
    }
  }
  // 13.x5: the bands cover every net VP total, highest first, without gaps or overlaps.
  s.victory.forEach((b, i) => {
    const next = s.victory[i + 1];
    if (i === 0 && b.max !== null) p(`victory[0].max`, 'the highest band is open-ended');
    if (!next) {
      if (b.min !== null) p(`victory[${i}].min`, 'the lowest band is open-ended');
      return;
    }
    if (b.min === null || next.max === null || next.max !== b.min - 1)
      p(`victory[${i + 1}].max`, `bands must meet: "${next.level}" should end at ${b.min === null ? '?' : b.min - 1}`);
  });
  return out;
}

export function crossCheck(f: ParsedFiles, scenarios: Record<string, ScenarioFile>): Problems {
  const out = [...checkMap(f.map), ...checkTables(f), ...checkTrack(f), ...checkShips(f)];
  for (const [id, s] of Object.entries(scenarios)) out.push(...checkScenario(f, id, s));
  return out;
}
