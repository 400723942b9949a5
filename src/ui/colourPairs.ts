import { contrast, deltaE, DEFICIENCIES, over, rgbOf, simulate, type Deficiency, type Rgb } from '../lib/colourVision';
import { MAP_SCHEMES, type ColourScheme } from './map/palette';

// Issue 35.3: the colour pairs that carry meaning, in both schemes, measured as a viewer with
// each common dichromacy sees them. `npm run colours:check` prints the result and the unit test
// tests/ui/colours.test.ts holds it. The page's colours come from styles.css (its :root
// custom properties, and the html.high-contrast block over them), given here as text.

/** Smallest CIE76 ΔE*ab each pair must keep under every simulated vision. The standard scheme
 * also marks each distinction by shape or word, so its bar is "noticeably different"; the
 * high-contrast scheme must be far apart on colour alone. */
export const MIN_DELTA_E: Record<ColourScheme, number> = { standard: 10, 'high-contrast': 25 };

export interface PairResult {
  scheme: ColourScheme;
  what: string;
  worst: Deficiency;
  deltaE: number;
  contrast: number;
}

/** The custom properties of styles.css's :root, with the high-contrast block's over them if asked. */
export function cssColours(css: string, scheme: ColourScheme): Record<string, string> {
  const block = (selector: string) => {
    const m = new RegExp(`(?:^|\\n)${selector.replace(/[.]/g, '\\.')}\\s*\\{([^}]*)\\}`).exec(css);
    return Object.fromEntries([...(m?.[1] ?? '').matchAll(/(--[\w-]+)\s*:\s*(#[0-9a-fA-F]{3,6})\b/g)].map((x) => [x[1]!, x[2]!]));
  };
  return { ...block(':root'), ...(scheme === 'high-contrast' ? block('html.high-contrast') : {}) };
}

/** The pairs that must stay apart in one scheme, as the colours drawn (highlights laid on the sea). */
export function pairsOf(css: string, scheme: ColourScheme): { what: string; a: Rgb; b: Rgb }[] {
  const v = cssColours(css, scheme);
  const need = (name: string) => {
    const c = v[name];
    if (!c) throw new Error(`styles.css has no ${name}`);
    return rgbOf(c);
  };
  const { palette: p, highlights: hl } = MAP_SCHEMES[scheme];
  const sea = rgbOf(p.coastalSea);
  const lit = (style: string) => over(rgbOf(hl[style]!.color), hl[style]!.alpha, sea);
  return [
    { what: 'map: Federal / Confederate counters', a: rgbOf(p.federal), b: rgbOf(p.confederate) },
    { what: 'map: legal / illegal route', a: rgbOf(p.pathOk), b: rgbOf(p.pathBad) },
    // The highlights drawn together: a ship's next areas, the areas further on, the route, the
    // chosen area (movement and records); the watch posts and the sightings (the debrief).
    { what: 'map: next area / further area', a: lit('reachable'), b: lit('hint') },
    { what: 'map: next area / route', a: lit('reachable'), b: lit('path') },
    { what: 'map: route / chosen area', a: lit('path'), b: lit('selected') },
    { what: 'map: watch post / sighting', a: lit('hint'), b: lit('danger') },
    { what: 'page: ok / bad (text)', a: need('--ok'), b: need('--bad') },
    { what: 'page: Union / Confederate', a: need('--union'), b: need('--rebel') },
    { what: 'page: USA / CSA victory points', a: need('--union'), b: need('--vp-csa') },
  ];
}

/** Each pair's smallest distance over normal vision and the three dichromacies. */
export function checkColours(css: string): PairResult[] {
  const out: PairResult[] = [];
  for (const scheme of Object.keys(MAP_SCHEMES) as ColourScheme[]) {
    for (const { what, a, b } of pairsOf(css, scheme)) {
      let worst: PairResult | null = null;
      for (const d of DEFICIENCIES) {
        const sa = simulate(a, d),
          sb = simulate(b, d);
        const r = { scheme, what, worst: d, deltaE: deltaE(sa, sb), contrast: contrast(sa, sb) };
        if (!worst || r.deltaE < worst.deltaE) worst = r;
      }
      out.push(worst!);
    }
  }
  return out;
}

/** The high-contrast scheme's text colours must read on the panel's paper at WCAG AA. */
export const MIN_TEXT_CONTRAST = 4.5;
const TEXT_COLOURS = ['--ink', '--muted', '--ok', '--bad', '--union', '--rebel', '--vp-csa'] as const;

/** Each meaning-carrying text colour's contrast ratio on --paper (normal vision). */
export function textContrasts(css: string, scheme: ColourScheme): { name: string; contrast: number }[] {
  const v = cssColours(css, scheme);
  const paper = rgbOf(v['--paper'] ?? '#ffffff');
  return TEXT_COLOURS.filter((n) => v[n]).map((name) => ({ name, contrast: contrast(rgbOf(v[name]!), paper) }));
}

/** The results below their scheme's bar. */
export const failures = (results: readonly PairResult[]): PairResult[] => results.filter((r) => r.deltaE < MIN_DELTA_E[r.scheme]);
