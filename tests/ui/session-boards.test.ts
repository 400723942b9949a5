import { beforeAll, describe, expect, it } from 'vitest';
import { GameSession } from '../../src/ui/session';
import { replayBoards, gameDebrief, playerDebrief } from '../../src/game/debrief';
import { gameData } from '../helpers';

// Issue 36: a solitaire game keeps the debrief's boards as it is played, so the debrief of the
// game on screen replays nothing; they are the boards a replay of its commands gives.

const data = gameData();
beforeAll(async () => {
  await GameSession.prototype.aiReady();
});

describe('the debrief boards a solitaire game notes as it is played (issue 36)', () => {
  it("6.1, 12.15: the same boards, and the same debriefs, as replaying the game's commands", () => {
    const s = GameSession.start(data, { mode: 'solitaire', aiLevel: 'historical', scenario: 'weak-beginning', seed: 'r36-boards', options: {} }, 'federal');
    // A game whose state changes elsewhere too (hot-seat) keeps none: its debrief replays.
    expect(GameSession.start(data, { mode: 'hotseat', aiLevel: 'historical', scenario: 'weak-beginning', seed: 'x', options: {} }).boards).toBeNull();
    // The computer plays both sides, each command through the session's send(): for the
    // player's side, the holder is turned for one bot step.
    let midTurn = 0;
    for (let n = 0; n < 5000 && s.state.phase !== 'gameOver'; n++) {
      const player = s.active === s.holder;
      if (player) s.holder = s.botSide;
      expect(s.botStep().ok).toBe(true);
      if (player) s.holder = s.botSide;
      if (s.state.turn === 3 && !midTurn) {
        midTurn = s.commands.length;
        // Part-way through: the boards so far are those of the commands so far.
        expect(s.boards).toEqual(replayBoards(data, s.meta, s.commands));
      }
    }
    expect(s.state.phase).toBe('gameOver');
    expect(midTurn).toBeGreaterThan(0);
    const replayed = replayBoards(data, s.meta, s.commands)!;
    expect(s.boards).toEqual(replayed);
    expect(Object.keys(s.boards!.activity).length).toBeGreaterThan(1);
    expect(gameDebrief(data, s.boards!, s.events)).toEqual(gameDebrief(data, replayed, s.events));
    expect(playerDebrief(data, 'federal', s.boards!, s.events)).toEqual(playerDebrief(data, 'federal', replayed, s.events));
  });
});
