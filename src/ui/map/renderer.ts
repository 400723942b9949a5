// Which Pixi renderer to use. On a real GPU, WebGL. Without one, Chromium runs WebGL on
// SwiftShader (Mesa: llvmpipe), where Pixi's batch shader costs far more per pixel than the 2D
// canvas's image copies: measured on the test machine, panning two screen-sized images ran at
// about 3 fps with WebGL on SwiftShader and 54 fps with Pixi's canvas renderer. So software GL
// gets the canvas renderer.

export type RendererChoice = 'webgl' | 'webgpu' | 'canvas';

/** True when WebGL is available but drawn in software. */
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

export function chooseRenderer(preference: RendererChoice | 'auto'): RendererChoice {
  if (preference !== 'auto') return preference;
  return softwareWebGl() ? 'canvas' : 'webgl';
}
