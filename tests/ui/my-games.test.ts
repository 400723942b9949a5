// "Your games played apart" (issue 34.2): whose move each saved game waits on, from the save
// alone and with the relay's batched answer (outside input), and the list's order.

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { RemoteClient, type RemoteSave } from '../../src/remote/client';
import { gameRow } from '../../src/ui/remote/gameRow';
import { ago, sortRows, type GameRow } from '../../src/ui/remote/myGames';
import type { GameStatus } from '../../src/relay/api';
import { seededHex } from '../remote/harness';

const data = gameData();

/** A game just begun: the host's invitation taken by the guest, the acceptance by the host. */
function begun(): { host: RemoteClient; guest: RemoteClient } {
  const host = RemoteClient.host(data, { scenario: 'weak-beginning', side: 'confederate' }, { randomHex: seededHex('mg:h') });
  const guest = RemoteClient.join(data, host.lastCode!, { randomHex: seededHex('mg:g') });
  const r = host.receive(guest.lastCode!);
  if (!r.ok) throw new Error(r.message);
  if (host.status() === 'send') host.send();
  // The host may owe the guest a message at once (its share of the first dice); the guest takes it.
  if ((host.lastSentSeq ?? 0) > 0) {
    const g = guest.receive(host.lastCode!);
    if (!g.ok) throw new Error(g.message);
    if (guest.status() === 'send') guest.send();
  }
  return { host, guest };
}

const ok = (
  game: string,
  seat: 'host' | 'guest',
  last: Record<'host' | 'guest', number | null>,
  touchedAt = new Date(5_000_000).toISOString(),
): GameStatus => ({ game, ok: true, seat, last, touchedAt, finished: false });

describe('a row of the list of games', () => {
  it('a game not begun waits for the other player to join; a begun one says whose move it is', () => {
    const lone = RemoteClient.host(data, { scenario: 'weak-beginning', side: 'federal' }, { randomHex: seededHex('mg:lone') });
    expect(gameRow(lone.gameId, lone.toJSON(), 1000, false, null).standing).toBe('notStarted');
    const { host, guest } = begun();
    const standings = [gameRow(host.gameId, host.toJSON(), 1000, true, null).standing, gameRow(guest.gameId, guest.toJSON(), 1000, true, null).standing];
    // Exactly one of the two sides has something to do.
    expect(standings.filter((s) => s === 'yourTurn' || s === 'send')).toHaveLength(1);
    expect(standings).toContain('waiting');
  });

  it('a move of the other side waiting on the relay shows as "your move", and the relay\'s activity counts', () => {
    const { host, guest } = begun();
    const waiting = [host, guest].find((c) => c.status() === 'waiting')!;
    const save: RemoteSave = waiting.toJSON();
    const seat = waiting === host ? 'host' : 'guest';
    const mine = save.lastReceived?.seq ?? -1;
    const r = gameRow(
      waiting.gameId,
      save,
      1000,
      true,
      ok(waiting.gameId, seat, seat === 'host' ? { host: 9, guest: mine + 1 } : { host: mine + 1, guest: 9 }),
    );
    expect(r.standing).toBe('newMove');
    expect(r.lastActivity).toBe(5_000_000);
    // Nothing new on the relay: still their move.
    expect(gameRow(waiting.gameId, save, 1000, true, ok(waiting.gameId, seat, { host: mine, guest: mine })).standing).toBe('waiting');
  });

  it("the relay's answer is outside input: a refusal is a note, nonsense fields change nothing, another game's answer is ignored", () => {
    const { host } = begun();
    const save = host.toJSON();
    const base = gameRow(host.gameId, save, 1000, true, null);
    const refused = gameRow(host.gameId, save, 1000, true, { game: host.gameId, ok: false, error: 'wrongCapability', message: 'wrong capability' });
    expect(refused.relayNote).toMatch(/no longer on the relay/);
    expect(refused.standing).toBe(base.standing);
    const junk = { game: host.gameId, ok: true, seat: 'host', last: null, touchedAt: 'yesterday', finished: 'no' } as unknown as GameStatus;
    expect(gameRow(host.gameId, save, 1000, true, junk)).toMatchObject({ standing: base.standing, lastActivity: 1000, relayNote: null });
    expect(gameRow(host.gameId, save, 1000, true, ok('f'.repeat(32), 'host', { host: 99, guest: 99 }))).toMatchObject({
      standing: base.standing,
      lastActivity: 1000,
    });
  });
});

describe('34.6: a game ended as abandoned', () => {
  it('shows as ended, with who did not move, whatever the save says is owed', () => {
    const { host, guest } = begun();
    for (const c of [host, guest]) {
      const r = gameRow(
        c.gameId,
        c.toJSON(),
        1000,
        true,
        ok(c.gameId, c === host ? 'host' : 'guest', { host: 9, guest: 9 }),
        'ended: the Federal did not move within 3 days',
      );
      expect(r.standing).toBe('abandoned');
      expect(r.endedNote).toBe('The game ended: the Federal did not move within 3 days.');
    }
    expect(gameRow(host.gameId, host.toJSON(), 1000, true, null).endedNote).toBeNull();
  });
});

describe('the list', () => {
  it('puts the games waiting on this player first, then the newest', () => {
    const r = (id: string, standing: GameRow['standing'], t: number): GameRow => ({
      gameId: id,
      standing,
      lastActivity: t,
      online: false,
      relayNote: null,
      endedNote: null,
      save: null as unknown as RemoteSave,
    });
    expect(
      sortRows([r('a', 'waiting', 9), r('b', 'over', 10), r('c', 'yourTurn', 1), r('d', 'newMove', 5), r('e', 'waiting', 20)]).map((x) => x.gameId),
    ).toEqual(['d', 'c', 'e', 'a', 'b']);
    // An abandoned game owes nothing: with the finished ones.
    expect(sortRows([r('a', 'abandoned', 30), r('b', 'waiting', 1)]).map((x) => x.gameId)).toEqual(['b', 'a']);
  });

  it('says when a game last moved in words', () => {
    const now = 10 * 86_400_000;
    expect(ago(null, now)).toBe('');
    expect(ago(now - 10_000, now)).toBe('just now');
    expect(ago(now - 5 * 60_000, now)).toBe('5 min ago');
    expect(ago(now - 3 * 3_600_000, now)).toBe('3 h ago');
    expect(ago(now - 2 * 86_400_000, now)).toBe('2 days ago');
  });
});
