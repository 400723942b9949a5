// Issue 48.3: "click" in the instructions reads "tap" on a touch screen, and nothing else changes.
import { describe, expect, it } from 'vitest';
import { forPointer } from '../../src/ui/pointerWords';

describe('48.3: the instructions in the words of the pointer', () => {
  it('reads each click as a tap on a touch screen, keeping capitals and endings', () => {
    expect(forPointer('Click a ship, then click adjacent areas; clicking it again moves; clicks and clicked.', true)).toBe(
      'Tap a ship, then tap adjacent areas; tapping it again moves; taps and tapped.',
    );
  });
  it('leaves the words alone for a mouse, and words that only contain "click"', () => {
    const text = 'Click Continue.';
    expect(forPointer(text, false)).toBe(text);
    expect(forPointer('the clickable clicker', true)).toBe('the clickable clicker');
  });
});
