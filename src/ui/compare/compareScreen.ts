import './compare.css';
import type { GameData } from '../../data/gameData';
import { bundledRaw } from '../../data/bundled';
import { loadGameData } from '../../data/load';
import { AI_LEVELS, BOTS } from '../../ai/registry';
import { comparisonKey, dataIdentity } from '../../compare/identity';
import { runComparison } from '../../compare/runComparison';
import { describeChange } from '../../compare/variantSpec';
import { scenarioFacts } from '../../compare/scenarioFacts';
import { portOver, type FromWorker, type WorkerInit } from '../../compare/workerCore';
import type { CompareSettings, Variant } from '../../compare/types';
import { flagName, variantEntries, type GameOptions } from '../../engine/index';
import { hasOwnKey } from '../../data/ids';
import type { ComparisonModel } from '../../compare/model';
import type { LoadedData } from '../dataPack';
import { storedPack } from '../dataPack';
import { h, fill } from '../dom';
import { drawResults, type Drawn } from './resultsView';
import { BUILD, readCached, writeCached } from './compareCache';

// "Compare scenarios": the five scenarios side by side, from their data files, and measured by
// simulated games played in Web Workers (one per core the browser reports), with a progress bar
// and a Stop button. A finished comparison is kept in this browser and shown at once when the
// same settings are asked for again. Two variants (AI levels, the registry's rule variants, the
// data pack) can be set against each other; B starts as a copy of A.

const PREFS = 'sea-devils:compare';
/**
 * Least time between two drawings of the progress bar. Each is a style, layout and paint of the
 * page, and a hit test for the pointer resting on it, on the page's main thread while the workers
 * have the cores: about 20-80 ms each on a busy 2-core machine (issue 47; issue 36 had brought it
 * from every message to 250 ms).
 */
const PROGRESS_DRAW_MS = 1000;
const GAME_CHOICES = [10, 50, 100, 200, 500, 1000, 2000];

interface Prefs {
  games: number;
  seed: string;
  scenarios: string[];
  a: VariantPrefs;
  b: VariantPrefs & { on: boolean };
}
/** `options`: the registry's rule variants for the comparison (src/engine/options.ts), by key. */
interface VariantPrefs {
  confederate: string;
  federal: string;
  options: Record<string, boolean>;
  pack: boolean;
}

export interface CompareCallbacks {
  back(): void;
}

/** @public loaded on demand by app.ts through import(). */
export class CompareScreen {
  readonly el = h('div', { class: 'compare-screen compare-view' });
  private readonly results = h('div', { class: 'cmp-results', 'data-testid': 'compare-results' });
  private readonly status = h('div', { class: 'cmp-status', role: 'status', 'data-testid': 'compare-status' });
  private readonly progress = h('progress', { max: 1, value: 0, 'data-testid': 'compare-progress', 'aria-label': 'Games played' }) as HTMLProgressElement;
  private readonly progressText = h('span', { class: 'small', 'data-testid': 'compare-progress-text' });
  private readonly runButton = h('button', { type: 'submit', class: 'btn primary', 'data-action': 'compare-run' }, 'Run the comparison');
  private readonly stopButton = h('button', { type: 'button', class: 'btn danger', 'data-action': 'compare-stop', disabled: true }, 'Stop');
  private readonly form: HTMLFormElement;
  private drawn: Drawn | null = null;
  private running: { abort: AbortController; workers: Worker[]; stop: (() => void)[] } | null = null;
  private readonly builtIn: () => GameData;
  private readonly ids = new Map<GameData, string>();
  private lookup = 0;

  constructor(
    private readonly loaded: LoadedData,
    cb: CompareCallbacks,
  ) {
    let builtIn: GameData | null = loaded.pack ? null : loaded.data;
    this.builtIn = () => (builtIn ??= loadGameData(bundledRaw()));
    const prefs = readPrefs(loaded);
    const bots = [
      ...AI_LEVELS.map((l) => ({ id: l.id as string, label: l.label })),
      ...Object.keys(BOTS)
        .filter((b) => !AI_LEVELS.some((l) => l.id === b))
        .map((b) => ({ id: b, label: b === 'random' ? 'Random' : b })),
    ];
    const botSelect = (name: string, value: string) =>
      h(
        'select',
        { name },
        bots.map((b) => h('option', { value: b.id, selected: b.id === value }, b.label)),
      );
    const variantFields = (p: VariantPrefs, prefix: string) => [
      h('label', { class: 'field' }, 'Confederate ', botSelect(`${prefix}-confederate`, p.confederate)),
      h('label', { class: 'field' }, 'Federal ', botSelect(`${prefix}-federal`, p.federal)),
      variantEntries('comparison').map((e) =>
        h(
          'label',
          { class: 'check', 'data-option': e.key },
          h('input', { type: 'checkbox', name: `${prefix}-${flagName(e.key)}`, checked: p.options[e.key] ?? e.default }),
          ` ${e.short} (${e.rules.join(', ')})`,
        ),
      ),
      loaded.pack
        ? h('label', { class: 'check' }, h('input', { type: 'checkbox', name: `${prefix}-pack`, checked: p.pack }), ` data pack “${loaded.pack.name}”`)
        : null,
    ];
    const ids = Object.keys(loaded.data.scenarios);
    this.form = h(
      'form',
      { class: 'cmp-settings', 'aria-label': 'Comparison settings' },
      h(
        'fieldset',
        {},
        h('legend', {}, 'Games'),
        h(
          'label',
          { class: 'field' },
          'Games per scenario ',
          h(
            'select',
            { name: 'games' },
            GAME_CHOICES.map((g) => h('option', { value: g, selected: g === prefs.games }, String(g))),
          ),
        ),
        h('label', { class: 'field' }, 'Seed ', h('input', { name: 'seed', value: prefs.seed, size: 8, 'aria-label': 'Seed' })),
        h(
          'div',
          { class: 'cmp-scenarios' },
          ids.map((id) =>
            h(
              'label',
              { class: 'check' },
              h('input', { type: 'checkbox', name: 'scenario', value: id, checked: prefs.scenarios.includes(id) }),
              ` ${loaded.data.scenarios[id]!.name}`,
            ),
          ),
        ),
      ),
      h('fieldset', {}, h('legend', {}, 'Variant A'), variantFields(prefs.a, 'a')),
      h(
        'fieldset',
        { class: 'cmp-variant-b' },
        h(
          'legend',
          {},
          h('label', {}, h('input', { type: 'checkbox', name: 'b-on', checked: prefs.b.on, 'data-action': 'compare-variant' }), ' Variant B: set against A'),
        ),
        variantFields(prefs.b, 'b'),
      ),
      h('div', { class: 'cmp-run' }, this.runButton, this.stopButton, this.progress, this.progressText),
    );
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      void this.run();
    });
    this.form.addEventListener('change', (e) => {
      // Variant B starts as a copy of A, so what the player then changes is all that differs.
      if ((e.target as HTMLInputElement | null)?.name === 'b-on' && (e.target as HTMLInputElement).checked) this.copyAToB();
      this.syncForm();
      writePrefs(this.prefs());
      void this.showCached();
    });
    this.stopButton.addEventListener('click', () => this.stop());
    fill(
      this.el,
      h(
        'header',
        { class: 'cmp-bar' },
        h(
          'button',
          {
            type: 'button',
            class: 'btn ghost',
            'data-action': 'compare-back',
            onclick: () => {
              this.destroy();
              cb.back();
            },
          },
          '← Back',
        ),
        h('h1', {}, 'Compare scenarios'),
        h('span', { class: 'small' }, `${workerCount()} worker${workerCount() === 1 ? '' : 's'} on this device`),
      ),
      this.form,
      this.status,
      this.results,
    );
    this.syncForm();
    void this.showCached();
  }

  private syncForm(): void {
    const on = (this.form.elements.namedItem('b-on') as HTMLInputElement).checked;
    for (const el of this.form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name^="b-"]'))
      if (el.name !== 'b-on') el.disabled = !on || !!this.running;
  }

  /** Sets every Variant B field to Variant A's value. */
  private copyAToB(): void {
    for (const a of this.form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name^="a-"]')) {
      const b = this.form.elements.namedItem(`b-${a.name.slice(2)}`) as HTMLInputElement | HTMLSelectElement | null;
      if (!b) continue;
      if (a instanceof HTMLInputElement && a.type === 'checkbox') (b as HTMLInputElement).checked = a.checked;
      else b.value = a.value;
    }
  }

  /** The form's values, read from the elements (FormData would skip the disabled ones). */
  private prefs(): Prefs {
    const el = (name: string) => this.form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    const checked = (name: string) => (el(name) as HTMLInputElement | null)?.checked ?? false;
    const v = (prefix: string): VariantPrefs => ({
      confederate: el(`${prefix}-confederate`)?.value ?? 'historical',
      federal: el(`${prefix}-federal`)?.value ?? 'historical',
      options: Object.fromEntries(variantEntries('comparison').map((e) => [e.key, checked(`${prefix}-${flagName(e.key)}`)])),
      pack: checked(`${prefix}-pack`),
    });
    const scenarios = [...this.form.querySelectorAll<HTMLInputElement>('input[name="scenario"]')].filter((i) => i.checked).map((i) => i.value);
    return {
      games: Number(el('games')?.value ?? 100),
      seed: (el('seed')?.value ?? '1').trim() || '1',
      scenarios,
      a: v('a'),
      b: { ...v('b'), on: checked('b-on') },
    };
  }

  private variantData(p: VariantPrefs): GameData {
    return this.loaded.pack && p.pack ? this.loaded.data : this.builtIn();
  }

  private settings(): { settings: CompareSettings; data: GameData[] } {
    const p = this.prefs();
    const pack = storedPack();
    const variant = (v: VariantPrefs, label: string): Variant => ({
      label,
      confederate: v.confederate,
      federal: v.federal,
      options: { ...v.options } as Partial<GameOptions>,
      dataPack: this.loaded.pack && v.pack && pack ? { name: pack.name, file: pack.file, json: pack.json } : null,
    });
    const variants = [variant(p.a, 'A')];
    const data = [this.variantData(p.a)];
    if (p.b.on) {
      const b = variant(p.b, 'B');
      b.label = `B (${describeChange(variants[0]!, b)})`;
      variants.push(b);
      data.push(this.variantData(p.b));
    }
    // Scenarios in the data's own order, whatever order they were ticked in.
    const scenarios = Object.keys(this.loaded.data.scenarios).filter((s) => p.scenarios.includes(s));
    return { settings: { games: p.games, seed: p.seed, scenarios, variants }, data };
  }

  private key(settings: CompareSettings, data: GameData[]): string {
    const id = (d: GameData) => {
      let x = this.ids.get(d);
      if (!x) {
        x = dataIdentity(d);
        this.ids.set(d, x);
      }
      return x;
    };
    return comparisonKey(settings, data.map(id), BUILD);
  }

  /** Shows the kept result of the settings in the form, if there is one. */
  private async showCached(): Promise<void> {
    if (this.running) return;
    const ticket = ++this.lookup;
    const { settings, data } = this.settings();
    if (!settings.scenarios.length) {
      this.draw(null, []);
      this.status.textContent = 'Tick at least one scenario.';
      return;
    }
    const cached = await readCached(this.key(settings, data));
    if (ticket !== this.lookup || this.running) return;
    this.draw(cached, settings.scenarios);
    this.status.textContent = cached
      ? `Kept from an earlier run with these settings: ${settings.games * settings.scenarios.length * settings.variants.length} games.`
      : 'No results yet for these settings: run the comparison.';
    this.status.dataset.cached = cached ? 'true' : 'false';
  }

  /** Draws a comparison, or (model null) what the scenario files say about the scenarios alone. */
  private draw(model: ComparisonModel | null, scenarios: string[]): void {
    this.drawn?.destroy();
    const data = this.settings().data[0]!;
    this.drawn = drawResults(this.results, model, model ? [] : scenarios.map((s) => scenarioFacts(data, s)));
  }

  private async run(): Promise<void> {
    if (this.running) return;
    const { settings, data } = this.settings();
    if (!settings.scenarios.length) {
      this.status.textContent = 'Tick at least one scenario.';
      return;
    }
    const key = this.key(settings, data);
    const n = Math.max(1, Math.min(workerCount(), settings.games * settings.scenarios.length * settings.variants.length));
    const init: WorkerInit = {
      type: 'init',
      seed: settings.seed,
      variants: settings.variants.map(({ confederate, federal, options, dataPack }) => ({ confederate, federal, options, dataPack })),
    };
    const abort = new AbortController();
    const workers: Worker[] = [];
    const stop: (() => void)[] = [];
    const ports = Array.from({ length: n }, () => {
      const w = new Worker(new URL('./compareWorker.ts', import.meta.url), { type: 'module', name: 'sea-devils-compare' });
      workers.push(w);
      let listener: ((m: FromWorker) => void) | null = null;
      w.onmessage = (e: MessageEvent<FromWorker>) => listener?.(e.data);
      w.onerror = (e) => {
        e.preventDefault();
        listener?.({ type: 'error', message: e.message || 'a comparison worker failed' });
      };
      const port = portOver(
        {
          send: (m) => w.postMessage(m),
          listen: (f) => {
            listener = f;
          },
        },
        init,
      );
      stop.push(() => port.stopped());
      return port;
    });
    this.running = { abort, workers, stop };
    this.setRunning(true);
    this.draw(null, settings.scenarios);
    this.status.textContent = `Playing ${settings.games} games of each scenario${settings.variants.length > 1 ? ' under each variant' : ''} on ${n} worker${n === 1 ? '' : 's'}…`;
    this.status.dataset.cached = 'false';
    const t0 = performance.now();
    performance.mark('sea-devils:compare-start');
    // The progress is drawn at most every PROGRESS_DRAW_MS, from the latest count: each drawing is
    // a style, layout and paint of the page, which shares the cores with the workers (issue 36).
    // A drawing waits for the page's next frame (none while the page is hidden): it never adds a frame of its own.
    let latest = { done: 0, total: 0 },
      drawTimer: ReturnType<typeof setTimeout> | null = null;
    const drawSoon = () => {
      drawTimer ??= setTimeout(
        () =>
          requestAnimationFrame(() => {
            if (this.running?.abort === abort) drawProgress();
          }),
        PROGRESS_DRAW_MS,
      );
    };
    const drawProgress = () => {
      if (drawTimer !== null) {
        clearTimeout(drawTimer);
        drawTimer = null;
      }
      const { done, total } = latest;
      this.progress.max = total;
      this.progress.value = done;
      const secs = (performance.now() - t0) / 1000;
      this.progressText.textContent = `${done} / ${total} games · ${(done / Math.max(secs, 0.001)).toFixed(0)} games/s`;
      this.progressText.dataset.done = String(done);
    };
    try {
      const model = await runComparison(
        settings,
        data,
        ports,
        (done, total) => {
          latest = { done, total };
          if (done === 0) drawProgress();
          else drawSoon();
        },
        abort.signal,
      );
      drawProgress();
      performance.mark('sea-devils:compare-end');
      const secs = (performance.now() - t0) / 1000;
      if (model.complete) await writeCached(key, model).catch((e) => console.error('could not keep the comparison', e));
      this.draw(model, settings.scenarios);
      this.status.textContent = model.complete
        ? `Done: ${this.progress.value} games in ${secs.toFixed(1)} s on ${n} worker${n === 1 ? '' : 's'}. Kept in this browser for these settings.`
        : `Stopped after ${this.progress.value} of ${this.progress.max} games; the results below cover the finished games only and are not kept.`;
    } catch (e) {
      drawProgress();
      this.status.textContent = `The comparison failed: ${(e as Error).message}`;
      console.error(e);
    } finally {
      for (const w of workers) w.terminate();
      this.running = null;
      this.setRunning(false);
      document.body.dataset.compareDone = String(Date.now());
    }
  }

  private setRunning(on: boolean): void {
    this.runButton.disabled = on;
    this.stopButton.disabled = !on;
    this.el.classList.toggle('running', on);
    for (const el of this.form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('fieldset input, fieldset select')) el.disabled = on;
    if (!on) this.syncForm();
  }

  stop(): void {
    const r = this.running;
    if (!r) return;
    r.abort.abort();
    for (const w of r.workers) w.terminate();
    for (const s of r.stop) s();
  }

  destroy(): void {
    this.stop();
    this.drawn?.destroy();
  }
}

/** As many workers as the browser says it has cores (at least one, at most 16). */
function workerCount(): number {
  return Math.max(1, Math.min(16, navigator.hardwareConcurrency || 2));
}

function readPrefs(loaded: LoadedData): Prefs {
  const ids = Object.keys(loaded.data.scenarios);
  const defaults = Object.fromEntries(variantEntries('comparison').map((e) => [e.key, e.default]));
  const fallback: Prefs = {
    games: 100,
    seed: '1',
    scenarios: ids,
    // Variant B starts equal to A (issue 16: it used to switch row 6 off unasked).
    a: { confederate: 'historical', federal: 'historical', options: defaults, pack: true },
    b: { confederate: 'historical', federal: 'historical', options: defaults, pack: true, on: false },
  };
  // Stored prefs are the player's, but read as outside input: only the registry's keys, booleans only.
  const variant = (base: VariantPrefs, stored: unknown): VariantPrefs => {
    if (!stored || typeof stored !== 'object') return base;
    const s = stored as Record<string, unknown>;
    const given = s.options && typeof s.options === 'object' ? (s.options as Record<string, unknown>) : {};
    const options = { ...base.options };
    for (const e of variantEntries('comparison')) if (hasOwnKey(given, e.key) && typeof given[e.key] === 'boolean') options[e.key] = given[e.key] as boolean;
    return {
      confederate: typeof s.confederate === 'string' ? s.confederate : base.confederate,
      federal: typeof s.federal === 'string' ? s.federal : base.federal,
      options,
      pack: typeof s.pack === 'boolean' ? s.pack : base.pack,
    };
  };
  try {
    const p = JSON.parse(localStorage.getItem(PREFS) ?? 'null') as Partial<Prefs> | null;
    if (!p || typeof p !== 'object') return fallback;
    return {
      games: typeof p.games === 'number' ? p.games : fallback.games,
      seed: typeof p.seed === 'string' ? p.seed : fallback.seed,
      scenarios: Array.isArray(p.scenarios) ? p.scenarios.filter((s) => typeof s === 'string') : fallback.scenarios,
      a: variant(fallback.a, p.a),
      b: { ...variant(fallback.b, p.b), on: p.b?.on === true },
    };
  } catch {
    return fallback;
  }
}

function writePrefs(p: Prefs): void {
  try {
    localStorage.setItem(PREFS, JSON.stringify(p));
  } catch {
    /* storage full or off: the form still works */
  }
}
