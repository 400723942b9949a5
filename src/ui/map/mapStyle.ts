// Issue 48.7: the map follows the player's settings while it is open. The colour scheme is
// palette.ts's; the text size scales the area labels and the counters as it scales the page's
// text. A change is announced on the document, and every open map draws itself again.

/** The event a change of scheme or text size sends to the open maps. */
export const MAP_STYLE_EVENT = 'sea-devils:map-style';

let textScale = 1;

/** The text size's scale (1: normal), applied to the map's labels and counters. */
export function mapTextScale(): number {
  return textScale;
}

/** Sets the text size's scale and tells the open maps to draw again (with the scheme now set). */
export function restyleMaps(scale: number): void {
  textScale = scale;
  if (typeof document !== 'undefined') document.dispatchEvent(new Event(MAP_STYLE_EVENT));
}
