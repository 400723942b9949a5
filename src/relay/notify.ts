import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from './db';
import type { Seat } from './api';
import { MAX_ADDRESS_CHARS, OPEN_GAME_KEY, SCREEN_GAME, type NotifyKind, type NotifyRequest } from './paceApi';
import type { PaceBook } from './pace';
import { RelayRefused } from './store';
import { callWebhook, checkWebhook, own } from './webhook';

// Telling an absent player that it is their move (issue 34.1, docs/relay.md "Notifications"):
// per seat, a webhook (generic JSON, Discord, Slack or ntfy) or an e-mail (when the relay has an
// SMTP server), sent only while that seat has no connection open, at most once a move, and once
// more as a reminder when a quarter of a paced move is left. Each carries a stop link with its
// own token. The address is kept encrypted and only while the game lives (deleted with it); it
// is never logged; a webhook may not point at the relay's own host, at localhost or at a private
// network unless the operator allows it (checked again at each sending, on the address actually
// connected to, so a name that changes its address later gains nothing).

export interface NotifyLimits {
  /** 1: webhooks may point at private, loopback and link-local addresses (tests, a private network). */
  notifyAllowPrivate: number;
  /** Longest a webhook call or an e-mail's SMTP exchange may take, all of it, in ms. */
  notifyTimeoutMs: number;
  /** Fewest seconds between two notifications to one seat. */
  notifyMinSeconds: number;
  /** How often due notifications (reminders, seats gone since their move began) are looked for, in seconds. */
  notifyCheckSeconds: number;
}

export interface NotifyOptions {
  limits: NotifyLimits;
  /** An SMTP server's URL (smtp://…, smtps://…): e-mail is offered only with one. */
  smtpUrl?: string | null;
  /** The e-mails' sender. */
  smtpFrom?: string | null;
  /**
   * The key the addresses are sealed with (64 hex digits), kept apart from the database
   * (RELAY_NOTIFY_KEY or RELAY_NOTIFY_KEY_FILE): without one the relay offers no notification.
   */
  key?: string | null;
  /** The relay's public address (https://host/), for the links; none: the address a player's browser used. */
  publicUrl?: string | null;
  log?: ((line: string) => void) | null;
  /** How often due notifications are looked for, in ms (0: only after a post and on tick()). */
  everyMs?: number;
  /** Sends under way at once, at most (MAX_SENDING; the tests give fewer). */
  maxSending?: number;
}

const WEBHOOK_KINDS: readonly NotifyKind[] = ['json', 'discord', 'slack', 'ntfy'];
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,63}$/;
/** Notifications being sent at once, at most; the rest wait for the next look (each send ends within notifyTimeoutMs). */
const MAX_SENDING = 64;

interface Due {
  game: string;
  seat: Seat;
  kind: NotifyKind;
  address: string;
  link_base: string;
  stop_hash: string;
  notified_move: number;
  reminded_move: number;
  moves: number;
  pace_s: number | null;
  since_ms: string;
  host_until: string;
  guest_until: string;
}

/** What is sealed with a seat's notification: the address, the stop token and the game's id as the player's screen shows it. */
interface Sealed {
  a: string;
  s: string;
  g?: string;
}

/** What a notification says: its title, its text, the link that opens the game and the stop link. */
export interface Notice {
  event: 'yourMove' | 'reminder';
  title: string;
  text: string;
  /** Opens this game on the device that asked to be told (null: the page did not say which game it is). */
  open: string | null;
  stop: string;
  deadline: number | null;
}

const left = (ms: number): string => {
  if (ms <= 0) return 'no time';
  const m = Math.ceil(ms / 60_000);
  if (m < 60) return `${m} min`;
  const hours = Math.floor(m / 60);
  return hours < 48 ? `${hours} h ${m % 60} min` : `${Math.floor(hours / 24)} days ${hours % 24} h`;
};

export class Notifier {
  private key: Buffer | null = null;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private again = false;
  private mailer: { sendMail(m: object): Promise<unknown>; close(): void } | null = null;
  /** The sends under way: none waits for another (issue 44.3). */
  private readonly sending = new Set<Promise<void>>();
  /** A look stopped at MAX_SENDING: the next send to end asks for another. */
  private slotWanted = false;
  /** Notifications sent and failed since start (the tests and an operator read them). */
  readonly counts = { sent: 0, failed: 0 };
  /** Looks for due notifications made since start (each one query). */
  looks = 0;

  constructor(
    private readonly db: Db,
    private readonly pace: PaceBook,
    private readonly opts: NotifyOptions,
  ) {}

  get email(): boolean {
    return !!this.opts.smtpUrl;
  }

  /** The kinds this relay sends: none without a key of its own to seal the addresses with. */
  kinds(): NotifyKind[] {
    if (!this.key) return [];
    return this.email ? [...WEBHOOK_KINDS, 'email'] : [...WEBHOOK_KINDS];
  }

  /** How many sends are under way. */
  get inFlight(): number {
    return this.sending.size;
  }

  async init(): Promise<void> {
    if (!this.opts.key) {
      this.opts.log?.(
        'relay: notifications off (no RELAY_NOTIFY_KEY or RELAY_NOTIFY_KEY_FILE: the addresses are sealed only under a key kept apart from the database)',
      );
      return;
    }
    if (!/^[0-9a-f]{64}$/i.test(this.opts.key)) throw new Error('RELAY_NOTIFY_KEY must be 64 hex digits');
    this.key = Buffer.from(this.opts.key, 'hex');
    await this.resealFromDatabaseKey();
    if (this.opts.everyMs) {
      this.timer = setInterval(() => this.kick(), this.opts.everyMs);
      this.timer.unref();
    }
  }

  /**
   * Before issue 44.5 a relay without RELAY_NOTIFY_KEY sealed the addresses under a key kept in
   * its own database (relay_notify_key), which opens them for whoever reads the database. Once a
   * key of its own is given, they are sealed again under it and the database's key is deleted.
   */
  private async resealFromDatabaseKey(): Promise<void> {
    await this.db.transaction(async (tx) => {
      const keys = await tx.query<{ key: string }>('SELECT key FROM relay_notify_key WHERE id = 1 FOR UPDATE');
      if (!keys[0]) return;
      const old = Buffer.from(keys[0].key, 'hex');
      const rows = await tx.query<{ game: string; seat: Seat; address: string }>('SELECT game, seat, address FROM relay_notify');
      for (const r of rows) {
        let text: string;
        try {
          text = openSealed(old, r.address, r.game, r.seat);
        } catch {
          continue; // sealed under another key already
        }
        await tx.query('UPDATE relay_notify SET address = $3 WHERE game = $1 AND seat = $2', [r.game, r.seat, sealWith(this.key!, text, r.game, r.seat)]);
      }
      await tx.query('DELETE FROM relay_notify_key WHERE id = 1');
      this.opts.log?.(`relay: ${rows.length} notification address(es) sealed again under the relay's own key; the database's key deleted`);
    });
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.mailer?.close();
  }

  /** This seat's notification kind, if any. */
  async kindOf(game: string, seat: Seat): Promise<NotifyKind | null> {
    const rows = await this.db.query<{ kind: NotifyKind }>('SELECT kind FROM relay_notify WHERE game = $1 AND seat = $2', [game, seat]);
    return rows[0]?.kind ?? null;
  }

  /** Sets this seat's notification (replacing any); `linkBase` is the relay's address as the player reached it. */
  async set(game: string, seat: Seat, req: NotifyRequest, linkBase: string, ownHosts: string[]): Promise<void> {
    if (!this.key) throw new RelayRefused('notifyUnavailable', 409, 'notifications unavailable: this relay has no key of its own to seal the addresses with');
    if (req.address.length > MAX_ADDRESS_CHARS) throw new RelayRefused('badAddress', 400, `bad address: at most ${MAX_ADDRESS_CHARS} characters`);
    if (req.game !== undefined && !SCREEN_GAME.test(req.game)) throw new RelayRefused('badRequest', 400, "bad request: a game's id is 32 hex digits");
    if (req.kind === 'email') {
      if (!this.email) throw new RelayRefused('notifyUnavailable', 409, 'e-mail unavailable: this relay has no SMTP server');
      if (!EMAIL.test(req.address)) throw new RelayRefused('badAddress', 400, 'bad address: not an e-mail address');
    } else await checkWebhook(req.address, this.opts.limits.notifyAllowPrivate === 1, ownHosts);
    // The stop token is never stored: only its hash, and the token sealed with the address, to be read at sending.
    const stop = randomBytes(32).toString('base64url');
    const base = this.opts.publicUrl ?? linkBase;
    const sealed: Sealed = { a: req.address, s: stop, ...(req.game ? { g: req.game } : {}) };
    await this.db.query(
      `INSERT INTO relay_notify (game, seat, kind, address, stop_hash, link_base) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (game, seat) DO UPDATE SET kind = $3, address = $4, stop_hash = $5, link_base = $6`,
      [game, seat, req.kind, sealWith(this.key, JSON.stringify(sealed), game, seat), stopHash(stop), base],
    );
  }

  async remove(game: string, seat: Seat): Promise<void> {
    await this.db.query('DELETE FROM relay_notify WHERE game = $1 AND seat = $2', [game, seat]);
  }

  /** The stop link's request: the notification with this stop token is deleted (the game is not needed). */
  async stop(token: string): Promise<boolean> {
    const rows = await this.db.query<{ game: string }>('DELETE FROM relay_notify WHERE stop_hash = $1 RETURNING game', [stopHash(token)]);
    return rows.length > 0;
  }

  /** Looks for due notifications soon (after a post; several kicks make one look). */
  kick(): void {
    if (!this.key) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = this.tick()
      .catch((e: unknown) => this.opts.log?.(`relay: notifications failed (${reason(e)})`))
      .finally(() => {
        this.ticking = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the look in progress and every send under way, if any (tests). */
  async idle(): Promise<void> {
    while (this.ticking || this.sending.size) await Promise.all([this.ticking, ...this.sending]);
  }

  /**
   * Claims every notification due now (a move's first to an absent seat, and a paced move's
   * reminder) and starts sending each: the look does not wait for the sends, and no send waits
   * for another.
   */
  async tick(): Promise<void> {
    if (!this.key) return;
    this.looks++;
    const now = this.pace.now();
    // A reminder only to a seat whose clock runs: a guest's starts when it joins (its first post).
    const rows = await this.db.query<Due>(
      `SELECT n.game, n.seat, n.kind, n.address, n.link_base, n.stop_hash, n.notified_move, n.reminded_move,
              p.moves, p.pace_s, p.since_ms, p.host_until, p.guest_until
       FROM relay_notify n JOIN relay_pace p ON p.game = n.game
       WHERE p.last_seat IS NOT NULL AND p.last_seat <> n.seat AND p.abandoned_by IS NULL AND n.sent_ms <= $2
         AND (n.notified_move < p.moves
              OR (p.pace_s IS NOT NULL AND n.reminded_move < p.moves AND p.since_ms + p.pace_s::bigint * 750 <= $1
                  AND (p.moves >= 2 OR p.last_seat = 'guest')))
       LIMIT 100`,
      [now, now - this.opts.limits.notifyMinSeconds * 1000],
    );
    for (const r of rows) {
      // As many at once as MAX_SENDING: the rest are due still, and looked for once a send ends.
      if (this.sending.size >= (this.opts.maxSending ?? MAX_SENDING)) {
        this.slotWanted = true;
        break;
      }
      // Connected (here, or in another relay process lately): the page itself tells the player.
      if (this.pace.connectedHere(r.game, r.seat) || Number(r.seat === 'host' ? r.host_until : r.guest_until) > now) continue;
      const moves = Number(r.moves);
      const first = Number(r.notified_move) < moves;
      // Claimed in the database first: one notification a move, whichever relay process sends it.
      const claimed = await this.db.query(
        `UPDATE relay_notify SET ${first ? 'notified_move' : 'reminded_move'} = $3, sent_ms = $4
         WHERE game = $1 AND seat = $2 AND stop_hash = $5 AND ${first ? 'notified_move' : 'reminded_move'} < $3 RETURNING 1`,
        [r.game, r.seat, moves, now, r.stop_hash],
      );
      if (!claimed.length) continue;
      const deadline = r.pace_s === null || !(moves >= 2 || r.seat === 'host') ? null : Number(r.since_ms) + Number(r.pace_s) * 1000;
      // The reminder of a move whose first notification is being sent now is not sent as well.
      if (first && deadline !== null && deadline - now <= Number(r.pace_s) * 250)
        await this.db.query('UPDATE relay_notify SET reminded_move = $3 WHERE game = $1 AND seat = $2', [r.game, r.seat, moves]);
      const sending: Promise<void> = this.send(r, first, deadline, now).finally(() => {
        this.sending.delete(sending);
        if (this.slotWanted) {
          this.slotWanted = false;
          this.kick();
        }
      });
      this.sending.add(sending);
    }
  }

  /** One notification, to its end: it never throws, and a failure is logged once, by kind and reason only. */
  private async send(r: Due, first: boolean, deadline: number | null, now: number): Promise<void> {
    try {
      let sealed: Sealed;
      try {
        sealed = JSON.parse(openSealed(this.key!, r.address, r.game, r.seat)) as Sealed;
      } catch {
        throw own('its address cannot be opened with this relay\u2019s key');
      }
      const notice = Notifier.notice(first, r.link_base, sealed, deadline, now);
      if (r.kind === 'email') await this.mail(sealed.a, notice);
      else
        await callWebhook(sealed.a, Notifier.body(r.kind, notice), {
          allowPrivate: this.opts.limits.notifyAllowPrivate === 1,
          timeoutMs: this.opts.limits.notifyTimeoutMs,
        });
      this.counts.sent++;
    } catch (e) {
      this.counts.failed++;
      // By kind and reason only: an error's own text may name the address.
      this.opts.log?.(`relay: a ${r.kind} notification failed (${reason(e)})`);
    }
  }

  /** What a notification says, and its links: the game on the player's device, and the stop link. */
  static notice(first: boolean, base: string, sealed: Sealed, deadline: number | null, now: number): Notice {
    const stop = `${base}relay/v1/stop#${sealed.s}`;
    const open = sealed.g ? `${base}#${OPEN_GAME_KEY}=${sealed.g}` : null;
    // The game as the player's screen names it (its first 8 hex digits), never the relay's own id.
    const game = sealed.g ? `in game ${sealed.g.slice(0, 8)}` : 'in your game online';
    const time = deadline === null ? '' : ` ${left(deadline - now)} left before the other player may end the game as abandoned.`;
    return first
      ? { event: 'yourMove', title: 'Sea Devils: your move', text: `It is your move ${game}: the other player has moved.${time}`, open, stop, deadline }
      : { event: 'reminder', title: 'Sea Devils: reminder', text: `Your move ${game} is still waiting.${time}`, open, stop, deadline };
  }

  /** The body of each webhook shape. */
  static body(kind: NotifyKind, n: Notice): { type: string; body: string; headers?: Record<string, string> } {
    const line = `${n.text}${n.open ? ` Open the game: ${n.open}` : ''} Stop these notifications: ${n.stop}`;
    if (kind === 'discord') return { type: 'application/json', body: JSON.stringify({ content: `**${n.title}**\n${line}` }) };
    if (kind === 'slack') return { type: 'application/json', body: JSON.stringify({ text: `*${n.title}*\n${line}` }) };
    if (kind === 'ntfy') {
      const stop = `view, Stop notifications, ${n.stop}, clear=true`;
      return {
        type: 'text/plain; charset=utf-8',
        body: n.text,
        headers: { Title: n.title, Actions: n.open ? `view, Open the game, ${n.open}; ${stop}` : stop, ...(n.open ? { Click: n.open } : {}) },
      };
    }
    return {
      type: 'application/json',
      body: JSON.stringify({ source: 'sea-devils-relay', event: n.event, title: n.title, text: n.text, deadline: n.deadline, open: n.open, stop: n.stop }),
    };
  }

  private async mail(to: string, n: Notice): Promise<void> {
    const t = this.opts.limits.notifyTimeoutMs;
    if (!this.mailer) {
      const nodemailer = (await import('nodemailer')).default;
      // nodemailer reads the server from `url` and takes the timeouts beside it.
      this.mailer = nodemailer.createTransport({ url: this.opts.smtpUrl!, connectionTimeout: t, greetingTimeout: t, socketTimeout: t } as Parameters<
        typeof nodemailer.createTransport
      >[0]);
    }
    // nodemailer's timeouts are each for a silence; a server that trickles would pass them all, so
    // the whole exchange is bounded too (the notification then fails; its connection ends by its own timeouts).
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(own(`no answer within ${t} ms`)), t);
    });
    const sent = this.mailer.sendMail({
      from: this.opts.smtpFrom ?? 'Sea Devils relay <relay@localhost>',
      to,
      subject: n.title,
      text: `${n.text}\n\n${n.open ? `Open the game: ${n.open}\n\n` : ''}Stop these notifications: ${n.stop}\n`,
      headers: { 'List-Unsubscribe': `<${n.stop}>` },
    });
    try {
      await Promise.race([sent, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

export function sealWith(key: Buffer, text: string, game: string, seat: Seat): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  c.setAAD(Buffer.from(`${game}|${seat}`));
  const body = Buffer.concat([c.update(text, 'utf8'), c.final()]);
  return `v1.${iv.toString('base64url')}.${c.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
}

function openSealed(key: Buffer, sealed: string, game: string, seat: Seat): string {
  const [v, iv, tag, body] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('unreadable address');
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  d.setAAD(Buffer.from(`${game}|${seat}`));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8');
}

export const stopHash = (token: string): string => createHash('sha256').update(`sea-devils-relay-stop|${token}`).digest('hex');

/** Why a sending failed, without anything that could name the address: the relay's own reasons, or an error code. */
function reason(e: unknown): string {
  const x = e as { code?: unknown; responseCode?: unknown; message?: unknown; own?: boolean };
  if ((x.own || e instanceof RelayRefused) && typeof x.message === 'string') return x.message;
  if (typeof x.responseCode === 'number') return `SMTP ${x.responseCode}`;
  return typeof x.code === 'string' && /^[A-Z_]{2,32}$/.test(x.code) ? x.code : 'an error';
}
