// Colours of the printed-map look: pale sea, parchment land, dark ink.

export const PALETTE = {
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
} as const;

export const HIGHLIGHT_COLOURS: Record<string, { color: number; alpha: number }> = {
  reachable: { color: 0x36b35a, alpha: 0.35 },
  selected: { color: 0xffd21f, alpha: 0.35 },
  path: { color: 0xf08a24, alpha: 0.4 },
  danger: { color: 0xd32f2f, alpha: 0.35 },
  hint: { color: 0x3d7de0, alpha: 0.3 },
};
