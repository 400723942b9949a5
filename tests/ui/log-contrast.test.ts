// Issue 46.4: the log reads on its paper. Every colour styles.css gives a log line's text (each
// line kind, the phase step, a roll's explanation, the turn heading, and the ink of the rest)
// has at least WCAG AA's contrast ratio for text (MIN_TEXT_CONTRAST) on the log's background, in the standard and
// the high-contrast scheme. The spectator's screen shows the same log panel (its browser test
// measures the lines as drawn there, where raid lines once stood under 2:1 on the navy).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, rgbOf } from '../../src/lib/colourVision';
import { cssColours, MIN_TEXT_CONTRAST } from '../../src/ui/colourPairs';

const css = readFileSync(resolve(import.meta.dirname, '../../src/ui/styles.css'), 'utf8');

/** Every rule (inside a media block or not) as its selector and its declarations. */
const rules = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({ selector: m[1]!.trim(), body: m[2]! }));

function colourOf(value: string, vars: Record<string, string>): string {
  const v = /var\((--[\w-]+)\)/.exec(value);
  const c = v ? vars[v[1]!] : value.trim();
  if (!c || !/^#[0-9a-fA-F]{3,6}$/.test(c)) throw new Error(`not a colour: ${value}`);
  return c;
}

/** The text colours the log's lines are drawn in: each rule on a log line's part that sets `color`. */
function logTextColours(vars: Record<string, string>): { selector: string; colour: string }[] {
  const out = [{ selector: 'body (ink)', colour: colourOf('var(--ink)', vars) }];
  for (const r of rules) {
    if (!/\.log-(line|why|phase|turn|text)\b/.test(r.selector)) continue;
    const m = /(?:^|;)\s*color\s*:\s*([^;]+)/.exec(r.body);
    if (m) out.push({ selector: r.selector, colour: colourOf(m[1]!, vars) });
  }
  return out;
}

function logBackground(vars: Record<string, string>): string {
  const log = rules.find((r) => r.selector === '.log');
  const m = log && /background\s*:\s*([^;]+)/.exec(log.body);
  if (!m) throw new Error('the log sets no background');
  return colourOf(m[1]!, vars);
}

describe("46.4: every log line reads at WCAG AA's contrast on the log", () => {
  for (const scheme of ['standard', 'high-contrast'] as const) {
    it(`in the ${scheme} scheme`, () => {
      const vars = cssColours(css, scheme);
      const bg = rgbOf(logBackground(vars));
      const colours = logTextColours(vars);
      // The raid lines, the sunk lines and the Why-nots are among them: the search found the rules.
      for (const kind of ['kind-raid', 'kind-sunk', 'kind-whyNot', '.log-why', '.log-phase'])
        expect(
          colours.some((c) => c.selector.includes(kind)),
          kind,
        ).toBe(true);
      const low = colours.map((c) => ({ ...c, ratio: contrast(rgbOf(c.colour), bg) })).filter((c) => c.ratio < MIN_TEXT_CONTRAST);
      expect(low.map((c) => `${c.selector}: ${c.colour} at ${c.ratio.toFixed(3)}:1`)).toEqual([]);
    });
  }
});
