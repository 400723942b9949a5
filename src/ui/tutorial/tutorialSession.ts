import type { GameData } from '../../data/gameData';
import type { ApplyResult, Command } from '../../engine/index';
import { GameSession } from '../session';
import type { Lesson } from './lesson';
import { LESSON_SCENARIO, LESSON_SEED, lessonOptions, lessonStart, sameCommand } from './lessonGame';

// The tutorial's game session: a solitaire session whose opponent plays the lesson's script
// instead of the AI, when the lesson lets it (the runner releases it step by step), and which
// accepts from the player only the command the lesson expects next, so the scripted dice fall
// where the lesson says. Everything else (screens, panels, map, playback) is the real game's.

export class TutorialSession extends GameSession {
  /** The opponent may play while fewer commands than this are applied (the runner's current step). */
  private released = 0;
  private waiting: (() => void)[] = [];

  constructor(
    data: GameData,
    readonly lesson: Lesson,
  ) {
    const { state, events } = lessonStart(data, lesson.side);
    super(
      data,
      {
        id: `tutorial-${lesson.side}`,
        mode: 'solitaire',
        aiLevel: 'tutorial',
        scenario: LESSON_SCENARIO,
        seed: LESSON_SEED,
        options: lessonOptions(lesson.side),
        createdAt: Date.now(),
        dataPack: null,
      },
      state,
      events,
      [],
      lesson.side,
    );
  }

  /** The lesson's game again after `commands` (a resumed tutorial); null if they are not the lesson's. */
  static replay(data: GameData, lesson: Lesson, commands: readonly unknown[]): TutorialSession | null {
    const session = new TutorialSession(data, lesson);
    if (commands.length > lesson.script.length) return null;
    for (const c of commands) {
      const expected = lesson.script[session.commands.length]!;
      // A stored command is hostile input: only the lesson's own command (or the player's same one) is replayed.
      const r = session.apply(expected.side === lesson.side && isCommand(c) && sameCommand(expected, c) ? c : expected);
      if (!r.ok) return null;
    }
    return session;
  }

  /** The command the lesson expects next, if any. */
  get expected(): Command | null {
    return this.lesson.script[this.commands.length] ?? null;
  }

  /** The runner: the opponent may play until `count` commands are applied. */
  release(count: number): void {
    this.released = count;
    if (this.opponentMayPlay()) for (const w of this.waiting.splice(0)) w();
  }

  private opponentMayPlay(): boolean {
    const next = this.expected;
    return !!next && next.side !== this.holder && this.commands.length < this.released;
  }

  /** The screen asks before the opponent's move: it waits for the lesson to let the opponent play. */
  override aiReady(): Promise<unknown> {
    if (this.opponentMayPlay()) return Promise.resolve();
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** The opponent's move: the script's next command. */
  override botStep(): ApplyResult {
    const next = this.expected;
    if (!next || next.side === this.holder) return { ok: false, code: 'tutorial', rule: '3.0', message: 'the lesson has no move for the other side here' };
    return this.apply(next);
  }

  /** The player's command: only the one the lesson expects. */
  override send(command: Command): ApplyResult {
    const expected = this.expected;
    if (!expected || expected.side !== this.holder || !sameCommand(expected, command)) {
      return {
        ok: false,
        code: 'tutorial',
        rule: '3.0',
        message: `The lesson asks for something else here: ${expected && expected.side === this.holder ? describe(expected) : 'follow the highlighted step'} (or press "Skip step").`,
      };
    }
    return this.apply(command);
  }

  private apply(command: Command): ApplyResult {
    return super.send(command);
  }
}

function isCommand(c: unknown): c is Command {
  return !!c && typeof c === 'object' && typeof (c as { type?: unknown }).type === 'string' && typeof (c as { side?: unknown }).side === 'string';
}

/** The expected command in words, for the refusal. */
function describe(c: Command): string {
  switch (c.type) {
    case 'sealRecords':
      return 'the record shown in the callout, with the standing orders left as they are';
    case 'moveShip':
      return `move ${c.ship} to ${c.path.at(-1)} in ${c.path.length} steps`;
    case 'decide':
      return c.choice === undefined ? 'leave it to the standing orders' : `choose "${c.choice}"`;
    case 'selectShip':
      return `select ${c.ship}`;
    case 'endPhase':
      return 'end the phase';
    default:
      return c.type;
  }
}
