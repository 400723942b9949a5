// npm run colours:check (issue 35.3): the colour pairs that carry meaning, in the standard and
// the high-contrast scheme, as seen with normal vision and under protanopia, deuteranopia and
// tritanopia (Machado et al. 2009, src/lib/colourVision.ts). Prints each pair's smallest ΔE
// and the contrast ratio there; exits 1 if any pair is below its scheme's bar.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkColours, failures, MIN_DELTA_E, MIN_TEXT_CONTRAST, textContrasts } from '../src/ui/colourPairs';

const css = readFileSync(resolve(import.meta.dirname, '../src/ui/styles.css'), 'utf8');
const results = checkColours(css);
console.log('scheme         pair                                      worst vision   min ΔE76  contrast');
for (const r of results) {
  console.log(`${r.scheme.padEnd(14)} ${r.what.padEnd(41)} ${r.worst.padEnd(14)} ${r.deltaE.toFixed(1).padStart(7)}  ${r.contrast.toFixed(2).padStart(7)}`);
}
const bad = failures(results);
console.log(
  `bars: ${Object.entries(MIN_DELTA_E)
    .map(([s, n]) => `${s} ΔE ≥ ${n}`)
    .join(', ')}; high-contrast text on paper ≥ ${MIN_TEXT_CONTRAST}:1`,
);
for (const scheme of ['standard', 'high-contrast'] as const) {
  console.log(
    `text on paper, ${scheme}: ${textContrasts(css, scheme)
      .map((t) => `${t.name} ${t.contrast.toFixed(2)}`)
      .join(', ')}`,
  );
}
const dim = textContrasts(css, 'high-contrast').filter((t) => t.contrast < MIN_TEXT_CONTRAST);
for (const t of dim) console.log(`FAIL: high-contrast ${t.name} is ${t.contrast.toFixed(2)}:1 on paper`);
console.log(bad.length ? `FAIL: ${bad.length} pair(s) below the bar` : `ok: all ${results.length} pairs clear their bar`);
process.exit(bad.length || dim.length ? 1 : 0);
