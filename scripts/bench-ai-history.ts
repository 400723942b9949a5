// The AI and comparison figures' previous values (docs/bench-ai.json), so that `npm run bench`
// says of each one "was X, now Y (ratio), target Z: met" (issue 18), as the browser figures do
// (bench-history.ts). Each run records the figures it measured there unless given --no-record;
// a figure not measured this time (the comparison without --compare) keeps its last value.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Figure } from './bench-games';

const AI_HISTORY_FILE = resolve(import.meta.dirname, '../docs/bench-ai.json');

interface AiTarget {
  name: string;
  unit: string;
  target: { op: '<' | '>='; value: number };
}

/** This run's figure for a target: the one whose name starts with the target's. */
const figureFor = (figures: Figure[], t: AiTarget): Figure | undefined => figures.find((x) => x.name.startsWith(t.name));

const games = (level: string) => `${level} vs ${level} Campaign games per second (one core)`;
/** The start of the figure the comparison prints for the whole 50,000-game run (bench.ts; the worker count follows). */
const COMPARE_FIGURE = 'compare: 50000 games (10000 per scenario), all five scenarios';

/** The AI figures issue 18 sets targets for, in the order they are printed. */
const AI_TARGETS: AiTarget[] = [
  { name: games('historical'), unit: 'games/s', target: { op: '>=', value: 220 } },
  { name: games('bold'), unit: 'games/s', target: { op: '>=', value: 100 } },
  { name: games('cautious'), unit: 'games/s', target: { op: '>=', value: 200 } },
  { name: COMPARE_FIGURE, unit: 's', target: { op: '<', value: 60 } },
];

export interface AiHistoryEntry {
  at: string;
  load: number[];
  figures: Record<string, number>;
}

export function readPreviousAi(): AiHistoryEntry | null {
  if (!existsSync(AI_HISTORY_FILE)) return null;
  try {
    return JSON.parse(readFileSync(AI_HISTORY_FILE, 'utf8')) as AiHistoryEntry;
  } catch {
    return null;
  }
}

/** Records this run's figures, keeping the previous value of any target not measured now. */
export function recordAi(figures: Figure[], prev: AiHistoryEntry | null): void {
  const out: Record<string, number> = { ...(prev?.figures ?? {}) };
  for (const t of AI_TARGETS) {
    const f = figureFor(figures, t);
    if (f) out[t.name] = f.value;
  }
  const entry: AiHistoryEntry = { at: new Date().toISOString(), load: loadavg().map((l) => Math.round(l * 100) / 100), figures: out };
  writeFileSync(AI_HISTORY_FILE, JSON.stringify(entry, null, 2) + '\n');
}

const met = (t: AiTarget, v: number): boolean => (t.target.op === '<' ? v < t.target.value : v >= t.target.value);

/** One line per AI figure measured this run: "was X, now Y (now/was), target Z: met". */
export function aiCompareLines(figures: Figure[], prev: AiHistoryEntry | null): string[] {
  const lines = [
    `AI and comparison figures (load average now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; previous run ${prev ? `${prev.at}${prev.load.length ? `, load ${prev.load.join(' ')}` : ''}` : 'none recorded'})`,
  ];
  const width = Math.max(...AI_TARGETS.map((t) => t.name.length));
  for (const t of AI_TARGETS) {
    const f = figureFor(figures, t);
    if (!f) continue;
    const was = prev?.figures[t.name];
    const ratio = was ? ` (x${(f.value / was).toFixed(2)})` : '';
    lines.push(
      `  ${t.name.padEnd(width)}  was ${was === undefined ? '—' : `${was} ${t.unit}`}, now ${f.value} ${t.unit}${ratio} (target ${t.target.op} ${t.target.value}): ${met(t, f.value) ? 'met' : 'NOT MET'}`,
    );
  }
  return lines;
}
