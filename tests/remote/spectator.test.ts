// A spectator (issue 34.5) fed both players' codes in the game's order, as the relay's spectator
// link gives them: it checks each and rebuilds the public game, ending on the players' final
// state; it never holds a sealed record or salt before the reveal; and a message altered, out of
// its place, from the wrong player or with a forged record is refused by name, changing nothing.

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gameData } from '../helpers';
import { makeBot } from '../../src/ai/registry';
import { hashState } from '../../src/game/record';
import { decodeMessage, encodeMessage, sealMessage } from '../../src/remote/protocol';
import { SpectatorGame } from '../../src/remote/spectator';
import { publicHash } from '../../src/remote/publicHash';
import type { GameState, Side } from '../../src/engine/types';
import { playRemote } from './harness';

/** What the Confederate holds sealed now: salts and non-empty step lists. */
function sealedSecrets(state: GameState | null): string[] {
  const out: string[] = [];
  for (const r of Object.values(state?.records ?? {})) {
    if (r.revealed || !r.record || !r.salt) continue;
    out.push(r.salt, r.salt.split(':')[0]!);
    if (r.record.steps.length) out.push(JSON.stringify(r.record.steps));
  }
  return out;
}

function watch(scenario: string, hostSide: Side, seed: string, bots = 'random') {
  const data = gameData();
  const spectator = new SpectatorGame(data);
  let checked = 0;
  const g = playRemote(data, {
    scenario,
    hostSide,
    seed,
    bots: { federal: makeBot(bots, `${seed}:f`), confederate: makeBot(bots, `${seed}:c`) },
    onExchange: (x, game) => {
      // The harness hands over the invitation before it calls this: the spectator reads it first.
      if (spectator.lastSeq < 0) expect(spectator.receive(game.codes[0]!.code)).toMatchObject({ ok: true });
      const r = spectator.receive(x.code);
      expect(r, `message ${x.seq}`).toMatchObject({ ok: true });
      // Whatever the Confederate holds sealed is nowhere in what the spectator holds, until the
      // message that reveals the records at the Activity Phase (which holds them, and should).
      const m = decodeMessage(x.code);
      if (m.body.kind === 'turn' && m.body.records) return;
      const held = JSON.stringify({ state: spectator.state, events: spectator.events });
      for (const s of sealedSecrets(game.clients.confederate.state)) {
        expect(held.includes(s)).toBe(false);
        checked++;
      }
    },
  });
  return { g, spectator, checked };
}

describe("a spectator rebuilds the public game from both players' messages", () => {
  it('Weak Beginning, the Confederate hosting: the same end as the players, never a sealed record before its reveal', () => {
    const { g, spectator, checked } = watch('weak-beginning', 'confederate', 'spectate-1');
    expect(spectator.state!.phase).toBe('gameOver');
    expect(hashState(spectator.state!)).toBe(hashState(g.clients.federal.state!));
    expect(publicHash(spectator.state!)).toBe(g.clients.confederate.hash);
    expect(spectator.lastSeq).toBe(g.codes.length - 1);
    expect(checked).toBeGreaterThan(0);
  });

  it('Endgame, the Federal hosting, historical AI on both sides: the same end', () => {
    const { g, spectator } = watch('endgame', 'federal', 'spectate-2', 'historical');
    expect(spectator.state!.phase).toBe('gameOver');
    expect(hashState(spectator.state!)).toBe(hashState(g.clients.confederate.state!));
  });

  it('refuses by name a message altered, repeated, skipped, from the wrong player or re-digested with other content', () => {
    const data = gameData();
    const { g } = watch('weak-beginning', 'confederate', 'spectate-3');
    const codes = g.codes.map((x) => x.code);
    const s = new SpectatorGame(data);
    for (const c of codes.slice(0, 4)) expect(s.receive(c).ok).toBe(true);
    const at = JSON.stringify({ st: s.state, n: s.lastSeq });
    const m = decodeMessage(codes[4]!);
    // Altered without a new digest; altered and re-digested (its commands then differ from the sender's hash, or the chain breaks).
    expect(s.receive(encodeMessage({ ...m, seq: m.seq }).replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A')))).toMatchObject({ ok: false });
    expect(s.receive(encodeMessage({ ...m, prev: m.digest }))).toMatchObject({ ok: false, check: 'integrity' });
    expect(s.receive(encodeMessage(sealMessage({ ...m, prev: '0'.repeat(64), digest: undefined } as never)))).toMatchObject({ ok: false, check: 'chain' });
    expect(s.receive(encodeMessage(sealMessage({ ...m, from: m.from === 'federal' ? 'confederate' : 'federal', digest: undefined } as never)))).toMatchObject({
      ok: false,
      check: 'wrongSender',
    });
    if (m.body.kind === 'turn')
      expect(
        s.receive(
          encodeMessage(
            sealMessage({ ...m, body: { ...m.body, reveal: { index: m.body.reveal.index, element: 'f'.repeat(64) } }, digest: undefined } as never),
          ),
        ),
      ).toMatchObject({ ok: false, check: 'chainElement' });
    expect(s.receive(codes[3]!)).toMatchObject({ ok: false, check: 'replayed' });
    expect(s.receive(codes[5]!)).toMatchObject({ ok: false, check: 'outOfOrder' });
    expect(s.receive('SD1.nonsense')).toMatchObject({ ok: false, check: 'malformed' });
    // Nothing changed: the right message still goes in, and so on to the end.
    expect(JSON.stringify({ st: s.state, n: s.lastSeq })).toBe(at);
    for (const c of codes.slice(4)) expect(s.receive(c).ok).toBe(true);
    expect(hashState(s.state!)).toBe(hashState(g.clients.federal.state!));
  });

  it("refuses a turn that gives no hash of the sender's game, as the players do (one check, verify.ts)", () => {
    const data = gameData();
    const { g } = watch('weak-beginning', 'confederate', 'spectate-5');
    const s = new SpectatorGame(data);
    let refused = 0;
    for (const x of g.codes) {
      const m = decodeMessage(x.code);
      if (refused < 2 && m.body.kind === 'turn' && m.body.commands.length > 0) {
        const at = JSON.stringify({ st: s.state, n: s.lastSeq });
        expect(s.receive(encodeMessage(sealMessage({ ...m, stateHash: null, digest: undefined } as never)))).toMatchObject({ ok: false, check: 'stateHash' });
        expect(JSON.stringify({ st: s.state, n: s.lastSeq })).toBe(at);
        refused++;
      }
      expect(s.receive(x.code).ok).toBe(true);
    }
    expect(refused).toBe(2);
  });

  it('refuses a revealed record that does not match its commitment', () => {
    const data = gameData();
    const { g } = watch('weak-beginning', 'confederate', 'spectate-4');
    const s = new SpectatorGame(data);
    let refused = false;
    for (const x of g.codes) {
      const m = decodeMessage(x.code);
      if (!refused && m.body.kind === 'turn' && m.body.records?.length) {
        const records = m.body.records.map((r, i) => (i === 0 ? { ...r, salt: r.salt.replace(/^./, (ch) => (ch === 'a' ? 'b' : 'a')) } : r));
        expect(s.receive(encodeMessage(sealMessage({ ...m, body: { ...m.body, records }, digest: undefined } as never)))).toMatchObject({
          ok: false,
          check: 'commitment',
        });
        refused = true;
      }
      expect(s.receive(x.code).ok).toBe(true);
    }
    expect(refused).toBe(true);
  });
});

describe("one implementation of the checks and the dice for the players' clients and the spectator (issue 44.7)", () => {
  it('the spectator reads and checks only: its face has no way to decide, write or send anything', () => {
    const methods = Object.getOwnPropertyNames(SpectatorGame.prototype).filter((k) => k !== 'constructor');
    const face = methods.filter((k) => !['take', 'takeRecords', 'tryStart', 'run', 'seedGame', 'seeds'].includes(k)).sort();
    expect(face).toEqual(['events', 'gameId', 'lastSeq', 'receive', 'scenario', 'state']);
  });

  it("the spectator rolls no die and makes no check of its own: it imports the players' (segments.ts, verify.ts), not the engine's apply or the seed code", () => {
    const src = readFileSync(resolve(import.meta.dirname, '../../src/remote/spectator.ts'), 'utf8');
    const imports = [...src.matchAll(/^import[^;]*from '([^']+)';/gm)].map((m) => m[0]);
    const named = imports.join('\n');
    for (const own of [
      'apply,',
      'newGame',
      'segmentedDice',
      'segmentSeed',
      'chainStep',
      'verifyElement',
      'digestOf',
      'recordProblems',
      'fillRevealed',
      'publicHash',
    ])
      expect(named, own).not.toContain(own);
    expect(named).toContain("from './segments'");
    expect(named).toContain("from './verify'");
  });
});
