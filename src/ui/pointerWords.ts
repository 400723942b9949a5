// Issue 48.3: the instructions say "click" to a mouse and "tap" to a finger. A screen whose main
// pointer is coarse (a touch screen) reads each click as a tap; the words are otherwise unchanged.

const TAP: Record<string, string> = { click: 'tap', clicks: 'taps', clicked: 'tapped', clicking: 'tapping' };

/** Whether the device's main pointer is a finger. */
export function touchScreen(): boolean {
  try {
    return matchMedia('(pointer: coarse)').matches;
  } catch {
    return false;
  }
}

/** `text` in the words of the device's pointer ("Click Continue" → "Tap Continue" on a touch screen). */
export function forPointer(text: string, touch: boolean = touchScreen()): string {
  if (!touch) return text;
  return text.replace(/\b([Cc])lick(s|ed|ing)?\b/g, (_, c: string, end = '') => {
    const word = TAP[`click${end}`]!;
    return c === 'C' ? word[0]!.toUpperCase() + word.slice(1) : word;
  });
}
