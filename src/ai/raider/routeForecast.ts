import { RAIDER_PARAMS } from '../levels';
import { federalPresence } from '../models/federalPresence';
import type { RaiderRoutes } from '../models/foresight';
import { threatenedCountries } from './coaling';
import { commissionPlans } from './commissioning';
import { routeOptions, type TurnKnowledge } from './shipRecord';
import { RoutePlanner } from './routePlanner';

/**
 * The raider's planner as the Federal player can run it (the Federal's forecast, 3.0 phase 3):
 * on the public view, with the plain guess at the Federal presence and a bold raider's standing
 * orders, since the real ones are sealed (4.3). Each call makes a planner of its own, for the
 * one AI that asks (ai/levelBot.ts).
 */
export function raiderRoutes(): RaiderRoutes {
  // Made on the first forecast: most levels never ask for one (FederalParams.predict).
  let planner: RoutePlanner | null = null;
  return (data, s, rng, beam) => {
    planner ??= new RoutePlanner();
    const k: TurnKnowledge = {
      data,
      s,
      params: { ...RAIDER_PARAMS.bold, noise: 0, avoidEastCoast: false, beamWidth: beam, temperature: 0.8 },
      rng,
      presence: federalPresence(planner.presence, data, s),
      denied: threatenedCountries(data, s),
      commission: commissionPlans(data, s),
      whaling: new Set((s.whaling as { area: string; revealed: boolean }[]).filter((w) => !w.revealed).map((w) => w.area)),
      coalCache: new Map(),
      planner,
    };
    return (id) => routeOptions(k, id);
  };
}
