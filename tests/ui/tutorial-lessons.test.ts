import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply';
import type { GameEvent, GameState } from '../../src/engine/types';
import { federalLesson } from '../../src/ui/tutorial/federalLesson';
import { confederateLesson } from '../../src/ui/tutorial/confederateLesson';
import { LESSON_ROLLS, lessonStart, OWED_SELECTION, SELECT_IROQUOIS, SUMTER_NOTATION, SUMTER_RECORD } from '../../src/ui/tutorial/lessonGame';
import { owedSelection } from '../../src/ui/owedSelection';
import { legalActions } from '../../src/engine/actions';
import { view } from '../../src/engine/view';
import { TutorialSession } from '../../src/ui/tutorial/tutorialSession';
import { formatSteps } from '../../src/engine/activity/notation';
import { gameData } from '../helpers';

// Issue 17, part 1: each lesson's scripted game is legal (apply accepts every command with the
// scripted dice) and holds the search (6.11), escape (6.21), combat (8.11), raid (5.11) and port
// entry (4.4) its steps promise.

const lessons = [federalLesson, confederateLesson];

function play(lesson: typeof federalLesson): { state: GameState; events: GameEvent[] } {
  const data = gameData();
  let { state, events } = lessonStart(data, lesson.side);
  const all = [...events];
  for (const command of lesson.script) {
    const r = apply(data, state, command);
    if (!r.ok) throw new Error(`${JSON.stringify(command)} refused: ${r.message}`);
    state = r.state;
    all.push(...r.events);
  }
  events = all;
  return { state, events };
}

describe("issue 17 tutorial: the lessons' scripted games", () => {
  for (const lesson of lessons) {
    describe(`the ${lesson.side} lesson`, () => {
      it('is accepted command by command by apply with the scripted dice (3.0)', () => {
        const { state } = play(lesson);
        // It ends where its last step says: Game Turn 2's Record Phase (3.0), the lesson's dice all used.
        expect(state.turn).toBe(2);
        expect(state.phase).toBe('confederateRecord');
        expect(state.dice.rolled).toBe(LESSON_ROLLS.length);
      });

      it("holds the search (6.11), escape with Semmes' reroll (6.21, 11.74), the fight (8.11, 8.13), a raid (5.11) and a port (4.4)", () => {
        const { events } = play(lesson);
        const of = (kind: string) => events.filter((e) => e.kind === kind);
        expect(of('spotted').map((e) => e.text)).toEqual([
          expect.stringMatching(/Penguin searches? C10.*the Sumter is spotted by Penguin|searches C10, die 6: the Sumter is spotted by Penguin/),
        ]);
        expect(of('escape').map((e) => e.text)).toEqual([expect.stringMatching(/Semmes rerolls \(11\.74\).*fails and must fight \(6\.22\)/)]);
        expect(of('combat')).toHaveLength(1);
        expect(of('sunk').map((e) => e.ships)).toEqual([['penguin']]);
        expect(of('raid').map((e) => e.text)).toEqual([expect.stringContaining('raids C16')]);
        expect(of('enterPort').map((e) => e.text)).toEqual([expect.stringContaining('F port in C12')]);
        expect(of('deploymentRoll')).toHaveLength(1);
      });

      it("10.4: after Iroquois, the ships the script selects are the placement panel's own offer of the ships owed", () => {
        const data = gameData();
        let { state } = lessonStart(data, lesson.side);
        const upTo = lesson.script.indexOf(SELECT_IROQUOIS) + 1;
        for (const command of lesson.script.slice(0, upTo)) {
          const r = apply(data, state, command);
          if (!r.ok) throw new Error(r.message);
          state = r.state;
        }
        const a = legalActions(data, view(state, 'federal'), 'federal');
        if (a.kind !== 'federalPlacement') throw new Error(a.kind);
        expect(owedSelection(data, view(state, 'federal'), a.placement)).toEqual(OWED_SELECTION);
        expect(a.endPhase.allowed).toBe(false);
      });

      it('has a step for every command of its script and cites a rule at every step', () => {
        const counts = lesson.steps.flatMap((s) => (typeof s.until === 'number' ? [s.until] : []));
        // Every command count is reached by some step, in order, and the last is the whole script.
        expect(counts).toEqual([...counts].sort((a, b) => a - b));
        expect(counts.at(-1)).toBe(lesson.script.length);
        for (const s of lesson.steps) expect(s.rule).toMatch(/^\d+\.\d+$/);
        expect(new Set(lesson.steps.map((s) => s.id)).size).toBe(lesson.steps.length);
      });

      it("plays through its session: the opponent from the script, the player's commands checked", () => {
        const session = new TutorialSession(gameData(), lesson);
        session.release(lesson.script.length);
        for (let guard = 0; guard < 60 && session.expected; guard++) {
          const next = session.expected;
          const r = next.side === lesson.side ? session.send(structuredClone(next)) : session.botStep();
          expect(r.ok, JSON.stringify(next)).toBe(true);
        }
        expect(session.commands).toHaveLength(lesson.script.length);
        expect(session.state.phase).toBe('confederateRecord');
      });

      it('refuses a command the lesson does not expect, changing nothing', () => {
        const session = new TutorialSession(gameData(), lesson);
        const before = JSON.stringify(session.state);
        const r = session.send({ type: 'endPhase', side: lesson.side });
        expect(r.ok).toBe(false);
        expect(JSON.stringify(session.state)).toBe(before);
        expect(session.commands).toHaveLength(0);
      });

      it("resumes from stored commands, and refuses stored commands that are not the lesson's", () => {
        const three = lesson.script.slice(0, 3);
        const resumed = TutorialSession.replay(gameData(), lesson, structuredClone(three));
        expect(resumed?.commands).toHaveLength(3);
        // A stored player's command that is not the lesson's is replaced by the lesson's own.
        const tampered = structuredClone(three).map((c) => (c.side === lesson.side ? { ...c, type: 'nonsense' } : c));
        expect(TutorialSession.replay(gameData(), lesson, tampered)?.commands).toHaveLength(3);
        expect(TutorialSession.replay(gameData(), lesson, new Array(lesson.script.length + 1).fill(lesson.script[0]))).toBeNull();
      });
    });
  }

  it('4.31: the notation the Confederate lesson follows is the record it expects', () => {
    expect(formatSteps(SUMTER_RECORD.steps).split(' > ')).toEqual(SUMTER_NOTATION);
  });
});

describe('issue 17 tutorial: the stored progress is hostile input', () => {
  it('reads back what it wrote, and ignores anything else under its key', async () => {
    const store = new Map<string, string>();
    const g = globalThis as unknown as { localStorage?: unknown };
    const had = g.localStorage;
    g.localStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    try {
      const { readProgress, writeProgress, clearProgress, TUTORIAL_KEY } = await import('../../src/ui/tutorial/progress');
      expect(readProgress()).toBeNull();
      writeProgress({ side: 'confederate', step: 4, commands: [{ type: 'endPhase', side: 'federal' }] });
      expect(readProgress()).toEqual({ side: 'confederate', step: 4, commands: [{ type: 'endPhase', side: 'federal' }] });
      for (const junk of [
        '{',
        'null',
        '[]',
        '{"side":"union","step":0,"commands":[]}',
        '{"side":"federal","step":-1,"commands":[]}',
        '{"side":"federal","step":1.5,"commands":[]}',
        '{"side":"federal","step":0,"commands":{}}',
        JSON.stringify({ side: 'federal', step: 0, commands: new Array(51).fill(0) }),
        'x'.repeat(60_000),
      ]) {
        store.set(TUTORIAL_KEY, junk);
        expect(readProgress(), junk.slice(0, 60)).toBeNull();
      }
      clearProgress();
      expect(store.has(TUTORIAL_KEY)).toBe(false);
    } finally {
      g.localStorage = had;
    }
  });
});
