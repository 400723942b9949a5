// Issue 35.5: the comparison's one-line verdict per scenario, from its victory levels (12.15,
// the Confederate's first) and its mean net VP.
import { describe, expect, it } from 'vitest';
import { verdict } from '../../src/ui/compare/format';

const r = (ps: number[], net: number) => ({ levels: ps.map((p) => ({ p })), net: { mean: net } });

describe("35.5: a scenario's verdict", () => {
  it('names the side favoured, its share of wins and the mean net VP', () => {
    expect(verdict(r([0.3, 0.28, 0.1, 0.2, 0.12], 42))).toBe('favours the Confederate: 58% wins, +42 net VP');
    expect(verdict(r([0.05, 0.1, 0.15, 0.3, 0.4], -17.6))).toBe('favours the Federal: 70% wins, −18 net VP');
    expect(verdict(r([0.2, 0.2, 0.2, 0.2, 0.2], 0))).toBe('even: 40% wins each, ±0 net VP');
  });
});
