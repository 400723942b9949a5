import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { privateAddress } from './publicAddress';
import { RelayRefused } from './store';

// A webhook as the relay checks and calls it (notify.ts; docs/relay.md "Notifications"). The URL
// comes from a player, so its receiver is hostile: it may point at the relay's own network, answer
// without end, never answer, trickle, or cut the connection. The check refuses the first; every
// call ends by itself within its time, whatever the receiver does (issue 44.3), and says why in
// words of the relay's own (never the address).

/** The longest head (status line and headers) taken from a receiver; its body is never read. */
export const MAX_ANSWER_HEAD_BYTES = 16 * 1024;

const refuse = (message: string) => new RelayRefused('badAddress', 400, `bad address: ${message}`);

/** A failure the relay words itself (no address in it). */
export const own = (message: string): Error => Object.assign(new Error(message), { own: true });

/** A name's addresses (the system's resolver; the tests give their own). */
export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Checks a webhook's URL: http or https, no user name or password, and (unless `allowPrivate`)
 * not the relay's own host nor a name or address that leads to a private network.
 */
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
  const host = bare(url.hostname);
  // In a player's words (issue 48.6): what was refused and what to do instead; the relay's own
  // name or localhost is the machine the relay runs on, never where the player's hook lives.
  if (ownHosts.some((h) => h.toLowerCase() === host)) throw refuse(onRelayMachine("this address is the relay's own machine"));
  if (host === 'localhost' || host.endsWith('.localhost')) throw refuse(onRelayMachine("this address is the relay's own machine (localhost)"));
  await resolvePublic(host, resolve);
  return url;
}

const onRelayMachine = (why: string): string => `a webhook must be on another server: ${why}. Use a public webhook service such as ntfy.sh, Discord or Slack`;

const bare = (host: string): string => host.replace(/^\[|\]$/g, '').toLowerCase();

/** The public addresses a name resolves to; refused when there is none, or when any is private. */
async function resolvePublic(host: string, resolve: Resolver): Promise<{ address: string; family: number }[]> {
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

export interface CallOptions {
  allowPrivate: boolean;
  /** The whole call ends within this (name lookup, connection, request, answer), in ms. */
  timeoutMs: number;
  resolve?: Resolver;
}

/**
 * POSTs `body` to the webhook at `address` and settles within `timeoutMs` whatever the receiver
 * does: a 2xx status is success, anything else (another status, a redirect, which is never
 * followed, a head over MAX_ANSWER_HEAD_BYTES, a reset, a closed connection, no status in time)
 * a failure worded by the relay. Only the status is waited for; the connection is then closed,
 * so an answer's size does not matter. A connection of its own (no pool shared with others).
 */
export async function callWebhook(address: string, body: { type: string; body: string; headers?: Record<string, string> }, o: CallOptions): Promise<void> {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => {
      const e = own(`no answer within ${o.timeoutMs} ms`);
      abort.abort(e);
      fail(e);
    }, o.timeoutMs);
  });
  try {
    await Promise.race([exchange(address, body, o, abort.signal), late]);
  } finally {
    clearTimeout(timer);
    abort.abort(own('done')); // closes the connection, whatever it still sends
  }
}

async function exchange(
  address: string,
  b: { type: string; body: string; headers?: Record<string, string> },
  o: CallOptions,
  signal: AbortSignal,
): Promise<void> {
  const resolve = o.resolve ?? systemResolver;
  const url = await checkWebhook(address, o.allowPrivate, [], resolve);
  signal.throwIfAborted();
  // The connection goes to an address checked now (the name may have changed since it was set).
  const pinned: LookupFunction = (host, options, cb) => {
    const found = o.allowPrivate
      ? isIP(bare(host))
        ? Promise.resolve([{ address: bare(host), family: isIP(bare(host)) }])
        : resolve(host)
      : resolvePublic(bare(host), resolve);
    found.then(
      (all) => {
        if ((options as { all?: boolean }).all) (cb as (e: null, a: { address: string; family: number }[]) => void)(null, all);
        else cb(null, all[0]!.address, all[0]!.family);
      },
      (e: Error) => cb(e, '', 4),
    );
  };
  await new Promise<void>((done, fail) => {
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: pinned,
        signal,
        maxHeaderSize: MAX_ANSWER_HEAD_BYTES,
        headers: { 'content-type': b.type, 'content-length': Buffer.byteLength(b.body), 'user-agent': 'sea-devils-relay', ...b.headers },
      },
      (res) => {
        res.on('error', () => undefined);
        const s = res.statusCode ?? 0;
        // A redirect is never followed (it could lead anywhere, a private address included).
        if (s >= 200 && s < 300) done();
        else fail(own(`the webhook answered ${s}${s >= 300 && s < 400 ? ' (a redirect, not followed)' : ''}`));
        res.destroy();
      },
    );
    // Whichever comes first settles the call; the others find it settled.
    req.on('error', (e) => fail(signal.aborted && signal.reason instanceof Error ? signal.reason : e));
    req.on('close', () => fail(own('the connection closed before an answer')));
    req.end(b.body);
  });
}
