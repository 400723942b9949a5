import { describe, expect, it } from 'vitest';
import { activeSide, apply, newGame, view, visibleEvents, type Command, type GameEvent, type GameState, type Side } from '../../src/engine/index';
import { hashState } from '../../src/game/record';
import { makeBot } from '../../src/ai/registry';
import type { HandEntry } from '../../src/ai/trace';
import { MAX_HAND_ENTRIES, keepHand, readHand } from '../../src/game/aiHand';
import { GameSession, loadAi, type SessionMeta } from '../../src/ui/session';
import { envelope, sessionFromEnvelope } from '../../src/ui/saves/saveSession';
import { sourceOfSave } from '../../src/ui/replay/replaySources';
import { gameData } from '../helpers';

// Issue 31.4, the computer's hand: a side output of the bots that changes nothing. The same
// seed plays the same game with the hand written or not (the same commands, the same state
// hash, the same Federal view and log at every step); the hand holds what the raider weighed
// and the Federal's stations; a game keeps it beside the state and shows it only once over; a
// save's hand is hostile input, dropped with a note when it does not check.

const data = gameData();

interface Played {
  commands: string[];
  fedViews: string[];
  fedLogs: number[];
  hash: string;
  hand: HandEntry[];
}

/** Both sides played by `level` bots from `seed`; with `traced`, both bots write their hand. */
function play(scenario: string, seed: string, level: string, traced: boolean): Played {
  const bots = { federal: makeBot(level, `${seed}:f`), confederate: makeBot(level, `${seed}:c`) };
  const hand: HandEntry[] = [];
  if (traced) for (const b of Object.values(bots)) b.traceTo?.({ note: (e) => keepHand(hand, e) });
  const start = newGame(data, scenario, seed, {});
  let state: GameState = start.state;
  const events: GameEvent[] = [...start.events];
  const out: Played = { commands: [], fedViews: [], fedLogs: [], hash: '', hand };
  for (let n = 0; state.phase !== 'gameOver'; n++) {
    if (n > 20_000) throw new Error('the game did not end');
    const side = activeSide(state)!;
    const command: Command = bots[side].next(data, view(state, side), side);
    const r = apply(data, state, command);
    if (!r.ok) throw new Error(r.message);
    state = r.state;
    events.push(...r.events);
    out.commands.push(JSON.stringify(command));
    out.fedViews.push(JSON.stringify(view(state, 'federal')));
    out.fedLogs.push(visibleEvents(events, 'federal').length);
  }
  out.fedViews.push(JSON.stringify(visibleEvents(events, 'federal')));
  out.hash = hashState(state);
  return out;
}

describe("31.4 the computer's hand", () => {
  for (const level of ['cautious', 'historical', 'bold']) {
    for (const [scenario, seed] of [
      ['weak-beginning', 'hand-1'],
      ['endgame', 'hand-2'],
    ] as const) {
      it(`${level}, ${scenario}: the same game with the hand written as without it, step by step`, () => {
        const plain = play(scenario, seed, level, false);
        const traced = play(scenario, seed, level, true);
        expect(traced.commands).toEqual(plain.commands);
        expect(traced.fedLogs).toEqual(plain.fedLogs);
        // Every step's Federal view (and at the end the Federal's whole log), compared one by one.
        expect(traced.fedViews.length).toBe(plain.fedViews.length);
        for (let i = 0; i < plain.fedViews.length; i++) if (traced.fedViews[i] !== plain.fedViews[i]) expect.fail(`the Federal view differs at step ${i + 1}`);
        expect(traced.hash).toBe(plain.hash);
        expect(plain.hand).toEqual([]);

        // The hand: the raiders' records and the Federal's movements of every turn played.
        const records = traced.hand.filter((e) => e.kind === 'record');
        const moves = traced.hand.filter((e) => e.kind === 'movement');
        expect(records.length).toBeGreaterThan(0);
        expect(moves.length).toBeGreaterThan(0);
        for (const e of records) {
          // Routes best first, at most one chosen; the record sealed is the one the game ran.
          expect(e.routes.length).toBeLessThanOrEqual(4);
          expect(e.routes.filter((r) => r.chosen).length).toBeLessThanOrEqual(1);
          for (let i = 1; i < Math.min(3, e.routes.length); i++) expect(e.routes[i]!.ev).toBeLessThanOrEqual(e.routes[i - 1]!.ev);
          for (const r of e.routes) {
            expect(r.sunk).toBeGreaterThanOrEqual(0);
            expect(r.sunk).toBeLessThanOrEqual(1);
          }
          expect(e.why.length).toBeGreaterThan(3);
        }
        // Some raider weighed routes and sailed one of them.
        expect(records.some((e) => e.routes.some((r) => r.chosen))).toBe(true);
        for (const e of moves) for (const x of e.stations) expect(data.federal[x.ship]).toBeTruthy();
        // The hand checks as a save's would.
        const back = readHand(data, JSON.parse(JSON.stringify(traced.hand)));
        expect(back.note).toBeNull();
        expect(back.entries).toEqual(traced.hand);
      });
    }
  }

  it("the chosen route is the record sealed, and a raider's view names only what its side can see", () => {
    const traced = play('weak-beginning', 'hand-3', 'historical', true);
    const sealed = new Map<string, string>();
    let turn = 0;
    for (const c of traced.commands.map((x) => JSON.parse(x) as Command)) {
      if (c.type === 'sealRecords') {
        turn++;
        for (const r of c.records) sealed.set(`${r.ship}`, JSON.stringify(r.steps));
      }
    }
    expect(turn).toBeGreaterThan(0);
    for (const e of traced.hand) {
      if (e.kind !== 'record') continue;
      const chosen = e.routes.find((r) => r.chosen);
      if (chosen && !e.why.includes('squadron') && !e.why.includes('refused')) expect(chosen.steps).toBe(e.chose);
      for (const s of e.seen) expect(data.federal[s.ship]).toBeTruthy();
    }
  });

  it("a save's hand is hostile input: a bad one is dropped with a note, the rest of the game stands", () => {
    expect(readHand(data, undefined)).toEqual({ entries: [], note: null });
    const good = play('weak-beginning', 'hand-1', 'historical', true).hand;
    const damaged = JSON.parse(JSON.stringify(good)) as Record<string, unknown>[];
    damaged[0]!.turn = 'soon';
    expect(readHand(data, damaged).entries).toEqual([]);
    expect(readHand(data, damaged).note).toMatch(/not kept: the save's copy is damaged/);
    const foreign = JSON.parse(JSON.stringify(good)) as { kind: string; ship?: string }[];
    const rec = foreign.find((e) => e.kind === 'record')!;
    rec.ship = 'constructor';
    expect(readHand(data, foreign).note).toMatch(/names a ship or an area this game does not have/);
    expect(
      readHand(
        data,
        [...Array(MAX_HAND_ENTRIES + 1)].map(() => good[0]),
      ).note,
    ).toMatch(/damaged/);
    expect(readHand(data, 'x'.repeat(100)).entries).toEqual([]);
    const extra = JSON.parse(JSON.stringify(good)) as Record<string, unknown>[];
    extra[0]!.secret = 'a sealed record';
    expect(readHand(data, extra).entries).toEqual([]);
  });

  it('a solitaire game keeps the hand beside the state, shows it only once over, and its save carries it', async () => {
    await loadAi();
    const meta: Omit<SessionMeta, 'id' | 'createdAt'> = {
      mode: 'solitaire',
      aiLevel: 'historical',
      scenario: 'weak-beginning',
      seed: 'hand-session',
      options: {},
    };
    const withHand = GameSession.start(data, meta, 'federal');
    const player = makeBot('historical', 'player');
    let without: ReturnType<typeof makeBot> | null = null; // the session's bot, made as the session makes it, never traced
    const fresh = newGame(data, 'weak-beginning', 'hand-session', {});
    let state = fresh.state;
    const events = [...fresh.events];
    const play1 = (_side: Side, c: Command) => {
      const r = apply(data, state, c);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
      events.push(...r.events);
    };
    for (let n = 0; withHand.state.phase !== 'gameOver'; n++) {
      if (n > 20_000) throw new Error('the game did not end');
      const side = withHand.active!;
      expect(withHand.handShown()).toBeNull(); // nothing of the hand while the game is on
      if (side === 'federal') {
        const c = player.next(data, withHand.viewFor('federal'), 'federal');
        expect(withHand.send(c).ok).toBe(true);
        play1(side, c);
      } else {
        without ??= makeBot('historical', `hand-session:confederate:${withHand.commands.length}`);
        expect(withHand.botStep().ok).toBe(true);
        const c = without.next(data, view(state, 'confederate'), 'confederate');
        expect(withHand.commands[withHand.commands.length - 1]).toEqual(c);
        play1(side, c);
      }
      // The Federal's view and log are the same as the untraced game's at every step.
      expect(JSON.stringify(withHand.viewFor('federal'))).toBe(JSON.stringify(view(state, 'federal')));
      expect(JSON.stringify(withHand.visible('federal'))).toBe(JSON.stringify(visibleEvents(events, 'federal')));
    }
    expect(hashState(withHand.state)).toBe(hashState(state));
    expect(JSON.stringify(withHand.state)).not.toContain('"routes"');
    const shown = withHand.handShown()!;
    expect(shown.entries.length).toBeGreaterThan(0);
    expect(shown.entries.every((e) => e.kind === 'record')).toBe(true);

    // The save carries it; a reload keeps it; a damaged one is dropped with a note and the game loads.
    const env = envelope(withHand, 'hand');
    const again = sessionFromEnvelope(data, JSON.parse(JSON.stringify(env)));
    expect(again.handShown()).toEqual(shown);
    const bad = JSON.parse(JSON.stringify(env)) as { aiHand: { ship: string }[] };
    bad.aiHand[0]!.ship = '<img src=x>';
    const loaded = sessionFromEnvelope(data, bad as unknown as typeof env);
    expect(hashState(loaded.state)).toBe(hashState(withHand.state));
    expect(loaded.handShown()!.entries).toEqual([]);
    expect(loaded.handShown()!.note).toMatch(/not kept/);
    // The replay of the save: the hand of a finished game; none for a game still on.
    const src = sourceOfSave(data, JSON.parse(JSON.stringify(env)));
    expect(src?.kind === 'record' ? src.hand : undefined).toEqual(shown);
    const unfinished = { ...env, summary: { ...env.summary, phase: 'federalMovement' } };
    const early = sourceOfSave(data, unfinished);
    expect(early?.kind === 'record' ? early.hand : undefined).toBeNull();
  });
});
