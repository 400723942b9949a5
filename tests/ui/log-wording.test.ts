// Issue 35.5: the log's wording, read off whole games: no "1 points", no "1 Federal unit search",
// no "needed any roll on modified roll", no "speed +9 6.21"; every raid on the Raid Table shows
// its table row (the points each face gives).
import { describe, expect, it } from 'vitest';
import { bundledRaw } from '../../src/data/bundled';
import { loadGameData } from '../../src/data/load';
import { playGame } from '../../src/game/record';
import { makeBot } from '../../src/ai/registry';
import { eventBody } from '../../src/ui/names';

const data = loadGameData(bundledRaw());
const BAD = [/\b1 points\b/, /\b1 Federal units\b/, /\bunit search\b/, /needed any roll on/, /speed [+-]\d+ 6\.21/, /\bunits searches\b/];

describe('35.5: the log reads as English', () => {
  it('in four whole games of two scenarios', () => {
    let raids = 0,
      lines = 0,
      onePoint = 0,
      searches = 0;
    for (const [sc, seed] of [
      ['weak-beginning', 'w1'],
      ['weak-beginning', 'w2'],
      ['greyhounds-are-loose', 'g1'],
      ['cresting-tide', 'c1'],
    ] as const) {
      const g = playGame(data, sc, seed, { confederate: makeBot('historical', `${seed}:c`), federal: makeBot('bold', `${seed}:f`) });
      for (const e of g.events) {
        const line = eventBody(e.text, e.rule, e.rolls);
        lines++;
        for (const bad of BAD) expect(line, line).not.toMatch(bad);
        if (e.kind === 'raid' && e.rule === '5.11') {
          raids++;
          expect(line).toMatch(/Raid Table 5\.11.*density \d, where a die of 1, 2, 3, 4, 5, 6 gives \d+(, \d+){5} points/);
        }
        if (/loses 1 point:/.test(line)) onePoint++;
        if (/1 Federal unit searches/.test(line)) searches++;
      }
    }
    expect(lines).toBeGreaterThan(200);
    expect(raids).toBeGreaterThan(5);
    // The singulars were met, so the games tested them.
    expect(searches).toBeGreaterThan(0);
    expect(onePoint, 'no raid of exactly one point in these games: choose others').toBeGreaterThan(0);
  });
});
