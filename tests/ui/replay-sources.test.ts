import { beforeAll, describe, expect, it } from 'vitest';
import { GameSession } from '../../src/ui/session';
import { envelope } from '../../src/ui/saves/saveSession';
import { sourceOfSave, sourceOfSession } from '../../src/ui/replay/replaySources';
import { timelineFromRecord } from '../../src/game/replay';
import { gameData } from '../helpers';

// Issue 17.3: where a replay comes from. A solitaire game in progress replays from its record,
// from its player's side only (4.3: the AI's records stay sealed to the player until revealed).

const data = gameData();
beforeAll(async () => {
  await GameSession.prototype.aiReady();
});

describe("4.3 replays of a game in progress show only the player's side", () => {
  it("a solitaire game and its save replay from the record, the player's side only", () => {
    const s = GameSession.start(data, { mode: 'solitaire', aiLevel: 'historical', scenario: 'weak-beginning', seed: 'sources', options: {} }, 'federal');
    // The raider AI seals its records; the Federal player is to move.
    for (let n = 0; n < 20 && s.active !== 'federal'; n++) expect(s.botStep().ok).toBe(true);
    expect(s.state.phase).not.toBe('gameOver');
    expect(Object.values(s.state.records).some((r) => !r.revealed && r.record)).toBe(true);
    const src = sourceOfSession(s);
    expect(src?.kind).toBe('record');
    if (src?.kind !== 'record') return;
    expect(src.sides).toEqual(['federal']);
    const t = timelineFromRecord(data, src.record, 'federal');
    expect(t.steps.length).toBe(s.visible().length);
    expect(t.boards.flatMap((b) => b.records).filter((r) => !r.revealed)).toEqual([]);
    const fromSave = sourceOfSave(data, envelope(s, 'x'));
    expect(fromSave?.kind === 'record' && fromSave.sides).toEqual(['federal']);
  });
});
