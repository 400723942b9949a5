import { z } from 'zod';
import type { GameData } from '../data/gameData';
import { apply, newGame, type ApplyResult, activeSide, UNDOABLE_COMMANDS, view, visibleEvents, type GameView, Awaiting, scriptedDice, segmentedDice, type Command, type GameEvent, type GameState, type Side, fillRevealed, recordProblems, clonePlain, type GameOptions, optionsFor, optionsInput } from '../engine/index';
import { safeId } from '../data/ids';
import { HEX } from '../lib/sha256';
import { hashState } from '../game/record';
import { HashChain, chainStep, verifyElement } from './commit';
import { chainLength, segmentIndex, segmentName, segmentSeed } from './diceSeeds';
import {
  GameId, MalformedCode, REMOTE_FORMAT, decodeMessage, digestOf, encodeMessage, sealMessage,
  type Message, type MessageBody, type RevealedRecord, type TurnBody,
} from './protocol';

// One player's side of a game played apart (docs/remote-play.md). Pure: it holds this side's
// game, its secrets (its hash-chain secret; for the Confederate, the sealed records) and where
// the conversation stands, and it is plain data for the saves. It makes local commands, writes
// the outgoing message and checks an incoming one; a message that fails any check is refused
// with the check's name and leaves the client exactly as it was.

export type RemoteStatus =
  /** This side decides now. */
  | 'yourTurn'
  /** This side must send its message (its decisions are done, or the game waits for its reveal). */
  | 'send'
  /** Waiting for the other player's message. */
  | 'waiting'
  | 'over';

/** The checks an incoming message goes through, in order; a refusal names the one that failed. */
export type RemoteCheck =
  | 'malformed' | 'integrity' | 'foreignGame' | 'wrongSender' | 'replayed' | 'outOfOrder' | 'chain'
  | 'sequence' | 'chainElement' | 'commitment' | 'illegalRecord' | 'illegalCommand' | 'missingReveal' | 'staleHash' | 'stateHash';

export type ReceiveResult =
  | { ok: true; events: GameEvent[] }
  | { ok: false; check: RemoteCheck; message: string };

const SideSchema = z.enum(['federal', 'confederate']);

/** The client as saved: plain data, validated when read back. */
export const RemoteSaveSchema = z.object({
  format: z.literal('sea-devils-remote-client'),
  version: z.literal(1),
  gameId: GameId,
  side: SideSchema,
  host: z.boolean(),
  scenario: safeId(),
  options: optionsInput('remote'),
  dataPack: z.string().nullable(),
  secret: z.string().regex(/^[0-9a-f]{64}$/),
  chainLength: z.number().int(),
  their: z.object({ anchor: z.string(), length: z.number().int(), index: z.number().int(), element: z.string().nullable() }).nullable(),
  state: z.unknown().nullable(),
  events: z.array(z.unknown()),
  applied: z.number().int(),
  pending: z.object({ command: z.unknown(), public: z.unknown(), mine: z.boolean() }).nullable(),
  lockSegment: z.number().int().nullable(),
  outbox: z.array(z.unknown()),
  /** The game before the first command in the outbox: to send moves taken back as if never made. */
  outboxBase: z.unknown().nullable(),
  revealRecords: z.array(z.unknown()).nullable(),
  sealBase: z.unknown().nullable(),
  owesReply: z.boolean(),
  lastSent: z.object({ seq: z.number().int(), digest: z.string(), code: z.string() }).nullable(),
  lastReceived: z.object({ seq: z.number().int(), digest: z.string() }).nullable(),
  theirHash: z.string().nullable(),
}).strict();
export type RemoteSave = z.infer<typeof RemoteSaveSchema>;

export interface RemoteOptions {
  /** Random bytes as hex (the chain secret, game ids, record salts); defaults to Web Crypto. */
  randomHex?: (bytes: number) => string;
}

export function cryptoHex(bytes: number): string {
  const b = new Uint8Array(bytes);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => HEX[x]!).join('');
}

const other = (side: Side): Side => (side === 'federal' ? 'confederate' : 'federal');

/**
 * The public part of a state, for the hash both players compare: a record still sealed counts
 * by its commitment only, and salts not at all (the Federal client learns them later).
 */
export function publicHash(state: GameState): string {
  const records: Record<string, unknown> = {};
  for (const [id, r] of Object.entries(state.records)) records[id] = { commitment: r.commitment, revealed: r.revealed, record: r.revealed ? r.record : null };
  return hashState({ ...state, records } as unknown as GameState);
}

/** Federal moves an undo takes back (3.0 phase 3): the engine's list. */
const UNDOABLE = UNDOABLE_COMMANDS;

const hiddenRecords = (st: GameState): boolean => Object.values(st.records).some((r) => r.record === null || r.salt === null);

class Refused extends Error {
  constructor(readonly check: RemoteCheck, message: string) { super(message); }
}
const fail = (check: RemoteCheck, message: string): never => { throw new Refused(check, message); };

export class RemoteClient {
  private s: RemoteSave;
  private chainCache: HashChain | null = null;
  private readonly randomHex: (bytes: number) => string;

  private constructor(private readonly data: GameData, save: RemoteSave, opts: RemoteOptions = {}) {
    this.s = save;
    this.randomHex = opts.randomHex ?? cryptoHex;
  }

  // ---- starting --------------------------------------------------------------------------

  /** Hosts a new game: the invitation is the first message to send. */
  static host(data: GameData, p: { scenario: string; side: Side; options?: Partial<GameOptions> }, opts: RemoteOptions = {}): RemoteClient {
    const sc = data.scenarios[p.scenario];
    if (!sc) throw new Error(`no scenario "${p.scenario}"`);
    const rnd = opts.randomHex ?? cryptoHex;
    const c = new RemoteClient(data, RemoteClient.blank(rnd(16), p.side, true, p.scenario, optionsFor('remote', p.options ?? {}), data.pack?.name ?? null, rnd(32), chainLength(sc.firstTurn, sc.lastTurn)), opts);
    const body: MessageBody = { kind: 'invite', scenario: p.scenario, options: c.s.options, hostSide: p.side, anchor: c.chain.anchor, chainLength: c.s.chainLength, dataPack: c.s.dataPack };
    c.emit(body, null, 0);
    return c;
  }

  /** Joins from an invitation; the acceptance is then the message to send. */
  static join(data: GameData, invitation: string, opts: RemoteOptions = {}): RemoteClient {
    let m: Message;
    try { m = decodeMessage(invitation); } catch (e) { throw new Error(`malformed code: ${(e as Error).message}`); }
    if (digestOf(m) !== m.digest) throw new Error('integrity check failed: the invitation does not match its digest');
    if (m.body.kind !== 'invite' || m.seq !== 0 || m.prev !== null) throw new Error('this is not an invitation to a new game (it is a later message of a game)');
    const b = m.body;
    const sc = data.scenarios[b.scenario];
    if (!sc) throw new Error(`the invitation names a scenario this game does not have: "${b.scenario}"`);
    if (m.from !== b.hostSide) throw new Error('wrong sender: the invitation is not from the host\'s side');
    if (b.chainLength !== chainLength(sc.firstTurn, sc.lastTurn)) throw new Error('the invitation\'s dice chain does not fit its scenario');
    if (b.dataPack !== (data.pack?.name ?? null)) throw new Error(`the invitation was made with ${b.dataPack ? `the data pack "${b.dataPack}"` : 'the built-in values'}: load the same data first`);
    const rnd = opts.randomHex ?? cryptoHex;
    const c = new RemoteClient(data, RemoteClient.blank(m.game, other(b.hostSide), false, b.scenario, b.options, b.dataPack, rnd(32), b.chainLength), opts);
    c.s.their = { anchor: b.anchor, length: b.chainLength, index: -1, element: null };
    c.s.lastReceived = { seq: 0, digest: m.digest };
    // Nothing comes before the set-up's dice, so this side's first element goes out at once.
    c.emit({ kind: 'accept', anchor: c.chain.anchor, reveal: { index: 0, element: c.chain.element(0) } }, m.digest, 1);
    return c;
  }

  private static blank(gameId: string, side: Side, host: boolean, scenario: string, options: Partial<GameOptions>, dataPack: string | null, secret: string, length: number): RemoteSave {
    return {
      format: 'sea-devils-remote-client', version: 1, gameId, side, host, scenario, options, dataPack, secret, chainLength: length,
      their: null, state: null, events: [], applied: 0, pending: null, lockSegment: null, outbox: [], outboxBase: null, revealRecords: null,
      sealBase: null, owesReply: false, lastSent: null, lastReceived: null, theirHash: null,
    };
  }

  static fromJSON(data: GameData, json: unknown, opts: RemoteOptions = {}): RemoteClient {
    const r = RemoteSaveSchema.safeParse(json);
    if (!r.success) throw new Error(`not a remote game save: ${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}`);
    return new RemoteClient(data, r.data, opts);
  }

  /** Everything this client holds, as plain data (its own secrets included: keep it in its own saves). */
  toJSON(): RemoteSave { return clonePlain(this.s); }

  // ---- what the screens read -------------------------------------------------------------

  get gameId(): string { return this.s.gameId; }
  get side(): Side { return this.s.side; }
  get scenario(): string { return this.s.scenario; }
  /** The rule variants of this game, as the host's invitation set them. */
  get options(): Partial<GameOptions> { return { ...this.s.options }; }
  get isHost(): boolean { return this.s.host; }
  get state(): GameState | null { return this.s.state as GameState | null; }
  get events(): GameEvent[] { return this.s.events as GameEvent[]; }
  /** The sequence number of the last message sent, if any. */
  get lastSentSeq(): number | null { return this.s.lastSent?.seq ?? null; }
  /** The last message received (its number and digest): where a carrier resumes (src/remote/courier.ts). */
  get lastReceived(): { seq: number; digest: string } | null { return this.s.lastReceived ? { ...this.s.lastReceived } : null; }
  /** The last message sent, to send again (for a lost e-mail). */
  get lastCode(): string | null { return this.s.lastSent?.code ?? null; }
  /** The public hash of this game, the one both players compare. */
  get hash(): string | null { return this.state ? publicHash(this.state) : null; }
  /** The hash the other player reported in its last message. */
  get theirHash(): string | null { return this.s.theirHash; }

  /** True while a command (this side's or the other's) waits for the other side's reveal. */
  get waiting(): boolean { return this.s.pending !== null; }
  /** True when this side owes the other a message (it may still add its own commands first). */
  get owesReply(): boolean { return this.s.owesReply; }

  /** The seed of segment k if this side can compute it (it needs the other side's element too), else null. */
  seedOf(k: number): string | null {
    const their = this.s.their;
    if (!their || their.element === null || k > their.index || k < 0) return null;
    return this.seedsFrom(k)[segmentName(k, this.data.scenarios[this.s.scenario]!.firstTurn)] ?? null;
  }

  /** Place k of an engine segment name (e.g. "3:confederateActivity") in this game. */
  segmentIndex(segment: string): number { return this.segmentOf(segment); }

  view(): GameView | null { return this.state ? view(this.state, this.s.side) : null; }
  visibleEvents(): GameEvent[] { return visibleEvents(this.events, this.s.side); }

  status(): RemoteStatus {
    const st = this.state;
    if (this.s.owesReply || (this.s.outbox.length > 0)) {
      if (!this.s.pending && st && activeSide(st) === this.s.side && st.phase !== 'gameOver') return 'yourTurn';
      return 'send';
    }
    if (st?.phase === 'gameOver' && !this.s.pending) return 'over';
    if (st && !this.s.pending && activeSide(st) === this.s.side) return 'yourTurn';
    return 'waiting';
  }

  // ---- local decisions -------------------------------------------------------------------

  /** Would the engine accept this command now? A command that must wait for a reveal counts as accepted. */
  check(command: Command): ApplyResult {
    const st = this.state;
    if (!st) return { ok: false, code: 'noGame', rule: '3.0', message: 'the game has not started yet' };
    const r = this.applyOne(st, command);
    return !r.ok && r.awaiting ? { ok: true, state: st, events: [] } : r;
  }

  /** Applies one of this side's decisions. A refusal changes nothing. */
  play(command: Command): ApplyResult & { waiting?: boolean } {
    const st = this.state;
    if (!st || this.status() !== 'yourTurn') return { ok: false, code: 'notYourTurn', rule: '3.0', message: 'it is not this side\'s turn to decide' };
    if (command.side !== this.s.side) return { ok: false, code: 'notYourSide', rule: '3.0', message: `this client plays the ${this.s.side} side` };
    let cmd = command;
    let pub: Command = command;
    if (cmd.type === 'sealRecords') {
      // A fresh secret salt whatever the bot or screen chose: the commitment must not be guessable (4.3).
      cmd = { ...cmd, salt: this.randomHex(32) };
      const p = this.publicSeal(st, cmd);
      if (!p.ok) return p;
      pub = p.command;
    }
    if (cmd.type === 'sealCommitments') return { ok: false, code: 'notLocal', rule: '4.3', message: 'a seal of commitments only comes from the other client' };
    const r = this.applyOne(st, cmd);
    if (!r.ok && !r.awaiting) return r;
    if (!this.s.outbox.length) this.s.outboxBase = st;
    this.s.outbox.push(pub);
    if (!r.ok) {
      this.s.pending = { command: cmd, public: pub, mine: true };
      this.s.lockSegment = this.segmentOf(r.awaiting!.segment);
      return { ok: true, state: st, events: [], waiting: true };
    }
    this.adopt(r.state, r.events);
    return r;
  }

  /** The Federal's copy of a seal: commitments only, and the Stonewall's open record (11.61). */
  private publicSeal(st: GameState, cmd: Extract<Command, { type: 'sealRecords' }>): { ok: true; command: Command } | Extract<ApplyResult, { ok: false }> {
    // A dry run on dice that cannot run out: the commitments do not depend on the dice.
    const dry = apply(this.data, { ...st, dice: scriptedDice(...Array<number>(200).fill(1)) }, cmd);
    if (!dry.ok) return dry;
    const commitments = Object.entries(dry.state.records).map(([ship, r]) => ({ ship, commitment: r.commitment }));
    const open = Object.values(dry.state.records).filter((r) => r.revealed && r.record).map((r) => r.record!);
    return { ok: true, command: { type: 'sealCommitments', side: 'confederate', commitments, open } };
  }

  // ---- the outgoing message --------------------------------------------------------------

  /**
   * Writes the message to send now (or gives the last one again if nothing new is due). A side
   * that owes a reply may send it before its own decisions (hot-seat answers at once when the
   * other side waits on it); it reveals nothing its game has not rolled in or waits on.
   */
  send(): string {
    if (this.status() !== 'send' && !(this.status() === 'yourTurn' && this.s.owesReply)) {
      if (this.s.lastSent) return this.s.lastSent.code;
      throw new Error('there is nothing to send yet');
    }
    this.dropTakenBack();
    const body: MessageBody = {
      kind: 'turn', commands: this.s.outbox as TurnBody['commands'], applied: this.s.applied,
      reveal: { index: this.revealIndex(), element: this.chain.element(this.revealIndex()) },
      records: this.s.revealRecords as RevealedRecord[] | null,
    };
    const seq = (this.s.lastReceived?.seq ?? -1) + 1;
    this.emit(body, this.s.lastReceived?.digest ?? null, seq);
    this.s.outbox = [];
    this.s.outboxBase = null;
    this.s.revealRecords = null;
    this.s.owesReply = false;
    return this.s.lastSent!.code;
  }

  /**
   * Federal moves taken back (undo) are not sent: the other player sees only the moves that
   * stand. Used only when replaying the shorter list lands on exactly the same game.
   */
  private dropTakenBack(): void {
    const out = this.s.outbox as Command[];
    const base = this.s.outboxBase as GameState | null;
    if (!base || !out.some((c) => c.type === 'undo')) return;
    const kept: Command[] = [];
    for (const c of out) {
      if (c.type !== 'undo') { kept.push(c); continue; }
      let at = kept.length - 1;
      while (at >= 0 && !UNDOABLE.has(kept[at]!.type)) at--;
      if (at < 0) return;
      kept.splice(at, 1);
    }
    let st = base;
    let waiting = false;
    for (const [i, c] of kept.entries()) {
      const r = this.applyOne(st, c);
      if (r.ok) st = r.state;
      else if (i === kept.length - 1 && r.awaiting) waiting = true;
      else return;
    }
    if (waiting !== (this.s.pending !== null) || hashState(st) !== hashState(this.state!)) return;
    this.s.applied -= out.length - kept.length;
    this.s.outbox = kept;
  }

  private emit(body: MessageBody, prev: string | null, seq: number): void {
    const m = sealMessage({ format: REMOTE_FORMAT, version: 1, game: this.s.gameId, seq, from: this.s.side, prev, stateHash: this.hash, body });
    this.s.lastSent = { seq, digest: m.digest, code: encodeMessage(m) };
  }

  /**
   * How far this side's chain may be revealed: up to the latest segment the game has rolled in
   * or waits on. Every decision blind to those dice is committed by then, on both sides.
   */
  private revealIndex(): number {
    const st = this.state;
    return Math.max(0, st ? this.rolledIn(st) : 0, this.s.lockSegment ?? 0);
  }

  /** The place of the last segment this game has rolled in (0 before any roll). */
  private rolledIn(st: GameState): number {
    return st.dice.kind === 'segmented' && st.dice.segment ? this.segmentOf(st.dice.segment) : 0;
  }

  /** What this side's last message gave away: its dice-chain element's index (-1: none yet), and whether it revealed the records. */
  private lastGiven(): { revealed: number; records: boolean } {
    if (!this.s.lastSent) return { revealed: -1, records: false };
    const b = decodeMessage(this.s.lastSent.code).body;
    return { revealed: b.kind === 'invite' ? -1 : b.reveal.index, records: b.kind === 'turn' && b.records !== null };
  }

  /**
   * The sender's game as the sender itself could play it: the same commands from this side's
   * game, knowing its whole chain but only the elements of this side's chain sent so far (and,
   * for a Federal sender before the Activity Phase, no record salts). Gives how many commands
   * of the game it has applied, and the chain element it must reveal with them: the one for
   * the latest segment rolled in, or for the segment its last command waits on (6 in issue 14).
   */
  private senderPlay(start: GameState, commands: Command[]): { applied: number; reveal: number; waitsOn: number | null } | null {
    const given = this.lastGiven();
    const upTo = given.revealed;
    let st = start;
    // A Federal sender moving before the records were revealed held no salts: its end of movement waited for them.
    if (this.s.side === 'confederate' && st.phase === 'federalMovement' && !given.records) {
      const records: GameState['records'] = {};
      for (const [id, r] of Object.entries(st.records)) records[id] = r.revealed ? r : { ...r, salt: null };
      st = { ...st, records };
    }
    let applied = this.s.applied;
    let waitsOn: number | null = null;
    for (const c of commands) {
      const r = this.applyOne(st, c, upTo);
      if (r.ok) { st = r.state; applied++; continue; }
      // A command the rules refuse: the checks that follow name it (wrong sender, illegal command).
      if (!r.awaiting) return null;
      waitsOn = this.segmentOf(r.awaiting.segment);
      // The sender knew this seed (its own element and this side's), yet this side cannot compute it.
      if (r.awaiting.what === 'dice' && waitsOn <= upTo) {
        fail('chainElement', `the message's command ${c.type} rolls dice in segment ${waitsOn}, but the message does not reveal the sender's element for it (it sends ${this.s.their?.index ?? 'none'})`);
      }
      break;
    }
    return { applied, reveal: Math.max(0, this.rolledIn(st), waitsOn ?? 0), waitsOn };
  }

  // ---- the incoming message --------------------------------------------------------------

  /** Checks and applies the other player's message; on any failed check nothing changes. */
  receive(input: string): ReceiveResult {
    let m: Message;
    try { m = decodeMessage(input); } catch (e) {
      return { ok: false, check: 'malformed', message: `malformed code: ${(e as Error).message}` };
    }
    const work = new RemoteClient(this.data, clonePlain(this.s), { randomHex: this.randomHex });
    work.chainCache = this.chainCache;
    try {
      const events = work.take(m);
      this.s = work.s;
      return { ok: true, events };
    } catch (e) {
      if (e instanceof Refused) return { ok: false, check: e.check, message: `${checkName(e.check)}: ${e.message}` };
      if (e instanceof MalformedCode) return { ok: false, check: 'malformed', message: `malformed code: ${e.message}` };
      // Whatever else went wrong happened on the copy: the game is untouched.
      return { ok: false, check: 'illegalCommand', message: `${checkName('illegalCommand')}: the game could not take this message (${(e as Error).message})` };
    }
  }

  private take(m: Message): GameEvent[] {
    const s = this.s;
    if (digestOf(m) !== m.digest) fail('integrity', `message ${m.seq}'s content does not match its digest: it was altered or damaged on the way`);
    if (m.game !== s.gameId) fail('foreignGame', `this message belongs to game ${m.game.slice(0, 8)}…, not to this game (${s.gameId.slice(0, 8)}…)`);
    if (m.from !== other(s.side)) fail('wrongSender', `the message says it is from the ${m.from} player, but this client plays the ${s.side} side and expects the ${other(s.side)} player's messages`);
    if (s.lastReceived && m.seq <= s.lastReceived.seq) {
      fail('replayed', m.seq === s.lastReceived.seq && m.digest !== s.lastReceived.digest
        ? `a different message ${m.seq} was already received: a message once sent cannot be replaced`
        : `message ${m.seq} was already received`);
    }
    const expected = (s.lastSent?.seq ?? -1) + 1;
    if (m.seq !== expected || (s.lastReceived && s.lastReceived.seq > (s.lastSent?.seq ?? -1))) {
      fail('outOfOrder', m.seq > expected ? `message ${m.seq} arrived, but the next one due is ${expected}: an earlier message is missing` : `message ${m.seq} is not the reply due (message ${expected})`);
    }
    if (m.prev !== (s.lastSent?.digest ?? null)) fail('chain', `message ${m.seq} does not answer this client's last message (${s.lastSent?.seq ?? 'none'}): it belongs to another branch of the game`);
    const b = m.body;
    if (b.kind === 'invite' || (b.kind === 'accept') !== (m.seq === 1)) fail('sequence', `a message of kind "${b.kind}" cannot come at this point (message ${m.seq})`);

    // The other side's chain: each element must hash forward onto what was already known.
    if (b.kind === 'accept') s.their = { anchor: b.anchor, length: s.chainLength, index: -1, element: null };
    const their = s.their!;
    const rev = b.kind === 'turn' || b.kind === 'accept' ? b.reveal : null;
    if (rev) {
      if (rev.index < their.index || !verifyElement(their, rev.index, rev.element)) {
        fail('chainElement', `the dice-chain element for segment ${rev.index} does not hash to the one committed at the start: it is not the sender's`);
      }
      s.their = { ...their, index: rev.index, element: rev.element };
    }

    // Every turn carries the hash of the sender's game after its commands (6 in issue 14): a
    // missing hash or one from before the commands would let a swapped commitment through.
    // Only a sender still waiting for the set-up's dice may leave it out, with nothing applied.
    if (b.kind === 'turn' && m.stateHash === null && (b.applied > 0 || b.commands.length > 0 || this.senderCouldStart())) fail('stateHash', 'the message gives no hash of the sender\'s game');
    if (b.kind === 'accept' && m.stateHash !== null) fail('stateHash', 'an acceptance cannot hash a game that has not started');
    const before = this.events.length;
    let hashChecked = m.stateHash === null;
    const checkHash = () => {
      if (hashChecked || s.applied !== (b.kind === 'turn' ? b.applied : 0)) return;
      hashChecked = true;
      if (!this.state) fail('missingReveal', 'the sender has started the game, but this client cannot yet: a reveal is missing');
      if (publicHash(this.state!) !== m.stateHash) fail('stateHash', `after ${s.applied} commands this game's hash is ${publicHash(this.state!).slice(0, 12)}…, the sender's is ${m.stateHash!.slice(0, 12)}…: the games differ`);
    };

    if (b.kind === 'turn' && b.records) this.takeRecords(b.records);
    if (!this.state) this.tryStart();
    if (b.kind === 'turn' && this.state) {
      const pendingFirst = s.pending ? [s.pending.command as Command] : [];
      const due = this.senderPlay(this.state, [...pendingFirst, ...(b.commands as Command[])]);
      if (due && b.applied !== due.applied) {
        fail('staleHash', b.applied < due.applied
          ? `the message's hash is of the sender's game after ${b.applied} commands, but its commands bring the game to ${due.applied}: a hash from before the commands proves nothing`
          : `the sender says it applied ${b.applied} commands, but it could apply only ${due.applied}`);
      }
      if (due && rev!.index < due.reveal) {
        fail('chainElement', `the sender's game ${due.waitsOn !== null ? `waits on` : 'has rolled in'} segment ${due.reveal}, but the message re-sends the dice-chain element for segment ${rev!.index}: the new element is due with this step`);
      }
    }
    checkHash();
    if (s.pending && this.state) {
      const p = s.pending;
      const r = this.applyOne(this.state, p.command as Command);
      if (r.ok) { s.pending = null; s.lockSegment = null; this.adopt(r.state, r.events); } else if (r.awaiting) {
        // The Confederate answers the end of Federal movement with its records, always (3.0 phase 4).
        if (r.awaiting.what === 'records') fail('missingReveal', 'the Activity Phase is due, but the message does not reveal the sealed records');
        s.lockSegment = Math.max(s.lockSegment ?? 0, this.segmentOf(r.awaiting.segment));
      } else fail('illegalCommand', `the command waiting for this message is now refused: ${r.message}`);
      checkHash();
    }
    if (b.kind === 'turn') {
      if (b.applied > s.applied + (s.pending ? 1 : 0) + b.commands.length) fail('sequence', `the sender says it applied ${b.applied} commands, more than the game has`);
      b.commands.forEach((c, i) => {
        if (c.side !== m.from) fail('wrongSender', `command ${i + 1} (${c.type}) is a ${c.side} command, but the message is from the ${m.from} player`);
        if (s.pending || !this.state) fail('missingReveal', `command ${i + 1} (${c.type}) arrives while this client still waits for ${this.waitingFor()}, which the sender has not revealed`);
        this.applyIncoming(c);
        checkHash();
      });
      if (!hashChecked) fail('missingReveal', `the sender applied ${b.applied} commands but this client can apply only ${s.applied} (it waits for ${this.waitingFor()}): the sender has not revealed what it needs`);
    }
    s.lastReceived = { seq: m.seq, digest: m.digest };
    s.theirHash = m.stateHash;
    // The game over and both sides at the same point: nothing more to send.
    const done = this.state?.phase === 'gameOver' && !s.pending && b.kind === 'turn' && b.applied === s.applied;
    s.owesReply = !done;
    return this.events.slice(before);
  }

  /** The Confederate's reveal at the Activity Phase: legal at sealing and matching its commitments (4.3). */
  private takeRecords(records: RevealedRecord[]): void {
    const st = this.state;
    if (this.s.side !== 'federal' || !st || !hiddenRecords(st)) fail('sequence', 'records are revealed only to the Federal player, when sealed records wait for the Activity Phase');
    const problems = recordProblems(this.data, this.s.sealBase as GameState, records.map((r) => r.record));
    if (problems.length) fail('illegalRecord', `a revealed record could not have been sealed: ${problems.join('; ')}`);
    const r = fillRevealed(st!, records);
    if (!r.ok) fail('commitment', r.problems.join('; '));
    else { this.s.state = r.state; this.s.sealBase = null; }
  }

  /** Whether the other side, knowing this side's elements sent so far, can have started the game. */
  private senderCouldStart(): boolean {
    try {
      newGame(this.data, this.s.scenario, segmentedDice(this.seedsFrom(0, this.lastGiven().revealed)), { ...this.s.options, askConfederate: false, askFederal: false });
      return true;
    } catch (e) {
      if (e instanceof Awaiting) return false;
      throw e;
    }
  }

  /** Starts the game once the set-up's dice are known to this side (both first elements). */
  private tryStart(): void {
    if (this.s.their?.element === null || !this.s.their) return;
    const seeds = this.seedsFrom(0);
    try {
      const g = newGame(this.data, this.s.scenario, segmentedDice(seeds), { ...this.s.options, askConfederate: false, askFederal: false, remote: true });
      g.state.dice = { ...g.state.dice, seeds: {} } as GameState['dice'];
      this.s.state = g.state;
      this.s.events = [...g.events];
      this.s.lockSegment = null;
    } catch (e) {
      if (!(e instanceof Awaiting)) throw e;
      this.s.lockSegment = Math.max(this.s.lockSegment ?? 0, this.segmentOf(e.segment));
    }
  }

  /** One command from the other player. */
  private applyIncoming(c: Command): void {
    const st = this.state!;
    const s = this.s;
    if (c.type === 'sealCommitments') {
      if (s.side !== 'federal') fail('wrongSender', 'a seal of commitments is sent only to the Federal player');
      s.sealBase = clonePlain(st);
    }
    // The Federal has committed its movement: the Confederate owes the reveal of its records (3.0 phase 4).
    if (s.side === 'confederate' && c.type === 'endPhase' && st.phase === 'federalMovement' && Object.keys(st.records).length) {
      s.revealRecords = Object.entries(st.records).map(([ship, r]) => ({ ship, record: r.record!, salt: r.salt! }));
    }
    const r = this.applyOne(st, c);
    if (r.ok) { this.adopt(r.state, r.events); return; }
    if (!r.awaiting) return fail('illegalCommand', `command ${c.type} refused by the rules: ${r.message} [${r.code}]`);
    s.pending = { command: c, public: c, mine: false };
    s.lockSegment = this.segmentOf(r.awaiting.segment);
  }

  private waitingFor(): string {
    const st = this.state;
    if (!st) return 'the dice of the set-up';
    if (!this.s.pending) return 'nothing';
    return hiddenRecords(st) && st.phase === 'federalMovement' ? 'the sealed records' : `the dice of segment ${this.s.lockSegment}`;
  }

  // ---- the engine, with the dice this side can know ------------------------------------------

  private applyOne(st: GameState, command: Command, upTo = Infinity): ApplyResult {
    const cur = this.rolledIn(st);
    const input = { ...st, dice: { ...st.dice, seeds: this.seedsFrom(cur, upTo) } } as GameState;
    const r = apply(this.data, input, command);
    if (r.ok) r.state.dice = { ...r.state.dice, seeds: {} } as GameState['dice'];
    return r;
  }

  private adopt(state: GameState, events: GameEvent[]): void {
    this.s.state = state;
    this.s.events.push(...events);
    this.s.applied += 1;
  }

  /** Seeds of every segment from `from` on that both elements are known for. */
  private seedsFrom(from: number, upTo = Infinity): Record<string, string> {
    const their = this.s.their;
    const seeds: Record<string, string> = {};
    if (!their || their.element === null) return seeds;
    const sc = this.data.scenarios[this.s.scenario]!;
    let e = their.element;
    for (let k = their.index; k >= from; k--) {
      if (k <= upTo) {
        const mine = this.chain.element(k);
        const both = this.s.side === 'federal' ? { federal: mine, confederate: e } : { federal: e, confederate: mine };
        seeds[segmentName(k, sc.firstTurn)] = segmentSeed(this.s.gameId, k, both);
      }
      e = chainStep(e); // the element before: hashing walks the chain back
    }
    return seeds;
  }

  private segmentOf(segment: string): number {
    const sc = this.data.scenarios[this.s.scenario]!;
    const k = segmentIndex(segment, sc.firstTurn, sc.lastTurn);
    if (k < 0) throw new Error(`segment ${segment} is outside the game`);
    return k;
  }

  private get chain(): HashChain {
    this.chainCache ??= new HashChain(this.s.secret, this.s.chainLength);
    return this.chainCache;
  }
}

const CHECK_NAMES: Record<RemoteCheck, string> = {
  malformed: 'malformed code',
  integrity: 'integrity check failed',
  foreignGame: 'foreign game',
  wrongSender: 'wrong sender',
  replayed: 'replayed message',
  outOfOrder: 'out of order',
  chain: 'message chain broken',
  sequence: 'out of sequence',
  chainElement: 'bad dice-chain element',
  commitment: 'commitment check failed',
  illegalRecord: 'illegal record',
  illegalCommand: 'illegal command',
  missingReveal: 'missing reveal',
  staleHash: 'stale state hash',
  stateHash: 'state check failed',
};

export const checkName = (c: RemoteCheck): string => CHECK_NAMES[c];
