// A remote client's face to the screens (docs/remote-play.md; src/remote/client.ts), on the first
// messages of a game: where each side stands (status, and the same answer from its save alone),
// what it refuses to play and why (3.0, 4.3), what it sends when nothing new is due, a damaged
// code, the notepad's bound, and what it says of itself (issue 44.7: the mutants of client.ts).

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { RandomBot } from '../../src/ai/randomBot';
import { RemoteClient, saveStatus } from '../../src/remote/client';
import { NOTES_MAX } from '../../src/game/notes';
import { seededHex } from './harness';

const data = gameData();
function start() {
  const host = RemoteClient.host(data, { scenario: 'weak-beginning', side: 'confederate' }, { randomHex: seededHex('face-h') });
  const guest = RemoteClient.join(data, host.lastCode!, { randomHex: seededHex('face-g') });
  return { host, guest };
}
const both = (c: RemoteClient) => [c.status(), saveStatus(c.toJSON())];

describe('where each side stands, from the client and from its save alone', () => {
  it('before and after the acceptance: the host waits, then decides; the guest waits', () => {
    const { host, guest } = start();
    expect([host.isHost, guest.isHost, host.side, guest.side]).toEqual([true, false, 'confederate', 'federal']);
    expect([host.gameId, host.scenario]).toEqual([guest.gameId, 'weak-beginning']);
    expect(both(host)).toEqual(['waiting', 'waiting']);
    expect(both(guest)).toEqual(['waiting', 'waiting']);
    expect([host.state, host.view(), host.hash, guest.theirHash]).toEqual([null, null, null, null]);
    expect(host.receive(guest.lastCode!).ok).toBe(true);
    expect(both(host)).toEqual(['yourTurn', 'yourTurn']);
    expect(host.lastReceived).toEqual({ seq: 1, digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(host.view()?.phase).toBe(host.state!.phase);
    expect(host.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the host seals, owes its message (send), and the guest, once it has it, decides', () => {
    const { host, guest } = start();
    host.receive(guest.lastCode!);
    const bot = new RandomBot('face');
    for (let i = 0; i < 50 && host.status() === 'yourTurn'; i++) expect(host.play(bot.next(data, host.view()!, 'confederate')).ok).toBe(true);
    expect(both(host)).toEqual(['send', 'send']);
    const code = host.send();
    expect(host.lastSentSeq).toBe(2);
    expect(host.lastCode).toBe(code);
    expect(both(host)).toEqual(['waiting', 'waiting']);
    // Nothing new due: the last message again (a lost e-mail).
    expect(host.send()).toBe(code);
    expect(guest.receive(code).ok).toBe(true);
    expect(both(guest)).toEqual(['yourTurn', 'yourTurn']);
    expect(guest.theirHash).toBe(host.hash);
    expect(guest.hash).toBe(host.hash);
    expect(guest.owesReply).toBe(true);
    expect(guest.waiting).toBe(false);
  });
});

describe('what a client refuses to play (3.0, 4.3), changing nothing', () => {
  it('before the game, on the other side’s turn, a command of the other side, a seal of commitments', () => {
    const { host, guest } = start();
    expect(host.check({ type: 'endPhase', side: 'confederate' })).toEqual({ ok: false, code: 'noGame', rule: '3.0', message: 'the game has not started yet' });
    expect(host.play({ type: 'endPhase', side: 'confederate' })).toMatchObject({ ok: false, code: 'notYourTurn', rule: '3.0' });
    host.receive(guest.lastCode!);
    const before = JSON.stringify(host.toJSON());
    expect(host.play({ type: 'endPhase', side: 'federal' })).toMatchObject({ ok: false, code: 'notYourSide', rule: '3.0' });
    expect(host.play({ type: 'sealCommitments', side: 'confederate', commitments: [], open: [] })).toMatchObject({ ok: false, code: 'notLocal', rule: '4.3' });
    expect(JSON.stringify(host.toJSON())).toBe(before);
  });

  it('a client that has sent nothing has nothing to send', () => {
    const { host } = start();
    const fresh = RemoteClient.fromJSON(data, { ...host.toJSON(), lastSent: null });
    expect(() => fresh.send()).toThrow('there is nothing to send yet');
  });

  it('a damaged code is refused as malformed, by name', () => {
    const { host } = start();
    expect(host.receive('SD1.@@')).toMatchObject({ ok: false, check: 'malformed', message: expect.stringMatching(/^malformed code: /) });
  });
});

describe("the client's own notepad and options", () => {
  it('keeps notes up to the notepad’s bound, and nothing longer', () => {
    const { host } = start();
    expect(host.notes).toBe('');
    expect(host.setNotes('x'.repeat(NOTES_MAX))).toBe(true);
    expect(host.notes).toHaveLength(NOTES_MAX);
    expect(host.setNotes('y'.repeat(NOTES_MAX + 1))).toBe(false);
    expect(host.notes).toHaveLength(NOTES_MAX);
    expect(host.toJSON().notes).toHaveLength(NOTES_MAX);
  });

  it("the host's rule variants, a copy that changes nothing when edited", () => {
    const { host, guest } = start();
    const o = host.options;
    expect(guest.options).toEqual(o);
    (o as Record<string, unknown>).remote = 'changed';
    expect(host.options).not.toEqual(o);
  });

  it('an unknown scenario, or an invitation that is no invitation, is refused by name', () => {
    expect(() => RemoteClient.host(data, { scenario: 'no-such', side: 'federal' })).toThrow('no scenario "no-such"');
    const { guest } = start();
    expect(() => RemoteClient.join(data, 'not a code')).toThrow(/^malformed code: /);
    expect(() => RemoteClient.join(data, guest.lastCode!)).toThrow(/not an invitation/);
  });
});
