import type { GameData } from '../../data/gameData';
import { own } from '../../data/ids';
import type { GameRecord } from '../../game/record';
import type { SaveEnvelope } from '../../game/saveFormat';
import { MAX_REPLAY_BYTES, openReplay, ReplayRefused, timelineFromLog } from '../../game/replay';
import type { GameSession } from '../session';
import { readHand } from '../../game/aiHand';
import type { ReplaySource } from './replayScreen';

// Where a replay comes from (issue 17.3): the game on screen, a saved game, or a replay file.
// A game in the clear (solitaire) replays from its record; a game whose record this device does
// not hold whole (played apart, or sealed hot-seat) replays its side's own log.

const recordOf = (meta: { scenario: string; seed: string; options: GameRecord['options'] }, commands: unknown[]): GameRecord => ({
  format: 'sea-devils-record',
  version: 1,
  scenario: meta.scenario,
  seed: meta.seed,
  options: meta.options,
  commands: [...commands],
});

const titleOf = (data: GameData, scenario: string, turn: number) => `${own(data.scenarios, scenario)?.name ?? scenario}, GT ${turn}`;

/** The game on screen; null while a sealed game is hidden between players. */
export function sourceOfSession(session: GameSession): ReplaySource | null {
  const s = session.state as GameSession['state'] | null;
  if (!s) return null;
  const title = titleOf(session.data, s.scenario, s.turn);
  if (session.meta.mode === 'solitaire' && session.meta.seed) {
    return { kind: 'record', record: recordOf(session.meta, session.commands), title, sides: [session.holder], hand: session.handShown() };
  }
  return {
    kind: 'timeline',
    title,
    timeline: timelineFromLog(s.scenario, session.visible(), session.viewFor(), session.holder),
    note: `A game ${session.meta.mode === 'remote' ? 'played apart' : 'in hot-seat'} keeps no command list on this device: the log is replayed step by step, the map shows the counters as they stand now.`,
  };
}

/** A saved game: a game in the clear replays from its record; a sealed hot-seat save cannot be read without its passphrases. */
export function sourceOfSave(data: GameData, env: SaveEnvelope): ReplaySource | null {
  if (env.version === 2) return null;
  // Issue 31.4: the computer's hand of a finished game (checked as the save's hostile input); the screen shows it only once the game is over.
  const hand = env.meta.mode === 'solitaire' && env.summary.phase === 'gameOver' ? readHand(data, env.aiHand) : null;
  return {
    kind: 'record',
    record: recordOf(env.meta, env.commands),
    title: `${env.name} (${titleOf(data, env.meta.scenario, env.summary.turn)})`,
    sides: [env.holder],
    hand,
  };
}

/** A replay file from outside: its size is checked before it is read. Throws ReplayRefused naming the problem. */
export async function sourceOfFile(data: GameData, file: File): Promise<ReplaySource> {
  if (file.size > MAX_REPLAY_BYTES) throw new ReplayRefused(`${file.name} is too large for a replay (${Math.round(file.size / 1e6)} MB)`);
  const opened = openReplay(data, await file.text(), file.name);
  if (opened.kind === 'finished') return { kind: 'record', record: opened.record, title: file.name, sides: [], walked: opened.walked };
  return { kind: 'timeline', timeline: opened.timeline, title: file.name, note: 'A shared replay of a game in progress: only what both sides have seen.' };
}
