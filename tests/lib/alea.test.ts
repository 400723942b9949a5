import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { Alea } from '../../src/lib/alea';
import { BotRandom } from '../../src/ai/rng';

// The program's one Alea step (src/lib/alea.ts, issue 32.5) serves the game's dice and the AI's
// stream. Both must give seedrandom's own numbers and saved state, or every recorded game would
// change.
describe("Alea: the one step is seedrandom's, number for number", () => {
  it("a fresh generator and one restored mid-way give seedrandom's numbers and states", () => {
    for (const seed of ['', 'bench-0', 'golden-17', 'é ünïcode ☃', 'x'.repeat(300)]) {
      const ref = seedrandom.alea(seed, { state: true });
      const own = Alea.seeded(seed);
      for (let i = 0; i < 500; i++) {
        expect(own.next()).toBe(ref());
        if (i % 97 === 0) {
          expect(own.state()).toEqual(ref.state());
          expect(Object.keys(own.state())).toEqual(Object.keys(ref.state()));
          // Restored from the saved state, as the game's next command does.
          const again = new Alea(own.state());
          const refAgain = seedrandom.alea('', { state: ref.state() });
          for (let k = 0; k < 20; k++) expect(again.next()).toBe(refAgain());
        }
      }
    }
  });

  it("the AI's stream is the same generator: its draws are seedrandom's", () => {
    for (const seed of ['', 'f0:raider', 'é☃']) {
      const ai = new BotRandom(seed),
        ref = seedrandom.alea(seed, { state: true });
      expect(ai).toBeInstanceOf(Alea);
      for (let i = 0; i < 1000; i++) expect(ai.float()).toBe(ref());
      expect(ai.state()).toEqual(ref.state());
    }
  });
});
