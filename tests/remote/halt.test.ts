// Issue 44.1: a game that cannot go on never looks as if it waited. When a side refuses the
// message it waits for, as the other side's client wrote it, the refusal says it halts the game;
// the relay's courier keeps the halt (until a later message is taken); the other page hears of
// it by a notice sealed in the game's chat; both name the check, and the game is exported for a
// report. A message that is not the one due (damaged, replayed, of another game or branch)
// halts nothing: the right one may still come.

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { RandomBot } from '../../src/ai/randomBot';
import { RemoteClient, type ReceiveResult } from '../../src/remote/client';
import { Courier } from '../../src/remote/courier';
import { decodeMessage, encodeMessage, sealMessage } from '../../src/remote/protocol';
import { HaltNoticeSchema, haltHere, haltReport, haltStands, haltText, haltThere, noticeOf, type Halt } from '../../src/remote/halt';
import { openLine, sealLine } from '../../src/remote/chat';
import type { Side } from '../../src/engine/types';
import { seededHex } from './harness';
import { FakeRelay, settle } from './relayFake';

const data = gameData();

/** Two clients at the Confederate's reply to the Federal's first end of movement: the Federal's message with it is in `due`. */
function atEndOfMovement(seed: string): { fed: RemoteClient; con: RemoteClient; due: string } {
  const con = RemoteClient.host(data, { scenario: 'weak-beginning', side: 'confederate' }, { randomHex: seededHex(`${seed}:h`) });
  const fed = RemoteClient.join(data, con.lastCode!, { randomHex: seededHex(`${seed}:g`) });
  const clients: Record<Side, RemoteClient> = { federal: fed, confederate: con };
  const bots = { federal: new RandomBot(`${seed}-f`), confederate: new RandomBot(`${seed}-c`) };
  let code = fed.lastCode!;
  let from: Side = 'federal';
  for (let i = 0; i < 500; i++) {
    const m = decodeMessage(code);
    if (
      from === 'federal' &&
      m.body.kind === 'turn' &&
      m.body.commands.some((c) => c.type === 'endPhase') &&
      clients.federal.state!.phase === 'federalMovement'
    )
      return { fed, con, due: code };
    const r = clients[from === 'federal' ? 'confederate' : 'federal'].receive(code);
    if (!r.ok) throw new Error(r.message);
    for (;;) {
      const side = (['federal', 'confederate'] as Side[]).find((s) => ['yourTurn', 'send'].includes(clients[s].status()))!;
      if (clients[side].status() === 'send') {
        code = clients[side].send();
        from = side;
        break;
      }
      const ok = clients[side].play(bots[side].next(data, clients[side].view()!, side));
      if (!ok.ok) throw new Error(ok.message);
    }
  }
  throw new Error('no end of movement');
}

/** The same message with its body changed and its digest made again: it passes the envelope, then fails a game check. */
function resealed(code: string, change: (b: Record<string, unknown>) => void): string {
  const m = decodeMessage(code);
  const body = structuredClone(m.body) as unknown as Record<string, unknown>;
  change(body);
  const { digest: _d, ...rest } = m;
  return encodeMessage(sealMessage({ ...rest, body } as never));
}

describe('44.1: a refusal that halts the game', () => {
  it('the message due, as its sender wrote it (envelope whole), refused by a game check: halts; the game is unchanged', () => {
    const { con, due } = atEndOfMovement('halt-1');
    const before = JSON.stringify(con.toJSON());
    const bad = resealed(due, (b) => {
      b.applied = (b.applied as number) - 1;
    });
    const r = con.receive(bad);
    expect(r).toMatchObject({ ok: false, check: 'staleHash', halts: true });
    expect(JSON.stringify(con.toJSON())).toBe(before);
    const h = haltHere(r, bad)!;
    expect(h).toEqual({ by: 'here', seq: decodeMessage(due).seq, check: 'staleHash', message: (r as { message: string }).message, code: bad });
    // The honest message is still taken after: a refusal changes nothing.
    expect(con.receive(due).ok).toBe(true);
    expect(haltStands(h, con.lastReceived!.seq)).toBe(false);
  });

  it('a message that is not the one due halts nothing: damaged, of another game, from this side, a repeat, or out of its place', () => {
    const { con, due } = atEndOfMovement('halt-2');
    const m = decodeMessage(due);
    const cases: [string, string][] = [
      ['malformed', `${due.slice(0, -3)}###`],
      ['integrity', encodeMessage({ ...m, body: { ...m.body, applied: 0 } as never })],
      ['foreignGame', encodeMessage(sealMessage({ ...m, game: 'f'.repeat(32) } as never))],
      ['wrongSender', con.lastCode!],
      ['replayed', encodeMessage(sealMessage({ ...m, seq: m.seq - 2 } as never))],
      ['outOfOrder', encodeMessage(sealMessage({ ...m, seq: m.seq + 2 } as never))],
      ['chain', encodeMessage(sealMessage({ ...m, prev: 'a'.repeat(64) } as never))],
    ];
    for (const [check, code] of cases) {
      const r = con.receive(code);
      expect(r.ok, check).toBe(false);
      if (r.ok) continue;
      expect(r.check, check).toBe(check);
      expect(r.halts ?? false, check).toBe(false);
      expect(haltHere(r, code), check).toBeNull();
    }
    // Any game check on the message due halts: a dice-chain element not the sender's, say.
    const forged = resealed(due, (b) => {
      b.reveal = { ...(b.reveal as object), element: 'f'.repeat(64) };
    });
    expect(con.receive(forged)).toMatchObject({ ok: false, check: 'chainElement', halts: true });
    expect(haltHere({ ok: true, events: [] } as ReceiveResult, due)).toBeNull();
    expect(haltHere({ ok: false, check: 'stateHash', message: 'x', halts: true }, 'not a code')).toBeNull();
  });

  it("the other page's notice: a halt while it is about this side's last message and nothing came after", () => {
    const n = { seq: 7, check: 'stateHash' as const, message: 'state check failed: the games differ' };
    expect(haltThere(n, { seq: 7, code: 'SD1.x' }, 6)).toEqual({ by: 'there', seq: 7, check: 'stateHash', message: n.message, code: 'SD1.x' });
    expect(haltThere(n, { seq: 7, code: 'SD1.x' }, null)).not.toBeNull();
    // About another message, before anything was sent, or with a later message taken since: no halt.
    expect(haltThere(n, { seq: 9, code: 'SD1.x' }, 8)).toBeNull();
    expect(haltThere(n, null, null)).toBeNull();
    expect(haltThere(n, { seq: 7, code: 'SD1.x' }, 8)).toBeNull();
    // A halt stands until a message after the one refused is taken.
    const h: Halt = { by: 'here', seq: 7, check: 'stateHash', message: 'x', code: null };
    expect([haltStands(h, null), haltStands(h, 6), haltStands(h, 7), haltStands(h, 8)]).toEqual([true, true, false, false]);
    // The notice is outside input: its shape and size are checked.
    expect(HaltNoticeSchema.safeParse(noticeOf({ ...h, message: 'm' })).success).toBe(true);
    expect(HaltNoticeSchema.safeParse({ ...n, check: 'noSuchCheck' }).success).toBe(false);
    expect(HaltNoticeSchema.safeParse({ ...n, message: 'x'.repeat(601) }).success).toBe(false);
    expect(HaltNoticeSchema.safeParse({ ...n, seq: -1 }).success).toBe(false);
    expect(HaltNoticeSchema.safeParse({ ...n, extra: 1 }).success).toBe(false);
    expect(noticeOf({ ...h, code: 'SD1.secret' })).toEqual({ seq: 7, check: 'stateHash', message: 'x' });
  });

  it('both pages name the message, the check and its detail; neither says it waits', () => {
    const here: Halt = { by: 'here', seq: 12, check: 'staleHash', message: 'stale state hash: the sender says it applied 3 commands.', code: null };
    expect(haltText(here, 'confederate')).toBe(
      'This game cannot go on: this page refused the Federal player\'s message 12, as their page sent it (check "stale state hash": the sender says it applied 3 commands). Their page will not send another in its place.',
    );
    const there: Halt = { ...here, by: 'there' };
    expect(haltText(there, 'federal')).toBe(
      'This game cannot go on: the Confederate player\'s page refused your message 12 (check "stale state hash": the sender says it applied 3 commands). Your page cannot send another in its place.',
    );
    expect(haltText({ ...here, message: 'no check named first' }, 'federal')).toContain('(check "stale state hash": no check named first)');
    for (const t of [haltText(here, 'federal'), haltText(there, 'confederate')]) expect(t).not.toMatch(/wait/i);
  });

  it("the report: this side's game (not its notepad), where it stopped and the message refused", () => {
    const { con } = atEndOfMovement('halt-3');
    con.setNotes('my private plan');
    const h: Halt = { by: 'here', seq: 5, check: 'stateHash', message: 'state check failed: x', code: 'SD1.refused' };
    const r = haltReport(con.toJSON(), h);
    expect(r.name).toBe(`sea-devils-${con.gameId.slice(0, 8)}-report-confederate.json`);
    const j = JSON.parse(r.text);
    expect(j).toMatchObject({
      format: 'sea-devils-remote-report',
      version: 1,
      side: 'confederate',
      halt: { by: 'here', seq: 5, check: 'stateHash' },
      refusedCode: 'SD1.refused',
    });
    expect(j.halt.code).toBeUndefined();
    expect(j.save.gameId).toBe(con.gameId);
    expect(j.save.secret).toBe(con.toJSON().secret);
    expect(r.text).not.toContain('my private plan');
  });

  it('the notice travels sealed in the chat and opens as it was sent', async () => {
    const key = 'k'.repeat(43);
    const game = '0'.repeat(32);
    const halt = { seq: 3, check: 'stateHash' as const, message: 'state check failed: the games differ' };
    const line = await sealLine(key, game, 'host', 4, { text: 'My page refused your message 3', at: 1000, halt });
    expect(line.ct).not.toContain('stateHash');
    expect(await openLine(key, game, { ...line, seat: 'host' })).toEqual({ text: 'My page refused your message 3', at: 1000, halt });
    const plain = await sealLine(key, game, 'host', 5, { text: 'hello', at: 1 });
    expect(await openLine(key, game, { ...plain, seat: 'host' })).toEqual({ text: 'hello', at: 1 });
  });

  it("the courier keeps its page's halt of the relay's message until a later message is taken, and tells its page once", async () => {
    const { con, due } = atEndOfMovement('halt-4');
    const bad = resealed(due, (b) => {
      b.applied = (b.applied as number) - 1;
    });
    const relay = new FakeRelay();
    const seq = decodeMessage(due).seq;
    relay.stored.guest.push({ n: seq, code: bad });
    const heard: Halt[] = [];
    let client = con;
    const courier = new Courier(
      relay.mailbox('host'),
      { client: () => client, deliver: async (c) => client.receive(c), changed: () => undefined, halted: (h) => heard.push(h) },
      { seat: 'host' },
    );
    courier.start();
    await settle();
    expect(heard).toHaveLength(1);
    expect(courier.halt).toMatchObject({ by: 'here', seq, check: 'staleHash', code: bad });
    expect(courier.problem).toMatchObject({ check: 'staleHash' });
    // The honest message, taken from a file after all: the game goes on, and the halt is gone.
    const r = con.receive(due);
    expect(r.ok).toBe(true);
    client = con;
    expect(courier.halt).toBeNull();
    courier.close();
  });
});
