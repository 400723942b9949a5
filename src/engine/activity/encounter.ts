import type { AreaId } from '../../data/schema/index';
import type { Ctx } from '../context';
import type { Choice, DecisionAsked, Encounter, Unit } from '../activityState';
import { emergencySearch, search, spottedChoices } from '../rules/search';
import { bothAvoid, federalEscapes, raiderEscapes, spendEscapeMp } from '../rules/escape';
import { acceptBlockade, blockaderPassed } from '../rules/blockade';
import { applySegment, federalTargetsFor, foeShipsAfloat, raiderTargets, rollSegment, startCombat } from '../rules/combat';
import { unitAlive, unitGunnery, unitSpeed } from '../rules/federalUnit';
import { spotSquadron } from '../rules/florida';
import { squadronGunnery, squadronShips } from '../rules/squadrons';
import { federalByOrders, searchersByOrders } from '../rules/federalOrders';
import { runStoppable } from './semmesStage';

// Encounters in the Activity Phase: a search when a raider enters an area (6.1, 6.4, 11.11),
// what the spotted raider does (6.13), escapes (6.2), combat to the end (8.1), and running a
// neutral blockade ship by ship (7.21). This file keeps only the order of the stages and the
// decisions between them; each procedure is a module of src/engine/rules/. Each stage is stored
// in the activity state, so the phase can stop for a player's decision and resume exactly where
// it was, dice already rolled.

export function newEncounter(kind: Encounter['kind'], ship: string, area: AreaId, units: Unit[], ecesPending = false): Encounter {
  return {
    kind,
    ship,
    area,
    units,
    stage: ecesPending ? 'eces' : kind === 'search' ? 'searchDecision' : 'respond',
    foe: kind === 'search' ? null : (units[0] ?? null),
    choice: null,
    federalAvoid: null,
    searchWanted: null,
    ecesPending,
    escapedHere: false,
  };
}

type Ask = (decision: DecisionAsked, options: string[]) => string | null;

/**
 * Advances an encounter as far as it can. `ask` returns the player's answer if one is needed
 * and available (standing orders, or an answer already given), or null to stop and wait.
 * Returns true when the encounter is over.
 */
export function stepEncounter(ctx: Ctx, e: Encounter, ask: Ask): boolean {
  for (let guard = 0; guard < 1000; guard++) {
    // 4.5: a squadron is afloat while any of its ships is.
    if (squadronShips(ctx, e.ship).length === 0) return true;
    switch (e.stage) {
      case 'eces': {
        // 6.4: the emergency search comes before the normal searches.
        e.ecesPending = false;
        const foe = emergencySearch(ctx, e.ship);
        if (!foe) {
          e.stage = 'searchDecision';
          break;
        }
        spotted(ctx, e, foe);
        e.federalAvoid = false; // the emergency ship comes to fight
        break;
      }
      case 'searchDecision': {
        // 6.1: by the Federal's standing orders, the ships he holds back do not search (when asked live, he answers for all).
        if (e.searchWanted === null && federalByOrders(ctx)) e.units = searchersByOrders(ctx, e.units, e.ship);
        const units = e.units.filter((u) => unitAlive(ctx, u));
        if (units.length === 0) {
          e.stage = 'done';
          break;
        }
        if (e.searchWanted === null) {
          const a = ask({ side: 'federal', kind: 'search', detail: { ship: e.ship, area: e.area, searchers: units.map((u) => u.ships) } }, ['search', 'pass']);
          if (a === null) return false;
          e.searchWanted = a === 'search';
        }
        e.stage = e.searchWanted ? 'search' : 'done';
        if (!e.searchWanted)
          ctx.emit('6.1', 'search', `the Federal ships in ${e.area} do not search for the ${ctx.data.confederate[e.ship]!.name}`, { ships: [e.ship] });
        break;
      }
      case 'search': {
        const foe = search(
          ctx,
          e.ship,
          e.area,
          e.units.filter((u) => unitAlive(ctx, u)),
        );
        if (!foe) {
          e.stage = 'done';
          break;
        }
        spotted(ctx, e, foe);
        e.federalAvoid = null;
        break;
      }
      case 'respond': {
        if (!e.foe || !unitAlive(ctx, e.foe)) {
          nextFoe(ctx, e);
          break;
        }
        if (e.choice === null) {
          const ours = squadronShips(ctx, e.ship);
          const options = spottedChoices(ctx, e.kind, e.area, ours);
          const a = ask(
            {
              side: 'confederate',
              kind: e.kind === 'blockadeRun' ? 'runBlockade' : 'spotted',
              detail: {
                ship: e.ship,
                area: e.area,
                foe: e.foe.ships,
                eces: !!e.foe.eces,
                foeGunnery: unitGunnery(ctx, e.foe),
                foeSpeed: unitSpeed(ctx, e.foe),
                ...(ours.length > 1 ? { squadron: ours } : {}),
              },
            },
            options,
          );
          if (a === null) return false;
          e.choice = a as Choice;
        }
        e.stage = e.choice === 'port' ? 'resolve' : 'federalAvoid';
        break;
      }
      case 'federalAvoid': {
        if (e.federalAvoid === null) {
          // 6.13: only a searcher that spotted the raider may decline battle.
          if (e.kind !== 'search' || e.foe!.eces) e.federalAvoid = false;
          else {
            const ours = squadronShips(ctx, e.ship);
            const a = ask(
              {
                side: 'federal',
                kind: 'avoid',
                detail: {
                  ship: e.ship,
                  area: e.area,
                  foe: e.foe!.ships,
                  choice: e.choice,
                  raiderGunnery: squadronGunnery(ctx, ours),
                  ...(ours.length > 1 ? { squadron: ours } : {}),
                },
              },
              ['engage', 'avoid'],
            );
            if (a === null) return false;
            e.federalAvoid = a === 'avoid';
          }
        }
        e.stage = 'resolve';
        break;
      }
      case 'resolve': {
        if (e.choice === 'port') {
          acceptBlockade(ctx, e, e.foe!);
          return true;
        }
        // 11.74 asked live: the escape may stop for Semmes' reroll and run again once answered (semmesStage.ts).
        if (!runStoppable(ctx, () => resolve(ctx, e))) return false;
        break;
      }
      case 'combat': {
        const c = e.combat!;
        if (!c.rolled && !rollSegment(ctx, e)) {
          endCombat(ctx, e);
          break;
        }
        const ours = squadronShips(ctx, e.ship);
        // 4.51: the Federal designates the raider of a squadron that takes his damage.
        if (c.federalPick === null) {
          const options = raiderTargets(ctx, c, ours);
          if (options.length > 1) {
            const a = ask(
              { side: 'federal', kind: 'damage', detail: { ship: e.ship, area: e.area, squadron: ours, damage: c.toRaider, foe: e.foe!.ships } },
              options,
            );
            if (a === null) return false;
            c.federalPick = a;
          } else c.federalPick = options[0]!;
        }
        // 4.51: the Confederate designates the ship of a Federal squadron that takes his damage.
        if (c.confederatePick === null) {
          const foeShips = foeShipsAfloat(ctx, e.foe!);
          const options = federalTargetsFor(ctx, e, c, foeShips);
          if (options.length > 1) {
            const a = ask(
              {
                side: 'confederate',
                kind: 'damage',
                detail: { ship: e.ship, area: e.area, foe: foeShips, damage: c.toFederal, ...(ours.length > 1 ? { squadron: ours } : {}) },
              },
              options,
            );
            if (a === null) return false;
            c.confederatePick = a;
          } else c.confederatePick = options[0]!;
        }
        if (applySegment(ctx, e)) endCombat(ctx, e); // 8.12: fought until one side is all sunk
        break;
      }
      case 'done':
        return true;
    }
  }
  throw new Error('an encounter did not settle');
}

/** 6.13, 6.2: the raider escapes or fights, the Federal unit may try to escape; then combat (8.1) or the next foe. */
function resolve(ctx: Ctx, e: Encounter): void {
  const foe = e.foe!;
  let fight = true;
  if (e.choice === 'escape') {
    spendEscapeMp(ctx, e);
    if (e.federalAvoid) {
      bothAvoid(ctx, e, foe);
      fight = false;
    } else fight = !raiderEscapes(ctx, e, foe);
  } else if (e.federalAvoid) fight = !federalEscapes(ctx, e, foe);
  if (fight) {
    startCombat(ctx, e, foe);
    e.stage = 'combat';
    return;
  }
  afterFight(ctx, e, foe);
}

/** 6.11, 6.43: a unit has spotted the raider (11.32 counts the spot); the raider answers next (6.13). */
function spotted(ctx: Ctx, e: Encounter, foe: Unit): void {
  e.foe = foe;
  spotSquadron(ctx, squadronShips(ctx, e.ship));
  e.stage = 'respond';
  e.choice = null;
}

function endCombat(ctx: Ctx, e: Encounter): void {
  delete e.combat;
  afterFight(ctx, e, e.foe!);
}

/** Escaped or fought out: a blockade run goes on to the next blockader (7.21). */
function afterFight(ctx: Ctx, e: Encounter, foe: Unit): void {
  if (e.kind === 'blockadeRun') blockaderPassed(ctx, foe);
  nextFoe(ctx, e);
}

function nextFoe(ctx: Ctx, e: Encounter): void {
  e.choice = null;
  e.federalAvoid = null;
  if (e.kind === 'search') {
    // 6.4, 6.42: the emergency search comes in addition to the normal ones: once its ship is
    // escaped or fought, the Federal ships in the area (and the CSE box, 11.11) may still search.
    if (e.foe?.eces !== undefined && e.searchWanted === null) {
      e.foe = null;
      e.stage = 'searchDecision';
    } else e.stage = 'done';
    return;
  }
  e.units = e.units.slice(1);
  const next = e.units.find((u) => unitAlive(ctx, u));
  if (!next) {
    e.stage = 'done';
    return;
  }
  e.foe = next;
  e.stage = 'respond';
}
