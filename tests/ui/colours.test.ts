// Issue 35.3: the colour pairs that carry meaning stay apart under protanopia, deuteranopia and
// tritanopia (Machado et al. 2009), in the standard and the high-contrast scheme, as
// `npm run colours:check` prints; and the stored scheme is read as hostile input.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, deltaE, rgbOf, simulate } from '../../src/lib/colourVision';
import { checkColours, cssColours, failures, MIN_TEXT_CONTRAST, textContrasts } from '../../src/ui/colourPairs';
import { schemeOf } from '../../src/ui/colourScheme';
import { MAP_SCHEMES } from '../../src/ui/map/palette';

const css = readFileSync(resolve(import.meta.dirname, '../../src/ui/styles.css'), 'utf8');

describe('35.3: colour-vision simulation', () => {
  it('keeps greys grey and sees pure red and green alike without the M cone', () => {
    for (const d of ['protanopia', 'deuteranopia', 'tritanopia'] as const) {
      const grey = simulate([128, 128, 128], d);
      for (const c of grey) expect(Math.abs(c - 128)).toBeLessThan(1.5);
    }
    const red = rgbOf('#d11a1a'),
      green = rgbOf('#1a8f1a');
    expect(deltaE(red, green)).toBeGreaterThan(60);
    expect(deltaE(simulate(red, 'deuteranopia'), simulate(green, 'deuteranopia'))).toBeLessThan(30);
  });

  it('measures ΔE and contrast as published (black on white: ΔE 100, 21:1)', () => {
    expect(deltaE([0, 0, 0], [255, 255, 255])).toBeCloseTo(100, 0);
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 1);
  });
});

describe('35.3: the palettes', () => {
  it('reads both schemes of styles.css', () => {
    // Issue 35.2 darkened the standard --ok (axe-core: 4.5:1 on the panels' paper).
    expect(cssColours(css, 'standard')['--ok']).toBe('#1f6e5e');
    expect(cssColours(css, 'high-contrast')['--ok']).not.toBe('#1f6e5e');
    expect(Object.keys(MAP_SCHEMES)).toEqual(['standard', 'high-contrast']);
  });

  it("every pair that must stay distinct clears its scheme's bar under every simulated vision", () => {
    const results = checkColours(css);
    expect(results.length).toBe(18);
    expect(failures(results)).toEqual([]);
  });

  it('the check bites: red and green text would fail it', () => {
    const bad = css.replace(/--ok: #[0-9a-f]+;/, '--ok: #1a8f1a;').replace(/--bad: #[0-9a-f]+;/, '--bad: #d11a1a;');
    expect(failures(checkColours(bad)).map((r) => r.what)).toContain('page: ok / bad (text)');
  });

  it("the high-contrast scheme's text reads on the paper at WCAG AA", () => {
    for (const t of textContrasts(css, 'high-contrast')) expect(t.contrast, t.name).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('35.3: the stored colour scheme is hostile input', () => {
  it('names only the known schemes; anything else is the standard one', () => {
    expect(schemeOf('high-contrast')).toBe('high-contrast');
    expect(schemeOf('standard')).toBe('standard');
    for (const v of [
      null,
      undefined,
      '',
      'HIGH-CONTRAST',
      ' high-contrast',
      'high-contrast\u0000',
      '__proto__',
      'constructor',
      '{"scheme":"high-contrast"}',
      'x'.repeat(100_000),
      1,
      {},
      ['high-contrast'],
    ]) {
      expect(schemeOf(v)).toBe('standard');
    }
  });
});
