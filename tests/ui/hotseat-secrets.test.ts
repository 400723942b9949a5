// Issue 14, point 7: a hot-seat game's secrets at rest. Each side is a sealed remote-play client
// under its player's passphrase, so every save made while the Federal moves (the autosave, a
// named save, the exported file: all the same envelope) holds no Confederate record (4.3), no
// salt, no dice-chain secret and no dice generator state that the Federal could read, and no
// `holder` to edit. The Activity Phase's dice are unknown to both sides until the Federal's
// movement is committed (docs/remote-play.md, "Fair dice").

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { makeBot } from '../../src/ai/registry';
import type { Bot } from '../../src/ai/bot';
import type { GameState, Side } from '../../src/engine/types';
import { formatRecord } from '../../src/engine/activity/notation';
import { HotseatSession } from '../../src/ui/hotseat/hotseatSession';
import { parseSaveFile, SaveRefused } from '../../src/game/saveFormat';
import { saveOf, sessionFromEnvelope } from '../../src/ui/saves/saveSession';
import { open, WrongPassphrase } from '../../src/ui/hotseat/secretBox';
import type { SessionMeta } from '../../src/ui/session';
import { seededHex } from '../remote/harness';

const PASS: Record<Side, string> = { federal: 'union blue 1861', confederate: 'stars and bars' };

const meta = (scenario: string): SessionMeta => ({
  id: `test-${scenario}`,
  mode: 'hotseat',
  aiLevel: 'historical',
  scenario,
  seed: '',
  options: { erratumRow6: true },
  createdAt: 0,
  dataPack: null,
});

/** A save's text without its sealed parts (base64 ciphertext, IVs and key salts). */
const clearPart = (text: string): string => text.replace(/"(data|iv|salt)":"[A-Za-z0-9+/=]*"/g, '"$1":"…"');

/** Everything of the Confederate's that the Federal must not read while moving. */
function confederateSecrets(s: HotseatSession): string[] {
  const c = s.client('confederate')!;
  const st = c.state!;
  const out: string[] = [c.toJSON().secret];
  for (const r of Object.values(st.records)) {
    if (!r.record || r.revealed) continue;
    if (r.record.steps.length) out.push(formatRecord(gameData(), st, r.record), JSON.stringify(r.record.steps));
    out.push(r.salt!, r.salt!.split(':')[0]!);
  }
  return out;
}

/** The dice generator's state of each side's copy (seedrandom's Alea state), as numbers in text. */
function diceStates(s: HotseatSession): string[] {
  const out: string[] = [];
  for (const side of ['federal', 'confederate'] as Side[]) {
    const d = s.client(side)!.state!.dice;
    if (d.kind === 'segmented' && d.prng) out.push(JSON.stringify(d.prng), ...[d.prng.s0, d.prng.s1, d.prng.s2].map(String));
  }
  return out;
}

/**
 * Plays a hot-seat game with bots through the session, calling `at` before every Federal command
 * of the movement phase while records are sealed (each is a point the autosave is written at),
 * with `first` true at the phase's first.
 */
async function play(
  scenario: string,
  bots: Record<Side, Bot>,
  at: (s: HotseatSession, first: boolean) => Promise<void>,
  phasesToStop = Infinity,
): Promise<HotseatSession> {
  const data = gameData();
  // Seeded random bytes (chain secrets, salts, dice elements): the dice follow from both sides'
  // elements, so with Web Crypto's bytes the game's length varied from run to run.
  const s = await HotseatSession.create(data, meta(scenario), PASS, { randomHex: seededHex(`hotseat-secrets:${scenario}:${bots.federal.name}`) });
  let turn = -1;
  for (let guard = 0; guard < 20_000; guard++) {
    const side = s.active;
    if (!side) break;
    s.takeDevice(side);
    const st: GameState = s.state;
    if (st.phase === 'gameOver') break;
    if (side === 'federal' && st.phase === 'federalMovement' && Object.keys(st.records).length) {
      const first = st.turn !== turn;
      if (first && phasesToStop-- <= 0) return s;
      turn = st.turn;
      await at(s, first);
    }
    const r = s.send(bots[side].next(data, s.viewFor(side), side));
    if (!r.ok) throw new Error(`${side}: ${r.message}`);
  }
  return s;
}

describe('7 (issue 14): hot-seat secrets at rest', () => {
  it('4.3: every save made while the Federal moves hides the records, salts, chain secret and dice state', async () => {
    let saves = 0;
    let phases = 0;
    let recordsSeen = 0;
    await play('weak-beginning', { federal: makeBot('historical', 'f'), confederate: makeBot('historical', 'c') }, async (s, first) => {
      // The autosave, a named save and the exported file are all this one envelope.
      const text = JSON.stringify(await saveOf(s, 'Autosave'));
      saves++;
      const secrets = confederateSecrets(s);
      recordsSeen += secrets.length;
      for (const secret of [...secrets, ...diceStates(s)]) expect(text.includes(secret), `the save holds ${secret.slice(0, 40)}`).toBe(false);
      // The file's clear part names no steps of a record: no "leave", "raid" or "port:" at all
      // (the sealed parts are base64, where any four letters turn up by chance).
      expect(clearPart(text)).not.toMatch(/leave|raid|port:/);
      if (!first) return;
      phases++;
      // No one can foresee the Activity Phase's dice yet: its seed needs both sides' elements.
      const k = s.client('federal')!.segmentIndex(`${s.state.turn}:confederateActivity`);
      expect(s.client('federal')!.seedOf(k)).toBeNull();
      expect(s.client('confederate')!.seedOf(k)).toBeNull();
      // The Federal opens its own part with its passphrase: still no record, salt or Confederate secret.
      const env = JSON.parse(text);
      const fed = JSON.stringify((await open(env.sealed.boxes.federal, PASS.federal)).value);
      for (const secret of secrets) expect(fed.includes(secret)).toBe(false);
      await expect(open(env.sealed.boxes.confederate, PASS.federal)).rejects.toBeInstanceOf(WrongPassphrase);
      // The search is meaningful: with the Confederate's passphrase the records are there.
      const con = JSON.stringify((await open(env.sealed.boxes.confederate, PASS.confederate)).value);
      for (const secret of secrets) expect(con.includes(secret), secret).toBe(true);
    });
    // Every turn's movement phase of the game (this seed plays all four of Weak Beginning's turns),
    // and every Federal command in it.
    expect(phases).toBe(4);
    expect(saves).toBeGreaterThan(phases);
    expect(recordsSeen).toBeGreaterThan(3);
  });

  it('the save has no holder to edit, and a sealed side opens only with its own passphrase', async () => {
    let text = '';
    await play(
      'weak-beginning',
      { federal: makeBot('random', 'f2'), confederate: makeBot('random', 'c2') },
      async (s) => {
        text = JSON.stringify(await saveOf(s, 'x'));
      },
      1,
    );
    const env = JSON.parse(text);
    expect(env.version).toBe(2);
    expect(env.holder).toBeUndefined();
    expect(() => parseSaveFile(gameData(), JSON.stringify({ ...env, holder: 'confederate' }), 'edited.json')).toThrow(SaveRefused);
    expect(() => parseSaveFile(gameData(), JSON.stringify({ ...env, holder: 'confederate' }), 'edited.json')).toThrow(/edited\.json is damaged: .*holder/);
    const loaded = sessionFromEnvelope(gameData(), parseSaveFile(gameData(), text, 'good.json')) as HotseatSession;
    expect(loaded.active).toBe('federal');
    expect(() => loaded.viewFor('confederate')).toThrow(/sealed/);
    await expect(loaded.unlock('confederate', PASS.federal)).rejects.toBeInstanceOf(WrongPassphrase);
    expect(loaded.isUnlocked('confederate')).toBe(false);
    // A box changed by a single character is refused too (AES-GCM's tag).
    const b = env.sealed.boxes.federal;
    const flipped = {
      ...env,
      sealed: { ...env.sealed, boxes: { ...env.sealed.boxes, federal: { ...b, data: (b.data[0] === 'A' ? 'B' : 'A') + b.data.slice(1) } } },
    };
    const tampered = sessionFromEnvelope(gameData(), parseSaveFile(gameData(), JSON.stringify(flipped), 't.json')) as HotseatSession;
    await expect(tampered.unlock('federal', PASS.federal)).rejects.toBeInstanceOf(WrongPassphrase);
  });

  it("34.3: each side's notepad is inside its own sealed part, opened only with its passphrase", async () => {
    const NOTE = 'Alabama to the Cape of Good Hope by GT 9';
    let text = '';
    await play(
      'weak-beginning',
      { federal: makeBot('random', 'f3'), confederate: makeBot('random', 'c3') },
      async (s, first) => {
        if (!first) return;
        // The Federal holds the device: its notepad is its own; the Confederate's was written earlier.
        s.client('confederate')!.setNotes(NOTE);
        expect(s.holder).toBe('federal');
        expect(s.setNotes('Federal: watch C19')).toBe(true);
        expect(s.notes()).toBe('Federal: watch C19');
        text = JSON.stringify(await saveOf(s, 'x'));
      },
      1,
    );
    expect(text).not.toContain('Cape of Good Hope');
    expect(text).not.toContain('watch C19');
    const loaded = sessionFromEnvelope(gameData(), parseSaveFile(gameData(), text, 'notes.json')) as HotseatSession;
    expect(loaded.notes()).toBeNull();
    await loaded.unlock('federal', PASS.federal);
    expect(loaded.notes()).toBe('Federal: watch C19');
    await loaded.unlock('confederate', PASS.confederate);
    expect(loaded.client('confederate')!.notes).toBe(NOTE);
  });

  it('resumes after a reload: each player types their passphrase when their side is needed, and the game plays to its end', async () => {
    const data = gameData();
    const bots = { federal: makeBot('random', 'f3'), confederate: makeBot('random', 'c3') };
    let text = '';
    await play(
      'weak-beginning',
      bots,
      async (s) => {
        text = JSON.stringify(await saveOf(s, 'x'));
      },
      1,
    );
    const s = sessionFromEnvelope(data, parseSaveFile(data, text, 'resume.json')) as HotseatSession;
    const unlocks: Side[] = [];
    for (let guard = 0; guard < 20_000; guard++) {
      const side = s.active;
      if (!side) break;
      if (!s.isUnlocked(side)) {
        await s.unlock(side, PASS[side]);
        unlocks.push(side);
        continue;
      }
      s.takeDevice(side);
      if (s.state.phase === 'gameOver') break;
      const r = s.send(bots[side].next(data, s.viewFor(side), side));
      if (!r.ok) throw new Error(r.message);
    }
    expect(unlocks).toEqual(['federal', 'confederate']);
    const f = s.client('federal')!;
    const c = s.client('confederate')!;
    expect(f.state!.phase).toBe('gameOver');
    expect(f.hash).toBe(c.hash);
  });
});
