import { beforeAll, beforeEach } from 'vitest';
import type { GameData } from '../../src/data/gameData';
import type { Bot } from '../../src/ai/bot';
import type { GameOptions, Side } from '../../src/engine/types';
import { RemoteClient } from '../../src/remote/client';
import { decodeMessage, encodeMessage, sealMessage, type Message } from '../../src/remote/protocol';

// Two remote clients playing a whole game through their codes only, a bot on each side.

export interface Exchange {
  from: Side;
  code: string;
  seq: number;
}

export interface RemoteGame {
  clients: Record<Side, RemoteClient>;
  codes: Exchange[];
}

/**
 * A message (or its code) edited and sealed again, its digest computed anew as a careful forger
 * would: only the checks of the game can catch it. A message given is not changed.
 */
export function forged(m: Message | string, edit: (m: Message) => void): string {
  const copy = typeof m === 'string' ? decodeMessage(m) : structuredClone(m);
  edit(copy);
  const { digest: _d, ...rest } = copy;
  return encodeMessage(sealMessage(rest));
}

/** A message's turn body; throws for another kind (a recorded game's message is not the one a case expects). */
export function turnBody(m: Message): Extract<Message['body'], { kind: 'turn' }> {
  if (m.body.kind !== 'turn') throw new Error(`message ${m.seq} is not a turn`);
  return m.body;
}

/** A deterministic random source per client, so a failing game can be played again. */
export function seededHex(seed: string): (bytes: number) => string {
  let n = 0;
  return (bytes) => {
    let out = '';
    for (let i = 0; out.length < bytes * 2; i++) out += hashish(`${seed}|${n}|${i}`);
    n++;
    return out.slice(0, bytes * 2);
  };
}
function hashish(s: string): string {
  let h1 = 0x811c9dc5,
    h2 = 0x01000193;
  for (let i = 0; i < s.length; i++) {
    h1 = Math.imul(h1 ^ s.charCodeAt(i), 16777619);
    h2 = Math.imul(h2 + s.charCodeAt(i), 2246822519);
  }
  return ((h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0')).repeat(2);
}

/**
 * Plays until both clients are over (or `until` says stop), passing only the codes between them.
 * `onExchange` sees every code before it is delivered.
 */
export function playRemote(
  data: GameData,
  p: {
    scenario: string;
    hostSide: Side;
    bots: Record<Side, Bot>;
    seed: string;
    /** The host's options (the invitation's), e.g. live decisions. */
    options?: Partial<GameOptions>;
    until?: (g: RemoteGame) => boolean;
    onExchange?: (x: Exchange, g: RemoteGame) => void;
  },
): RemoteGame {
  const host = RemoteClient.host(data, { scenario: p.scenario, side: p.hostSide, options: p.options }, { randomHex: seededHex(`${p.seed}:host`) });
  const invite = host.lastCode!;
  const guest = RemoteClient.join(data, invite, { randomHex: seededHex(`${p.seed}:guest`) });
  const clients = { [host.side]: host, [guest.side]: guest } as Record<Side, RemoteClient>;
  const g: RemoteGame = { clients, codes: [{ from: host.side, code: invite, seq: 0 }] };
  let inFlight: Exchange | null = { from: guest.side, code: guest.lastCode!, seq: 1 };
  for (let guard = 0; guard < 100_000; guard++) {
    if (p.until?.(g)) return g;
    if (inFlight) {
      const x = inFlight;
      inFlight = null;
      g.codes.push(x);
      p.onExchange?.(x, g);
      const to = clients[x.from === 'federal' ? 'confederate' : 'federal'];
      const r = to.receive(x.code);
      if (!r.ok) throw new Error(`${to.side} refused message ${x.seq}: ${r.message}`);
      continue;
    }
    let acted = false;
    for (const side of ['federal', 'confederate'] as Side[]) {
      const c = clients[side];
      const st = c.status();
      if (st === 'yourTurn') {
        const v = c.view()!;
        const cmd = p.bots[side].next(data, v, side);
        const r = c.play(cmd);
        if (!r.ok) throw new Error(`${side} bot: ${r.message} on ${JSON.stringify(cmd)}`);
        acted = true;
        break;
      }
      if (st === 'send') {
        const code = c.send();
        inFlight = { from: side, code, seq: c.lastSentSeq! };
        acted = true;
        break;
      }
    }
    if (!acted) {
      if (clients.federal.status() === 'over' && clients.confederate.status() === 'over') return g;
      throw new Error(`stuck: federal ${clients.federal.status()}, confederate ${clients.confederate.status()}`);
    }
  }
  throw new Error('the remote game did not end');
}

/**
 * `beforeAll` for a game recorded once per file, whose failure fails every test of the file by
 * name. A failed `beforeAll` only skips them, and Stryker's Vitest runner counts skipped tests as
 * no failure: a mutant that breaks honest play (the recording) would survive (issue 44.7).
 */
export function beforeAllOrFail(record: () => void): void {
  let failed: { error: unknown } | null = null;
  beforeAll(() => {
    try {
      record();
    } catch (error) {
      failed = { error };
    }
  });
  beforeEach(() => {
    if (failed) throw failed.error;
  });
}
