import type { BlockadeRunCase, BlockadeRunOdds, BlockadeRunProcedure, BlockadeRunRule } from './procedures';
import type { GameData } from '../../../data/gameData';
import { sinkConfederate } from '../victory';
import { semmesReroll } from '../semmes';
import { yearOf } from '../../queries';

// Variant "evading the blockade" (issue 19, docs/variants.md), from the blockade-running trade
// game's turn summary ("Evading the blockade", under Port Assault and under Move): a ship that
// runs a blockade adds the port's defence to its speed and takes away the blockade's value; it
// rolls two dice (three under that game's optional rule) and is destroyed only if every die is
// higher than the result. Here it replaces 7.11's Blockade Table roll when a Confederate ship
// runs in or out of a Confederate port (7.1); Sea Devils' neutral-port blockades (7.2) keep
// their escape rolls against real ships (6.2). Sea Devils' ratings are mapped so:
// - speed: the ship's movement rating (2.21) divided by 3, rounded down (9-11 → 3, 12-14 → 4);
// - port defence: 3 for every Confederate port (Sea Devils rates none; 3 makes a 4-speed
//   runner's losses by year come near the capture rates blockade.json's basis quotes);
// - blockade strength: 1 + the Blockade Table's own year and direction modifiers (7.11),
//   so 1 (1861, out) to 6 (1865, in), the trade game's blockade track running to 6.
// Lost means sunk (8.13's loss, "destroyed with everything on board"). Semmes' reroll (11.74)
// may reroll the lowest die of a lost run once.

export const EVASION = {
  /** The trade game: roll two dice (three is its optional rule). */
  dice: 2,
  /** Movement points to one point of the trade game's speed. */
  movementPerSpeed: 3,
  /** Every Confederate port's defence. */
  portDefence: 3,
  /** The blockade's strength before the Blockade Table's modifiers. */
  strengthBase: 1,
} as const;

/** The trade game's evasion value for a ship of `movement` against a blockade of `strength`. */
export const evasionValue = (movement: number, strength: number): number => Math.floor(movement / EVASION.movementPerSpeed) + EVASION.portDefence - strength;

/** The chance a run is lost at `value` with `dice` dice: each die must exceed it. */
export const lossChance = (value: number, dice: number = EVASION.dice): number => (Math.min(Math.max(6 - value, 0), 6) / 6) ** dice;

/** The blockade's strength in `year` for a run `direction`: the base and 7.11's year and direction modifiers. */
function evasionStrength(data: GameData, year: number, direction: 'in' | 'out'): number {
  const mods = data.files.blockade.modifiers;
  return EVASION.strengthBase + (mods.year as Record<string, number>)[String(year)]! + mods.direction[direction];
}

/**
 * The odds of an evasion: lost when every die exceeds the value; Semmes' reroll of the lowest
 * die (11.74) saves the ship unless that die exceeds it too. A lost ship is sunk; no damage else.
 */
function blockadeEvasionOdds(data: GameData, c: BlockadeRunCase): BlockadeRunOdds {
  const value = evasionValue(c.movement, evasionStrength(data, c.year, c.direction));
  const lost = lossChance(value) * (c.reroll ? lossChance(value, 1) : 1);
  return { survive: 1 - lost, damage: 0 };
}

/** The trade game's evasion roll for a run through a Confederate port's blockade (replacing 7.11). */
const blockadeEvasionRun: BlockadeRunProcedure = (ctx, id, direction) => {
  const { s, data } = ctx;
  const st = s.confederate[id]!;
  const ship = data.confederate[id]!;
  const year = yearOf(data, s.turn);
  const strength = evasionStrength(data, year, direction);
  const speed = Math.floor(ship.movement / EVASION.movementPerSpeed);
  const value = evasionValue(ship.movement, strength);
  const dice = Array.from({ length: EVASION.dice }, () => ctx.roll());
  const rolled = [...dice];
  let reroll = '';
  if (dice.every((d) => d > value)) {
    const again = semmesReroll(ctx, id, [id], 'blockade', dice, (d) => d <= value);
    if (again !== null) {
      const low = dice.indexOf(Math.min(...dice));
      reroll = `, Semmes rerolls the ${dice[low]} (11.74): ${again}`;
      dice[low] = again;
      rolled.push(again);
    }
  }
  const lost = dice.every((d) => d > value);
  const sum = `speed ${speed} + port defence ${EVASION.portDefence} − blockade ${strength} = ${value}; dice ${rolled.slice(0, EVASION.dice).join(', ')}${reroll}`;
  ctx.emit(
    'BR evasion',
    'blockadeRun',
    `the ${ship.name} runs the blockade ${direction} of ${st.area} (${year}, replacing 7.11): ${sum}: ${lost ? 'every die exceeds it, the ship is lost' : 'evades'}`,
    { ships: [id], dice: rolled },
  );
  if (lost) sinkConfederate(ctx, id, '8.13', 'lost evading the blockade');
};

/** The variant's run: the evasion roll and its odds. */
export const blockadeEvasion: BlockadeRunRule = { run: blockadeEvasionRun, odds: blockadeEvasionOdds };
