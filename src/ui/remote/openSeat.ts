import { h, fill } from '../dom';
import { SIDE_NAME } from '../names';
import type { RemoteClient } from '../../remote/client';
import { OpenListingLink, hostSecrets } from '../../remote/openGames';
import { RelayError, relayBase } from '../../remote/relayLink';
import { variantEntries, variantOn } from '../../engine/index';
import { joinLink, type OnlineGame, type OpenHosting } from './online';

// The host's side of an open game (issue 49.1; docs/relay.md, "Open games"). Once the game's
// invitation is on the relay the game is listed (its scenario, the free seat's side, its rule
// variants, the note and name the host gave, and the host's public key); then the relay is asked
// every few seconds whether a player has taken the seat. When one has, the guest's capability
// and the chat's key are derived from the taker's public key and the host's kept private key,
// which is then dropped: the game goes on exactly as a game by link. The host may withdraw the
// listing while nobody has taken it; a listing nobody takes expires after a week.

const POLL_MS = 3000;

export interface OpenSeatHooks {
  /** The seat was taken: the chat's key is now with the capability (the chat can open). */
  taken(): void;
  /** The host withdrew the listing: the game is over before it began. */
  withdrawn(): void;
  /** What the screens show changed. */
  changed(): void;
}

export class OpenSeat {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private busy = false;
  private note = '';
  private readonly link: OpenListingLink;
  readonly el = h('div', { class: 'open-seat', 'data-testid': 'open-seat' });

  constructor(
    private readonly online: OnlineGame,
    private readonly client: () => RemoteClient,
    private readonly hooks: OpenSeatHooks,
  ) {
    this.link = new OpenListingLink(relayBase(location.href), online.relay.game, online.relay.token);
    this.draw();
  }

  get gameId(): string {
    return this.online.gameId;
  }
  private get hosting(): OpenHosting | null {
    return this.online.relay.open ?? null;
  }

  start(): void {
    void this.tick();
  }
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** One step: list the game once its invitation is posted, then watch for the seat being taken. */
  private async tick(): Promise<void> {
    if (this.closed) return;
    const o = this.hosting;
    try {
      if (o?.state === 'posting' && this.online.relay.posted >= 0) await this.list(o);
      else if (o?.state === 'listed') await this.watch(o);
      this.note = '';
    } catch (e) {
      if (e instanceof RelayError && !e.retryable && o?.state === 'posting') {
        // Listed already: an earlier try whose answer was lost (a reload, the network). Else not
        // listed (a rate, the relay's quota): the game goes on by its link, which is still valid.
        const there = e.code === 'conflict' ? await this.link.status().catch(() => null) : null;
        if (there?.open) await this.online.update({ open: { ...o, listing: there.open.id, state: 'listed' }, guestLink: undefined, chatKey: undefined });
        else await this.online.update({ open: { ...o, state: 'refused', problem: e.message } });
      } else this.note = `The relay cannot be reached just now (${(e as Error).message}); trying again.`;
    }
    this.draw();
    this.hooks.changed();
    const now = this.hosting?.state;
    if (!this.closed && (now === 'posting' || now === 'listed')) this.timer = setTimeout(() => void this.tick(), POLL_MS);
  }

  private async list(o: OpenHosting): Promise<void> {
    const c = this.client();
    const variants = Object.fromEntries(variantEntries('remote').map((e) => [e.key, variantOn(c.options, e.key)]));
    const { id } = await this.link.post({
      scenario: c.scenario,
      side: c.side === 'federal' ? 'confederate' : 'federal',
      variants,
      note: o.note,
      name: o.name,
      key: o.key,
    });
    // Listed: the link made with the game opens nothing any more, nor does its chat key stand.
    await this.online.update({ open: { ...o, listing: id, state: 'listed' }, guestLink: undefined, chatKey: undefined });
  }

  private async watch(o: OpenHosting): Promise<void> {
    const s = (await this.link.status()).open;
    if (!s) return;
    if (s.state === 'taken' && s.takerKey && o.listing) {
      const secrets = await hostSecrets(o.secret, s.takerKey, o.listing);
      // The private key has done its work: it is not kept. The game is now as one made by link.
      await this.online.update({
        open: { ...o, secret: '', state: 'taken' },
        chatKey: secrets.chatKey,
        guestLink: joinLink(this.online.relay.game, secrets.token, secrets.chatKey),
      });
      this.hooks.taken();
    } else if (s.state === 'expired' || s.state === 'withdrawn') await this.online.update({ open: { ...o, secret: '', state: s.state } });
  }

  /** Takes the listing back (nobody has taken the seat yet). */
  private async withdraw(): Promise<void> {
    const o = this.hosting;
    if (!o || this.busy) return;
    this.busy = true;
    this.draw();
    try {
      if (o.state === 'listed' || o.state === 'expired') await this.link.withdraw();
      await this.online.update({ open: { ...o, secret: '', state: 'withdrawn' } });
      this.close();
      this.hooks.withdrawn();
    } catch (e) {
      this.note = `Not withdrawn: ${(e as Error).message}`;
      // Taken meanwhile: the next look finds it so.
      void this.tick();
    } finally {
      this.busy = false;
      this.draw();
    }
  }

  /** What the exchange panel says of the listing, or null once it no longer matters. */
  text(): string | null {
    const o = this.hosting;
    const other = SIDE_NAME[this.client().side === 'federal' ? 'confederate' : 'federal'];
    switch (o?.state) {
      case 'posting':
        return `Listing this game in Open games once its invitation is on the relay…`;
      case 'listed':
        return `Listed in Open games: anyone who opens this relay's start screen sees it, and the first to take the seat plays the ${other}. Nothing to send.`;
      case 'taken':
        return this.client().state ? null : `A player took the seat: their acceptance comes by itself.`;
      case 'expired':
        return 'Nobody took the seat within a week: the listing expired, and this game is over.';
      case 'refused':
        return `Not listed in Open games (${o.problem ?? 'refused by the relay'}): send the link below instead.`;
      default:
        return null;
    }
  }

  private draw(): void {
    const o = this.hosting;
    const canWithdraw = o && (o.state === 'posting' || o.state === 'listed' || o.state === 'expired');
    fill(
      this.el,
      o && (o.note || o.name) && (o.state === 'posting' || o.state === 'listed')
        ? h('p', { class: 'small muted' }, `Listed as ${o.name ? `“${o.name}”` : 'a player with no name'}${o.note ? ` · “${o.note}”` : ''}`)
        : null,
      this.note ? h('p', { class: 'small error', 'data-testid': 'open-seat-note' }, this.note) : null,
      canWithdraw
        ? h(
            'button',
            { type: 'button', class: 'btn small', 'data-action': 'withdraw-open', disabled: this.busy, onclick: () => void this.withdraw() },
            o.state === 'expired' ? 'Remove this game' : 'Withdraw from Open games',
          )
        : null,
    );
  }
}
