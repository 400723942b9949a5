import { describe, expect, it, vi } from 'vitest';
import { playGame, hashState, type GameRecord } from '../../src/game/record';
import { makeBot } from '../../src/ai/registry';
import { SCENARIO_IDS } from '../../src/data/files';
import { gameData } from '../helpers';

// Issue 36: the replay's timelines, the debrief's boards and the export's final hash come from ONE
// walk of the record that applies each command in place (src/game/walk.ts), where each used to
// replay the game with `apply`, which copies the whole state for every command. Applying in
// place must not change anything they show: an event or a kept board that shared a part of the
// state the next command changes would. The reference is the same code with the walk's
// applyInPlace replaced by the copying apply (a fresh module graph), on a recorded AI game of
// every scenario.

const data = gameData();
const PERSPECTIVES = ['federal', 'confederate', 'all', 'public'] as const;

type Replay = typeof import('../../src/game/replay');
type Debrief = typeof import('../../src/game/debrief');
/** Commands the reference applied to copies. */
let copied = 0;

async function modules(copying: boolean): Promise<{ replay: Replay; debrief: Debrief }> {
  vi.resetModules();
  if (copying) {
    vi.doMock('../../src/engine/apply', async (original) => {
      const m = await original<typeof import('../../src/engine/apply')>();
      // Each command applied to a copy of the state: the walk's states are never changed after.
      return {
        ...m,
        applyInPlace: (...a: Parameters<typeof m.apply>) => {
          copied++;
          return m.apply(...a);
        },
      };
    });
  } else vi.doUnmock('../../src/engine/apply');
  return { replay: await import('../../src/game/replay'), debrief: await import('../../src/game/debrief') };
}

const games = SCENARIO_IDS.map((scenario) => {
  const seed = `walk-${scenario}`;
  const g = playGame(data, scenario, seed, { confederate: makeBot('historical', `${seed}:c`), federal: makeBot('historical', `${seed}:f`) });
  return { scenario, g, record: JSON.parse(JSON.stringify(g.record)) as GameRecord };
});

/** Everything the three screens take from a record's replay, as JSON. */
function outputs({ replay, debrief }: { replay: Replay; debrief: Debrief }, scenario: string, record: GameRecord, events: unknown[]) {
  const walked = replay.timelinesFromRecord(data, record, [...PERSPECTIVES]);
  const boards = debrief.replayBoards(data, { scenario, seed: record.seed, options: record.options }, record.commands as never[])!;
  const { finalHash: _, ...unhashed } = record;
  return JSON.stringify({
    walked,
    kept: replay.timelineFromRecord(data, record, 'federal', { keepViews: true }),
    boards,
    game: debrief.gameDebrief(data, boards, events as never[]),
    player: debrief.playerDebrief(data, 'federal', boards, events as never[]),
    exported: replay.exportReplay(data, unhashed as GameRecord),
  });
}

describe('issue 36: one walk of the record, commands applied in place', () => {
  it("gives every timeline, the debrief's boards and the export exactly as replaying with copies did, in every scenario", async () => {
    const inPlace = await modules(false);
    const copying = await modules(true);
    for (const { scenario, g, record } of games) {
      expect(g.state.phase).toBe('gameOver');
      const before = copied;
      const a = outputs(inPlace, scenario, record, g.events);
      expect(copied).toBe(before);
      const b = outputs(copying, scenario, record, g.events);
      // The reference really replayed on copies (the test can tell the two walks apart).
      expect(copied - before).toBe(4 * record.commands.length);
      expect(a.length).toBeGreaterThan(1000);
      expect(a === b, scenario).toBe(true);
    }
    vi.doUnmock('../../src/engine/apply');
  });

  it("one walk gives each perspective's timeline as its own walk does, and the final hash of the played game", async () => {
    const { replay } = await modules(false);
    const { scenario, g, record } = games[1]!;
    const walked = replay.timelinesFromRecord(data, record, [...PERSPECTIVES]);
    expect(walked.over).toBe(true);
    expect(walked.finalHash).toBe(hashState(g.state));
    for (const p of PERSPECTIVES) expect(walked.timelines[p], `${scenario} ${p}`).toEqual(replay.timelineFromRecord(data, record, p));
  });

  it('4.3: a game not over gives no timeline with everything shown, and a changed record is refused', async () => {
    const { replay } = await modules(false);
    const { record } = games[1]!;
    const { finalHash: _, ...rest } = record;
    const cut = { ...rest, commands: record.commands.slice(0, Math.floor(record.commands.length / 2)) };
    const walked = replay.timelinesFromRecord(data, cut, [...PERSPECTIVES]);
    expect(walked.over).toBe(false);
    expect(walked.timelines.all).toBeUndefined();
    expect(Object.keys(walked.timelines).sort()).toEqual(['confederate', 'federal', 'public']);
    const changed = { ...record, finalHash: '0'.repeat(64) };
    expect(() => replay.timelinesFromRecord(data, changed, ['public'])).toThrow(/does not match its hash/);
    const refused = { ...rest, commands: [...record.commands.slice(0, 10), { type: 'endPhase', side: 'nobody' }] };
    expect(() => replay.timelinesFromRecord(data, refused, ['public'])).toThrow(/command 11 of the record is refused/);
  });
});

describe('issue 36: boards compared in place', () => {
  it("sameBoard says what comparing the two boards' JSON says", async () => {
    const { replay } = await modules(false);
    const { record } = games[0]!;
    const boards = replay.timelineFromRecord(data, record, 'all').boards;
    expect(boards.length).toBeGreaterThan(100);
    const json = (b: unknown) => JSON.stringify(b);
    let same = 0,
      differ = 0;
    for (let i = 0; i + 1 < boards.length; i++) {
      const a = boards[i]!,
        b = boards[i + 1]!;
      const copy = JSON.parse(json(a)) as typeof a;
      expect(replay.sameBoard(a, copy)).toBe(true);
      expect(replay.sameBoard(a, b)).toBe(json(a) === json(b));
      if (json(a) === json(b)) same++;
      else differ++;
      // One field changed anywhere: a counter's, a record's, the score's.
      if (copy.counters.length) {
        copy.counters[i % copy.counters.length]!.damaged = !copy.counters[i % copy.counters.length]!.damaged;
        expect(replay.sameBoard(a, copy)).toBe(false);
      }
      const again = JSON.parse(json(a)) as typeof a;
      again.vp.federal += 1;
      expect(replay.sameBoard(a, again)).toBe(false);
      if (a.records.length) {
        const r = JSON.parse(json(a)) as typeof a;
        r.records[0]!.record.steps = [...r.records[0]!.record.steps, r.records[0]!.record.steps[0]!];
        expect(replay.sameBoard(a, r)).toBe(false);
      }
    }
    // The timeline keeps a board only when it differs from the one before.
    expect({ same, differ }).toEqual({ same: 0, differ: boards.length - 1 });
  });
});
