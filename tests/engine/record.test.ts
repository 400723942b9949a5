import { describe, expect, it } from 'vitest';
import { playGame, replayRecord, hashState } from '../../src/game/record';
import { RandomBot } from '../../src/ai/randomBot';
import { gameData } from '../helpers';

describe('game records (replay)', () => {
  it('replaying a record gives the identical final state', () => {
    const game = playGame(gameData(), 'weak-beginning', '42', { federal: new RandomBot('f42'), confederate: new RandomBot('c42') });
    const out = replayRecord(gameData(), JSON.parse(JSON.stringify(game.record)));
    expect(out.ok).toBe(true);
    if (out.ok) {
      expect(out.hashMatches).toBe(true);
      expect(hashState(out.state)).toBe(hashState(game.state));
    }
  });
  it('an illegal command in a record is refused with its number and reason', () => {
    const game = playGame(gameData(), 'weak-beginning', '7', { federal: new RandomBot('f7'), confederate: new RandomBot('c7') });
    const rec = JSON.parse(JSON.stringify(game.record));
    rec.commands.splice(3, 0, { type: 'selectShip', side: 'federal', ship: 'no-such-ship' });
    const out = replayRecord(gameData(), rec);
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.index).toBe(3);
      expect(out.message).toMatch(/^command 4 refused: /);
    }
  });
  it('the same seed and bots give the same game', () => {
    const a = playGame(gameData(), 'greyhounds-are-loose', '3', { federal: new RandomBot('f'), confederate: new RandomBot('c') });
    const b = playGame(gameData(), 'greyhounds-are-loose', '3', { federal: new RandomBot('f'), confederate: new RandomBot('c') });
    expect(a.record.finalHash).toBe(b.record.finalHash);
  });
});
