// How a colour looks under the three common dichromacies, and how far apart two colours are.
// Simulation: Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for
// Simulation of Color Vision Deficiency", IEEE TVCG 15(6), the severity-1.0 matrices of their
// table, applied to linear sRGB (as the paper's supplementary data and DaltonLens recommend).
// Distance: CIE 1976 ΔE*ab in CIELAB (D65), and the WCAG 2 contrast ratio of relative luminances.

export type Rgb = readonly [number, number, number];
export type Deficiency = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia';

const MACHADO: Record<Exclude<Deficiency, 'normal'>, readonly number[]> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

export const DEFICIENCIES: readonly Deficiency[] = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'];

/** A colour given as 0xRRGGBB or '#rrggbb' / '#rgb', as 0..255 channels. */
export function rgbOf(colour: number | string): Rgb {
  if (typeof colour === 'number') return [(colour >> 16) & 255, (colour >> 8) & 255, colour & 255];
  let hex = colour.trim().replace(/^#/, '');
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a colour: ${colour}`);
  return rgbOf(parseInt(hex, 16));
}

const toLinear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const toSrgb = (l: number) => {
  const c = Math.min(1, Math.max(0, l));
  return 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
};

/** The colour as a viewer with this deficiency sees it (sRGB, 0..255, unrounded). */
export function simulate(rgb: Rgb, deficiency: Deficiency): Rgb {
  if (deficiency === 'normal') return rgb;
  const m = MACHADO[deficiency];
  const [r, g, b] = rgb.map(toLinear) as [number, number, number];
  return [toSrgb(m[0]! * r + m[1]! * g + m[2]! * b), toSrgb(m[3]! * r + m[4]! * g + m[5]! * b), toSrgb(m[6]! * r + m[7]! * g + m[8]! * b)];
}

/** `top` laid over `under` with opacity `alpha` (as a translucent highlight is drawn). */
export function over(top: Rgb, alpha: number, under: Rgb): Rgb {
  return [0, 1, 2].map((i) => top[i]! * alpha + under[i]! * (1 - alpha)) as unknown as Rgb;
}

function lab(rgb: Rgb): [number, number, number] {
  const [r, g, b] = rgb.map(toLinear) as [number, number, number];
  // sRGB (D65) to XYZ, normalised by the D65 white.
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE 1976 colour difference (ΔE*ab). */
export function deltaE(a: Rgb, b: Rgb): number {
  const p = lab(a),
    q = lab(b);
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** WCAG 2 contrast ratio (1..21). */
export function contrast(a: Rgb, b: Rgb): number {
  const lum = (c: Rgb) => {
    const [r, g, bl] = c.map(toLinear) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
