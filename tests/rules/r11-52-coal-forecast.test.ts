import { describe, expect, it } from 'vitest';
import { con, gameData } from '../helpers';
import { recordWarnings } from '../../src/engine/activity/validate';
import { coalForecast } from '../../src/engine/activity/coalForecast';
import { adjacent } from '../../src/engine/queries';
import { arranged, placeConfederate, record, run } from '../fixtures/activity';
import type { RecordStep } from '../../src/engine/record';

// 11.52 foreseen (issue 48.2): a record whose route does not reach the coal its ship needs
// (11.51) is legal, but its raids will be void and the ship cannot raid until refitted. The
// record check warns of it, naming 11.52, before the record is sealed; the executor agrees.

const ala = con('Ala');
const data = gameData();
const quiet = (id: string) => data.areas[id]!.ports.length === 0 && !data.areas[id]!.eces;
/** Areas at sea with no port and no searching ECES, with such a neighbour: a route with no coal at all. */
const dry = Object.keys(data.areas)
  .filter(quiet)
  .flatMap((a) =>
    adjacent(data, a)
      .filter(quiet)
      .map((b) => [a, b] as const),
  );

const at = (area: string, port: string | null = null) => arranged((s) => placeConfederate(s, ala, area, port, { canRaid: true }));
const coalWarning = (area: string, steps: RecordStep[]) => recordWarnings(data, at(area), record(ala, steps)).filter((w) => w.rule === '11.52');

describe('11.52 the record check foresees a route short of coal', () => {
  it('11.52: a route with no coal port and a raid: warned, naming 11.52, that the raid will be void', () => {
    expect(data.confederate[ala]!.coaling).toBeGreaterThan(0);
    const [a, b] = dry[0]!;
    const w = coalWarning(a, [{ op: 'move', to: b }, { op: 'raid' }]);
    expect(w).toEqual([expect.objectContaining({ step: null, rule: '11.52' })]);
    expect(w[0]!.message).toMatch(/reaches 0 of the \d coaling/);
    expect(w[0]!.message).toContain('raid will be void');
    // And so it is: the executor voids the raid and bars raiding (11.52).
    const { state, events } = run(at(a), [record(ala, [{ op: 'move', to: b }, { op: 'raid' }])], [6, 6, 6, 6, 6, 6]);
    expect(events.some((e) => e.rule === '11.52' && e.kind === 'coal')).toBe(true);
    expect(state.confederate[ala]!.canRaid).toBe(false);
  });
  it('11.52: short of coal with no raid: warned that the ship cannot raid again until refitted', () => {
    const [a, b] = dry[0]!;
    const w = coalWarning(a, [{ op: 'move', to: b }]);
    expect(w).toHaveLength(1);
    expect(w[0]!.message).toContain('cannot raid again until refitted');
    expect(w[0]!.message).not.toContain('void');
  });
  it('11.5: a whole turn in port needs no coal: no warning', () => {
    const csa = Object.keys(data.areas).find((a) => data.areas[a]!.ports.some((p) => p.nation === 'CSA'))!;
    const s = arranged((s) => placeConfederate(s, ala, csa, 'CSA', { canRaid: true }));
    expect(recordWarnings(data, s, record(ala, [{ op: 'refit' }])).filter((w) => w.rule === '11.52')).toEqual([]);
    expect(coalForecast(data, s, record(ala, [{ op: 'refit' }]))?.needsCoal).toBe(false);
    expect(coalForecast(data, s, record(ala, [{ op: 'leavePort' }]))?.needsCoal).toBe(true);
  });
  it('11.51: the forecast counts the coal as the executor does, on every one-area route from a port-less area', () => {
    // Each quiet area's neighbours, ports or not: the warning is given exactly when the executor finds the ship short.
    const routes = dry.slice(0, 12).flatMap(([a]) => adjacent(data, a).map((b) => [a, b] as const));
    expect(routes.length).toBeGreaterThan(20);
    let warned = 0;
    for (const [a, b] of routes) {
      const steps: RecordStep[] = [{ op: 'move', to: b }];
      const forecast = coalForecast(data, at(a), record(ala, steps))!;
      const { events } = run(at(a), [record(ala, steps)], [6, 6, 6, 6, 6, 6]);
      const short = events.some((e) => e.rule === '11.52' && e.kind === 'coal');
      expect(forecast.coal < forecast.need, `${a} > ${b}`).toBe(short);
      expect(coalWarning(a, steps).length, `${a} > ${b}`).toBe(short ? 1 : 0);
      if (short) warned++;
    }
    // Both kinds of route were tried.
    expect(warned).toBeGreaterThan(0);
    expect(warned).toBeLessThan(routes.length);
  });
});
