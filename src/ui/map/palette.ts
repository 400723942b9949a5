// Colours of the printed-map look: pale sea, parchment land, dark ink. Two schemes (issue 35.3):
// the standard one, and a high-contrast one whose pairs that carry meaning (the sides, a legal
// and an illegal route, reachable and dangerous areas) stay apart under protanopia,
// deuteranopia and tritanopia (npm run colours:check measures them). The map reads PALETTE
// when it draws; setMapScheme switches it before a map is made.

export type ColourScheme = 'standard' | 'high-contrast';

const STANDARD = {
  /** Sea outside every Movement Area (not in play). */
  background: 0xb9c9c9,
  /** Coastal (C) areas: shallow, light water. */
  coastalSea: 0xd7e7e6,
  /** Deep-water (D) areas. */
  deepSea: 0xbcd6dd,
  land: 0xe6d9b3,
  coast: 0x8a7a55,
  areaLine: 0x3e6272,
  edgeLine: 0x8b1e1e,
  labelCoastal: 0x1e2a30,
  labelDeep: 0x1f4e74,
  portFill: 0xffffff,
  portInk: 0x2a2016,
  whalingInk: 0x000000,
  hover: 0x0a1f2c,
  federal: 0x2f5a9e,
  federalDark: 0x1b3766,
  confederate: 0x8d9096,
  confederateDark: 0x55585e,
  /** The Confederate counters' diagonal hatching: the side shown by a pattern too. */
  confederateHatch: 0xffffff,
  counterInk: 0xffffff,
  selected: 0xffd21f,
  damaged: 0xc62828,
  blockaded: 0x7a1fa2,
  uncomm: 0xf5f5f5,
  semmes: 0xffc107,
  pathOk: 0x0f7b3a,
  pathBad: 0xd11a1a,
  cseBox: 0xf7f1e1,
  cseInk: 0x3a2a10,
};

export type MapPalette = { readonly [K in keyof typeof STANDARD]: number };
export type HighlightColours = Readonly<Record<string, { color: number; alpha: number }>>;

/** Okabe & Ito's colour-blind-safe hues where meaning rides on colour; darker lines and ink. */
const HIGH_CONTRAST: MapPalette = {
  ...STANDARD,
  coastalSea: 0xe4f0ef,
  deepSea: 0xc2dbe3,
  areaLine: 0x102a36,
  labelCoastal: 0x000000,
  labelDeep: 0x0b2a4a,
  federal: 0x0b2f73,
  federalDark: 0x000d2e,
  confederate: 0x7b7b7b,
  confederateDark: 0x222222,
  pathOk: 0x0072b2,
  pathBad: 0xd55e00,
};

// The standard hues are the printed look's; only their strengths were nudged (next areas and
// the route stronger, further areas paler) until each pair drawn together clears the standard
// bar. The high-contrast hues are Okabe & Ito's.
const HIGHLIGHTS: Record<ColourScheme, HighlightColours> = {
  standard: {
    reachable: { color: 0x36b35a, alpha: 0.45 },
    selected: { color: 0xffd21f, alpha: 0.35 },
    path: { color: 0xf08a24, alpha: 0.6 },
    danger: { color: 0xd32f2f, alpha: 0.35 },
    hint: { color: 0x3d7de0, alpha: 0.22 },
  },
  'high-contrast': {
    reachable: { color: 0x0072b2, alpha: 0.65 },
    selected: { color: 0xf0e442, alpha: 0.8 },
    path: { color: 0xd55e00, alpha: 0.6 },
    danger: { color: 0x882255, alpha: 0.7 },
    hint: { color: 0x000000, alpha: 0.1 },
  },
};

export const MAP_SCHEMES: Record<ColourScheme, { palette: MapPalette; highlights: HighlightColours }> = {
  standard: { palette: STANDARD, highlights: HIGHLIGHTS.standard },
  'high-contrast': { palette: HIGH_CONTRAST, highlights: HIGHLIGHTS['high-contrast'] },
};

export let PALETTE: MapPalette = STANDARD;
export let HIGHLIGHT_COLOURS: HighlightColours = HIGHLIGHTS.standard;

/** Chooses the scheme the map draws with from now on. */
export function setMapScheme(scheme: ColourScheme): void {
  PALETTE = MAP_SCHEMES[scheme].palette;
  HIGHLIGHT_COLOURS = MAP_SCHEMES[scheme].highlights;
}

/** A value made from the palette (a shared shape), made again when the scheme changes. */
export function perPalette<T>(make: () => T): () => T {
  let made: { from: MapPalette; value: T } | null = null;
  return () => {
    if (made?.from !== PALETTE) made = { from: PALETTE, value: make() };
    return made.value;
  };
}
