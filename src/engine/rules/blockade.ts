import type { AreaId } from '../../data/schema/index';
import type { Ctx } from '../context';
import type { Encounter, Unit } from '../activityState';
import { blockadeResult, combatResult } from './tables';
import { blockadeRoll, fireRoll } from './explain';
import { sinkConfederate } from './victory';
import { semmesReroll } from './semmes';
import { unitName } from './federalUnit';
import { yearOf } from '../queries';
import { variantOn, type GameOptions } from '../options';
import type { BlockadeRunCase, BlockadeRunOdds, BlockadeRunRule } from './variants/procedures';
import { blockadeEvasion } from './variants/blockadeEvasion';
import type { GameData } from '../../data/gameData';

// 7.0 Blockade. 7.1: running the blockade of a Confederate port, on the Blockade Table alone.
// 7.2: a raider spotted in a coastal area may take to a neutral port and be blockaded there by
// the ship that spotted it (6.13, 4.42); other ships may join the blockade (7.23, 7.24). 7.21:
// to leave, the raider must escape from or sink each blockader in turn (a squadron counts once).

/** THE one point where a run through a Confederate port's blockade is chosen: 7.11's table, or a variant's (docs/variants.md). */
const blockadeRunRule = (options: GameOptions): BlockadeRunRule => (variantOn(options, 'blockadeEvasion') ? blockadeEvasion : blockadeTable);

/** 7.11: running the blockade of a Confederate port (by the rules in force). */
export function runConfederateBlockade(ctx: Ctx, id: string, direction: 'in' | 'out'): void {
  blockadeRunRule(ctx.s.options).run(ctx, id, direction);
}

/** The odds of one run through a Confederate port's blockade by the rules in force (7.11, or a variant's). */
export const csaRunOddsUnder = (data: GameData, options: GameOptions, c: BlockadeRunCase): BlockadeRunOdds => blockadeRunRule(options).odds(data, c);

/**
 * 7.11, 8.14: the odds of a run on the Blockade Table: on contact one firing segment of the
 * table's gunnery, the ship sunk if it takes its remaining hits (8.13); Semmes rerolls a die that
 * made contact (11.74). Each outcome counted in die order, as the die is rolled.
 */
function blockadeTableOdds(data: GameData, c: BlockadeRunCase): BlockadeRunOdds {
  let survive = 0,
    damage = 0;
  // `den`: six times the outcomes so far (6 for the first die, 36 after Semmes' reroll).
  const roll = (den: number, again: boolean): void => {
    for (let d = 1; d <= 6; d++) {
      const { gunnery } = blockadeResult(data, d, c.year, c.direction);
      if (gunnery === null) {
        survive += 1 / den;
        continue;
      }
      if (again) {
        roll(den * 6, false);
        continue;
      }
      for (let f = 1; f <= 6; f++) {
        const x = combatResult(data, f, gunnery);
        damage += x / (den * 6);
        if (x < c.hits) survive += 1 / (den * 6);
      }
    }
  };
  roll(6, c.reroll);
  return { survive, damage };
}

const blockadeTable: BlockadeRunRule = { run: blockadeTableRun, odds: blockadeTableOdds };

/** 7.11: running the blockade of a Confederate port: one firing segment (8.14) if the table says so. */
function blockadeTableRun(ctx: Ctx, id: string, direction: 'in' | 'out'): void {
  const { s, data } = ctx;
  const st = s.confederate[id]!;
  const ship = data.confederate[id]!;
  const year = yearOf(data, s.turn);
  let die = ctx.roll();
  const dice = [die];
  let { roll, gunnery } = blockadeResult(data, die, year, direction);
  const again = gunnery !== null ? semmesReroll(ctx, id, [id], 'blockade', dice, (d) => blockadeResult(data, d, year, direction).gunnery === null) : null;
  if (again !== null) {
    die = again;
    dice.push(die);
    ({ roll, gunnery } = blockadeResult(data, die, year, direction));
  }
  const reroll = dice.length > 1 ? `, Semmes rerolls (11.74): ${die}` : '';
  if (gunnery === null) {
    if (!ctx.quiet)
      ctx.emit(
        '7.11',
        'blockadeRun',
        `the ${ship.name} runs the blockade ${direction} of ${st.area} (${year}), die ${dice[0]}${reroll}, modified ${roll}: no contact`,
        { ships: [id], dice, rolls: [blockadeRoll(data, year, direction, dice, roll, null)] },
      );
    return;
  }
  const fire = ctx.roll();
  const damage = combatResult(data, fire, gunnery);
  st.damage += damage;
  if (!ctx.quiet)
    ctx.emit(
      '7.11',
      'blockadeRun',
      `the ${ship.name} runs the blockade ${direction} of ${st.area} (${year}), die ${dice[0]}${reroll}, modified ${roll}: blockaders of gunnery ${gunnery} fire one segment (8.14), die ${fire}: ${damage} damage (${st.damage}/${ship.defense})`,
      {
        ships: [id],
        dice: [...dice, fire],
        rolls: [blockadeRoll(data, year, direction, dice, roll, gunnery), fireRoll('the blockaders', gunnery, fire, damage)],
      },
    );
  if (st.damage >= ship.defense) sinkConfederate(ctx, id, '8.13', 'sunk running the blockade');
}

/** 4.42: a port to hide in, in a coastal area other than C9 and C54. */
export function portRefugeOpen(ctx: Ctx, area: AreaId): boolean {
  const a = ctx.data.areas[area]!;
  return area.startsWith('C') && !a.noPortRefuge && a.ports.some((p) => p.nation !== 'USA' && p.nation !== 'CSA');
}

/** 6.13 (3), 4.42, 7.2: the raider enters a port and the spotting unit blockades it; its turn ends (4.33). */
export function acceptBlockade(ctx: Ctx, e: Encounter, foe: Unit): void {
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
  ctx.emit(
    '4.42',
    'blockaded',
    `the ${data.confederate[e.ship]!.name} enters the ${port.nation} port (${port.name}) and is blockaded by ${unitName(ctx, foe)}; its activity ends (4.33)`,
    { ships: [e.ship, ...foe.ships], port: port.nation },
  );
}

/**
 * 7.21: a raider leaving a neutral port faces each blockader on the map in turn, a squadron as
 * one unit (then 7.22's searches follow). Returns those units, none if no blockader is left.
 */
export function blockadeToRun(ctx: Ctx, id: string): Unit[] {
  const { s, data } = ctx;
  const blockaders = s.confederate[id]!.blockadedBy.filter((f) => s.federal[f]!.where === 'map');
  if (!blockaders.length) return [];
  const units = new Map<string, Unit>();
  for (const f of blockaders) {
    const key = s.federal[f]!.squadron ?? f;
    const u = units.get(key) ?? { ships: [] };
    u.ships.push(f);
    units.set(key, u);
  }
  ctx.emit(
    '7.21',
    'blockadeRun',
    `the ${data.confederate[id]!.name} runs the blockade of ${[...units.values()].map((u) => u.ships.map((x) => data.federal[x]!.name).join(' and ')).join('; ')} (1 MP)`,
    { ships: [id, ...blockaders] },
  );
  return [...units.values()];
}

/** 7.21: escaped from or sunk, a blockader no longer holds the raider. */
export function blockaderPassed(ctx: Ctx, foe: Unit): void {
  for (const id of foe.ships) releaseBlockade(ctx, id);
}

/** 7.24: a ship leaving its blockading position frees the Confederate ship of it. */
export function releaseBlockade(ctx: Ctx, fedId: string): void {
  const f = ctx.s.federal[fedId]!;
  if (!f.blockading) return;
  const c = ctx.s.confederate[f.blockading];
  if (c) c.blockadedBy = c.blockadedBy.filter((x) => x !== fedId);
  f.blockading = null;
}
