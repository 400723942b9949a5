import { describe, expect, it } from 'vitest';
import { view } from '../../src/engine/view';
import { applyInPlace } from '../../src/engine/apply';
import { clonePlain } from '../../src/engine/clone';
import { makeBot } from '../../src/ai/registry';
import { gameData } from '../helpers';
import { positions } from './positions';

// The AI is not one fixed plan: its choices are drawn from its own random stream (never the
// game's dice), so in the same position two games can see different routes and patrols, while
// the same seed always gives the same choice (games replay exactly).

const data = gameData();

describe('the AI is unpredictable but reproducible', () => {
  it('bold raider (issue 45): from one position, eight seeds give mostly distinct records', () => {
    // A raider whose choice can be worked out is exploitable whatever its average: the Federal's
    // Plot runs the raider's own planner. The records it draws must stay varied.
    const ps = positions('campaign', 'varied', ['confederateRecord'], { confederate: 'bold', federal: 'bold' });
    let distinct = 0;
    for (const p of ps) {
      const seen = new Set<string>();
      for (let k = 0; k < 8; k++) {
        const c = makeBot('bold', `seed-${k}`).next(data, view(p, 'confederate'), 'confederate');
        seen.add(c.type === 'sealRecords' ? JSON.stringify(c.records.map((r) => r.steps)) : c.type);
      }
      distinct += seen.size;
    }
    expect(ps.length).toBeGreaterThan(10);
    expect(distinct / ps.length).toBeGreaterThan(4);
  });
  for (const level of ['historical', 'bold'] as const) {
    it(`${level} raider: other seeds, other routes; the same seed, the same records`, () => {
      const ps = positions('campaign', 'unpredictable', ['confederateRecord'], { confederate: level, federal: 'historical' });
      let differs = 0;
      for (const p of ps) {
        const a = makeBot(level, 'one').next(data, view(p, 'confederate'), 'confederate');
        const b = makeBot(level, 'two').next(data, view(p, 'confederate'), 'confederate');
        expect(makeBot(level, 'one').next(data, view(p, 'confederate'), 'confederate')).toEqual(a);
        const steps = (c: typeof a) => (c.type === 'sealRecords' ? JSON.stringify(c.records.map((r) => r.steps)) : c.type);
        if (steps(a) !== steps(b)) differs++;
      }
      expect(differs / ps.length).toBeGreaterThan(0.25);
    });
    it(`${level} Federal: other seeds, other patrols`, () => {
      const ps = positions('campaign', 'unpredictable-f', ['federalMovement'], { confederate: 'historical', federal: level });
      let differs = 0;
      for (const p of ps) {
        const plan = (seed: string) => {
          const bot = makeBot(level, seed);
          const q = clonePlain(p);
          const out: string[] = [];
          for (let n = 0; n < 100; n++) {
            const c = bot.next(data, view(q, 'federal'), 'federal');
            if (c.type === 'endPhase') break;
            out.push(JSON.stringify(c));
            if (!applyInPlace(data, q, c).ok) throw new Error('refused');
          }
          return out.sort().join(';');
        };
        if (plan('one') !== plan('two')) differs++;
      }
      expect(differs / ps.length).toBeGreaterThan(0.25);
    });
  }
});
