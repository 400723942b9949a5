import type { GameData } from '../data/gameData';
import {
  Awaiting,
  apply,
  clonePlain,
  fillRevealed,
  newGame,
  recordProblems,
  segmentedDice,
  type ApplyResult,
  type Command,
  type GameEvent,
  type GameOptions,
  type GameState,
  type Side,
} from '../engine/index';
import { chainStep, verifyElement } from './commit';
import { chainLength, segmentIndex, segmentName, segmentSeed } from './diceSeeds';
import { MalformedCode, decodeMessage, digestOf, type Message, type RevealedRecord } from './protocol';
import { Refused, checkName, fail, type ReceiveResult } from './checks';
import { publicHash } from './publicHash';
import { hiddenRecords } from './reveals';
import { otherSide } from './sideGame';

// A spectator of a game played online (issue 34.5): it reads both players' messages, in the
// game's order (the relay's spectator link, src/relay/spectators.ts), checks each as a player's
// client would (its digest, its place, the message chain, the sender, each dice-chain element
// against its anchor, the revealed records against their commitments and the game they were
// sealed in, every command by the rules, the sender's public hash) and rebuilds the PUBLIC game
// only: it holds no secret, so a sealed record is a commitment until the Activity Phase reveal,
// and a segment's dice are known once both players have revealed their elements for it.

interface Known {
  anchor: string;
  length: number;
  index: number;
  element: string | null;
}

interface Watched {
  gameId: string | null;
  scenario: string | null;
  options: Partial<GameOptions>;
  hostSide: Side | null;
  chains: Partial<Record<Side, Known>>;
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
    if (digestOf(m) !== m.digest) fail('integrity', `message ${m.seq}'s content does not match its digest: it was altered or damaged on the way`);
    const due = (w.last?.seq ?? -1) + 1;
    if (m.seq < due) fail('replayed', `message ${m.seq} was already taken`);
    if (m.seq > due) fail('outOfOrder', `message ${m.seq} arrived, but the next one due is ${due}: an earlier message is missing`);
    if (m.prev !== (w.last?.digest ?? null)) fail('chain', `message ${m.seq} does not answer message ${due - 1}: it belongs to another branch of the game`);
    const b = m.body;
    if (b.kind === 'invite') {
      if (m.seq !== 0) fail('sequence', `an invitation cannot come at message ${m.seq}`);
      const sc = this.data.scenarios[b.scenario];
      if (!sc || !Object.hasOwn(this.data.scenarios, b.scenario)) fail('sequence', `the invitation names a scenario this game does not have: "${b.scenario}"`);
      if (m.from !== b.hostSide) fail('wrongSender', "the invitation is not from the host's side");
      if (b.chainLength !== chainLength(sc!.firstTurn, sc!.lastTurn)) fail('sequence', "the invitation's dice chain does not fit its scenario");
      if (b.dataPack !== (this.data.pack?.name ?? null)) fail('sequence', 'the invitation was made with other data (a data pack) than this page has');
      Object.assign(w, { gameId: m.game, scenario: b.scenario, options: b.options, hostSide: b.hostSide });
      w.chains[b.hostSide] = { anchor: b.anchor, length: b.chainLength, index: -1, element: null };
    } else {
      if (m.game !== w.gameId) fail('foreignGame', `this message belongs to game ${m.game.slice(0, 8)}…, not to this game`);
      const from = m.seq % 2 === 0 ? w.hostSide! : otherSide(w.hostSide!);
      if (m.from !== from) fail('wrongSender', `message ${m.seq} must come from the ${from} player, not the ${m.from}`);
      if ((b.kind === 'accept') !== (m.seq === 1)) fail('sequence', `a message of kind "${b.kind}" cannot come at this point (message ${m.seq})`);
      if (b.kind === 'accept') w.chains[from] = { anchor: b.anchor, length: w.chains[w.hostSide!]!.length, index: -1, element: null };
      const known = w.chains[from]!;
      if (b.reveal.index < known.index || !verifyElement(known, b.reveal.index, b.reveal.element))
        fail('chainElement', `the dice-chain element for segment ${b.reveal.index} does not hash to the one the ${from} player committed to`);
      w.chains[from] = { ...known, index: b.reveal.index, element: b.reveal.element };
      if (b.kind === 'turn') {
        if (b.records) this.takeRecords(m.from, b.records);
        b.commands.forEach((c, i) => {
          if (c.side !== m.from) fail('wrongSender', `command ${i + 1} (${c.type}) is a ${c.side} command, but the message is from the ${m.from} player`);
        });
        w.waiting.push(...b.commands);
      }
      if (!w.state) this.tryStart();
      this.run();
      // The sender's public hash, once this page has applied as many commands as the sender had.
      if (b.kind === 'turn' && m.stateHash !== null && w.state && w.applied === b.applied && publicHash(w.state) !== m.stateHash)
        fail('stateHash', `after ${w.applied} commands this game's public hash differs from the ${m.from} player's: the games differ`);
    }
    w.last = { seq: m.seq, digest: m.digest };
  }

  /** The Confederate's reveal at the Activity Phase: legal when sealed, and matching the commitments (4.3). */
  private takeRecords(from: Side, records: RevealedRecord[]): void {
    const w = this.w;
    if (from !== 'confederate' || !w.state || !hiddenRecords(w.state) || !w.sealBase)
      fail('sequence', 'records are revealed only by the Confederate player, when sealed records wait for the Activity Phase');
    const problems = recordProblems(
      this.data,
      w.sealBase!,
      records.map((r) => r.record),
    );
    if (problems.length) fail('illegalRecord', `a revealed record could not have been sealed: ${problems.join('; ')}`);
    const r = fillRevealed(w.state!, records);
    if (!r.ok) return fail('commitment', r.problems.join('; '));
    w.state = r.state;
    w.sealBase = null;
  }

  private tryStart(): void {
    const w = this.w;
    try {
      const start = newGame(this.data, w.scenario!, segmentedDice(this.seedsFrom(0)), { ...w.options, askConfederate: false, askFederal: false, remote: true });
      if (start.state.dice.kind === 'segmented') start.state.dice = { ...start.state.dice, seeds: {} };
      w.state = start.state;
      w.events = [...start.events];
    } catch (e) {
      if (!(e instanceof Awaiting)) throw e;
    }
  }

  /** Applies the commands received, in order, until one waits for a reveal still to come. */
  private run(): void {
    const w = this.w;
    while (w.state && w.waiting.length) {
      const c = w.waiting[0]!;
      const r = this.applyOne(w.state, c);
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

  private applyOne(st: GameState, c: Command): ApplyResult {
    const input: GameState = st.dice.kind === 'segmented' ? { ...st, dice: { ...st.dice, seeds: this.seedsFrom(this.rolledIn(st)) } } : st;
    const r = apply(this.data, input, c);
    if (r.ok && r.state.dice.kind === 'segmented') r.state.dice = { ...r.state.dice, seeds: {} };
    return r;
  }

  private rolledIn(st: GameState): number {
    const sc = this.data.scenarios[this.w.scenario!]!;
    return st.dice.kind === 'segmented' && st.dice.segment ? Math.max(0, segmentIndex(st.dice.segment, sc.firstTurn, sc.lastTurn)) : 0;
  }

  /** Seeds of every segment from `from` on that both players' elements are known for. */
  private seedsFrom(from: number): Record<string, string> {
    const { federal, confederate } = this.w.chains;
    const seeds: Record<string, string> = {};
    if (!federal?.element || !confederate?.element) return seeds;
    const sc = this.data.scenarios[this.w.scenario!]!;
    const top = Math.min(federal.index, confederate.index);
    const at = (k: Known, i: number) => {
      let e = k.element!;
      for (let j = k.index; j > i; j--) e = chainStep(e);
      return e;
    };
    let f = at(federal, top),
      c = at(confederate, top);
    for (let k = top; k >= from; k--) {
      seeds[segmentName(k, sc.firstTurn)] = segmentSeed(this.w.gameId!, k, { federal: f, confederate: c });
      f = chainStep(f);
      c = chainStep(c);
    }
    return seeds;
  }
}
