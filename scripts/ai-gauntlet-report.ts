// The gauntlet's sums (npm run ai:gauntlet), kept apart from its games so that a test can hand
// them made-up results: each player's mean net VP with its 95% interval, each panel strategy
// against each AI level of its side on the same games (paired t interval: every pairing plays
// the same seeds), flagged when the panel strategy does better at 95%, and the bold raider's
// edge over the historical raider against each Federal.
import { estimateMean, pairedMean } from '../src/compare/stats';

export type GauntletSide = 'confederate' | 'federal';

/** Net VP (Confederate minus Federal, 12.0) of each game, by Confederate and Federal player, game i on seed i. */
export type Nets = ReadonlyMap<string, readonly number[]>;

export const pairKey = (conf: string, fed: string) => `${conf}|${fed}`;

/** One side's mean over the games of a pairing, from that side (the Federal's is minus the net). */
export function sideMean(nets: Nets, side: GauntletSide, me: string, versus: string) {
  const xs = nets.get(side === 'confederate' ? pairKey(me, versus) : pairKey(versus, me));
  if (!xs) return null;
  return estimateMean(side === 'confederate' ? xs : xs.map((x) => -x));
}

export interface PanelCheck {
  side: GauntletSide;
  panel: string;
  level: string;
  versus: string;
  /** Panel minus level, from the side's view, with its 95% paired interval. */
  diff: number;
  low: number;
  high: number;
  /** The panel strategy does better than the level at 95% (the interval is above 0). */
  flagged: boolean;
}

/** Each panel strategy against each AI level of its side, on the same games against the same opponent. */
export function panelChecks(nets: Nets, side: GauntletSide, panel: readonly string[], levels: readonly string[], opponents: readonly string[]): PanelCheck[] {
  const out: PanelCheck[] = [];
  const games = (me: string, versus: string) => nets.get(side === 'confederate' ? pairKey(me, versus) : pairKey(versus, me));
  const sign = side === 'confederate' ? 1 : -1;
  for (const versus of opponents)
    for (const p of panel)
      for (const level of levels) {
        const a = games(level, versus),
          b = games(p, versus);
        if (!a || !b || a.length !== b.length || a.length < 2) continue;
        const d = pairedMean(a.map((x, i) => [sign * x, sign * b[i]!] as const));
        out.push({ side, panel: p, level, versus, diff: d.diff, low: d.low, high: d.high, flagged: d.low > 0 });
      }
  return out;
}

/**
 * For each AI level and opponent, the panel strategy that does best against the level (the
 * largest panel minus level): the strategy that beats the level when it is flagged, and by how
 * much (issue 45).
 */
export function bestPanel(checks: readonly PanelCheck[]): PanelCheck[] {
  const best = new Map<string, PanelCheck>();
  for (const c of checks) {
    const k = `${c.level}|${c.versus}`;
    const b = best.get(k);
    if (!b || c.diff > b.diff) best.set(k, c);
  }
  return [...best.values()];
}

export interface EdgeCheck {
  federal: string;
  /** Bold raider minus historical raider against this Federal, with its 95% paired interval. */
  edge: number;
  low: number;
  high: number;
  /** The edge against the reference Federal (the historical AI) and whether this one keeps half of it. */
  reference: number;
  holds: boolean;
}

/** The bold raider's edge over the historical raider against each Federal, and whether it keeps at least half its edge against `reference`. */
export function edgeChecks(nets: Nets, federals: readonly string[], reference: string, bold = 'bold', historical = 'historical'): EdgeCheck[] {
  const edge = (fed: string) => {
    const a = nets.get(pairKey(historical, fed)),
      b = nets.get(pairKey(bold, fed));
    return a && b && a.length === b.length && a.length > 1 ? pairedMean(a.map((x, i) => [x, b[i]!] as const)) : null;
  };
  const ref = edge(reference);
  if (!ref) return [];
  const out: EdgeCheck[] = [];
  for (const federal of federals) {
    const e = edge(federal);
    if (e) out.push({ federal, edge: e.diff, low: e.low, high: e.high, reference: ref.diff, holds: e.diff >= ref.diff / 2 });
  }
  return out;
}

const sgn = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;

/** The printed report: a table a side, the flags, and the edge check. */
export function report(nets: Nets, sides: readonly GauntletSide[], levels: readonly string[], panel: Record<GauntletSide, readonly string[]>): string[] {
  const lines: string[] = [];
  for (const side of sides) {
    const other: GauntletSide = side === 'confederate' ? 'federal' : 'confederate';
    const Side = side === 'confederate' ? 'Confederate' : 'Federal';
    lines.push(
      `\n## ${Side} players against each AI level of the ${other === 'federal' ? 'Federal' : 'Confederate'} (mean net VP from the ${Side}'s side, 95% interval)\n`,
    );
    lines.push(`| ${Side} | ${levels.map((o) => `vs ${o}`).join(' | ')} |`);
    lines.push(`|---|${levels.map(() => '---').join('|')}|`);
    for (const me of [...levels, ...panel[side]]) {
      const cells = levels.map((o) => {
        const m = sideMean(nets, side, me, o);
        return m ? `${m.mean.toFixed(1)} ± ${((m.high - m.low) / 2).toFixed(1)}` : '-';
      });
      lines.push(`| ${panel[side].includes(me) && !levels.includes(me) ? `panel: ${me}` : me} | ${cells.join(' | ')} |`);
    }
    const checks = panelChecks(nets, side, panel[side], levels, levels);
    lines.push(`\n${Side} panel minus AI level, same opponent, same games (paired 95% interval); FLAG = the panel strategy does better at 95%\n`);
    lines.push('| panel | level | versus | panel minus level | |');
    lines.push('|---|---|---|---|---|');
    for (const c of checks)
      lines.push(`| ${c.panel} | ${c.level} | ${c.versus} | ${sgn(c.diff)} [${sgn(c.low)}, ${sgn(c.high)}] | ${c.flagged ? 'FLAG' : ''} |`);
    lines.push(`\nThe panel's best against each ${Side} AI level (the panel strategy with the largest margin over it; BEATS = at 95%)\n`);
    lines.push('| level | versus | best panel strategy | panel minus level | |');
    lines.push('|---|---|---|---|---|');
    for (const c of bestPanel(checks))
      lines.push(`| ${c.level} | ${c.versus} | ${c.panel} | ${sgn(c.diff)} [${sgn(c.low)}, ${sgn(c.high)}] | ${c.flagged ? 'BEATS' : ''} |`);
    const flagged = checks.filter((c) => c.flagged);
    lines.push(
      `\n${flagged.length} of ${checks.length} flagged${flagged.length ? `: ${flagged.map((c) => `${c.panel} > ${c.level} vs ${c.versus}`).join('; ')}` : ''}`,
    );
  }
  if (sides.includes('federal')) {
    const edges = edgeChecks(nets, [...levels, ...panel.federal], 'historical');
    if (edges.length) {
      lines.push(
        "\n## The bold raider's edge over the historical raider, by Federal (bold minus historical net VP, paired 95% interval); it must keep at least half its edge against the historical Federal AI\n",
      );
      lines.push('| Federal | edge | half the reference | |');
      lines.push('|---|---|---|---|');
      for (const e of edges)
        lines.push(
          `| ${panel.federal.includes(e.federal) && !levels.includes(e.federal) ? `panel: ${e.federal}` : e.federal} | ${sgn(e.edge)} [${sgn(e.low)}, ${sgn(e.high)}] | ${sgn(e.reference / 2)} | ${e.holds ? 'holds' : 'SHORT'} |`,
        );
    }
  }
  return lines;
}
