import { describe, expect, it } from 'vitest';
import { computePortPoints } from '../../scripts/port-points-compute';
import stored from '../../src/ui/map/port-points.json';
import { pointInRing } from '../../src/ui/map/projection';
import { gameData } from '../helpers';

// The map opens on the coarse coast and loads the fine one only when zoomed in; the port
// markers are stored (from the fine coast) so they never move between the two.
describe('port markers (2.12 ports drawn on the map)', () => {
  it('the stored markers are what the 50m coast gives (run `npm run map:ports` after a map change)', () => {
    expect(stored).toEqual(JSON.parse(JSON.stringify(computePortPoints())));
  });
  it('every area with a port has a stored marker inside the area', () => {
    const points = stored as unknown as Record<string, [number, number]>;
    const withPorts = Object.values(gameData().areas).filter((a) => a.ports.length > 0);
    expect(withPorts.length).toBeGreaterThan(40);
    for (const a of withPorts) {
      expect(Object.hasOwn(points, a.id), a.id).toBe(true);
      expect(pointInRing(points[a.id]![0], points[a.id]![1], a.polygon), a.id).toBe(true);
    }
  });
});
