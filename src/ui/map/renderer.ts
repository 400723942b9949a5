// Which Pixi renderer to use. On a real GPU, WebGL. Without one, Chromium runs WebGL on
// SwiftShader (Mesa: llvmpipe), where Pixi's batch shader costs far more per pixel than the 2D
// canvas's image copies: on the test machine, panning the map with 75 counters ran at 8-11 fps
// with WebGL on SwiftShader and 45-60 fps with Pixi's canvas renderer. So software GL gets the
// canvas renderer, unless the 2D canvas itself is drawn on the software GPU (Chromium started
// with --use-angle=swiftshader): then the canvas renderer falls under 1 fps and WebGL (about
// 5 fps) is the lesser evil.

export type RendererChoice = 'webgl' | 'webgpu' | 'canvas';

let chosen: RendererChoice | null = null;

/** The probes run once a page (they create a WebGL context): the start screen's idle time may run them first. */
export function chooseRenderer(preference: RendererChoice | 'auto'): RendererChoice {
  if (preference !== 'auto') return preference;
  chosen ??= !softwareWebGl() ? 'webgl' : canvas2dOnSoftwareGpu() ? 'webgl' : 'canvas';
  return chosen;
}

/** True when WebGL is missing or drawn in software. */
export function softwareWebGl(): boolean {
  try {
    const c = document.createElement('canvas');
    const gl = (c.getContext('webgl2') ?? c.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return true;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name);
  } catch {
    return true;
  }
}

/**
 * True when 2D canvases are drawn on the (software) GPU: reading back one pixel then waits for
 * the GPU process, 100+ ms on SwiftShader against a few ms for a canvas drawn on the CPU.
 */
function canvas2dOnSoftwareGpu(): boolean {
  const c = document.createElement('canvas');
  c.width = 512;
  c.height = 512;
  const g = c.getContext('2d');
  if (!g) return false;
  for (let i = 0; i < 16; i++) {
    g.fillStyle = `rgb(${i * 16}, 90, 120)`;
    g.beginPath();
    g.arc(256, 256, 250 - i * 15, 0, 2 * Math.PI);
    g.fill();
  }
  const t0 = performance.now();
  g.getImageData(0, 0, 1, 1);
  return performance.now() - t0 > 40;
}
