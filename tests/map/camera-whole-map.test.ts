// The map's "The whole map (0)" (issue 48.8): it went back to the opening Atlantic view, which on
// no screen shows the Pacific and Indian Ocean areas. Now it zooms out until the world's whole
// width (every Movement Area once, 4.22's wraparound aside) or its whole latitude range is on
// screen, and the opening view is as it was.
import { describe, expect, it } from 'vitest';
import { Camera } from '../../src/ui/map/camera';
import { latitudeY } from '../../src/ui/map/projection';
import { WORLD_WIDTH } from '../../src/ui/map/projection';

const settle = (c: Camera) => {
  for (let i = 0; i < 10_000 && c.gliding; i++) c.step(16);
};

describe('the whole map (48.8)', () => {
  for (const [w, h] of [
    [1010, 820],
    [1900, 1000],
    [390, 560],
    [844, 300],
  ] as const) {
    it(`shows the whole world's width or its whole height at ${w}x${h}, zoomed out from the opening view`, () => {
      const c = new Camera();
      c.resize(w, h);
      c.home();
      const opening = { x: c.x, y: c.y, zoom: c.zoom };
      c.glideWhole();
      settle(c);
      expect(c.gliding).toBe(false);
      const worldW = w / c.zoom;
      const worldH = h / c.zoom;
      // Every Movement Area: all longitudes, and the areas' latitudes (72°N to 60°S, with a margin).
      expect(worldW).toBeGreaterThanOrEqual(WORLD_WIDTH - 1e-6);
      expect(worldH).toBeGreaterThanOrEqual(latitudeY(-62) - latitudeY(74) - 1e-6);
      // The three copies of the world drawn still cover the view.
      expect(worldW).toBeLessThanOrEqual(3 * WORLD_WIDTH);
      expect(c.zoom).toBeLessThan(opening.zoom);
      // The opening view is unchanged by it.
      c.home();
      expect({ x: c.x, y: c.y, zoom: c.zoom }).toEqual(opening);
    });
  }
});
