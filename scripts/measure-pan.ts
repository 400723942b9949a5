// Measurements of the map in a real browser, shared by the browser tests (which check what
// happens) and `npm run bench` (which reports how fast): no assertions here.
import type { Page } from 'playwright-core';

export interface PanMeasure {
  fps: number;
  mapFps: number;
  longestFrameMs: number;
  movedPx: number;
  worldPx: number;
  renderer: string;
}

/**
 * A scripted drag across a whole world width in 4 seconds, one pointer move per animation
 * frame, re-grabbed every 1000 px as a hand would; frames counted with requestAnimationFrame.
 * Needs the map's test hook (window.__seaDevilsMap) on the page.
 */
export async function measurePan(page: Page): Promise<PanMeasure> {
  // Sent as source text: a function compiled by tsx would carry helpers the page does not have.
  const r = (await page.evaluate(`(async () => {
    const canvas = document.querySelector('#map canvas') ;
    const h = window.__seaDevilsMap;
    const worldPx = 4000 * h.inspect().camera.zoom;
    const ev = (type, x) => canvas.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: 400, pointerId: 7, bubbles: true, button: 0, buttons: type === 'pointerup' ? 0 : 1, isPrimary: true }));
    const framesBefore = h.inspect().frames;
    const duration = 4000;
    let x = 1200;
    ev('pointerdown', x);
    let frames = 0, moved = 0;
    const t0 = performance.now();
    const longest = await new Promise((done) => {
      let last = t0, worst = 0;
      const step = (now) => {
        frames++;
        worst = Math.max(worst, now - last);
        last = now;
        const d = Math.min(1, (now - t0) / duration) * worldPx - moved;
        if (x - d < 100) { ev('pointerup', x); x = 1200; ev('pointerdown', x); }
        x -= d; moved += d;
        ev('pointermove', x);
        if (now - t0 < duration) requestAnimationFrame(step); else { ev('pointerup', x); done(worst); }
      };
      requestAnimationFrame(step);
    });
    const secs = (performance.now() - t0) / 1000;
    return { fps: frames / secs, mapFps: (h.inspect().frames - framesBefore) / secs, longestFrameMs: longest, movedPx: moved, worldPx, renderer: h.inspect().renderer };
})()`)) as Omit<PanMeasure, never>;
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    ...r,
    fps: round(r.fps),
    mapFps: round(r.mapFps),
    longestFrameMs: Math.round(r.longestFrameMs),
    movedPx: Math.round(r.movedPx),
    worldPx: Math.round(r.worldPx),
  };
}
