import type { GameData } from '../../data/gameData';
import type { PublicState } from '../view';
import type { ActivityRecord } from '../record';
import type { PortNation } from '../../data/schema/index';
import { own } from '../../data/ids';
import { portOk } from '../rules/prestige';

// 11.51, 11.52 foreseen: the coal a record's route will take on, counted as the executor counts
// it (coaling.ts coalAt: each area once, all its usable coal ports; a Confederate port only when
// entered), against the ports' standing as the Confederate sees them now. What the Federal does
// meanwhile (a blockade that stops the ship, 7.0) cannot be foreseen: this is the plan's coal.

export interface CoalForecast {
  /** Coalings the route reaches. */
  coal: number;
  /** Coalings the ship needs this turn (its counter's figure). */
  need: number;
  /** False when the whole turn is spent in port or the ship needs no coal (11.5). */
  needsCoal: boolean;
}

export function coalForecast(data: GameData, s: PublicState, record: ActivityRecord): CoalForecast | null {
  const ship = own(data.confederate, record.ship);
  const st = own(s.confederate, record.ship);
  if (!ship || !st?.area) return null;
  let area = st.area;
  let port: PortNation | null = st.port;
  let leftPort = false;
  const coaled = new Set<string>();
  let coal = 0;
  const coalAt = (at: string) => {
    if (coaled.has(at)) return;
    const a = own(data.areas, at);
    if (!a) return;
    let ports = 0;
    for (const p of a.ports) if ((p.nation !== 'CSA' || port === 'CSA') && portOk(data, s, a, p, 'coal', record.ship)) ports++;
    if (ports === 0) return;
    coaled.add(at);
    coal += ports;
  };
  coalAt(area);
  for (const step of record.steps) {
    if (step.op === 'move') {
      area = step.to;
      coalAt(area);
    } else if (step.op === 'enterPort') {
      port = step.nation;
      if (port === 'CSA') coalAt(area);
    } else if (step.op === 'leavePort') {
      port = null;
      leftPort = true;
    }
  }
  const wholeTurnInPort = st.port !== null && !leftPort && port !== null;
  return { coal, need: ship.coaling, needsCoal: !wholeTurnInPort && ship.coaling > 0 };
}
