// Issue 46.2: online, a live decision left unanswered for a quarter of a paced move is left to
// the standing orders by the deciding page itself; both pages show the time left.
import { describe, expect, it } from 'vitest';
import { DECISION_SHARE, DecisionClock, decisionSeconds, liveAsk, type DecisionSince } from '../../src/ui/remote/decisionClock';
import type { GameState, Side } from '../../src/engine/index';

/** A game state as far as the clock reads it: the turn, the phase and the decision pending. */
const asking = (side: Side, answered = 0, ship = 'alabama') =>
  ({
    turn: 7,
    phase: 'confederateActivity',
    activity: { answered, pending: { side, kind: side === 'federal' ? 'search' : 'spotted', detail: { ship, area: 'C12' }, options: [] } },
  }) as unknown as GameState;

function clockOf(side: Side, o: { state: () => GameState | null; pace?: number | null; mayPlay?: () => boolean; sent?: boolean }) {
  let now = 1_000_000;
  let kept: DecisionSince | null = null;
  const lapses: number[] = [];
  const clock = new DecisionClock({
    side,
    state: o.state,
    mayPlay: o.mayPlay ?? (() => true),
    paceSeconds: () => (o.pace === undefined ? 600 : o.pace),
    since: () => kept,
    keep: (s) => {
      kept = s;
    },
    lapse: async () => {
      lapses.push(now);
      return o.sent ?? true;
    },
    now: () => now,
  });
  const wait = async (ms: number) => {
    now += ms;
    clock.tick();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { clock, lapses, wait, kept: () => kept, setKept: (s: DecisionSince) => (kept = s) };
}

describe("46.2 a live decision's time", () => {
  it('is a quarter of a paced move: 150 s at the live pace (600 s), 6 hours at a day; none without a pace', () => {
    expect(DECISION_SHARE).toBe(4);
    expect(decisionSeconds(600)).toBe(150);
    expect(decisionSeconds(86_400)).toBe(6 * 3600);
    expect(decisionSeconds(null)).toBeNull();
    expect(decisionSeconds(Number.NaN)).toBeNull();
  });

  it('the deciding page sends the lapse once, when the time is up, and not before', async () => {
    const t = clockOf('confederate', { state: () => asking('confederate') });
    t.clock.tick();
    await t.wait(149_000);
    expect(t.lapses).toEqual([]);
    expect(t.clock.shown()).toEqual({ line: 'Your decision: your standing orders answer in 0 min 1 s.', badge: 'You: decide in 0 min 1 s' });
    await t.wait(1_000);
    expect(t.lapses).toHaveLength(1);
    await t.wait(5_000);
    expect(t.lapses, 'once a decision').toHaveLength(1);
    expect(t.clock.shown()?.line).toBe('Your decision: the time is up; your standing orders answer.');
  });

  it("the waiting page shows the other side's time and never sends anything for it", async () => {
    const t = clockOf('federal', { state: () => asking('confederate') });
    t.clock.tick();
    await t.wait(200_000);
    expect(t.lapses).toEqual([]);
    expect(t.clock.shown()?.line).toBe("The Confederate's decision: the time is up; their standing orders answer.");
  });

  it('the next decision has a time of its own', async () => {
    let s = asking('confederate', 0);
    const t = clockOf('confederate', { state: () => s });
    t.clock.tick();
    await t.wait(150_000);
    expect(t.lapses).toHaveLength(1);
    s = asking('confederate', 1);
    await t.wait(1_000);
    expect(t.lapses).toHaveLength(1);
    await t.wait(148_000);
    expect(t.lapses, 'its own 150 s count from when this page first saw it').toHaveLength(1);
    await t.wait(2_000);
    expect(t.lapses).toHaveLength(2);
  });

  it('a reload keeps the time (kept with the game); a kept time of another decision or from the future is not taken', async () => {
    const s = asking('confederate');
    const t = clockOf('confederate', { state: () => s });
    t.setKept({ key: liveAsk(s)!.key, at: 1_000_000 - 140_000 });
    await t.wait(10_000);
    expect(t.lapses).toHaveLength(1);
    const u = clockOf('confederate', { state: () => s });
    u.setKept({ key: liveAsk(s)!.key, at: 1_000_000 + 10_000_000 });
    await u.wait(1_000);
    expect(u.lapses).toEqual([]);
    expect(u.kept()!.at).toBe(1_001_000);
    const v = clockOf('confederate', { state: () => s });
    v.setKept({ key: 'another', at: 0 });
    await v.wait(1_000);
    expect(v.lapses).toEqual([]);
  });

  it('no lapse while this side may not play (its answer sent, the game stopped) or without a pace; a refused send is tried again', async () => {
    let may = false;
    const t = clockOf('confederate', { state: () => asking('confederate'), mayPlay: () => may });
    t.clock.tick();
    await t.wait(200_000);
    expect(t.lapses).toEqual([]);
    may = true;
    await t.wait(1_000);
    expect(t.lapses).toHaveLength(1);
    const none = clockOf('confederate', { state: () => asking('confederate'), pace: null });
    none.clock.tick();
    await none.wait(10_000_000);
    expect(none.lapses).toEqual([]);
    expect(none.clock.shown()).toBeNull();
    const busy = clockOf('confederate', { state: () => asking('confederate'), sent: false });
    busy.clock.tick();
    await busy.wait(150_000);
    await busy.wait(1_000);
    expect(busy.lapses.length).toBe(2);
  });

  it('no decision pending: nothing shown, nothing sent', async () => {
    const t = clockOf('confederate', { state: () => null });
    await t.wait(1_000_000);
    expect(t.clock.shown()).toBeNull();
    expect(t.lapses).toEqual([]);
  });
});
