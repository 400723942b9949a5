import { describe, expect, it } from 'vitest';
import { browserNotice } from '../../src/ui/remote/beTold';

// Issue 48.6: this browser's notification of the other player's move names the game as its
// screen does ("Game 1a2b3c4d", the panel's words: remotePanel.ts), and says a click goes back to it.
describe("this browser's notification of the other player's move", () => {
  it('names the game by the first 8 characters of its own id and says a click goes back to it', () => {
    const gameId = `1a2b3c4d${'e'.repeat(24)}`;
    const n = browserNotice(gameId, 'Confederate');
    expect(n).toEqual({
      title: 'Sea Devils: your move',
      body: 'Game 1a2b3c4d: the Confederate player has moved. Click to go back to it.',
      tag: `sea-devils-${gameId}`,
    });
  });
});
