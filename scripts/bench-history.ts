// The browser figures' previous values (docs/bench-browser.json) and the engine's
// (docs/bench-engine.json), so that `npm run bench` says of each one "was X, now Y (target Z)"
// (issue 18). Each run records its figures there unless given --no-record; the load average
// beside them says how busy the machine was.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { BrowserFigures } from './bench-browser';

export const HISTORY_FILE = resolve(import.meta.dirname, '../docs/bench-browser.json');

export interface BrowserTarget {
  key: keyof BrowserFigures;
  name: string;
  unit: string;
  target?: { op: '<' | '>='; value: number };
}

/** The browser figures issue 18 sets targets for, in the order they are printed. */
export const BROWSER_TARGETS: BrowserTarget[] = [
  { key: 'startToMapMs', name: 'npm start to Campaign map drawn', unit: 'ms', target: { op: '<', value: 1000 } },
  { key: 'serverReadyMs', name: '  of which: start script until it serves', unit: 'ms' },
  { key: 'pageToMapMs', name: '  of which: page opened to map drawn, Start pressed as it shows', unit: 'ms' },
  { key: 'pageToStartMs', name: '    of which: page opened to start screen shown', unit: 'ms' },
  { key: 'pageToMapWallMs', name: 'page opened to map drawn as Playwright clicks (wall clock)', unit: 'ms' },
  { key: 'gzipJsKb', name: 'JavaScript fetched before the Campaign map is drawn, gzipped', unit: 'KB', target: { op: '<', value: 300 } },
  { key: 'panFps', name: 'panning the whole map, 75 counters, 1280x800 (renderer the game picks)', unit: 'fps', target: { op: '>=', value: 58 } },
  { key: 'panWebglFps', name: 'the same panning with WebGL asked for', unit: 'fps' },
];

export interface HistoryEntry {
  at: string;
  load: number[];
  figures: Partial<BrowserFigures>;
}

export function readPrevious(): HistoryEntry | null {
  if (!existsSync(HISTORY_FILE)) return null;
  try {
    return JSON.parse(readFileSync(HISTORY_FILE, 'utf8')) as HistoryEntry;
  } catch {
    return null;
  }
}

export function record(figures: BrowserFigures): void {
  const entry: HistoryEntry = { at: new Date().toISOString(), load: loadavg().map((l) => Math.round(l * 100) / 100), figures };
  writeFileSync(HISTORY_FILE, JSON.stringify(entry, null, 2) + '\n');
}

export const met = (t: BrowserTarget, v: number): boolean | null => (!t.target ? null : t.target.op === '<' ? v < t.target.value : v >= t.target.value);

/** One line per figure: "was X, now Y (target Z): met". */
export function compareLines(now: BrowserFigures, prev: HistoryEntry | null): string[] {
  const lines = [
    `browser figures (load average now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; previous run ${prev ? `${prev.at}, load ${prev.load.join(' ')}` : 'none recorded'})`,
  ];
  const width = Math.max(...BROWSER_TARGETS.map((t) => t.name.length));
  for (const t of BROWSER_TARGETS) {
    const v = now[t.key] as number;
    const was = prev?.figures[t.key] as number | undefined;
    const renderer = t.key === 'panFps' ? ` ${now.panRenderer}` : t.key === 'panWebglFps' ? ` ${now.panWebglRenderer}` : '';
    const ok = met(t, v);
    lines.push(
      `  ${t.name.padEnd(width)}  was ${was === undefined ? '—' : `${was} ${t.unit}`}, now ${v} ${t.unit}${renderer}` +
        (t.target ? ` (target ${t.target.op} ${t.target.value}): ${ok ? 'met' : 'NOT MET'}` : ''),
    );
  }
  lines.push(`  first download: ${now.firstLoadChunks.join(' ')}`);
  for (const v of budgetVerdicts(now, prev)) lines.push(`  ${v.line}`);
  return lines;
}

/** How much slower than the previous run the start to the map may be before the budget is called exceeded: the run-to-run noise of a quiet machine. */
export const START_SLACK = 0.1;

/** One figure of the first map's budget (issue 47) against its limit. `met` is null when it cannot be judged (no previous run). */
export interface BudgetVerdict {
  name: string;
  line: string;
  met: boolean | null;
}

/**
 * The first map's budget (issue 47): its JavaScript under 300 KB gzipped, and npm start to the
 * map drawn no slower than the previous recorded run (within START_SLACK, the loads of both
 * printed beside it, since a busier machine is slower by itself). The last verdict is the budget's.
 */
export function budgetVerdicts(
  now: Pick<BrowserFigures, 'gzipJsKb' | 'startToMapMs'>,
  prev: HistoryEntry | null,
  load: readonly number[] = loadavg(),
): BudgetVerdict[] {
  const word = (m: boolean | null) => (m === null ? 'cannot be judged' : m ? 'met' : 'NOT MET');
  const js: BudgetVerdict = { name: 'gzipJsKb', met: now.gzipJsKb < 300, line: '' };
  js.line = `first map JavaScript ${now.gzipJsKb} KB gzipped (limit < 300 KB): ${word(js.met)}`;
  const was = prev?.figures.startToMapMs;
  const start: BudgetVerdict = { name: 'startToMapMs', met: null, line: '' };
  const loads = `load ${load.map((l) => l.toFixed(2)).join(' ')} now, ${prev ? prev.load.join(' ') : '—'} then`;
  if (typeof was === 'number' && was > 0 && Number.isFinite(now.startToMapMs)) {
    start.met = now.startToMapMs <= was * (1 + START_SLACK);
    start.line = `npm start to Campaign map ${now.startToMapMs} ms, previous run ${was} ms (${(now.startToMapMs / was).toFixed(2)}x; limit ${(1 + START_SLACK).toFixed(2)}x, ${loads}): ${word(start.met)}`;
  } else start.line = `npm start to Campaign map ${now.startToMapMs} ms, no previous run recorded: ${word(null)}`;
  const all = js.met === false || start.met === false ? false : js.met && start.met === true ? true : null;
  return [js, start, { name: 'budget', met: all, line: `first map budget (issue 47): ${word(all)}` }];
}

const ENGINE_HISTORY_FILE = resolve(import.meta.dirname, '../docs/bench-engine.json');

/** The engine figures of bench-games.ts that issue 18 compares run to run, by their printed name. */
const ENGINE_TARGETS: { name: string; unit: string; target?: { op: '<' | '>='; value: number } }[] = [
  { name: 'random-legal Campaign games per second (one core)', unit: 'games/s', target: { op: '>=', value: 400 } },
  { name: 'engine commands per second (random-legal Campaign)', unit: 'commands/s' },
];

interface EngineEntry {
  at: string;
  load: number[];
  figures: Record<string, number>;
}

export function readPreviousEngine(): EngineEntry | null {
  if (!existsSync(ENGINE_HISTORY_FILE)) return null;
  try {
    return JSON.parse(readFileSync(ENGINE_HISTORY_FILE, 'utf8')) as EngineEntry;
  } catch {
    return null;
  }
}

export function recordEngine(figures: { name: string; value: number }[]): void {
  const kept = Object.fromEntries(figures.filter((f) => ENGINE_TARGETS.some((t) => t.name === f.name)).map((f) => [f.name, f.value]));
  const entry: EngineEntry = { at: new Date().toISOString(), load: loadavg().map((l) => Math.round(l * 100) / 100), figures: kept };
  writeFileSync(ENGINE_HISTORY_FILE, JSON.stringify(entry, null, 2) + '\n');
}

/** One line per engine figure: "was X, now Y (now/was ratio) (target Z): met". */
export function engineLines(now: { name: string; value: number }[], prev: EngineEntry | null): string[] {
  const lines = [
    `engine figures (load average now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; previous run ${prev ? `${prev.at}, load ${prev.load.join(' ')}` : 'none recorded'})`,
  ];
  const width = Math.max(...ENGINE_TARGETS.map((t) => t.name.length));
  for (const t of ENGINE_TARGETS) {
    const v = now.find((f) => f.name === t.name)?.value;
    if (v === undefined) continue;
    const was = prev?.figures[t.name];
    const ratio = was ? ` (${(v / was).toFixed(2)}x)` : '';
    const ok = !t.target ? null : t.target.op === '<' ? v < t.target.value : v >= t.target.value;
    lines.push(
      `  ${t.name.padEnd(width)}  was ${was === undefined ? '—' : `${was} ${t.unit}`}, now ${v} ${t.unit}${ratio}` +
        (t.target ? ` (target ${t.target.op} ${t.target.value}): ${ok ? 'met' : 'NOT MET'}` : ''),
    );
  }
  return lines;
}
