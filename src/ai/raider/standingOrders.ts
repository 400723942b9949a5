import type { GameData } from '../../data/gameData';
import type { PublicState, StandingOrders } from '../../engine/index';
import { confederateSpeed, SHIP } from '../../engine/rules/index';
import type { RaiderParams } from '../levels';
import { escapeChance, odds, raiderWins } from '../common/odds';

// Standing orders (4.3): what a raider does when spotted, since the record cannot foresee it
// (6.13: fight, try to escape, or enter a port and accept blockade), and which failed rolls
// Semmes rerolls (11.74). The choice is made against the Federal ships the raider may meet:
// stand and fight only a foe it beats; run for port only if it can neither outrun nor beat it.

export type Foe = { speed: number; gunnery: number; hits: number };

/** The Federal ships the raider is likely to meet this turn, as one typical foe (the same for every raider). */
export function typicalFoe(data: GameData, s: PublicState): Foe {
  let n = 0,
    speed = 0,
    gunnery = 0,
    hits = 0;
  for (const f of Object.values(s.federal)) {
    if (f.where !== 'map' || !f.inUse) continue;
    const ship = data.federal[f.id]!;
    n++;
    speed += ship.movement - f.damage;
    gunnery += ship.gunnery;
    hits += ship.defense - f.damage;
  }
  return n ? { speed: speed / n, gunnery: gunnery / n, hits: hits / n } : { speed: 11, gunnery: 4, hits: 4 };
}

export function standingOrders(data: GameData, s: PublicState, id: string, params: RaiderParams, foe: Foe = typicalFoe(data, s)): StandingOrders {
  const semmesReroll = { raid: params.semmesOnRaids, escape: true, blockade: true };
  if (id === SHIP.stonewall) return { onSpotted: 'fight', semmesReroll };
  const o = odds(data, s.options);
  const st = s.confederate[id]!;
  const ship = data.confederate[id]!;
  const win = raiderWins(o, st.commissioned ? ship.gunnery : 0, ship.defense - st.damage, foe.gunnery, foe.hits);
  const esc = escapeChance(o, confederateSpeed(data, s, id) - foe.speed);
  if (win > 0.65 && win > esc + (1 - esc) * win) return { onSpotted: 'fight', semmesReroll };
  if (esc + (1 - esc) * win < (params.threatFear > 2 ? 0.8 : 0.5)) return { onSpotted: 'port', semmesReroll };
  return { onSpotted: 'escape', semmesReroll };
}
