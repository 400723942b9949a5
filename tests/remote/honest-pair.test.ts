// The honest-pair soak (issue 44.1), bounded for `npm test`: whole games of two honest remote
// clients, every scenario and rule variant, through files and links (one message each way at a
// time), through a slow carrier (each side plays on while its message is on its way) and on one device (hot-seat: a reply sent at once when the other side waits on it), an AI
// level or the random-legal bot at each side; every message taken through every check of the
// other client and of a spectator, the clients now and then read back from their saves. No game
// may stall, no honest message may be refused, and the Confederate sees each Activity Phase no
// later than the Federal (44.2). `npm run bench` plays 10,000 of them (scripts/bench-soak.ts).
// Below, the stalls the soak found, each played again as it was found.

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { SCENARIO_IDS } from '../../src/data/files';
import { describeStall, playHonestPair, soakSpecs, type PairSpec } from './honestPair';

/** Games in `npm test`: about a minute and a half of one core (each scenario 8 times, every value of every other dimension several times). */
const GAMES = 40;

/** The Federal's standing orders given in the games played (issue 46.3): the soak sends them too. */
let ordersGiven = 0;
const pass = (spec: PairSpec): string => {
  const o = playHonestPair(gameData(), spec);
  ordersGiven += o.orders;
  return o.stall ? describeStall(o) : 'no stall';
};

describe('honest pairs play every game to its end', () => {
  const specs = soakSpecs(GAMES, 'npm-test');
  for (const scenario of SCENARIO_IDS) {
    it(`${scenario}: ${specs.filter((s) => s.scenario === scenario).length} games, every pairing, host side, bot and variant mixed`, () => {
      const before = ordersGiven;
      const stalls = specs
        .filter((s) => s.scenario === scenario)
        .map(pass)
        .filter((r) => r !== 'no stall');
      expect(stalls).toEqual([]);
      expect(ordersGiven - before, 'standing orders given').toBeGreaterThan(0);
    });
  }

  it('the games cover every pairing, both host sides, every bot at each side and each variant on and off', () => {
    const seen = new Set(
      specs.flatMap((s) => [
        s.pairing,
        `host:${s.hostSide}`,
        `f:${s.bots.federal}`,
        `c:${s.bots.confederate}`,
        ...Object.entries(s.options).map(([k, v]) => `${k}:${v}`),
      ]),
    );
    for (const want of [
      'remote',
      'hotseat',
      'slow',
      'host:federal',
      'host:confederate',
      'f:random',
      'f:cautious',
      'f:historical',
      'f:bold',
      'c:random',
      'c:cautious',
      'c:historical',
      'c:bold',
    ])
      expect(seen).toContain(want);
    for (const k of ['erratumRow6', 'speedRollSearch', 'rebelRaidersRaid', 'blockadeEvasion', 'liveDecisions']) {
      expect(seen).toContain(`${k}:true`);
      expect(seen).toContain(`${k}:false`);
    }
  });
});

describe('the stalls the soak found, played again', () => {
  it('11.61: the Stonewall the only ship sealed at GT 16 of Endgame (the replay of the Federal counted one command more)', () => {
    expect(
      pass({
        seed: 'probe-69',
        scenario: 'endgame',
        options: { erratumRow6: false, speedRollSearch: false, rebelRaidersRaid: true, blockadeEvasion: false },
        hostSide: 'federal',
        bots: { federal: 'bold', confederate: 'random' },
        pairing: 'hotseat',
      }),
    ).toBe('no stall');
  });

  it("hot-seat: an Activity Phase that rolled no die, then the Confederate's placement: the Federal's reply re-sent an older dice-chain element", () => {
    expect(
      pass({
        seed: 'scan1-85',
        scenario: 'campaign',
        options: { erratumRow6: false, speedRollSearch: false, rebelRaidersRaid: true, blockadeEvasion: true },
        hostSide: 'federal',
        bots: { federal: 'random', confederate: 'cautious' },
        pairing: 'hotseat',
      }),
    ).toBe('no stall');
  });

  // A slow carrier (issue 46.2): a side that sent its message plays on before the reply arrives.
  // Before, its next message took the number of the one still unanswered, with other content
  // (refused as a replayed message, by the other side and the relay alike); and a reply that
  // came after such moves was checked against the game with them in it (stale state hash).
  /** The first slow-carrier stall found; the next test watches the same game. */
  const SLOW_PROBE_10: PairSpec = {
    seed: 'slow-probe-10',
    scenario: 'campaign',
    options: { erratumRow6: false, speedRollSearch: true, rebelRaidersRaid: false, blockadeEvasion: false, liveDecisions: true },
    hostSide: 'confederate',
    bots: { federal: 'historical', confederate: 'historical' },
    pairing: 'slow',
    lapses: true,
  };
  it('a slow carrier: a live answer made while the reply to the last message was on its way', () => {
    expect(pass(SLOW_PROBE_10)).toBe('no stall');
  });

  it('a slow carrier: moves made while the last message is unanswered are reported as waiting for the reply, never as ready to send', () => {
    const seen = { kept: 0, keptSend: 0 };
    const o = playHonestPair(gameData(), SLOW_PROBE_10, undefined, (_actor, clients) => {
      for (const c of Object.values(clients)) {
        if (c.movesAwaitReply) {
          seen.kept++;
          // It may still decide (yourTurn: another live decision of its own), but never send.
          if (c.status() === 'send') seen.keptSend++;
        }
      }
    });
    expect(o.stall).toBeNull();
    // The top bar reads this (src/ui/remote/remoteBar.ts): "...; yours go out when the reply comes".
    expect(seen.kept).toBeGreaterThan(0);
    expect(seen.keptSend).toBe(0);
  });

  it("a slow carrier: the spotted raider's two answers made before the Federal's reply came", () => {
    expect(
      pass({
        seed: 'slow-probe-27',
        scenario: 'greyhounds-are-loose',
        options: { erratumRow6: false, speedRollSearch: false, rebelRaidersRaid: true, blockadeEvasion: true, liveDecisions: true },
        hostSide: 'federal',
        bots: { federal: 'bold', confederate: 'historical' },
        pairing: 'slow',
        lapses: true,
      }),
    ).toBe('no stall');
  });
});
