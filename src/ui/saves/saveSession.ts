import type { GameData } from '../../data/gameData';
import type { Command, GameEvent, GameState } from '../../engine/index';
import { SAVE_FORMAT, type PlainEnvelope, type SaveEnvelope, type SealedEnvelope } from '../../game/saveFormat';
import { GameSession, type SessionMeta } from '../session';
import { HotseatSession } from '../hotseat/hotseatSession';
import { own } from '../../data/ids';
import { readHand } from '../../game/aiHand';

// A game in play and its save (src/game/saveFormat.ts, which checks a file before it comes
// here): the envelope of a session, and a session back from a checked envelope.

/** The save of a game in the clear (solitaire, or an unsealed hot-seat game of an earlier version). */
export function envelope(session: GameSession, name: string): PlainEnvelope {
  if (session instanceof HotseatSession) throw new Error('a sealed hot-seat game is saved with saveOf()');
  const s = session.state;
  return {
    // Remote games have their own saves (remoteSaves.ts); only solitaire and hot-seat come here.
    format: SAVE_FORMAT,
    version: 1,
    name,
    savedAt: Date.now(),
    meta: session.meta as PlainEnvelope['meta'],
    holder: session.holder,
    summary: {
      scenarioName: own(session.data.scenarios, s.scenario)?.name ?? s.scenario,
      turn: s.turn,
      date: session.data.turns[s.turn - 1]?.date ?? '',
      phase: s.phase,
    },
    state: s as unknown as PlainEnvelope['state'],
    events: session.events as PlainEnvelope['events'],
    commands: session.commands,
    ...(session.handForSave.length ? { aiHand: session.handForSave } : {}),
    ...(session.notes() ? { notes: session.notes()! } : {}),
  };
}

/** The save of any local game: a sealed hot-seat game is sealed again under both players' keys. */
export async function saveOf(session: GameSession, name: string): Promise<SaveEnvelope> {
  if (!(session instanceof HotseatSession)) return envelope(session, name);
  const sealed = await session.sealed();
  const { turn, phase } = session.summary;
  const sc = own(session.data.scenarios, session.meta.scenario);
  return {
    format: SAVE_FORMAT,
    version: 2,
    name,
    savedAt: Date.now(),
    meta: { ...session.meta, mode: 'hotseat' } as SealedEnvelope['meta'],
    summary: { scenarioName: sc?.name ?? session.meta.scenario, turn, date: session.data.turns[turn - 1]?.date ?? '', phase },
    sealed,
  };
}

/** A saved game back in play, trusting the stored state (our own autosave and named saves). */
export function sessionFromEnvelope(data: GameData, env: SaveEnvelope): GameSession {
  if (env.version === 2) return HotseatSession.fromSealed(data, env.meta as SessionMeta, env.sealed, { turn: env.summary.turn, phase: env.summary.phase });
  const session = new GameSession(
    data,
    env.meta as SessionMeta,
    structuredClone(env.state) as unknown as GameState,
    [...env.events] as GameEvent[],
    [...env.commands] as Command[],
    env.holder,
    readHand(data, env.aiHand),
  );
  if (env.notes) session.setNotes(env.notes);
  return session;
}
