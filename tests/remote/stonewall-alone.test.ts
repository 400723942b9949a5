// Issue 44.1: two honest clients deadlocked when the Stonewall was the only Confederate ship with
// orders (GT 16 of the Campaign and of Endgame). Her record is shown at the seal and carried out
// at once (11.61), but its salt comes only with the reveal at the Activity Phase (4.3), so the
// Federal's end of movement waits for the reveal. The Confederate's replay of the Federal's game
// kept her salt, ran the end of movement through, counted one command more than the Federal had
// applied and refused the honest message as a stale state hash, again and again.

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { RandomBot } from '../../src/ai/randomBot';
import { RemoteClient } from '../../src/remote/client';
import { SHIP } from '../../src/engine/special';
import { hashState } from '../../src/game/record';
import type { Side } from '../../src/engine/types';
import { seededHex } from './harness';

const other = (s: Side): Side => (s === 'federal' ? 'confederate' : 'federal');

/** Every Confederate ship but the Stonewall sunk, in one client's save (both clients get the same change). */
function stonewallAlone(c: RemoteClient, rnd: (n: number) => string): RemoteClient {
  const save = c.toJSON();
  for (const ship of Object.values(save.state!.confederate)) {
    if (ship.id === SHIP.stonewall || ship.status !== 'inPlay') continue;
    Object.assign(ship, { status: 'sunk', area: null, port: null, blockadedBy: [] });
  }
  return RemoteClient.fromJSON(gameData(), save, { randomHex: rnd });
}

describe('11.61 and 4.3 played apart: the Stonewall alone', () => {
  it('the Federal end of movement with only her record sealed is taken, and the game plays on to the same end', () => {
    const data = gameData();
    const hex = { host: seededHex('alone:host'), guest: seededHex('alone:guest') };
    const host = RemoteClient.host(data, { scenario: 'endgame', side: 'confederate' }, { randomHex: hex.host });
    const guest = RemoteClient.join(data, host.lastCode!, { randomHex: hex.guest });
    const clients: Record<Side, RemoteClient> = { confederate: host, federal: guest };
    const bots = { federal: new RandomBot('alone-f'), confederate: new RandomBot('alone-c') };
    let inFlight: { from: Side; code: string } | null = { from: 'federal', code: guest.lastCode! };
    let doctored = 0;
    let openSeals = 0;
    for (let guard = 0; guard < 20_000; guard++) {
      if (inFlight) {
        const r = clients[other(inFlight.from)].receive(inFlight.code);
        expect(r.ok ? 'taken' : `the ${other(inFlight.from)} refused: ${r.message}`).toBe('taken');
        inFlight = null;
        continue;
      }
      const c = clients.confederate;
      const st = c.state;
      // At each Record Phase with the Stonewall afloat, both sides agreeing: only she is left.
      if (
        st?.phase === 'confederateRecord' &&
        c.status() === 'yourTurn' &&
        st.confederate[SHIP.stonewall]!.status === 'inPlay' &&
        clients.federal.hash === c.hash
      ) {
        if (Object.values(st.confederate).some((s) => s.id !== SHIP.stonewall && s.status === 'inPlay')) {
          clients.confederate = stonewallAlone(c, hex.host);
          clients.federal = stonewallAlone(clients.federal, hex.guest);
          doctored++;
        }
        openSeals++;
      }
      const side = (['federal', 'confederate'] as Side[]).find((s) => clients[s].status() === 'yourTurn' || clients[s].status() === 'send');
      if (!side) break;
      const cl = clients[side];
      if (cl.status() === 'send') inFlight = { from: side, code: cl.send() };
      else expect(cl.play(bots[side].next(data, cl.view()!, side))).toMatchObject({ ok: true });
    }
    expect(doctored).toBe(1);
    // Her record was sealed alone on each turn she sailed (11.61), and the game went on to its end.
    expect(openSeals).toBeGreaterThanOrEqual(1);
    expect(clients.federal.status()).toBe('over');
    expect(clients.confederate.status()).toBe('over');
    expect(hashState(clients.federal.state!)).toBe(hashState(clients.confederate.state!));
  });
});
