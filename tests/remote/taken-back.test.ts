// 3.0 phase 3 played apart: Federal moves taken back (undo) are dropped from the message before it
// is sent (src/remote/outbox.ts): the Confederate gets only the moves that stand, the count of
// commands applied drops by the moves and undos left out, and both games end on the same hash
// (issue 44.7: outbox.ts was reached only by whole games, left out of the mutation shard's quick run).

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { RandomBot } from '../../src/ai/randomBot';
import { RemoteClient } from '../../src/remote/client';
import { decodeMessage } from '../../src/remote/protocol';
import type { Command } from '../../src/engine/index';
import { seededHex } from './harness';

const data = gameData();

/** The Federal (guest) at the start of its movement, and the Confederate (host) waiting for it. */
function atFederalMovement() {
  const host = RemoteClient.host(data, { scenario: 'weak-beginning', side: 'confederate' }, { randomHex: seededHex('back-h') });
  const guest = RemoteClient.join(data, host.lastCode!, { randomHex: seededHex('back-g') });
  expect(host.receive(guest.lastCode!).ok).toBe(true);
  const cBot = new RandomBot('back-c');
  for (let i = 0; i < 50 && host.status() === 'yourTurn'; i++) expect(host.play(cBot.next(data, host.view()!, 'confederate')).ok).toBe(true);
  expect(guest.receive(host.send()).ok).toBe(true);
  expect(guest.state!.phase).toBe('federalMovement');
  return { host, guest };
}
/** A move the Federal may make now (the random bot's first moveShip). */
function aMove(guest: RemoteClient, seed: string): Command {
  const bot = new RandomBot(seed);
  for (let i = 0; i < 200; i++) {
    const c = bot.next(data, guest.view()!, 'federal');
    if (c.type === 'moveShip') return c;
  }
  throw new Error('no move offered');
}
const sent = (code: string) => {
  const b = decodeMessage(code).body;
  if (b.kind !== 'turn') throw new Error('not a turn');
  return b;
};

describe('3.0 phase 3 played apart: moves taken back are not sent', () => {
  it('a move, its undo, another move and the end: only the standing move and the end go, and the games agree', () => {
    const { host, guest } = atFederalMovement();
    const applied = guest.toJSON().applied;
    const first = aMove(guest, 'm1');
    expect(guest.play(first).ok).toBe(true);
    expect(guest.play({ type: 'undo', side: 'federal' }).ok).toBe(true);
    const second = aMove(guest, 'm2');
    expect(guest.play(second).ok).toBe(true);
    expect(guest.play({ type: 'endPhase', side: 'federal' }).ok).toBe(true);
    expect(guest.toJSON().outbox.map((c) => c.type)).toEqual(['moveShip', 'undo', 'moveShip', 'endPhase']);
    const code = guest.send();
    const b = sent(code);
    expect(b.commands).toEqual([second, { type: 'endPhase', side: 'federal' }]);
    // The standing move is applied; the end of movement waits for the Confederate's records (4.3).
    expect(b.applied).toBe(applied + 1);
    expect(guest.toJSON().applied).toBe(applied + 1);
    expect(guest.waiting).toBe(true);
    expect(guest.toJSON().outbox).toEqual([]);
    const r = host.receive(code);
    expect(r.ok, r.ok ? '' : r.message).toBe(true);
  });

  it('a message with no undo goes as played', () => {
    const { host, guest } = atFederalMovement();
    const move = aMove(guest, 'm3');
    expect(guest.play(move).ok).toBe(true);
    expect(guest.play({ type: 'endPhase', side: 'federal' }).ok).toBe(true);
    const code = guest.send();
    expect(sent(code).commands).toEqual([move, { type: 'endPhase', side: 'federal' }]);
    expect(host.receive(code).ok).toBe(true);
  });

  it('two moves, two undos: neither move goes', () => {
    const { host, guest } = atFederalMovement();
    const applied = guest.toJSON().applied;
    expect(guest.play(aMove(guest, 'm4')).ok).toBe(true);
    expect(guest.play(aMove(guest, 'm5')).ok).toBe(true);
    expect(guest.play({ type: 'undo', side: 'federal' }).ok).toBe(true);
    expect(guest.play({ type: 'undo', side: 'federal' }).ok).toBe(true);
    expect(guest.play({ type: 'endPhase', side: 'federal' }).ok).toBe(true);
    const code = guest.send();
    expect(sent(code).commands).toEqual([{ type: 'endPhase', side: 'federal' }]);
    expect(sent(code).applied).toBe(applied);
    expect(host.receive(code).ok).toBe(true);
  });
});
