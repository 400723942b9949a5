import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Db } from './db';
import type { Seat } from './api';
import { MAX_ADDRESS_CHARS, type NotifyKind, type NotifyRequest } from './paceApi';
import type { PaceBook } from './pace';
import { RelayRefused } from './store';

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
  /** Longest an outbound webhook or SMTP exchange may take, in ms. */
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
  /** The key the addresses are encrypted with (64 hex digits); none: one kept in the database. */
  key?: string | null;
  /** The relay's public address (https://host/), for the stop links; none: the address a player's browser used. */
  publicUrl?: string | null;
  log?: ((line: string) => void) | null;
  /** How often due notifications are looked for, in ms (0: only after a post and on tick()). */
  everyMs?: number;
}

const WEBHOOK_KINDS: readonly NotifyKind[] = ['json', 'discord', 'slack', 'ntfy'];
/** Longest answer read from a webhook (the rest is dropped). */
const MAX_ANSWER_BYTES = 16 * 1024;
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,63}$/;

/** Private, loopback, link-local, shared, documentation and multicast ranges, IPv4 and IPv6. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127], // :: and ::1
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** Whether an IP address (v4 or v6) is private, loopback, link-local or otherwise not on the public internet. */
export function privateAddress(ip: string): boolean {
  const v = isIP(ip);
  if (v === 4) return PRIVATE.check(ip, 'ipv4');
  if (v !== 6) return true;
  const low = ip.toLowerCase();
  // An IPv4 address inside IPv6 (mapped ::ffff:a.b.c.d, or NAT64 64:ff9b::a.b.c.d): its IPv4 decides.
  const m = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/.exec(low);
  if (m) {
    const v4 = m[1] ?? [parseInt(m[2]!, 16) >> 8, parseInt(m[2]!, 16) & 255, parseInt(m[3]!, 16) >> 8, parseInt(m[3]!, 16) & 255].join('.');
    return PRIVATE.check(v4, 'ipv4');
  }
  return PRIVATE.check(low, 'ipv6');
}

const refuse = (message: string) => new RelayRefused('badAddress', 400, `bad address: ${message}`);

/**
 * Checks a webhook's URL: http or https, no user name or password, and (unless `allowPrivate`)
 * not the relay's own host nor a name or address that leads to a private network.
 */
/** A name's addresses (the system's resolver; the tests give their own). */
type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

export async function checkWebhook(text: string, allowPrivate: boolean, ownHosts: string[], resolve: Resolver = systemResolver): Promise<URL> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse('the webhook is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('a webhook is an http or https URL');
  if (url.username || url.password) throw refuse('a webhook URL may not carry a user name or password');
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (ownHosts.some((h) => h.toLowerCase() === host)) throw refuse('a webhook may not point at the relay itself');
  if (host === 'localhost' || host.endsWith('.localhost')) throw refuse('a webhook may not point at localhost');
  await resolvePublic(host, resolve);
  return url;
}

/** The public addresses a name resolves to; refused when there is none, or when any is private. */
async function resolvePublic(host: string, resolve: Resolver = systemResolver): Promise<{ address: string; family: number }[]> {
  if (isIP(host)) {
    if (privateAddress(host)) throw refuse('a webhook may not point at a private, loopback or link-local address');
    return [{ address: host, family: isIP(host) }];
  }
  let found: { address: string; family: number }[];
  try {
    found = await resolve(host);
  } catch {
    throw refuse("the webhook's host name does not resolve");
  }
  if (!found.length) throw refuse("the webhook's host name does not resolve");
  if (found.some((a) => privateAddress(a.address)))
    throw refuse('a webhook may not point at a name that resolves to a private, loopback or link-local address');
  return found;
}

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

/** What a notification says: its title, its text and the stop link. */
export interface Notice {
  event: 'yourMove' | 'reminder';
  title: string;
  text: string;
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
  /** Notifications sent and failed since start (the tests and an operator read them). */
  readonly counts = { sent: 0, failed: 0 };

  constructor(
    private readonly db: Db,
    private readonly pace: PaceBook,
    private readonly opts: NotifyOptions,
  ) {}

  get email(): boolean {
    return !!this.opts.smtpUrl;
  }

  kinds(): NotifyKind[] {
    return this.email ? [...WEBHOOK_KINDS, 'email'] : [...WEBHOOK_KINDS];
  }

  async init(): Promise<void> {
    if (this.opts.key) {
      if (!/^[0-9a-f]{64}$/i.test(this.opts.key)) throw new Error('RELAY_NOTIFY_KEY must be 64 hex digits');
      this.key = Buffer.from(this.opts.key, 'hex');
    } else {
      await this.db.query('INSERT INTO relay_notify_key (id, key) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomBytes(32).toString('hex')]);
      const rows = await this.db.query<{ key: string }>('SELECT key FROM relay_notify_key WHERE id = 1');
      this.key = Buffer.from(rows[0]!.key, 'hex');
    }
    if (this.opts.everyMs) {
      this.timer = setInterval(() => this.kick(), this.opts.everyMs);
      this.timer.unref();
    }
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.mailer?.close();
  }

  private seal(text: string, game: string, seat: Seat): string {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', this.key!, iv);
    c.setAAD(Buffer.from(`${game}|${seat}`));
    const body = Buffer.concat([c.update(text, 'utf8'), c.final()]);
    return `v1.${iv.toString('base64url')}.${c.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
  }

  private open(sealed: string, game: string, seat: Seat): string {
    const [v, iv, tag, body] = sealed.split('.');
    if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('unreadable address');
    const d = createDecipheriv('aes-256-gcm', this.key!, Buffer.from(iv, 'base64url'));
    d.setAAD(Buffer.from(`${game}|${seat}`));
    d.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8');
  }

  /** This seat's notification kind, if any. */
  async kindOf(game: string, seat: Seat): Promise<NotifyKind | null> {
    const rows = await this.db.query<{ kind: NotifyKind }>('SELECT kind FROM relay_notify WHERE game = $1 AND seat = $2', [game, seat]);
    return rows[0]?.kind ?? null;
  }

  /** Sets this seat's notification (replacing any); `linkBase` is the relay's address as the player reached it. */
  async set(game: string, seat: Seat, req: NotifyRequest, linkBase: string, ownHosts: string[]): Promise<void> {
    if (req.address.length > MAX_ADDRESS_CHARS) throw refuse(`at most ${MAX_ADDRESS_CHARS} characters`);
    if (req.kind === 'email') {
      if (!this.email) throw new RelayRefused('notifyUnavailable', 409, 'e-mail unavailable: this relay has no SMTP server');
      if (!EMAIL.test(req.address)) throw refuse('not an e-mail address');
    } else await checkWebhook(req.address, this.opts.limits.notifyAllowPrivate === 1, ownHosts);
    // The stop token is never stored: only its hash, and the link sealed with the address, to be read at sending.
    const stop = randomBytes(32).toString('base64url');
    const base = this.opts.publicUrl ?? linkBase;
    await this.db.query(
      `INSERT INTO relay_notify (game, seat, kind, address, stop_hash, link_base) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (game, seat) DO UPDATE SET kind = $3, address = $4, stop_hash = $5, link_base = $6`,
      [game, seat, req.kind, this.seal(JSON.stringify({ a: req.address, s: stop }), game, seat), stopHash(stop), base],
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
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = this.tick()
      .catch((e: unknown) => this.opts.log?.(`relay: notifications failed (${(e as Error).message})`))
      .finally(() => {
        this.ticking = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the look in progress, if any (tests). */
  async idle(): Promise<void> {
    while (this.ticking) await this.ticking;
  }

  /** Sends every notification due now: a move's first to an absent seat, and a paced move's reminder. */
  async tick(): Promise<void> {
    const now = this.pace.now();
    const rows = await this.db.query<Due>(
      `SELECT n.game, n.seat, n.kind, n.address, n.link_base, n.stop_hash, n.notified_move, n.reminded_move,
              p.moves, p.pace_s, p.since_ms, p.host_until, p.guest_until
       FROM relay_notify n JOIN relay_pace p ON p.game = n.game
       WHERE p.last_seat IS NOT NULL AND p.last_seat <> n.seat AND p.abandoned_by IS NULL AND n.sent_ms <= $2
         AND (n.notified_move < p.moves OR (p.pace_s IS NOT NULL AND n.reminded_move < p.moves AND p.since_ms + p.pace_s::bigint * 750 <= $1))
       LIMIT 100`,
      [now, now - this.opts.limits.notifyMinSeconds * 1000],
    );
    for (const r of rows) {
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
      const deadline = r.pace_s === null ? null : Number(r.since_ms) + Number(r.pace_s) * 1000;
      // The reminder of a move whose first notification is being sent now is not sent as well.
      if (first && deadline !== null && deadline - now <= Number(r.pace_s) * 250)
        await this.db.query('UPDATE relay_notify SET reminded_move = $3 WHERE game = $1 AND seat = $2', [r.game, r.seat, moves]);
      let sealed: { a: string; s: string };
      try {
        sealed = JSON.parse(this.open(r.address, r.game, r.seat)) as { a: string; s: string };
      } catch {
        this.counts.failed++;
        continue;
      }
      const stop = `${r.link_base}relay/v1/stop#${sealed.s}`;
      const game = r.game.slice(0, 8);
      const time = deadline === null ? '' : ` ${left(deadline - now)} left before the other player may end the game as abandoned.`;
      const notice: Notice = first
        ? { event: 'yourMove', title: 'Sea Devils: your move', text: `It is your move in game ${game}: the other player has moved.${time}`, stop, deadline }
        : { event: 'reminder', title: 'Sea Devils: reminder', text: `Your move in game ${game} is still waiting.${time}`, stop, deadline };
      try {
        if (r.kind === 'email') await this.mail(sealed.a, notice);
        else await this.webhook(r.kind, sealed.a, notice);
        this.counts.sent++;
      } catch (e) {
        this.counts.failed++;
        // By kind and reason only: an error's own text may name the address.
        this.opts.log?.(`relay: a ${r.kind} notification failed (${reason(e)})`);
      }
    }
  }

  /** The body of each webhook shape. */
  static body(kind: NotifyKind, n: Notice): { type: string; body: string; headers?: Record<string, string> } {
    const line = `${n.text} Stop these notifications: ${n.stop}`;
    if (kind === 'discord') return { type: 'application/json', body: JSON.stringify({ content: `**${n.title}**\n${line}` }) };
    if (kind === 'slack') return { type: 'application/json', body: JSON.stringify({ text: `*${n.title}*\n${line}` }) };
    if (kind === 'ntfy')
      return { type: 'text/plain; charset=utf-8', body: n.text, headers: { Title: n.title, Actions: `view, Stop notifications, ${n.stop}, clear=true` } };
    return {
      type: 'application/json',
      body: JSON.stringify({ source: 'sea-devils-relay', event: n.event, title: n.title, text: n.text, deadline: n.deadline, stop: n.stop }),
    };
  }

  private async webhook(kind: NotifyKind, address: string, n: Notice): Promise<void> {
    const allow = this.opts.limits.notifyAllowPrivate === 1;
    const url = await checkWebhook(address, allow, []);
    const b = Notifier.body(kind, n);
    // The connection goes to an address checked now (the name may have changed since it was set).
    const pinned: LookupFunction = (host, options, cb) => {
      resolvePublicOrAny(host, allow).then(
        (all) => {
          const a = all[0]!;
          if ((options as { all?: boolean }).all) (cb as (e: null, a: { address: string; family: number }[]) => void)(null, all);
          else cb(null, a.address, a.family);
        },
        (e: Error) => cb(e, '', 4),
      );
    };
    const timeout = this.opts.limits.notifyTimeoutMs;
    await new Promise<void>((done, fail) => {
      const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
        url,
        {
          method: 'POST',
          lookup: pinned,
          timeout,
          headers: { 'content-type': b.type, 'content-length': Buffer.byteLength(b.body), 'user-agent': 'sea-devils-relay', ...b.headers },
        },
        (res) => {
          let got = 0;
          res.on('data', (d: Buffer) => {
            got += d.length;
            if (got > MAX_ANSWER_BYTES) res.destroy();
          });
          res.on('end', () => {
            const s = res.statusCode ?? 0;
            // A redirect is never followed (it could lead anywhere, a private address included).
            if (s >= 200 && s < 300) done();
            else fail(own(`the webhook answered ${s}${s >= 300 && s < 400 ? ' (a redirect, not followed)' : ''}`));
          });
          res.on('error', fail);
        },
      );
      const all = setTimeout(() => req.destroy(own(`no answer within ${timeout} ms`)), timeout);
      req.on('close', () => clearTimeout(all));
      req.on('timeout', () => req.destroy(own(`no answer within ${timeout} ms`)));
      req.on('error', fail);
      req.end(b.body);
    });
  }

  private async mail(to: string, n: Notice): Promise<void> {
    if (!this.mailer) {
      const nodemailer = (await import('nodemailer')).default;
      const t = this.opts.limits.notifyTimeoutMs;
      // nodemailer reads the server from `url` and takes the timeouts beside it.
      this.mailer = nodemailer.createTransport({ url: this.opts.smtpUrl!, connectionTimeout: t, greetingTimeout: t, socketTimeout: t } as Parameters<
        typeof nodemailer.createTransport
      >[0]);
    }
    await this.mailer.sendMail({
      from: this.opts.smtpFrom ?? 'Sea Devils relay <relay@localhost>',
      to,
      subject: n.title,
      text: `${n.text}\n\nStop these notifications: ${n.stop}\n`,
      headers: { 'List-Unsubscribe': `<${n.stop}>` },
    });
  }
}

async function resolvePublicOrAny(host: string, allow: boolean): Promise<{ address: string; family: number }[]> {
  if (!allow) return resolvePublic(host.replace(/^\[|\]$/g, ''));
  if (isIP(host)) return [{ address: host, family: isIP(host) }];
  return lookup(host, { all: true });
}

export const stopHash = (token: string): string => createHash('sha256').update(`sea-devils-relay-stop|${token}`).digest('hex');

/** Why a sending failed, without anything that could name the address: the relay's own reasons, or an error code. */
function reason(e: unknown): string {
  const x = e as { code?: unknown; responseCode?: unknown; message?: unknown; own?: boolean };
  if ((x.own || e instanceof RelayRefused) && typeof x.message === 'string') return x.message;
  if (typeof x.responseCode === 'number') return `SMTP ${x.responseCode}`;
  return typeof x.code === 'string' && /^[A-Z_]{2,32}$/.test(x.code) ? x.code : 'an error';
}

/** A failure the relay words itself (no address in it). */
const own = (message: string): Error => Object.assign(new Error(message), { own: true });
