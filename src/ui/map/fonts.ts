// Bitmap fonts for every text on the map. One glyph atlas per font means hundreds of labels
// draw in a handful of batches (a canvas Text each would be a texture each). Glyphs are white
// and coloured with `tint`, so one font serves every ink colour.

import { BitmapFont, BitmapText } from 'pixi.js';

export const FONT_LABEL = 'sd-label';
export const FONT_LABEL_DEEP = 'sd-label-deep';
export const FONT_COUNTER = 'sd-counter';

/** Glyph size in the atlas: large enough to stay sharp at the deepest zoom. */
const ATLAS_SIZE = 40;
const CHARS = [['a', 'z'], ['A', 'Z'], ['0', '9'], ' -/+.,:()×#?'];

let installed = false;

export function installFonts(): void {
  if (installed) return;
  installed = true;
  const common = { chars: CHARS, resolution: 1, padding: 4, textureStyle: { scaleMode: 'linear' as const } };
  BitmapFont.install({
    name: FONT_LABEL,
    style: { fontFamily: 'Liberation Sans, Arial, Helvetica, sans-serif', fontWeight: 'bold', fontSize: ATLAS_SIZE, fill: 0xffffff },
    ...common,
  });
  BitmapFont.install({
    name: FONT_LABEL_DEEP,
    style: { fontFamily: 'Liberation Serif, Georgia, Times New Roman, serif', fontStyle: 'italic', fontWeight: 'bold', fontSize: ATLAS_SIZE, fill: 0xffffff },
    ...common,
  });
  BitmapFont.install({
    name: FONT_COUNTER,
    style: { fontFamily: 'Liberation Sans Narrow, Liberation Sans, Arial Narrow, Arial, sans-serif', fontWeight: 'bold', fontSize: ATLAS_SIZE, fill: 0xffffff },
    ...common,
  });
}

export function text(str: string, font: string, size: number, tint: number, anchorX = 0.5, anchorY = 0.5): BitmapText {
  const t = new BitmapText({ text: str, style: { fontFamily: font, fontSize: size } });
  t.tint = tint;
  t.anchor.set(anchorX, anchorY);
  return t;
}
