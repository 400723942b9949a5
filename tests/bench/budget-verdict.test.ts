import { describe, expect, it } from 'vitest';
import { budgetVerdicts, START_SLACK, type HistoryEntry } from '../../scripts/bench-history';

// npm run bench's verdict on the first map's budget (issue 47): its JavaScript under 300 KB
// gzipped and npm start to the map no slower than the previous recorded run.

const prev = (startToMapMs: number): HistoryEntry => ({ at: '2026-11-26T12:00:00.000Z', load: [1, 1, 1], figures: { startToMapMs } });
const verdict = (now: { gzipJsKb: number; startToMapMs: number }, before: HistoryEntry | null) => {
  const v = budgetVerdicts(now, before, [2, 2, 2]);
  return Object.fromEntries(v.map((x) => [x.name, x.met]));
};

describe('npm run bench: the first map budget', () => {
  it('is met under 300 KB and no slower than the previous run', () => {
    expect(verdict({ gzipJsKb: 294, startToMapMs: 900 }, prev(900))).toEqual({ gzipJsKb: true, startToMapMs: true, budget: true });
    expect(verdict({ gzipJsKb: 294, startToMapMs: 700 }, prev(900)).budget).toBe(true);
  });

  it('is NOT MET at 300 KB or more, whatever the time', () => {
    expect(verdict({ gzipJsKb: 300, startToMapMs: 500 }, prev(900))).toEqual({ gzipJsKb: false, startToMapMs: true, budget: false });
    expect(verdict({ gzipJsKb: 318, startToMapMs: 500 }, null).budget).toBe(false);
  });

  it('is NOT MET when the start to the map is slower than the previous run by more than the slack', () => {
    const limit = 1000 * (1 + START_SLACK);
    expect(verdict({ gzipJsKb: 294, startToMapMs: limit }, prev(1000)).budget).toBe(true);
    expect(verdict({ gzipJsKb: 294, startToMapMs: limit + 1 }, prev(1000))).toEqual({ gzipJsKb: true, startToMapMs: false, budget: false });
  });

  it('cannot judge the time without a previous run, and says so', () => {
    const v = budgetVerdicts({ gzipJsKb: 294, startToMapMs: 800 }, null, [2, 2, 2]);
    expect(v.map((x) => x.met)).toEqual([true, null, null]);
    expect(v[1]!.line).toMatch(/no previous run recorded: cannot be judged/);
    expect(v[2]!.line).toBe('first map budget (issue 47): cannot be judged');
  });

  it('prints the figures, the ratio and both loads', () => {
    const [js, start, all] = budgetVerdicts({ gzipJsKb: 318, startToMapMs: 4057 }, prev(2127), [3.5, 2, 1]);
    expect(js!.line).toBe('first map JavaScript 318 KB gzipped (limit < 300 KB): NOT MET');
    expect(start!.line).toBe('npm start to Campaign map 4057 ms, previous run 2127 ms (1.91x; limit 1.10x, load 3.50 2.00 1.00 now, 1 1 1 then): NOT MET');
    expect(all!.line).toBe('first map budget (issue 47): NOT MET');
  });
});
