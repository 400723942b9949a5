import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { BotRandom } from '../../src/ai/rng';

// The AI's stream steps Alea itself (src/ai/rng.ts): the numbers must be seedrandom's to the last
// bit, or every recorded AI game would play differently.
describe("the AI's random stream", () => {
  it("draws exactly seedrandom's Alea numbers, seed by seed", () => {
    for (const seed of ['', 'x', 'f0:raider', 'c17:federal', 'golden-29:fuzz', 'é☃ long seed with spaces 12345']) {
      const mine = new BotRandom(seed),
        theirs = seedrandom.alea(seed);
      for (let i = 0; i < 20_000; i++) {
        const a = mine.float(),
          b = theirs();
        if (a !== b) expect({ seed, i, a }).toEqual({ seed, i, a: b });
      }
    }
  });

  it('int, pick, chance, shuffle and salt read the same draws', () => {
    const a = new BotRandom('helpers'),
      b = seedrandom.alea('helpers');
    expect(a.int(6)).toBe(Math.floor(b() * 6));
    expect(a.pick(['p', 'q', 'r'])).toBe(['p', 'q', 'r'][Math.floor(b() * 3)]);
    expect(a.chance(0.5)).toBe(b() < 0.5);
    expect(a.float()).toBe(b());
  });
});
