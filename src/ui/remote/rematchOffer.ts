import type { GameData } from '../../data/gameData';
import { h, fill } from '../dom';
import { SIDE_NAME } from '../names';
import { RemoteClient } from '../../remote/client';
import { otherSide } from '../../remote/sideGame';
import { RematchLink, createRematchGame, openOffer, sealOffer } from '../../remote/rematch';
import { newChatKey } from '../../remote/chat';
import { RelayLink, relayBase } from '../../remote/relayLink';
import { JOIN_KEY } from '../../remote/linkKeys';
import { capability, parseCapability, type RematchState } from '../../relay/api';
import { deleteBinding, joinLink, readBinding, writeBinding, type RelayBinding } from './online';
import { PACE_LABEL } from './paceChoice';
import { deleteRemote, readRemote, writeRemote } from './remoteSaves';

// A rematch at the end of a game played online (issue 34.4): one click opens a new game on the
// relay, this side hosting it with the sides swapped, and leaves the other player its capability,
// sealed (src/remote/rematch.ts), in the finished game's mailbox; the other player sees the offer
// on its victory screen and exchange panel and accepts (its browser joins the new game as if it
// had opened a link: no link to send) or declines. The offering side opens the new game once
// the answer is yes; on a no, the new game is removed from this browser.

/** How often the finished game's mailbox is asked about an offer while the game is on screen. */
const POLL_MS = 2500;
/** The new game this side offered from a finished game (its game id), so a reload still opens it. */
const pendingKey = (gameId: string) => `sea-devils:rematch:${gameId}`;

export interface RematchHooks {
  /** Opens a game of this browser (the new game, once accepted). */
  open(client: RemoteClient): Promise<void>;
  /** Joins the game a relay capability opens (`<game>.<token>`), as a join link does. */
  join(cap: string, chatKey: string | null): Promise<void>;
}

export class RematchOffer {
  private offer: RematchState['offer'] = null;
  private binding: RelayBinding | null = null;
  private link: RematchLink | null = null;
  private guestToken: string | null = null;
  private note = '';
  private error = false;
  private busy = false;
  private closed = false;
  private opened = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly views = new Set<HTMLElement>();

  constructor(
    private readonly data: GameData,
    private readonly client: RemoteClient,
    private readonly hooks: RematchHooks,
  ) {
    void this.begin();
  }

  get gameId(): string {
    return this.client.gameId;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private async begin(): Promise<void> {
    const b = await readBinding(this.client.gameId);
    if (!b || this.closed) return;
    this.binding = b;
    // Both players hold the old game's guest token: the host made the guest's link, the guest opened it.
    const fromLink = b.guestLink ? parseCapability(new URLSearchParams(b.guestLink.split('#')[1] ?? '').get(JOIN_KEY) ?? '') : null;
    this.guestToken = b.seat === 'guest' ? b.token : (fromLink?.token ?? null);
    this.link = new RematchLink(relayBase(location.href), b.game, b.token);
    await this.poll();
  }

  private async poll(): Promise<void> {
    if (this.closed || !this.link) return;
    try {
      const r = await this.link.read();
      const o = r?.offer;
      // The relay's answer is outside input: only the shape this side can use.
      this.offer =
        o &&
        (o.from === 'host' || o.from === 'guest') &&
        typeof o.sealed === 'string' &&
        (o.answer === null || o.answer === 'accepted' || o.answer === 'declined')
          ? { from: o.from, sealed: o.sealed, answer: o.answer }
          : null;
      await this.settle();
    } catch {
      /* the relay out of reach: asked again shortly */
    }
    this.render();
    if (!this.closed) this.timer = setTimeout(() => void this.poll(), POLL_MS);
  }

  /** This side's own offer answered: open the new game (yes), or forget it (no). */
  private async settle(): Promise<void> {
    const o = this.offer;
    const mine = localStorage.getItem(pendingKey(this.client.gameId));
    if (!o || !mine || o.from !== this.binding?.seat || o.answer === null) return;
    localStorage.removeItem(pendingKey(this.client.gameId));
    const next = await readRemote(this.data, mine);
    if (o.answer === 'accepted' && next && !this.opened) {
      this.opened = true;
      this.close();
      await this.hooks.open(next);
      return;
    }
    if (o.answer === 'declined') {
      await deleteRemote(mine);
      await deleteBinding(mine);
    }
  }

  private get other(): string {
    return SIDE_NAME[otherSide(this.client.side)];
  }

  /** One click: the new game on the relay, its invitation posted, the other player's capability sealed into this game's mailbox. */
  private async offerRematch(): Promise<void> {
    const b = this.binding,
      link = this.link,
      guestToken = this.guestToken;
    if (!b || !link || !guestToken || this.busy) return;
    this.busy = true;
    this.say('Opening the new game on the relay…');
    try {
      const base = relayBase(location.href);
      // At the finished game's pace (issue 48.6), which the offer carries to the other player.
      const { created, pace } = await createRematchGame(base, b.game, b.token);
      const c = this.client;
      const next = RemoteClient.host(this.data, { scenario: c.scenario, side: otherSide(c.side), options: c.options });
      const chatKey = newChatKey();
      // The invitation is on the relay before the offer, so accepting joins at once.
      await new RelayLink(base, created.game, created.host).post(0, next.lastCode!);
      await writeRemote(next);
      await writeRemote(c); // the finished game stays the one a reload opens until the answer
      await writeBinding(next.gameId, {
        game: created.game,
        token: created.host,
        seat: 'host',
        posted: 0,
        guestLink: joinLink(created.game, created.guest, chatKey),
        chatKey,
      });
      localStorage.setItem(pendingKey(c.gameId), next.gameId);
      await link.offer(await sealOffer({ game: created.game, token: created.guest, chat: chatKey, pace }, b.game, guestToken, b.seat));
      this.offer = { from: b.seat, sealed: '', answer: null };
      this.say('');
    } catch (e) {
      this.say(`The rematch could not be offered: ${(e as Error).message}`, true);
    } finally {
      this.busy = false;
      this.render();
    }
  }

  private async answer(accept: boolean): Promise<void> {
    const o = this.offer,
      b = this.binding,
      link = this.link,
      guestToken = this.guestToken;
    if (!o || !b || !link || !guestToken || this.busy) return;
    this.busy = true;
    try {
      if (!accept) {
        await link.answer(false);
        this.offer = { ...o, answer: 'declined' };
        this.say('');
        return;
      }
      // Checked before anything is answered: an offer that does not open is refused by name.
      const offer = await openOffer(o.sealed, b.game, guestToken, o.from);
      await link.answer(true);
      this.offer = { ...o, answer: 'accepted' };
      this.say(offer.pace ? `Joining the new game (pace: ${PACE_LABEL[offer.pace]})…` : 'Joining the new game…');
      this.close();
      await this.hooks.join(capability(offer.game, offer.token), offer.chat ?? null);
    } catch (e) {
      this.say(`The rematch could not be ${accept ? 'accepted' : 'declined'}: ${(e as Error).message}`, true);
    } finally {
      this.busy = false;
      this.render();
    }
  }

  private say(text: string, error = false): void {
    this.note = text;
    this.error = error;
    this.render();
  }

  /** A view of the offer (the victory screen and the exchange panel each show one), kept up to date. */
  view(): HTMLElement {
    const el = h('section', { class: 'rematch', 'data-testid': 'rematch' });
    this.views.add(el);
    this.draw(el);
    return el;
  }

  private render(): void {
    for (const el of [...this.views]) {
      if (!el.isConnected) this.views.delete(el);
      else this.draw(el);
    }
  }

  private draw(el: HTMLElement): void {
    const o = this.offer;
    const mine = !!o && o.from === this.binding?.seat;
    const scenario = this.data.scenarios[this.client.scenario]?.name ?? this.client.scenario;
    const swapped = SIDE_NAME[otherSide(this.client.side)];
    const offerButton = h(
      'button',
      {
        type: 'button',
        class: 'btn primary',
        'data-action': 'rematch-offer',
        disabled: this.busy || !this.guestToken,
        onclick: () => void this.offerRematch(),
      },
      'Offer a rematch',
    );
    let body: (HTMLElement | string)[];
    if (!this.binding) body = [];
    else if (!o || (o.answer === 'declined' && !this.busy))
      body = [
        h(
          'p',
          {},
          o?.answer === 'declined'
            ? mine
              ? `The ${this.other} player declined the rematch.`
              : 'You declined the rematch.'
            : `Play ${scenario} again with the same opponent, the sides swapped (you would play the ${swapped}).`,
        ),
        offerButton,
      ];
    else if (mine)
      body = [
        h(
          'p',
          {},
          o.answer === 'accepted'
            ? `The ${this.other} player accepted the rematch: opening the new game…`
            : `Rematch offered: waiting for the ${this.other} player's answer. Their browser shows the offer; no link to send.`,
        ),
      ];
    else if (o.answer === null)
      body = [
        h('p', {}, `The ${this.other} player offers a rematch: ${scenario} again, the sides swapped (you would play the ${swapped}).`),
        h(
          'div',
          { class: 'row' },
          h(
            'button',
            { type: 'button', class: 'btn primary', 'data-action': 'rematch-accept', disabled: this.busy, onclick: () => void this.answer(true) },
            'Accept',
          ),
          h(
            'button',
            { type: 'button', class: 'btn', 'data-action': 'rematch-decline', disabled: this.busy, onclick: () => void this.answer(false) },
            'Decline',
          ),
        ),
      ];
    else body = [h('p', {}, 'You accepted the rematch: it is in your games played apart.')];
    fill(
      el,
      this.binding ? h('h3', {}, 'Rematch') : null,
      ...body,
      this.note ? h('p', { class: `small${this.error ? ' error' : ''}`, role: 'status' }, this.note) : null,
    );
  }
}
