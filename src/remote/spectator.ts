import type { GameData } from '../data/gameData';
import { clonePlain, type ApplyResult, type Command, type GameEvent, type GameOptions, type GameState, type Side } from '../engine/index';
import type { KnownChain } from './commit';
import { MalformedCode, decodeMessage, type Message, type RevealedRecord } from './protocol';
import { Refused, checkName, fail, type ReceiveResult } from './checks';
import { hiddenRecords } from './reveals';
import { otherSide } from './sideGame';
import { applySeeded, rolledIn, seedGameOf, seedsFrom, startSeeded, type SeedGame } from './segments';
import { checkDigest, checkHashGiven, checkInvitation, checkPlace, checkPublicHash, checkSenders, nextElement, openRecords } from './verify';

// A spectator of a game played online (issue 34.5): it reads both players' messages, in the
// game's order (the relay's spectator link, src/relay/spectators.ts), checks each with the
// players' own checks (verify.ts: its digest, its place, the message chain, the sender, each
// dice-chain element against its anchor, that a turn carries the sender's hash, the revealed records against their commitments and the
// game they were sealed in, every command by the rules, the sender's public hash) and rolls the
// dice with the players' own code (segments.ts). It rebuilds the PUBLIC game only: it holds no
// secret, so a sealed record is a commitment until the Activity Phase reveal, and a segment's
// dice are known once both players have revealed their elements for it. It is read-only: it has
// no chain, no side and no way to write a message.

interface Watched {
  gameId: string | null;
  scenario: string | null;
  options: Partial<GameOptions>;
  hostSide: Side | null;
  chains: Partial<Record<Side, KnownChain>>;
  state: GameState | null;
  events: GameEvent[];
  /** Commands of the whole game applied here. */
  applied: number;
  /** Commands received that wait for a reveal (dice or records), in the game's order. */
  waiting: Command[];
  /** The game when the commitments came, to check the revealed records against (4.3). */
  sealBase: GameState | null;
  last: { seq: number; digest: string } | null;
}

export class SpectatorGame {
  private w: Watched = {
    gameId: null,
    scenario: null,
    options: {},
    hostSide: null,
    chains: {},
    state: null,
    events: [],
    applied: 0,
    waiting: [],
    sealBase: null,
    last: null,
  };

  constructor(private readonly data: GameData) {}

  get state(): GameState | null {
    return this.w.state;
  }
  get events(): GameEvent[] {
    return this.w.events;
  }
  get scenario(): string | null {
    return this.w.scenario;
  }
  get gameId(): string | null {
    return this.w.gameId;
  }
  /** The number of the last message taken (-1: none). */
  get lastSeq(): number {
    return this.w.last?.seq ?? -1;
  }

  /** Checks and takes the next message of the game; on any failed check nothing changes. */
  receive(code: string): ReceiveResult {
    let m: Message;
    try {
      m = decodeMessage(code);
    } catch (e) {
      return { ok: false, check: 'malformed', message: `malformed code: ${(e as Error).message}` };
    }
    const before = this.w;
    this.w = clonePlain(before);
    try {
      const n = this.w.events.length;
      this.take(m);
      return { ok: true, events: this.w.events.slice(n) };
    } catch (e) {
      this.w = before;
      if (e instanceof Refused) return { ok: false, check: e.check, message: `${checkName(e.check)}: ${e.message}` };
      if (e instanceof MalformedCode) return { ok: false, check: 'malformed', message: `malformed code: ${e.message}` };
      return { ok: false, check: 'illegalCommand', message: `${checkName('illegalCommand')}: the game could not take this message (${(e as Error).message})` };
    }
  }

  private take(m: Message): void {
    const w = this.w;
    checkDigest(m);
    // Both players' messages in the game's order: each answers the one before it.
    checkPlace(m, { due: (w.last?.seq ?? -1) + 1, last: w.last, prev: w.last?.digest ?? null });
    const b = m.body;
    if (b.kind === 'invite') {
      checkInvitation(this.data, m);
      Object.assign(w, { gameId: m.game, scenario: b.scenario, options: b.options, hostSide: b.hostSide });
      w.chains[b.hostSide] = { anchor: b.anchor, length: b.chainLength, index: -1, element: null };
    } else {
      if (m.game !== w.gameId) fail('foreignGame', `this message belongs to game ${m.game.slice(0, 8)}…, not to this game`);
      const from = m.seq % 2 === 0 ? w.hostSide! : otherSide(w.hostSide!);
      if (m.from !== from) fail('wrongSender', `message ${m.seq} must come from the ${from} player, not the ${m.from}`);
      if ((b.kind === 'accept') !== (m.seq === 1)) fail('sequence', `a message of kind "${b.kind}" cannot come at this point (message ${m.seq})`);
      if (b.kind === 'accept') w.chains[from] = { anchor: b.anchor, length: w.chains[w.hostSide!]!.length, index: -1, element: null };
      w.chains[from] = nextElement(w.chains[from]!, b.reveal, from);
      // The sender knows the set-up's dice once both first elements are out, as this page does now.
      checkHashGiven(m, () => w.state !== null || 'state' in startSeeded(this.data, w.scenario!, w.options, this.seeds(0)));
      if (b.kind === 'turn') {
        if (b.records) this.takeRecords(m.from, b.records);
        checkSenders(b.commands, m.from);
        w.waiting.push(...b.commands);
      }
      if (!w.state) this.tryStart();
      this.run();
      // The sender's public hash, once this page has applied as many commands as the sender had.
      if (b.kind === 'turn' && m.stateHash !== null && w.state && w.applied === b.applied) checkPublicHash(w.state, w.applied, m.stateHash, m.from);
    }
    w.last = { seq: m.seq, digest: m.digest };
  }

  /** The Confederate's reveal at the Activity Phase: legal when sealed, and matching the commitments (4.3, verify.ts). */
  private takeRecords(from: Side, records: RevealedRecord[]): void {
    const w = this.w;
    if (from !== 'confederate' || !w.state || !hiddenRecords(w.state) || !w.sealBase)
      return fail('sequence', 'records are revealed only by the Confederate player, when sealed records wait for the Activity Phase');
    w.state = openRecords(this.data, w.state, w.sealBase, records);
    w.sealBase = null;
  }

  private tryStart(): void {
    const w = this.w;
    const start = startSeeded(this.data, w.scenario!, w.options, this.seeds(0));
    if ('awaiting' in start) return;
    w.state = start.state;
    w.events = [...start.events];
  }

  /** Applies the commands received, in order, until one waits for a reveal still to come. */
  private run(): void {
    const w = this.w;
    while (w.state && w.waiting.length) {
      const c = w.waiting[0]!;
      const r = applySeeded(this.data, w.state, c, this.seeds(rolledIn(this.seedGame, w.state)));
      if (!r.ok) {
        if (r.awaiting) return;
        fail('illegalCommand', `command ${c.type} refused by the rules: ${r.message} [${r.code}]`);
      }
      if (c.type === 'sealCommitments') w.sealBase = clonePlain(w.state);
      w.waiting.shift();
      w.state = (r as Extract<ApplyResult, { ok: true }>).state;
      w.events.push(...(r as Extract<ApplyResult, { ok: true }>).events);
      w.applied++;
    }
  }

  private get seedGame(): SeedGame {
    return seedGameOf(this.data, this.w.gameId!, this.w.scenario!, this.w.options);
  }

  /** Seeds of every segment from `from` on that both players' revealed elements give (segments.ts, as a player's client). */
  private seeds(from: number): Record<string, string> {
    return seedsFrom(this.seedGame, { federal: this.w.chains.federal ?? null, confederate: this.w.chains.confederate ?? null }, from);
  }
}
