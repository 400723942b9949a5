import type { GameData } from '../../data/gameData';
import { variantOn, view, visibleEvents, type ApplyResult, type GameView, type Command, type GameEvent, type GameState, type Side } from '../../engine/index';
import { RemoteClient, type RemoteOptions } from '../../remote/client';
import { sendsNow } from '../../remote/handOff';
import { GameSession, type SessionMeta } from '../session';
import { WrongPassphrase, deriveKey, open, seal, type BoxKey } from './secretBox';
import type { SealedHotseat, SecretBox } from '../../game/sealedHotseat';

// Hot-seat as two sealed clients sharing one screen (issue 14): each side is a remote-play
// client (src/remote/client.ts) holding its own secrets — its dice chain, and for the
// Confederate the sealed records and their salts — and the two exchange their messages in
// memory, exactly as two devices would by file. At rest each client is sealed under its own
// player's passphrase (secretBox.ts), so nothing the Federal can reach (the export, the saves
// dialog, the browser's storage) reads the Confederate's orders or foresees a die, and the
// device goes to a side only when that side's passphrase is typed. Only the turn, the phase
// and whose move it is stay in the clear. With live decisions (46.2) the device goes to the
// side a decision of the Activity Phase asks, as at the table; else standing orders answer (4.3).

const SIDES: Side[] = ['federal', 'confederate'];
const other = (s: Side): Side => (s === 'federal' ? 'confederate' : 'federal');

export interface PublicSummary {
  turn: number;
  phase: string;
}

export class HotseatSession extends GameSession {
  private readonly clients: Partial<Record<Side, RemoteClient>> = {};
  private readonly keys: Partial<Record<Side, BoxKey>> = {};
  /** A small box per unlocked side, to check its passphrase at each hand-off. */
  private readonly verifiers: Partial<Record<Side, SecretBox>> = {};
  private boxes: Partial<Record<Side, SecretBox>> = {};
  private inbox: Record<Side, string[]> = { federal: [], confederate: [] };
  private next: Side | null = null;
  /** Turn and phase for the saves list, known even while both sides are sealed. */
  summary: PublicSummary;

  private constructor(
    data: GameData,
    meta: SessionMeta,
    summary: PublicSummary,
    private readonly opts: RemoteOptions = {},
  ) {
    // The base class's state is the holder's client's, set by sync() once a side is unlocked.
    super(data, meta, null as unknown as GameState, [], [], 'federal');
    this.summary = summary;
  }

  /** A new game: both players have chosen their passphrases. */
  static async create(data: GameData, meta: SessionMeta, passphrases: Record<Side, string>, opts: RemoteOptions = {}): Promise<HotseatSession> {
    const host = RemoteClient.host(data, { scenario: meta.scenario, side: 'confederate', options: meta.options }, opts);
    // Live decisions (issue 46.2): each side answers its own, the device handed to it.
    const live = variantOn(meta.options, 'liveDecisions');
    const guest = RemoteClient.join(data, host.lastCode!, opts);
    const r = host.receive(guest.lastCode!);
    if (!r.ok) throw new Error(`the hot-seat game could not start: ${r.message}`);
    const session = new HotseatSession(
      data,
      { ...meta, seed: host.gameId, options: { ...meta.options, askConfederate: live, askFederal: live } },
      { turn: 0, phase: '' },
      opts,
    );
    session.clients.confederate = host;
    session.clients.federal = guest;
    for (const side of SIDES) {
      session.keys[side] = await deriveKey(passphrases[side]);
      session.verifiers[side] = await seal(session.keys[side]!, 'sea-devils-hotseat');
    }
    session.pump();
    session.holder = session.next ?? 'confederate';
    session.sync();
    return session;
  }

  /** A saved game: both sides sealed until their players type their passphrases. */
  static fromSealed(data: GameData, meta: SessionMeta, sealed: SealedHotseat, summary: PublicSummary, opts: RemoteOptions = {}): HotseatSession {
    const session = new HotseatSession(data, meta, summary, opts);
    session.boxes = { ...sealed.boxes };
    session.inbox = { federal: [...sealed.inbox.federal], confederate: [...sealed.inbox.confederate] };
    session.next = sealed.next;
    session.holder = sealed.next ?? 'federal';
    return session;
  }

  /** This side's client while it is open in this page (its player typed the passphrase), else null. */
  client(side: Side): RemoteClient | null {
    return this.clients[side] ?? null;
  }

  /** True when this side's client is open in this page. */
  isUnlocked(side: Side): boolean {
    return !!this.clients[side];
  }

  /**
   * The player of `side` types the passphrase: the first time in this page it opens that side's
   * sealed client and hands it the messages waiting for it; later it only proves who is at the
   * device. A wrong passphrase throws WrongPassphrase and changes nothing.
   */
  async unlock(side: Side, passphrase: string): Promise<void> {
    const v = this.verifiers[side];
    if (v) {
      await open(v, passphrase);
      return;
    }
    const box = this.boxes[side];
    if (!box) throw new Error(`no sealed ${side} side in this game`);
    const { value, key } = await open(box, passphrase);
    const client = RemoteClient.fromJSON(this.data, value, this.opts);
    const mate = this.clients[other(side)];
    if (client.side !== side || (mate && mate.gameId !== client.gameId))
      throw new WrongPassphrase(`the sealed ${side} part of this save belongs to another game or side`);
    // Messages the other side sent while this one was sealed, in order; a refusal keeps the side sealed.
    for (const code of this.inbox[side]) {
      const r = client.receive(code);
      if (!r.ok) throw new Error(`the ${side} side refused a waiting message: ${r.message}`);
    }
    this.inbox[side] = [];
    this.clients[side] = client;
    this.keys[side] = key;
    this.verifiers[side] = await seal(key, 'sea-devils-hotseat');
    this.pump();
    this.sync();
  }

  override get active(): Side | null {
    return this.next;
  }

  override viewFor(side: Side = this.holder): GameView {
    const c = this.clients[side];
    if (!c?.state) throw new Error(`the ${side} side is sealed: its passphrase opens it`);
    return view(c.state, side);
  }

  override visible(side: Side = this.holder, upTo?: number): GameEvent[] {
    const c = this.clients[side];
    if (!c) return [];
    return visibleEvents(c.events.slice(0, upTo ?? c.events.length), side);
  }

  override send(command: Command): ApplyResult {
    const c = this.clients[this.holder];
    if (!c) return { ok: false, code: 'sealed', rule: '3.0', message: `the ${this.holder} side is sealed` };
    const before = c.events.length;
    const r = c.play(command);
    if (!r.ok) return r;
    this.pump();
    this.sync();
    return { ok: true, state: c.state!, events: c.events.slice(before) };
  }

  override check(command: Command): ApplyResult {
    const c = this.clients[this.holder];
    return c ? c.check(command) : { ok: false, code: 'sealed', rule: '3.0', message: `the ${this.holder} side is sealed` };
  }

  /** The notepad of the side holding the device, inside that side's sealed part (its client's save). */
  override notes(): string | null {
    return this.clients[this.holder]?.notes ?? null;
  }
  override setNotes(text: string): boolean {
    return this.clients[this.holder]?.setNotes(text) ?? false;
  }

  override botStep(): ApplyResult {
    return { ok: false, code: 'notSolitaire', rule: '3.0', message: 'no AI plays in a hot-seat game' };
  }

  /** Everything to keep at rest: each side sealed under its own key (a side still sealed stays as it was). */
  async sealed(): Promise<SealedHotseat> {
    for (const side of SIDES) {
      const c = this.clients[side];
      const k = this.keys[side];
      if (c && k) this.boxes[side] = await seal(k, c.toJSON());
    }
    return {
      next: this.next,
      boxes: { federal: this.boxes.federal!, confederate: this.boxes.confederate! },
      inbox: { federal: [...this.inbox.federal], confederate: [...this.inbox.confederate] },
    };
  }

  /**
   * Passes the messages between the two clients until neither has one due. A side owing a
   * reply answers at once when the other waits on it (its records, or its dice element), so
   * the player who ended a phase sees what it caused. A side still sealed gets its messages
   * when it is opened.
   */
  private pump(): void {
    for (let guard = 0; guard < 1000; guard++) {
      let moved = false;
      for (const side of SIDES) {
        const c = this.clients[side];
        if (!c) continue;
        const mate = this.clients[other(side)];
        if (!sendsNow(c, mate?.waiting ?? false)) continue;
        const code = c.send();
        if (mate) {
          const r = mate.receive(code);
          if (!r.ok) throw new Error(`hot-seat: the ${other(side)} side refused the ${side} side's message: ${r.message}`);
        } else this.inbox[other(side)].push(code);
        moved = true;
      }
      if (!moved) break;
    }
    this.next = this.whoActs();
  }

  private whoActs(): Side | null {
    for (const side of SIDES) if (this.clients[side]?.status() === 'yourTurn') return side;
    const open = SIDES.filter((s) => this.clients[s]);
    if (open.length && open.every((s) => this.clients[s]!.status() === 'over')) return null;
    // A sealed side must act (receive its messages or decide); with both open, the one waited on.
    const sealed = SIDES.find((s) => !this.clients[s]);
    if (sealed) return sealed;
    return SIDES.find((s) => this.clients[s]!.status() !== 'over') ?? null;
  }

  /** The screen's state and log follow the side at the device. */
  private sync(): void {
    const c = this.clients[this.holder] ?? this.clients[other(this.holder)];
    if (!c?.state) return;
    this.state = c.state;
    this.events.splice(0, this.events.length, ...(this.clients[this.holder]?.events ?? []));
    this.summary = { turn: c.state.turn, phase: c.state.phase };
  }

  /** The screen changes hands: called once the new holder's passphrase was typed. */
  takeDevice(side: Side): void {
    if (!this.clients[side]) throw new Error(`the ${side} side is sealed`);
    this.holder = side;
    this.sync();
  }
}
