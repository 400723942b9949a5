import type { GameData } from '../data/gameData';
import {
  activeSide,
  clonePlain,
  optionsFor,
  variantOn,
  view,
  visibleEvents,
  type ApplyResult,
  type Command,
  type GameEvent,
  type GameOptions,
  type GameState,
  type GameView,
  type Side,
} from '../engine/index';
import { chainLength } from './diceSeeds';
import { MalformedCode, decodeMessage, type Message, type MessageBody, type PublicCommand } from './protocol';
import { checkDigest, checkInvitation } from './verify';
import { Refused, checkName, type ReceiveResult } from './checks';
import { blankSave, readSave, type RemoteSave } from './save';
import { publicHash } from './publicHash';
import { NOTES_MAX } from '../game/notes';
import { SideGame, cryptoHex, otherSide, type RandomHex } from './sideGame';
import { queue } from './outbox';
import { publicSeal } from './reveals';
import { emit, sendTurn } from './sending';
import { takeMessage } from './incoming';

// One player's side of a game played apart (docs/remote-play.md): the face the screens use. It
// holds this side's game, its secrets (its hash-chain secret; for the Confederate, the sealed
// records) and where the conversation stands, as plain data for the saves (save.ts). It makes
// local commands, writes the outgoing message (sending.ts, outbox.ts) and checks an incoming one
// (incoming.ts); a message that fails any check is refused with the check's name (checks.ts)
// and leaves the client exactly as it was. The dice this side can know are sideGame.ts's; the
// sealed records' reveals are reveals.ts's.

export type { RemoteCheck, ReceiveResult } from './checks';
export { checkName } from './checks';
export { RemoteSaveSchema, type RemoteSave } from './save';
export { publicHash } from './publicHash';

export type RemoteStatus =
  /** This side decides now. */
  | 'yourTurn'
  /** This side must send its message (its decisions are done, or the game waits for its reveal). */
  | 'send'
  /** Waiting for the other player's message. */
  | 'waiting'
  | 'over';

/** Where a saved game stands for its side (the same answer as the client's `status()`, without opening the game: the list of games asks it of every save). */
export function saveStatus(s: RemoteSave): RemoteStatus {
  const st = s.state;
  if (hasToSend(s)) {
    // A reply the other side waits on goes first (46.2: after a live decision, its dice need this side's element).
    if (!s.pending && st && activeSide(st) === s.side && st.phase !== 'gameOver' && !(s.owesReply && s.replyNow)) return 'yourTurn';
    // Messages alternate: this side's next message is numbered after the other's last one, so while
    // its own last message is unanswered a new one would take the same number with other content,
    // which the other side and the relay refuse. Moves made meanwhile wait for the reply (owed:
    // every message is answered), then go in the next message.
    return unanswered(s) ? 'waiting' : 'send';
  }
  if (st?.phase === 'gameOver' && !s.pending) return 'over';
  if (st && !s.pending && activeSide(st) === s.side) return 'yourTurn';
  return 'waiting';
}

/** This side owes a reply or holds commands not yet sent. */
const hasToSend = (s: RemoteSave): boolean => s.owesReply || s.outbox.length > 0;
/** This side's last message has had no reply yet. */
const unanswered = (s: RemoteSave): boolean => s.lastSent !== null && s.lastSent.seq > (s.lastReceived?.seq ?? -1);

export interface RemoteOptions {
  /** Random bytes as hex (the chain secret, game ids, record salts); defaults to Web Crypto. */
  randomHex?: RandomHex;
}

export class RemoteClient {
  private g: SideGame;

  private constructor(data: GameData, save: RemoteSave, opts: RemoteOptions = {}) {
    this.g = new SideGame(data, save, opts.randomHex ?? cryptoHex);
  }

  // ---- starting --------------------------------------------------------------------------

  /** Hosts a new game: the invitation is the first message to send. */
  static host(data: GameData, p: { scenario: string; side: Side; options?: Partial<GameOptions> }, opts: RemoteOptions = {}): RemoteClient {
    const sc = data.scenarios[p.scenario];
    if (!sc) throw new Error(`no scenario "${p.scenario}"`);
    const rnd = opts.randomHex ?? cryptoHex;
    const c = new RemoteClient(
      data,
      blankSave({
        gameId: rnd(16),
        side: p.side,
        host: true,
        scenario: p.scenario,
        options: optionsFor('remote', p.options ?? {}),
        dataPack: data.pack?.name ?? null,
        secret: rnd(32),
        chainLength: chainLength(sc.firstTurn, sc.lastTurn, variantOn(p.options ?? {}, 'liveDecisions')),
      }),
      opts,
    );
    const s = c.g.s;
    const body: MessageBody = {
      kind: 'invite',
      scenario: p.scenario,
      options: s.options,
      hostSide: p.side,
      anchor: c.g.chain.anchor,
      chainLength: s.chainLength,
      dataPack: s.dataPack,
    };
    emit(c.g, body, null, 0);
    return c;
  }

  /** Joins from an invitation; the acceptance is then the message to send. */
  static join(data: GameData, invitation: string, opts: RemoteOptions = {}): RemoteClient {
    let m: Message;
    try {
      m = decodeMessage(invitation);
    } catch (e) {
      throw new Error(`malformed code: ${(e as Error).message}`);
    }
    let b: Extract<MessageBody, { kind: 'invite' }>;
    try {
      checkDigest(m);
      b = checkInvitation(data, m);
    } catch (e) {
      // Named as the join screen shows them: the check's name only where it says more than the sentence.
      if (e instanceof Refused) throw new Error(e.check === 'integrity' || e.check === 'wrongSender' ? `${checkName(e.check)}: ${e.message}` : e.message);
      throw e;
    }
    const rnd = opts.randomHex ?? cryptoHex;
    const c = new RemoteClient(
      data,
      blankSave({
        gameId: m.game,
        side: otherSide(b.hostSide),
        host: false,
        scenario: b.scenario,
        options: b.options,
        dataPack: b.dataPack,
        secret: rnd(32),
        chainLength: b.chainLength,
      }),
      opts,
    );
    c.g.s.their = { anchor: b.anchor, length: b.chainLength, index: -1, element: null };
    c.g.s.lastReceived = { seq: 0, digest: m.digest };
    // Nothing comes before the set-up's dice, so this side's first element goes out at once.
    emit(c.g, { kind: 'accept', anchor: c.g.chain.anchor, reveal: { index: 0, element: c.g.chain.element(0) } }, m.digest, 1);
    return c;
  }

  /** A client from its save; throws naming the first field that is not what it should be (save.ts). */
  static fromJSON(data: GameData, json: unknown, opts: RemoteOptions = {}): RemoteClient {
    return new RemoteClient(data, readSave(json), opts);
  }

  /** Everything this client holds, as plain data (its own secrets included: keep it in its own saves). */
  toJSON(): RemoteSave {
    return clonePlain(this.g.s);
  }

  /** This side's private notepad (game/notes.ts): kept in its save, never sent. */
  get notes(): string {
    return this.g.s.notes ?? '';
  }
  /** False (and nothing kept) if the text is longer than a notepad holds. */
  setNotes(text: string): boolean {
    if (typeof text !== 'string' || text.length > NOTES_MAX) return false;
    this.g.s.notes = text;
    return true;
  }

  // ---- what the screens read -------------------------------------------------------------

  get gameId(): string {
    return this.g.s.gameId;
  }
  get side(): Side {
    return this.g.s.side;
  }
  get scenario(): string {
    return this.g.s.scenario;
  }
  /** The rule variants of this game, as the host's invitation set them. */
  get options(): Partial<GameOptions> {
    return { ...this.g.s.options };
  }
  get isHost(): boolean {
    return this.g.s.host;
  }
  get state(): GameState | null {
    return this.g.state;
  }
  get events(): GameEvent[] {
    return this.g.events;
  }
  /**
   * The game as this side's screen shows it: the game itself, or while a command waits for the
   * other side's reveal, as far as that command gets before it waits (issue 44.2: the
   * Confederate sees the Activity Phase as soon as both halves of its dice are known, though
   * the command that ran it waits for the dice of the next turn's deployment roll). Nothing of
   * it is sent or hashed; the command itself still waits, and its phases are shown again when
   * it lands only from where this left off (`receive` gives the new lines).
   */
  get shownState(): GameState | null {
    return this.shown()?.state ?? this.state;
  }
  /** The log as this side's screen shows it (see shownState). */
  get shownEvents(): GameEvent[] {
    const p = this.shown();
    return p ? [...this.events, ...p.events] : this.events;
  }

  private shownKept: { key: string; progress: { state: GameState; events: GameEvent[] } | null } | null = null;
  private shown(): { state: GameState; events: GameEvent[] } | null {
    const s = this.g.s;
    if (!s.pending) return null;
    const key = `${s.lastReceived?.seq}:${s.lastSent?.seq}:${s.applied}:${s.their?.index}`;
    if (this.shownKept?.key !== key) this.shownKept = { key, progress: this.g.progress() };
    return this.shownKept.progress;
  }

  /** The sequence number of the last message sent, if any. */
  get lastSentSeq(): number | null {
    return this.g.s.lastSent?.seq ?? null;
  }
  /** The last message received (its number and digest): where a carrier resumes (src/remote/courier.ts). */
  get lastReceived(): { seq: number; digest: string } | null {
    return this.g.s.lastReceived ? { ...this.g.s.lastReceived } : null;
  }
  /** The last message sent, to send again (for a lost e-mail). */
  get lastCode(): string | null {
    return this.g.s.lastSent?.code ?? null;
  }
  /** The public hash of this game, the one both players compare. */
  get hash(): string | null {
    return this.state ? publicHash(this.state) : null;
  }
  /** The hash the other player reported in its last message. */
  get theirHash(): string | null {
    return this.g.s.theirHash;
  }

  /** True while a command (this side's or the other's) waits for the other side's reveal. */
  get waiting(): boolean {
    return this.g.s.pending !== null;
  }
  /** True when this side has moves to send but its last message is unanswered: they go with the next one (saveStatus). */
  get movesAwaitReply(): boolean {
    return hasToSend(this.g.s) && unanswered(this.g.s);
  }
  /** True when this side owes the other a message (it may still add its own commands first). */
  get owesReply(): boolean {
    return this.g.s.owesReply;
  }

  /** The seed of segment k if this side can compute it (it needs the other side's element too), else null. */
  seedOf(k: number): string | null {
    return this.g.seedOf(k);
  }

  /** Place k of an engine segment name (e.g. "3:confederateActivity") in this game. */
  segmentIndex(segment: string): number {
    return this.g.segmentOf(segment);
  }

  view(): GameView | null {
    return this.state ? view(this.state, this.g.s.side) : null;
  }
  visibleEvents(): GameEvent[] {
    return visibleEvents(this.events, this.g.s.side);
  }

  status(): RemoteStatus {
    return saveStatus(this.g.s);
  }

  // ---- local decisions -------------------------------------------------------------------

  /** Would the engine accept this command now? A command that must wait for a reveal counts as accepted. */
  check(command: Command): ApplyResult {
    const st = this.state;
    if (!st) return { ok: false, code: 'noGame', rule: '3.0', message: 'the game has not started yet' };
    const r = this.g.applyOne(st, command);
    return !r.ok && r.awaiting ? { ok: true, state: st, events: [] } : r;
  }

  /** Applies one of this side's decisions. A refusal changes nothing. */
  play(command: Command): ApplyResult & { waiting?: boolean } {
    const g = this.g;
    const st = this.state;
    if (!st || this.status() !== 'yourTurn') return { ok: false, code: 'notYourTurn', rule: '3.0', message: "it is not this side's turn to decide" };
    if (command.side !== g.s.side) return { ok: false, code: 'notYourSide', rule: '3.0', message: `this client plays the ${g.s.side} side` };
    if (command.type === 'sealCommitments')
      return { ok: false, code: 'notLocal', rule: '4.3', message: 'a seal of commitments only comes from the other client' };
    let cmd: Command = command;
    let sent: PublicCommand;
    if (command.type === 'sealRecords') {
      // A fresh secret salt whatever the bot or screen chose: the commitment must not be guessable (4.3).
      const sealed = { ...command, salt: g.randomHex(32) };
      const p = publicSeal(g.data, st, sealed);
      if (!p.ok) return p;
      cmd = sealed;
      sent = p.command;
    } else sent = command;
    const r = g.applyOne(st, cmd);
    if (!r.ok && !r.awaiting) return r;
    queue(g, st, sent);
    if (!r.ok) {
      g.s.pending = { command: cmd, public: sent, mine: true };
      g.s.lockSegment = g.segmentOf(r.awaiting!.segment);
      return { ok: true, state: st, events: [], waiting: true };
    }
    g.adopt(r.state, r.events);
    return r;
  }

  // ---- the messages ----------------------------------------------------------------------

  /**
   * Writes the message to send now (or gives the last one again if nothing new is due). A side
   * that owes a reply may send it before its own decisions (hot-seat answers at once when the
   * other side waits on it); it reveals nothing its game has not rolled in or waits on.
   */
  send(): string {
    if (this.status() !== 'send' && !(this.status() === 'yourTurn' && this.g.s.owesReply)) {
      if (this.g.s.lastSent) return this.g.s.lastSent.code;
      throw new Error('there is nothing to send yet');
    }
    return sendTurn(this.g);
  }

  /** Checks and applies the other player's message; on any failed check nothing changes. */
  receive(input: string): ReceiveResult {
    let m: Message;
    try {
      m = decodeMessage(input);
    } catch (e) {
      return { ok: false, check: 'malformed', message: `malformed code: ${(e as Error).message}` };
    }
    const work = this.g.copy(clonePlain(this.g.s));
    const shownBefore = this.shownEvents.length;
    try {
      takeMessage(work, m);
      this.g = work;
      // The new lines as the screen shows them: what a waiting command showed before is not new.
      return { ok: true, events: this.shownEvents.slice(shownBefore) };
    } catch (e) {
      if (e instanceof Refused) return { ok: false, check: e.check, message: `${checkName(e.check)}: ${e.message}`, ...(e.halts ? { halts: true } : {}) };
      if (e instanceof MalformedCode) return { ok: false, check: 'malformed', message: `malformed code: ${e.message}` };
      // Whatever else went wrong happened on the copy: the game is untouched.
      return { ok: false, check: 'illegalCommand', message: `${checkName('illegalCommand')}: the game could not take this message (${(e as Error).message})` };
    }
  }
}
