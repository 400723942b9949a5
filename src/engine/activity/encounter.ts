import type { AreaId } from '../../data/schema/index';
import type { Ctx } from '../context';
import { searchResult, escapeResult, combatResult } from '../rules/tables';
import { sinkConfederate } from '../rules/victory';
import { SHIP } from '../special';
import { countSpot } from '../rules/florida';
import { releaseBlockade } from '../rules/federalPools';
import { squadronGunnery, squadronName, squadronShips, squadronSpeed } from './squadron';
import { confederateTargets, federalTargets } from './damageChoice';

// Encounters in the Activity Phase: a search when a raider enters an area (6.1, 6.4, 11.11),
// what the spotted raider does (6.13), escapes (6.2), combat to the end (8.1), and running a
// neutral blockade ship by ship (7.21). Each stage is stored in the activity state, so the
// phase can stop for a player's decision and resume exactly where it was, dice already rolled.

/** A Federal searching or fighting unit: a squadron, a lone ship, or an ECES ship with no counter. */
export interface Unit {
  ships: string[];
  /** 6.43: the East Coast Emergency Search ship, which has no counter. */
  eces?: { gunnery: number; defense: number; movement: number; damage: number };
}

export type Choice = 'fight' | 'escape' | 'port';

export interface Encounter {
  kind: 'search' | 'blockadeRun' | 'stonewall';
  ship: string;
  area: AreaId;
  /** Units still to deal with: for a search, the searchers; for a blockade run or the Stonewall, each foe in turn. */
  units: Unit[];
  stage: 'eces' | 'searchDecision' | 'search' | 'respond' | 'federalAvoid' | 'resolve' | 'combat' | 'done';
  /** The unit that spotted the raider (or the blockader / attacker now faced). */
  foe: Unit | null;
  /** Answers collected for the current foe. */
  choice: Choice | null;
  federalAvoid: boolean | null;
  searchWanted: boolean | null;
  /** ECES still to roll on entering C9 (6.4). */
  ecesPending: boolean;
  /** A step's raid is cancelled by an escape attempt here (4.34). */
  escapedHere: boolean;
  /** The combat under way (8.11), kept so it can stop for a 4.51 damage choice and resume. */
  combat?: CombatState;
}

/** One firing segment's dice and the targets chosen for its damage (8.11, 4.51). */
export interface CombatState {
  segment: number;
  rolled: boolean;
  cg: number; fg: number; cd: number; fd: number;
  toFederal: number; toRaider: number;
  /** 4.51: the Federal's pick in a Confederate squadron, the Confederate's in a Federal one. */
  federalPick: string | null;
  confederatePick: string | null;
}

const unitName = (ctx: Ctx, u: Unit) => (u.eces ? 'an emergency search ship (ECES)' : u.ships.map((id) => ctx.data.federal[id]!.name).join(' and '));
const unitAlive = (ctx: Ctx, u: Unit) => (u.eces ? u.eces.damage < u.eces.defense : u.ships.some((id) => ctx.s.federal[id]!.where !== 'sunk'));
function unitGunnery(ctx: Ctx, u: Unit): number {
  if (u.eces) return u.eces.gunnery;
  return u.ships.filter((id) => ctx.s.federal[id]!.where !== 'sunk').reduce((n, id) => n + ctx.data.federal[id]!.gunnery, 0); // 4.51
}
function unitSpeed(ctx: Ctx, u: Unit): number {
  if (u.eces) return Math.max(0, u.eces.movement - u.eces.damage);
  // 6.21: a squadron moves at its slowest ship's speed; damage slows (8.21).
  return Math.min(...u.ships.filter((id) => ctx.s.federal[id]!.where !== 'sunk').map((id) => Math.max(0, ctx.data.federal[id]!.movement - ctx.s.federal[id]!.damage)));
}

/** Federal units that can search a raider entering `area` (6.11, 7.23, 11.11). */
export function searchersIn(ctx: Ctx, area: AreaId): Unit[] {
  // Called for every area a raider enters: one pass over the fleet, no copies of it.
  const cseArea = ctx.data.areas[area]!.cse;
  const units = new Map<string, Unit>();
  const fleet = ctx.s.federal;
  for (const id in fleet) {
    const f = fleet[id]!;
    const inArea = f.where === 'map' && f.area === area && f.inUse;
    if (!inArea && !(cseArea && f.where === 'cse')) continue;
    if (f.blockading) continue; // 7.23: blockading, not searching at sea
    const key = inArea && f.squadron ? f.squadron : f.id;
    const u = units.get(key);
    if (u) u.ships.push(f.id);
    else units.set(key, { ships: [f.id] });
  }
  return [...units.values()];
}

export function newEncounter(kind: Encounter['kind'], ship: string, area: AreaId, units: Unit[], ecesPending = false): Encounter {
  return { kind, ship, area, units, stage: ecesPending ? 'eces' : kind === 'search' ? 'searchDecision' : 'respond', foe: kind === 'search' ? null : units[0] ?? null, choice: null, federalAvoid: null, searchWanted: null, ecesPending, escapedHere: false };
}

type Ask = (side: 'federal' | 'confederate', kind: string, options: string[], detail: Record<string, unknown>) => string | null;

/**
 * Advances an encounter as far as it can. `ask` returns the player's answer if one is needed
 * and available (standing orders, or an answer already given), or null to stop and wait.
 * Returns true when the encounter is over.
 */
export function stepEncounter(ctx: Ctx, e: Encounter, ask: Ask): boolean {
  const { s, data } = ctx;
  const ship = data.confederate[e.ship]!;
  for (let guard = 0; guard < 1000; guard++) {
    // 4.5: a squadron is afloat while any of its ships is.
    if (squadronShips(ctx, e.ship).length === 0) return true;
    switch (e.stage) {
      case 'eces': {
        // 6.41-6.44: the emergency search for every raider entering C9, before the normal searches.
        const type = ship.type === 'SS' ? 'S' : ship.type === 'SGB' ? 'GB' : ship.type;
        const history = s.ecesHistory[type as keyof typeof s.ecesHistory] ?? 0;
        const die = ctx.roll();
        const spotted = searchResult(data, die, 'ECES');
        s.ecesHistory[type as keyof typeof s.ecesHistory] = history + 1;
        e.ecesPending = false;
        if (!spotted) {
          ctx.emit('6.42', 'eces', `East Coast Emergency Search for the ${ship.name} in C9, die ${die}: not spotted`, { ships: [e.ship], dice: [die] });
          e.stage = 'searchDecision';
          break;
        }
        const cols = data.files.eces.columns;
        const mine = cols.map((c, i) => ({ c, i })).filter((x) => x.c.type === type);
        const col = (mine.find((x) => x.c.previous === history) ?? mine.at(-1))!.i;
        const die2 = ctx.roll();
        const cell = data.files.eces.rows.find((r) => r.die === die2)!.cells[col]!;
        ctx.emit('6.43', 'eces', `East Coast Emergency Search for the ${ship.name} in C9, die ${die}: spotted; ship table die ${die2}: gunnery ${cell.gunnery}, defense ${cell.defense}, speed ${cell.movement}`, { ships: [e.ship], dice: [die, die2] });
        e.foe = { ships: [], eces: { ...cell, damage: 0 } };
        spottedFlorida(ctx, e);
        e.stage = 'respond';
        e.choice = null;
        e.federalAvoid = false; // the emergency ship comes to fight
        break;
      }
      case 'searchDecision': {
        const units = e.units.filter((u) => unitAlive(ctx, u));
        if (units.length === 0) { e.stage = 'done'; break; }
        if (e.searchWanted === null) {
          const a = ask('federal', 'search', ['search', 'pass'], { ship: e.ship, area: e.area, searchers: units.map((u) => u.ships) });
          if (a === null) return false;
          e.searchWanted = a === 'search';
        }
        e.stage = e.searchWanted ? 'search' : 'done';
        if (!e.searchWanted) ctx.emit('6.1', 'search', `the Federal ships in ${e.area} do not search for the ${ship.name}`, { ships: [e.ship] });
        break;
      }
      case 'search': {
        const units = e.units.filter((u) => unitAlive(ctx, u));
        const die = ctx.roll();
        const spotted = searchResult(data, die, units.length);
        if (!spotted) {
          // 6.12: an unspotted raider goes on untouched.
          if (!ctx.quiet) ctx.emit('6.11', 'search', `${units.length} Federal unit${units.length === 1 ? '' : 's'} search ${e.area} for ${squadronName(ctx, squadronShips(ctx, e.ship))}, die ${die}: not spotted`, { ships: [e.ship], dice: [die] });
          e.stage = 'done';
          break;
        }
        let foe = units[0]!;
        const dice = [die];
        if (units.length > 1) {
          // 6.14: a die for each searcher, high roll spots, ties roll again.
          let contenders = units;
          while (contenders.length > 1) {
            const rolls = contenders.map(() => ctx.roll());
            dice.push(...rolls);
            const high = Math.max(...rolls);
            contenders = contenders.filter((_, i) => rolls[i] === high);
          }
          foe = contenders[0]!;
        }
        ctx.emit(units.length > 1 ? '6.14' : '6.11', 'spotted', `${units.length} Federal unit${units.length === 1 ? '' : 's'} search ${e.area}, die ${die}: ${squadronName(ctx, squadronShips(ctx, e.ship))} is spotted by ${unitName(ctx, foe)}`, { ships: [e.ship, ...foe.ships], dice });
        e.foe = foe;
        spottedFlorida(ctx, e);
        e.stage = 'respond';
        e.choice = null;
        e.federalAvoid = null;
        break;
      }
      case 'respond': {
        if (!e.foe || !unitAlive(ctx, e.foe)) { nextFoe(ctx, e); break; }
        if (e.choice === null) {
          // 6.13: fight, escape, or (coastal, not C9/C54, with a port) enter port and accept blockade;
          // running a blockade forfeits the port option (7.21).
          const options: Choice[] = ['fight', 'escape'];
          const ours = squadronShips(ctx, e.ship);
          // A squadron cannot shelter: each raider in port has a port of its own (4.4), a blockader one port (7.23).
          if (e.kind === 'search' && portRefugeOpen(ctx, e.area) && ours.length === 1) options.push('port');
          if (e.kind === 'stonewall') options.splice(1, 1);
          const a = ask('confederate', e.kind === 'blockadeRun' ? 'runBlockade' : 'spotted', options, { ship: e.ship, area: e.area, foe: e.foe.ships, eces: !!e.foe.eces, foeGunnery: unitGunnery(ctx, e.foe), foeSpeed: unitSpeed(ctx, e.foe), ...(ours.length > 1 ? { squadron: ours } : {}) });
          if (a === null) return false;
          e.choice = a as Choice;
        }
        e.stage = e.choice === 'port' ? 'resolve' : 'federalAvoid';
        break;
      }
      case 'federalAvoid': {
        if (e.federalAvoid === null) {
          if (e.kind !== 'search' || e.foe!.eces) e.federalAvoid = false;
          else {
            const a = ask('federal', 'avoid', ['engage', 'avoid'], { ship: e.ship, area: e.area, foe: e.foe!.ships, choice: e.choice, raiderGunnery: squadronGunnery(ctx, squadronShips(ctx, e.ship)), ...(squadronShips(ctx, e.ship).length > 1 ? { squadron: squadronShips(ctx, e.ship) } : {}) });
            if (a === null) return false;
            e.federalAvoid = a === 'avoid';
          }
        }
        e.stage = 'resolve';
        break;
      }
      case 'resolve': {
        const foe = e.foe!;
        if (e.choice === 'port') {
          acceptBlockade(ctx, e, foe);
          return true;
        }
        let fight = true;
        if (e.choice === 'escape') {
          spendEscapeMp(ctx, e);
          if (e.federalAvoid) {
            ctx.emit('6.13', 'escape', `the ${ship.name} and ${unitName(ctx, foe)} both avoid battle: they part without a roll`, { ships: [e.ship, ...foe.ships] });
            fight = false;
          } else fight = !rollEscape(ctx, e, foe);
        } else if (e.federalAvoid) {
          // 6.13 (1): the spotting Federal ship may itself try to escape the raider that stands to fight.
          const diff = unitSpeed(ctx, foe) - squadronSpeed(ctx, squadronShips(ctx, e.ship));
          const die = ctx.roll();
          const away = escapeResult(data, die, diff);
          ctx.emit('6.21', 'escape', `${unitName(ctx, foe)} tries to escape the ${ship.name} (speed differential ${diff >= 0 ? '+' : ''}${diff}), die ${die}: ${away ? 'escapes' : 'fails'}`, { ships: [e.ship, ...foe.ships], dice: [die] });
          fight = !away;
        }
        if (fight) {
          startCombat(ctx, e, foe);
          break;
        }
        afterFight(ctx, e, foe);
        break;
      }
      case 'combat': {
        if (!fireSegment(ctx, e, ask)) return false;
        if (e.stage === 'combat') break;
        afterFight(ctx, e, e.foe!);
        break;
      }
      case 'done':
        return true;
    }
  }
  throw new Error('an encounter did not settle');
}

/** 7.21: escaped or sunk, this blockader no longer holds the raider; then the next foe. */
function afterFight(ctx: Ctx, e: Encounter, foe: Unit): void {
  if (e.kind === 'blockadeRun') for (const id of foe.ships) releaseBlockade(ctx, id);
  nextFoe(ctx, e);
}

function nextFoe(ctx: Ctx, e: Encounter): void {
  e.choice = null;
  e.federalAvoid = null;
  if (e.kind === 'search') { e.stage = 'done'; return; }
  e.units = e.units.slice(1);
  const next = e.units.find((u) => unitAlive(ctx, u));
  if (!next) { e.stage = 'done'; return; }
  e.foe = next;
  e.stage = 'respond';
}

/** 4.42: a port to hide in, in a coastal area other than C9 and C54. */
function portRefugeOpen(ctx: Ctx, area: AreaId): boolean {
  const a = ctx.data.areas[area]!;
  return area.startsWith('C') && !a.noPortRefuge && a.ports.some((p) => p.nation !== 'USA' && p.nation !== 'CSA');
}

/** 4.13, 4.32, 4.34: an escape attempt costs a Movement Point, and the raid here is off. */
function spendEscapeMp(ctx: Ctx, e: Encounter): void {
  const a = ctx.s.activity;
  if (a && a.current === e.ship) a.mpUsed += 1;
  e.escapedHere = true;
  if (a && a.current === e.ship) a.escapedAreas = [...new Set([...(a.escapedAreas ?? []), e.area])];
}

function rollEscape(ctx: Ctx, e: Encounter, foe: Unit): boolean {
  const { s, data } = ctx;
  const ship = data.confederate[e.ship]!;
  const ours = squadronShips(ctx, e.ship);
  const diff = squadronSpeed(ctx, ours) - unitSpeed(ctx, foe); // 6.21: a squadron escapes at its slowest ship's speed
  let die = ctx.roll();
  const dice = [die];
  let ok = escapeResult(data, die, diff);
  let note = '';
  const sealed = s.records[e.ship];
  if (!ok && s.semmes.status === 'aboard' && ours.includes(s.semmes.ship) && !s.semmesRerollUsed && (sealed?.record?.standing.semmesReroll.escape ?? true)) {
    // 11.74: Semmes' once-a-turn reroll, and the reroll stands.
    s.semmesRerollUsed = true;
    die = ctx.roll();
    dice.push(die);
    ok = escapeResult(data, die, diff);
    note = `, Semmes rerolls (11.74): ${die}`;
  }
  ctx.emit('6.21', 'escape', `${ours.length > 1 ? squadronName(ctx, ours) : `the ${ship.name}`} tries to escape ${unitName(ctx, foe)} (speed differential ${diff >= 0 ? '+' : ''}${diff}), die ${dice[0]}${note}: ${ok ? 'escapes (6.23)' : 'fails and must fight (6.22)'}`, { ships: [e.ship, ...foe.ships], dice });
  return ok;
}

/** 6.13 (3), 4.42, 7.2: the raider enters a port and the spotting unit blockades it; its turn ends (4.33). */
function acceptBlockade(ctx: Ctx, e: Encounter, foe: Unit): void {
  const { s, data } = ctx;
  const raider = s.confederate[e.ship]!;
  const port = data.areas[e.area]!.ports.find((p) => p.nation !== 'USA' && p.nation !== 'CSA')!;
  raider.port = port.nation;
  for (const id of foe.ships) {
    s.federal[id]!.blockading = e.ship;
    if (!raider.blockadedBy.includes(id)) raider.blockadedBy.push(id);
  }
  const a = s.activity;
  if (a && a.current === e.ship) {
    a.cursor = Number.MAX_SAFE_INTEGER;
    a.run.runs[e.ship]!.acceptedBlockade = true;
  }
  e.stage = 'done';
  ctx.emit('4.42', 'blockaded', `the ${data.confederate[e.ship]!.name} enters the ${port.nation} port (${port.name}) and is blockaded by ${unitName(ctx, foe)}; its activity ends (4.33)`, { ships: [e.ship, ...foe.ships], port: port.nation });
}

/** 11.32: Florida is sunk the second time she is spotted after her first refit. */
function spottedFlorida(ctx: Ctx, e: Encounter): void {
  if (!squadronShips(ctx, e.ship).includes(SHIP.florida)) return; // 4.5: spotting a squadron spots each of its ships
  if (countSpot(ctx, SHIP.florida) && squadronShips(ctx, e.ship).length === 0) e.stage = 'done';
}

/** 8.11: the combat begins; its firing segments follow in the 'combat' stage. */
function startCombat(ctx: Ctx, e: Encounter, foe: Unit): void {
  const ours = squadronShips(ctx, e.ship);
  ctx.emit('8.11', 'combat', `combat: ${squadronName(ctx, ours)} against ${unitName(ctx, foe)}`, { ships: [...ours, ...foe.ships] });
  e.combat = { segment: 0, rolled: false, cg: 0, fg: 0, cd: 0, fd: 0, toFederal: 0, toRaider: 0, federalPick: null, confederatePick: null };
  e.stage = 'combat';
}

/**
 * 8.11-8.13, 4.51: one firing segment; both sides fire at once. Against a squadron the enemy
 * designates the ship that takes the damage (asked, or the standing order / default). False
 * while waiting for that choice; the stage leaves 'combat' when one side is all sunk (8.12).
 */
function fireSegment(ctx: Ctx, e: Encounter, ask: Ask): boolean {
  const { s, data } = ctx;
  const c = e.combat!;
  const foe = e.foe!;
  const ours = squadronShips(ctx, e.ship);
  if (!c.rolled) {
    c.segment += 1;
    if (c.segment > 200) {
      ctx.emit('8.12', 'combat', 'the combat is broken off after 200 segments without a result');
      delete e.combat;
      e.stage = 'resolve';
      return true;
    }
    c.cg = squadronGunnery(ctx, ours); // 4.51; 10.51: uncommissioned ships cannot fire
    c.fg = unitGunnery(ctx, foe);
    c.cd = ctx.roll();
    c.fd = ctx.roll();
    c.toFederal = combatResult(data, c.cd, c.cg);
    c.toRaider = combatResult(data, c.fd, c.fg);
    c.rolled = true;
    c.federalPick = c.confederatePick = null;
  }
  // 4.51: the Federal designates the raider of a squadron that takes his damage.
  if (c.federalPick === null) {
    if (c.toRaider > 0 && ours.length > 1) {
      const options = confederateTargets(ctx, ours, c.toRaider);
      const a = ask('federal', 'damage', options, { ship: e.ship, area: e.area, squadron: ours, damage: c.toRaider, foe: foe.ships });
      if (a === null) return false;
      c.federalPick = a;
    } else c.federalPick = ours[0]!;
  }
  const foeShips = foe.eces ? [] : foe.ships.filter((id) => s.federal[id]!.where !== 'sunk');
  // 4.51: the Confederate designates the ship of a Federal squadron that takes his damage.
  if (c.confederatePick === null) {
    if (c.toFederal > 0 && foeShips.length > 1) {
      const options = federalTargets(ctx, foeShips, s.records[e.ship]?.record?.standing.fireAt);
      const a = ask('confederate', 'damage', options, { ship: e.ship, area: e.area, foe: foeShips, damage: c.toFederal, ...(ours.length > 1 ? { squadron: ours } : {}) });
      if (a === null) return false;
      c.confederatePick = a;
    } else c.confederatePick = foeShips[0] ?? '';
  }
  c.rolled = false;
  const hit = c.federalPick;
  const raider = s.confederate[hit]!;
  const hitShip = data.confederate[hit]!;
  raider.damage += c.toRaider;
  let target = '';
  if (c.toFederal > 0) {
    if (foe.eces) { foe.eces.damage += c.toFederal; target = 'the ECES ship'; }
    else {
      const pick = c.confederatePick;
      s.federal[pick]!.damage += c.toFederal;
      target = data.federal[pick]!.name;
      if (s.federal[pick]!.damage >= data.federal[pick]!.defense) sinkFederal(ctx, pick);
    }
  }
  const firer = ours.length > 1 ? `${squadronName(ctx, ours)} (gunnery ${c.cg}) roll` : `the ${data.confederate[e.ship]!.name} (gunnery ${c.cg}) rolls`;
  ctx.emit('8.11', 'fire', `segment ${c.segment}: ${firer} ${c.cd}: ${c.toFederal} damage${target ? ` to ${target}` : ''}; ${unitName(ctx, foe)} (gunnery ${c.fg}) rolls ${c.fd}: ${c.toRaider} damage to the ${hitShip.name} (${raider.damage}/${hitShip.defense})`, { ships: [...ours, ...foe.ships], dice: [c.cd, c.fd] });
  if (raider.damage >= hitShip.defense) sinkConfederate(ctx, hit, '8.13', `sunk in combat with ${unitName(ctx, foe)}`);
  if (foe.eces && foe.eces.damage >= foe.eces.defense) ctx.emit('8.13', 'sunk', 'the emergency search ship is sunk', {});
  if (squadronShips(ctx, e.ship).length === 0 || !unitAlive(ctx, foe)) { delete e.combat; e.stage = 'resolve'; } // 8.12
  return true;
}

function sinkFederal(ctx: Ctx, id: string): void {
  releaseBlockade(ctx, id);
  Object.assign(ctx.s.federal[id]!, { where: 'sunk', area: null, inUse: false, squadron: null });
  ctx.emit('8.13', 'sunk', `the ${ctx.data.federal[id]!.name} is sunk (no Victory Points for sinking warships, 12.11)`, { ships: [id] });
}
