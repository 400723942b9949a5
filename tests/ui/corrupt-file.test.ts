import { describe, expect, it } from 'vitest';
import { parseSaveFile, SaveRefused, escapeControls } from '../../src/game/saveFormat';
import { gameData } from '../helpers';

// Issue 16, point 7: a corrupt save file is refused with a message that shows its control
// characters escaped, never raw (they would garble the dialog's text).

describe('the corrupt-file refusal', () => {
  it('escapes control characters in the message', () => {
    expect(escapeControls('a\u0000b\u001b[31mc\u2028')).toBe('a\\u0000b\\u001b[31mc\\u2028');
    let message = '';
    try {
      parseSaveFile(gameData(), '\u0000\u0007{"bell"\u001b', 'bad\u0001.json');
    } catch (e) {
      expect(e).toBeInstanceOf(SaveRefused);
      message = (e as Error).message;
    }
    expect(message).toMatch(/not valid JSON/);
    // eslint-disable-next-line no-control-regex
    expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(message).toContain('bad\\u0001.json');
  });
});
