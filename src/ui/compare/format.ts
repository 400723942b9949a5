import type { Interval } from '../../compare/types';
import type { PublicSettings } from '../../compare/identity';
import { optionsLabel, type Side } from '../../engine/index';
import { bandSide } from '../names';

// Words and numbers of the comparison screen and report.

export const LEVEL_SHORT = ['Confederate major', 'Confederate minor', 'Draw', 'Federal minor', 'Federal major'];
/** Grey for the raiders, blue for the Union, parchment for a draw (the game's own colours). */
export const LEVEL_COLOUR = ['#4d4843', '#8f887e', '#c9b27a', '#6f95c9', '#2f5d9b'];
export const VARIANT_COLOUR = ['#1d2e40', '#b8893e'];

export const pct = (p: number, digits = 1) => (Number.isFinite(p) ? `${(100 * p).toFixed(digits)}%` : '–');
export const num = (x: number, digits = 0) => (Number.isFinite(x) ? x.toFixed(digits) : '–');
export const signedNum = (x: number, digits = 0) => (Number.isFinite(x) ? `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x).toFixed(digits)}` : '–');
export const pctInterval = (i: Interval) => `${(100 * i.low).toFixed(1)}–${(100 * i.high).toFixed(1)}%`;
export const numInterval = (i: Interval, digits = 0) => `${num(i.low, digits)} to ${num(i.high, digits)}`;
/** A difference's interval in percentage points. */
export const ptsInterval = (i: Interval) => `${signedNum(100 * i.low, 1)} to ${signedNum(100 * i.high, 1)}`;
/** The interval does not hold 0: the variants differ at the 95% level. */
export const excludesZero = (i: Interval) => i.low > 0 || i.high < 0;

/**
 * Issue 35.5: a scenario's balance in one line, from its victory-level probabilities (12.15, the
 * Confederate's levels first) and mean net VP (the Confederate's VP less the Federal's):
 * "favours the Confederate: 58% wins, +42 net VP".
 */
export function verdict(r: { levels: readonly { p: number }[]; net: { mean: number } }): string {
  const wins = (side: Side) => r.levels.reduce((n, l, k) => n + (bandSide(k) === side ? l.p : 0), 0);
  const csa = wins('confederate'),
    usa = wins('federal');
  const net = `${signedNum(r.net.mean)} net VP`;
  if (Math.abs(csa - usa) < 0.005) return `even: ${pct(csa, 0)} wins each, ${net}`;
  return csa > usa ? `favours the Confederate: ${pct(csa, 0)} wins, ${net}` : `favours the Federal: ${pct(usa, 0)} wins, ${net}`;
}

export function bandText(b: { min: number | null; max: number | null }): string {
  if (b.min === null) return `${b.max} or less`;
  if (b.max === null) return `${b.min} or more`;
  return `${b.min} to ${b.max}`;
}

export function variantText(v: PublicSettings['variants'][number]): string {
  return `Confederate ${v.confederate}, Federal ${v.federal}, ${optionsLabel(v.options, 'comparison')}, ${v.dataPack ? `data pack “${v.dataPack.name}”` : 'built-in data'}`;
}
