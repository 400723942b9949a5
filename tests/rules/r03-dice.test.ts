import { describe, expect, it } from 'vitest';
import { Awaiting, Dice, DiceExhausted, SETUP_SEGMENT, phaseSegment, scriptedDice, seededDice, segmentedDice } from '../../src/engine/dice';
import { Alea } from '../../src/lib/alea';

// The dice live in the game state (3.0): a saved game resumes with the same rolls, a replay
// reproduces them, tests script them, and remote play rolls each segment from its own seed
// (docs/remote-play.md). Without this file only whole games exercised the roller.

const rolls = (d: Dice, n: number, segment?: string) => Array.from({ length: n }, () => d.roll(segment));
const aleaDice = (seed: string, n: number) => {
  const a = Alea.seeded(seed);
  return Array.from({ length: n }, () => 1 + Math.floor(a.next() * 6));
};

describe('seeded dice', () => {
  it("roll 1-6 from the seed's Alea, every face about a sixth of the time, and count the rolls", () => {
    const d = new Dice(seededDice('faces'));
    const got = rolls(d, 6000);
    expect(got.slice(0, 50)).toEqual(aleaDice('faces', 50));
    const counts = [1, 2, 3, 4, 5, 6].map((f) => got.filter((r) => r === f).length);
    for (const c of counts) expect(c).toBeGreaterThan(850);
    expect(got.every((r) => Number.isInteger(r) && r >= 1 && r <= 6)).toBe(true);
    expect(d.save()).toMatchObject({ kind: 'seeded', seed: 'faces', rolled: 6000 });
  });
  it('a saved state continues the same sequence; another seed gives another', () => {
    const whole = rolls(new Dice(seededDice('s')), 40);
    const first = new Dice(seededDice('s'));
    const a = rolls(first, 15);
    const saved = first.save();
    const b = rolls(new Dice(saved), 25);
    expect([...a, ...b]).toEqual(whole);
    expect(rolls(new Dice(seededDice('t')), 40)).not.toEqual(whole);
    // A saved state that is not an object starts again from the seed.
    expect(rolls(new Dice({ kind: 'seeded', seed: 's', prng: null, rolled: 0 }), 40)).toEqual(whole);
  });
  it('below(n) picks 0..n-1 uniformly and counts as a roll', () => {
    const d = new Dice(seededDice('below'));
    const got = Array.from({ length: 4000 }, () => d.below(4));
    for (let k = 0; k < 4; k++) expect(got.filter((x) => x === k).length).toBeGreaterThan(850);
    expect(got.every((x) => x >= 0 && x < 4)).toBe(true);
    expect(d.save().rolled).toBe(4000);
  });
});

describe('scripted dice', () => {
  it('give the script in order and keep what is left; the state given is not changed', () => {
    const state = scriptedDice(3, 6, 1, 2);
    const d = new Dice(state);
    expect(rolls(d, 3)).toEqual([3, 6, 1]);
    expect(d.save()).toEqual({ kind: 'scripted', rolls: [2], rolled: 3 });
    expect(state).toEqual({ kind: 'scripted', rolls: [3, 6, 1, 2], rolled: 0 });
  });
  it('run out with DiceExhausted, and refuse a die that is not 1-6', () => {
    const d = new Dice(scriptedDice(4));
    d.roll();
    expect(() => d.roll()).toThrow(DiceExhausted);
    for (const bad of [0, 7, 2.5, Number.NaN]) expect(() => new Dice(scriptedDice(bad)).roll(), String(bad)).toThrow(/not 1-6/);
    for (const good of [1, 6]) expect(new Dice(scriptedDice(good)).roll()).toBe(good);
  });
  it('below(n) is a die less one, modulo n (5.3 shuffles with scripted dice)', () => {
    const d = new Dice(scriptedDice(6, 1, 5));
    expect([d.below(4), d.below(4), d.below(3)]).toEqual([1, 0, 1]);
    expect(d.save().rolled).toBe(3);
  });
});

describe('segmented dice (remote play)', () => {
  it("name a phase's segment by turn and phase", () => {
    expect(phaseSegment(7, 'confederateActivity')).toBe('7:confederateActivity');
    expect(SETUP_SEGMENT).toBe('setup');
  });
  it('wait for a segment whose seed is not known (Awaiting), without rolling', () => {
    const d = new Dice(segmentedDice({}));
    const e = (() => {
      try {
        d.roll('3:federalMovement');
      } catch (x) {
        return x;
      }
      return null;
    })();
    expect(e).toBeInstanceOf(Awaiting);
    expect(e).toMatchObject({ segment: '3:federalMovement', what: 'dice' });
    expect(d.save().rolled).toBe(0);
    const none = (() => {
      try {
        new Dice(segmentedDice({ a: 'x' })).roll();
      } catch (x) {
        return x;
      }
      return null;
    })();
    expect(none).toMatchObject({ segment: '?', what: 'dice' });
  });
  it('roll each segment from its own seed, continue within it, and start afresh in the next', () => {
    const d = new Dice(segmentedDice({ setup: 'one', '1:confederateActivity': 'two' }));
    expect(rolls(d, 5, 'setup')).toEqual(aleaDice('one', 5));
    const mid = d.save();
    expect(mid).toMatchObject({ kind: 'segmented', segment: 'setup', rolled: 5 });
    expect(mid.kind === 'segmented' && mid.prng).toBeTruthy();
    // A saved state continues the segment's generator where it stopped.
    expect(rolls(new Dice(mid), 5, 'setup')).toEqual(aleaDice('one', 10).slice(5));
    expect(rolls(d, 4, '1:confederateActivity')).toEqual(aleaDice('two', 4));
    expect(d.save()).toMatchObject({ segment: '1:confederateActivity', rolled: 9 });
    expect(new Dice(segmentedDice({ s: 'b' })).below(10, 's')).toBe(Math.floor(Alea.seeded('b').next() * 10));
  });
  it('a fresh segmented state has no generator and no segment', () => {
    expect(new Dice(segmentedDice({ a: 'x' })).save()).toEqual({ kind: 'segmented', seeds: { a: 'x' }, segment: null, prng: null, rolled: 0 });
  });
});
