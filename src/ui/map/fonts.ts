// Bitmap fonts for every text on the map. One glyph atlas per font means hundreds of labels
// draw in a handful of batches (a canvas Text each would be a texture each). Glyphs are white
// and coloured with `tint`, so one font serves every ink colour.

import { BitmapFontManager, BitmapText } from 'pixi.js';

export const FONT_LABEL = 'sd-label';
export const FONT_LABEL_DEEP = 'sd-label-deep';
export const FONT_COUNTER = 'sd-counter';

/** Glyph size in the atlas: large enough to stay sharp at the deepest zoom. */
const ATLAS_SIZE = 40;
const CHARS = [['a', 'z'], ['A', 'Z'], ['0', '9'], ' -/+.,:()×#?'];

const STYLES = {
  [FONT_LABEL]: { fontFamily: 'Liberation Sans, Arial, Helvetica, sans-serif', fontWeight: 'bold', fontSize: ATLAS_SIZE, fill: 0xffffff },
  [FONT_LABEL_DEEP]: {
    fontFamily: 'Liberation Serif, Georgia, Times New Roman, serif',
    fontStyle: 'italic',
    fontWeight: 'bold',
    fontSize: ATLAS_SIZE,
    fill: 0xffffff,
  },
  [FONT_COUNTER]: {
    fontFamily: 'Liberation Sans Narrow, Liberation Sans, Arial Narrow, Arial, sans-serif',
    fontWeight: 'bold',
    fontSize: ATLAS_SIZE,
    fill: 0xffffff,
  },
} as const;
const COMMON = { chars: CHARS, resolution: 1, padding: 4, textureStyle: { scaleMode: 'linear' as const } };

/** What kerning reads of Pixi's dynamic bitmap font (DynamicBitmapFont: some of it is private there). */
interface KernedFont {
  chars: Record<string, { kerning: Record<string, number> }>;
  ensureCharacters(chars: string): void;
  _currentChars: string[];
  _measureCache: Record<string, number>;
  _currentPageIndex: number;
  pages: { canvasAndContext: { context: CanvasRenderingContext2D } }[];
  baseRenderedFontSize: number;
  baseMeasurementFontSize: number;
}

/**
 * Pixi kerns every pair of a font's characters when it is installed: 74 characters, three fonts,
 * about 33,000 text measurements, the largest cost of the first map (issue 47: about 0.1 s, and
 * seconds on a slowed CPU). The fonts are installed without it, and each text is kerned here before
 * it is laid out, for the pairs it holds: the same amounts Pixi gives those pairs, measured on the
 * same canvas (DynamicBitmapFont._applyKerning, whose order decides which measurement a pair
 * keeps), so every label is placed exactly as before (e2e/map.e2e.test.ts holds both kernings equal).
 */
class LazyKerning {
  /** The call of ensureCharacters that added each character (0: the install). */
  private readonly batch = new Map<string, number>();
  private batches = 0;
  /** The pairs kerned (or found to need none); the texts kerned, and those that added characters, in order. */
  private readonly done = new Set<string>();
  readonly texts = new Set<string>();
  readonly added: string[] = [];
  constructor(readonly font: KernedFont) {
    for (const c of font._currentChars) this.batch.set(c, 0);
  }

  /** Adds the characters of `text` the font lacks (as laying it out would) and kerns its pairs. */
  prepare(text: string): void {
    if (this.texts.has(text)) return;
    this.texts.add(text);
    const chars = graphemes(text);
    if (chars.some((c) => !this.batch.has(c))) {
      this.font.ensureCharacters(text);
      this.added.push(text);
      this.batches++;
      for (const c of this.font._currentChars) if (!this.batch.has(c)) this.batch.set(c, this.batches);
    }
    // Each character and the one before it, across a run of spaces too (a layout may fold one).
    let before: string | null = null;
    let beforeSpace: string | null = null;
    for (const c of chars) {
      if (before !== null) this.pair(before, c);
      if (beforeSpace !== null && beforeSpace !== before) this.pair(beforeSpace, c);
      if (!/\s/.test(c)) beforeSpace = c;
      before = c;
    }
  }

  /** Pixi's kerning of two characters (both ways: its amounts are the same both ways). */
  private pair(a: string, b: string): void {
    const f = this.font;
    const ia = f._currentChars.indexOf(a),
      ib = f._currentChars.indexOf(b);
    if (ia < 0 || ib < 0) return;
    // Pixi measures, for each new character `first` and every character `second`, first+second,
    // and writes the amount both ways when not 0: the pair of the later character with the
    // earlier one is measured last and wins, unless it is 0; an earlier character meets a later
    // one only when both came in the same call.
    const [early, late] = ia <= ib ? [a, b] : [b, a];
    const key = `${early}\u0000${late}`;
    if (this.done.has(key)) return;
    this.done.add(key);
    let amount = this.amount(late, early);
    if (!amount && early !== late && this.batch.get(early) === this.batch.get(late)) amount = this.amount(early, late);
    if (!amount) return;
    const scaled = amount / (f.baseRenderedFontSize / f.baseMeasurementFontSize);
    f.chars[late]!.kerning[early] = scaled;
    f.chars[early]!.kerning[late] = scaled;
  }

  /** What `first` then `second` measure beyond their own widths, on the font's canvas (as _applyKerning). */
  private amount(first: string, second: string): number {
    const f = this.font;
    const context = f.pages[f._currentPageIndex]!.canvasAndContext.context;
    const cache = f._measureCache;
    const c1 = (cache[first] ||= context.measureText(first).width);
    const c2 = (cache[second] ||= context.measureText(second).width);
    return context.measureText(first + second).width - (c1 + c2);
  }
}

/** A text's characters as Pixi splits them (CanvasTextMetrics.graphemeSegmenter, which the bundle's Pixi barrel does not export). */
const segmenter = typeof Intl?.Segmenter === 'function' ? new Intl.Segmenter() : null;
const graphemes = (s: string): string[] => (segmenter ? [...segmenter.segment(s)].map((x) => x.segment) : [...s]);

const kerning = new Map<string, LazyKerning>();

export function installFonts(): void {
  if (kerning.size) return;
  for (const [name, style] of Object.entries(STYLES))
    kerning.set(name, new LazyKerning(BitmapFontManager.install({ name, style, ...COMMON, skipKerning: true }) as unknown as KernedFont));
}

export function text(str: string, font: string, size: number, tint: number, anchorX = 0.5, anchorY = 0.5): BitmapText {
  kerning.get(font)?.prepare(str);
  const t = new BitmapText({ text: str, style: { fontFamily: font, fontSize: size } });
  t.tint = tint;
  t.anchor.set(anchorX, anchorY);
  return t;
}

/**
 * For the browser tests (the map's dev page): each font installed again as Pixi kerns it, every
 * pair of its characters, and each text made so far laid out with both: the kerning a layout reads
 * (each character's amount for the one before it, getBitmapTextLayout) must be the same. Returns
 * the pairs compared and those that differ.
 */
export function compareKerning(): { pairs: number; kerned: number; differ: string[] } {
  let pairs = 0,
    kerned = 0;
  const differ: string[] = [];
  for (const [name, lazy] of kerning) {
    const full = BitmapFontManager.install({ name: `${name}-full-kerning`, style: STYLES[name as keyof typeof STYLES], ...COMMON }) as unknown as KernedFont;
    // The characters added later, by the same calls, so that the full font pairs them as the lazy one did.
    for (const t of lazy.added) full.ensureCharacters(t);
    for (const t of lazy.texts) {
      const chars = graphemes(t);
      for (let i = 1; i < chars.length; i++) {
        const [a, b] = [chars[i - 1]!, chars[i]!];
        const mine = lazy.font.chars[b]?.kerning[a];
        const pixi = full.chars[b]?.kerning[a];
        pairs++;
        if (pixi) kerned++;
        if (mine !== pixi) differ.push(`${name} "${t}": ${a}${b} ${mine} against ${pixi}`);
      }
    }
  }
  return { pairs, kerned, differ };
}
