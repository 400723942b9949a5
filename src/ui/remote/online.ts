import localforage from 'localforage';
import type { RemoteClient, ReceiveResult } from '../../remote/client';
import { Courier, type CarrierProblem } from '../../remote/courier';
import { RelayLink, createRelayGame, relayBase, type LinkState } from '../../remote/relayLink';
import { capability, type Seat } from '../../relay/api';
import { SIDE_NAME } from '../names';
import { CHAT_LINK_KEY, JOIN_KEY } from '../../remote/linkKeys';
import { newChatKey } from '../../remote/chat';
import type { PaceName } from '../../relay/paceApi';
import { PaceLink } from '../../remote/paceLink';
import { browserNotice } from './beTold';
import { PaceClock } from './paceClock';
import { DecisionClock, type DecisionSince } from './decisionClock';
import { newOpenKeys } from '../../remote/openGames';
import { cleanText } from '../../relay/openApi';
import { haltThere, type Halt, type HaltNotice } from '../../remote/halt';

// Games played online: a remote game (docs/remote-play.md) whose messages the relay carries
// (docs/relay.md). This side's capability for the game's mailbox is kept beside the game, in this
// browser only; the courier posts and receives, the screens show where the game stands, and the
// tab title and a notification say when the other player's move has come.

/** This side's capability for a game's mailbox; the host also keeps the other player's link, to show it again after a reload. */
export interface RelayBinding {
  game: string;
  token: string;
  seat: Seat;
  posted: number;
  guestLink?: string;
  /** The chat's key (issue 34.3): made by the host, in the other player's link's fragment; never sent to the relay. */
  chatKey?: string;
  /** The game ended as abandoned, as the relay recorded it (issue 34.6): who did not move, and when. */
  ended?: { text: string; at: number };
  /** The host listed the game in Open games (issue 49.1): openSeat.ts. */
  open?: OpenHosting;
  /** Since when this page has seen the live decision under way (issue 46.2, decisionClock.ts). */
  decisionSince?: DecisionSince;
}

/**
 * A host's listing in Open games (issue 49.1): its key pair (the private key only until the seat
 * is taken and the guest's capability and the chat's key are derived from it), the note and name
 * it was listed with, the listing's id once listed, and where it stands.
 */
export interface OpenHosting {
  key: string;
  secret: string;
  note: string;
  name: string;
  listing: string | null;
  state: 'posting' | 'listed' | 'taken' | 'withdrawn' | 'expired' | 'refused';
  /** Why the relay refused to list it (the link is offered instead). */
  problem?: string;
}

const store = localforage.createInstance({ name: 'sea-devils', storeName: 'relay' });

export async function readBinding(gameId: string): Promise<RelayBinding | null> {
  const b = await store.getItem<RelayBinding>(gameId).catch(() => null);
  return b && typeof b.game === 'string' && typeof b.token === 'string' ? b : null;
}
export const writeBinding = (gameId: string, b: RelayBinding): Promise<unknown> => store.setItem(gameId, b);
export const deleteBinding = (gameId: string): Promise<void> => store.removeItem(gameId);

/**
 * Opens a mailbox for a game on this page's relay; this side takes the host seat, the other gets
 * the link. `open`: the game is to be listed in Open games (issue 49.1) once its invitation is on
 * the relay; the link stays valid only if the relay refuses to list it.
 */
export async function carryOnline(
  client: RemoteClient,
  pace?: PaceName,
  open?: { note: string; name: string },
): Promise<{ binding: RelayBinding; guestLink: string }> {
  const created = await createRelayGame(relayBase(location.href), undefined, pace);
  const chatKey = newChatKey();
  const guestLink = joinLink(created.game, created.guest, chatKey);
  const binding: RelayBinding = { game: created.game, token: created.host, seat: 'host', posted: -1, guestLink, chatKey };
  // Cleaned as the list will show them (the relay cleans them again, and refuses them over their bounds).
  if (open) binding.open = { ...(await newOpenKeys()), note: cleanText(open.note), name: cleanText(open.name), listing: null, state: 'posting' };
  await writeBinding(client.gameId, binding);
  return { binding, guestLink };
}

export const joinLink = (game: string, token: string, chatKey: string): string =>
  `${location.href.split('#')[0]}#${JOIN_KEY}=${capability(game, token)}&${CHAT_LINK_KEY}=${chatKey}`;

const STATE_TEXT: Record<LinkState, string> = {
  connecting: 'connecting to the relay…',
  online: 'online',
  polling: 'online (polling)',
  offline: 'offline, retrying',
  refused: 'refused by the relay',
};

export interface OnlineHooks {
  client(): RemoteClient;
  deliver(code: string): Promise<ReceiveResult>;
  /** The connection or a problem changed. */
  changed(): void;
  /** The relay recorded the game as abandoned (already kept with the binding). */
  ended?(text: string): void;
  /** This page refused the message it waits for: the game cannot go on; the other page is told (by the chat). */
  halted?(h: Halt): void;
  /** Issue 46.2: this side's live decision ran out of time: send its command leaving it to the standing orders (true once sent). */
  lapse?(): Promise<boolean>;
}

/** The relay side of one open game: its courier, and what the screens say about it. */
export class OnlineGame {
  readonly courier: Courier;
  /** The pace's clock and this player's notifications (issue 34, points 6 and 1). */
  readonly pace: PaceClock;
  /** A live decision's time (issue 46.2). */
  readonly decisions: DecisionClock;
  private readonly baseTitle = document.title.replace(/^▶ Your move · /, '');

  constructor(
    readonly gameId: string,
    private binding: RelayBinding,
    private readonly hooks: OnlineHooks,
  ) {
    const link = new RelayLink(relayBase(location.href), binding.game, binding.token);
    this.decisions = new DecisionClock({
      side: hooks.client().side,
      // As the screen shows it: a command of this side may wait on the other's reveal, its phases already shown (44.2).
      state: () => hooks.client().shownState,
      mayPlay: () => !this.halt && !this.binding.ended && hooks.client().status() === 'yourTurn',
      paceSeconds: () => this.pace.paceSeconds,
      since: () => this.binding.decisionSince ?? null,
      keep: (since) => void this.update({ decisionSince: since }),
      lapse: () => hooks.lapse?.() ?? Promise.resolve(false),
      now: () => Date.now(),
    });
    this.pace = new PaceClock(new PaceLink(relayBase(location.href), binding.game, binding.token), {
      seat: binding.seat,
      side: hooks.client().side,
      gameId,
      decision: () => {
        this.decisions.tick();
        return this.decisions.shown();
      },
      // As the game screen says it (gameScreen's showTurn): the clock never contradicts it (issue 48.6).
      turn: () => {
        if (this.halt) return 'stopped';
        const st = hooks.client().status();
        return st === 'over' ? 'over' : st === 'yourTurn' ? 'mine' : 'theirs';
      },
      ended: (text, at) => {
        // Kept with the game the first time it is heard of, and shown then (the debrief says it).
        if (this.binding.ended) return;
        this.binding = { ...this.binding, ended: { text, at } };
        void writeBinding(gameId, this.binding);
        hooks.ended?.(text);
      },
    });
    this.courier = new Courier(
      link,
      {
        client: hooks.client,
        deliver: async (code) => {
          const before = hooks.client().status();
          const r = await hooks.deliver(code);
          this.pace.redraw();
          void this.pace.poke();
          if (r.ok && before !== 'yourTurn' && hooks.client().status() === 'yourTurn') this.announce();
          return r;
        },
        changed: () => {
          this.title();
          hooks.changed();
        },
        halted: (h) => hooks.halted?.(h),
        posted: (n) => {
          void this.pace.poke();
          this.binding = { ...this.binding, posted: n };
          void writeBinding(gameId, this.binding);
        },
      },
      { seat: binding.seat, posted: binding.posted },
    );
  }

  start(): void {
    this.courier.start();
    this.pace.start();
    this.title();
  }
  close(): void {
    this.courier.close();
    this.pace.close();
    document.title = this.baseTitle;
  }
  flush(): void {
    this.pace.redraw(); // a move was just made here: the clock follows the screen at once
    this.courier.flush();
    this.title();
  }

  get state(): LinkState {
    return this.courier.state;
  }
  /** This side's capability and what is kept with it, as saved. */
  get relay(): RelayBinding {
    return this.binding;
  }
  /** Changes what is kept with the capability (every change to it goes through here, so none is lost to another). */
  update(change: Partial<RelayBinding>): Promise<unknown> {
    this.binding = { ...this.binding, ...change };
    return writeBinding(this.gameId, this.binding);
  }
  /** The link the other player opens, for the host (none while the game is listed in Open games: the listing makes it void). */
  get guestLink(): string | null {
    const open = this.binding.open?.state;
    return open === 'posting' || open === 'listed' ? null : (this.binding.guestLink ?? null);
  }
  /** How the game ended, if it was abandoned. */
  get ended(): string | null {
    return this.binding.ended?.text ?? null;
  }
  get problem(): CarrierProblem | null {
    return this.courier.problem;
  }

  private heard: HaltNotice | null = null;
  /** The other page's notice that it refused this side's message (from the chat). */
  heardHalt(n: HaltNotice): void {
    this.heard = n;
  }
  /** Where the game stopped, if it cannot go on: this page's refusal, or the other page's of this side's message. */
  get halt(): Halt | null {
    const c = this.hooks.client();
    const sent = c.lastSentSeq !== null && c.lastCode ? { seq: c.lastSentSeq, code: c.lastCode } : null;
    return this.courier.halt ?? (this.heard ? haltThere(this.heard, sent, c.lastReceived?.seq ?? null) : null);
  }
  /** This side's latest message while the relay has not acknowledged it. */
  get unsent(): number | null {
    return this.courier.unacknowledged;
  }

  /** One line for the top bar: the connection. */
  stateText(): string {
    return `Relay: ${STATE_TEXT[this.courier.state]}${this.courier.detail ? ` (${this.courier.detail})` : ''}`;
  }

  /** The tab title says whose move it is. */
  title(): void {
    const c = this.hooks.client();
    document.title = c.status() === 'yourTurn' ? `▶ Your move · ${this.baseTitle}` : this.baseTitle;
  }

  /** The other player's move has come: the title, and a notification when the player allowed them. */
  private announce(): void {
    this.title();
    const c = this.hooks.client();
    const other = SIDE_NAME[c.side === 'federal' ? 'confederate' : 'federal'];
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.hidden) {
      try {
        // Named as the screen names the game; a click brings this page back (issue 48.6).
        const said = browserNotice(this.gameId, other);
        const n = new Notification(said.title, { body: said.body, tag: said.tag });
        n.onclick = () => {
          window.focus();
          n.close();
        };
      } catch {
        /* some browsers allow them only from a service worker */
      }
    }
  }
}

/** Asks once for notifications (a click must start it). */
export function notificationsAsked(): boolean {
  return typeof Notification === 'undefined' || Notification.permission !== 'default';
}
export async function askNotifications(): Promise<void> {
  if (typeof Notification !== 'undefined') await Notification.requestPermission();
}
