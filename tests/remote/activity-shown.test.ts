// Issue 44.2: the Confederate learned its turn a whole Federal move late. The Federal's end of
// movement brings the Activity Phase's dice (both halves known to the Confederate then), but the
// command runs on to the next turn's deployment roll, whose dice wait for the Federal's next
// message; the game keeps the command waiting, all or nothing. The Confederate's client now
// shows at once what the command settles before it waits (engine progressBeforeWait): the
// Activity Phase, the end of the turn and the next turn's start, and shows it once only.

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { RandomBot } from '../../src/ai/randomBot';
import { RemoteClient } from '../../src/remote/client';
import { publicHash } from '../../src/remote/publicHash';
import { decodeMessage } from '../../src/remote/protocol';
import type { GameEvent, Side } from '../../src/engine/types';
import { seededHex } from './harness';

const other = (s: Side): Side => (s === 'federal' ? 'confederate' : 'federal');
const revealed = (events: GameEvent[]) => events.filter((e) => e.kind === 'reveal').map((e) => e.turn);

describe("44.2: the Activity Phase on the Confederate's screen", () => {
  it("comes with the Federal's end of movement, before the Confederate's reveal is even sent, and is not shown twice", () => {
    const data = gameData();
    const host = RemoteClient.host(data, { scenario: 'weak-beginning', side: 'confederate' }, { randomHex: seededHex('shown:host') });
    const guest = RemoteClient.join(data, host.lastCode!, { randomHex: seededHex('shown:guest') });
    const clients: Record<Side, RemoteClient> = { confederate: host, federal: guest };
    const bots = { federal: new RandomBot('shown-f'), confederate: new RandomBot('shown-c') };
    const got: Record<Side, GameEvent[]> = { federal: [], confederate: [] };
    let inFlight: { from: Side; code: string } | null = { from: 'federal', code: guest.lastCode! };
    let endsOfMovement = 0;
    for (let guard = 0; guard < 5000; guard++) {
      if (inFlight) {
        const to = other(inFlight.from);
        const m = decodeMessage(inFlight.code);
        const r = clients[to].receive(inFlight.code);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        got[to].push(...r.events);
        const endOfMovement =
          m.body.kind === 'turn' &&
          m.body.commands.some((c) => c.type === 'endPhase') &&
          inFlight.from === 'federal' &&
          clients.confederate.owesReply &&
          !!clients.confederate.toJSON().revealRecords;
        if (endOfMovement) {
          endsOfMovement++;
          const c = clients.confederate;
          const turn = c.state!.turn;
          // The Activity Phase of this turn is in the lines the message brought, while the
          // command itself still waits (the game and its hash stand where the Federal's do).
          expect(revealed(r.events)).toContain(turn);
          if (c.waiting) {
            expect(c.state!.phase).toBe('federalMovement');
            expect(c.shownState!.turn).toBeGreaterThan(turn);
            expect(c.hash).toBe(publicHash(c.state!));
          }
        }
        inFlight = null;
        continue;
      }
      const side = (['federal', 'confederate'] as Side[]).find((s) => ['yourTurn', 'send'].includes(clients[s].status()));
      if (!side) break;
      const c = clients[side];
      if (c.status() === 'send') inFlight = { from: side, code: c.send() };
      else expect(c.play(bots[side].next(data, c.view()!, side)).ok).toBe(true);
    }
    expect(clients.confederate.status()).toBe('over');
    expect(endsOfMovement).toBeGreaterThanOrEqual(4);
    // Each side was given each turn's Activity Phase once: the turns of its log, none twice, none missing.
    for (const side of ['federal', 'confederate'] as Side[]) expect(revealed(got[side])).toEqual(revealed(clients[side].events));
  });
});
