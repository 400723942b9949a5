import type { GameData } from '../data/gameData';
import type { GameView } from '../engine/index';
import type { RaiderPlot } from '../ai/models/raiderPlot';
import { h, fill } from './dom';
import { shipName } from './names';
import { PLOT_COLOUR, plotAlpha, type PlotShade } from './map/plotLayer';

// The Federal's plot on the map (issue 17, docs/plot.md): a toggle ("Plot", key P), a choice of
// raider (all, or one), and a legend. Shown only when the device holder is the Federal: the model
// is given the holder's view and nothing else, and this control only passes its numbers to the
// map. The shaded areas are published for the browser tests on the control (data-plot-areas)
// and as window.__seaDevilsPlot, with the Federal view they came from (nothing the Federal
// cannot already see).

export interface PlotInspect {
  on: boolean;
  ship: string | null;
  /** The shaded areas, with the chance-weighted count of raiders in each, by area id order. */
  areas: { area: string; p: number }[];
  /** The Federal view the plot was made from. */
  view: GameView | null;
}

// The model (with the raider forecast it builds on) is no part of the first download: it loads
// the first time the plot is switched on (issue 18's budget).
// The plot reads the raider's own planner as the Federal can run it (issue 31), which loads with it.
type PlotModel = typeof import('../ai/models/raiderPlot') & Pick<typeof import('../ai/raider/routeForecast'), 'raiderRoutes'>;
let model: PlotModel | null = null;
let loading: Promise<PlotModel> | null = null;
const loadModel = (): Promise<PlotModel> =>
  (loading ??= Promise.all([import('../ai/models/raiderPlot'), import('../ai/raider/routeForecast')]).then(
    ([m, r]) => (model = { ...m, raiderRoutes: r.raiderRoutes }),
  ));

const hex = `#${PLOT_COLOUR.toString(16).padStart(6, '0')}`;

export class PlotControl {
  readonly el = h('div', { class: 'plot-control', 'data-testid': 'plot', hidden: true });
  private readonly button = h(
    'button',
    {
      type: 'button',
      class: 'btn small',
      'data-action': 'plot',
      'aria-pressed': 'false',
      title: 'Plot: where the raiders could be (P)',
      onclick: () => this.toggle(),
    },
    'Plot',
  );
  private readonly select = h('select', {
    'data-testid': 'plot-ship',
    'aria-label': 'Raider to plot',
    onchange: () => {
      this.ship = this.select.value || null;
      this.draw();
    },
  });
  private readonly legend = h('div', {
    class: 'plot-legend small',
    'data-testid': 'plot-legend',
    hidden: true,
    style:
      'background:rgba(247,241,225,.95);color:#2a2016;border:1px solid #8a7a55;border-radius:4px;padding:4px 8px;font-size:12px;max-height:40vh;overflow:auto',
  });
  private on = false;
  private ship: string | null = null;
  private v: GameView | null = null;
  private plots: RaiderPlot[] = [];

  constructor(
    private readonly data: GameData,
    private readonly setPlot: (shades: PlotShade[]) => void,
  ) {
    fill(this.el, h('div', { style: 'display:flex;gap:.3rem;align-items:center' }, this.select, this.button), this.legend);
    this.select.hidden = true;
    this.publish();
  }

  /** The holder's view after any change; `federal`: the holder is the Federal (solitaire, hot-seat turn, remote side). */
  refresh(v: GameView | null): void {
    const federal = !!v && v.side === 'federal';
    this.el.hidden = !federal;
    this.v = federal ? v : null;
    this.draw();
  }

  /** The key P, or the button. */
  toggle(): void {
    if (!this.v) return;
    this.on = !this.on;
    this.draw();
  }

  private draw(): void {
    const v = this.v;
    const on = this.on && !!v;
    this.button.setAttribute('aria-pressed', String(on));
    this.button.classList.toggle('primary', on);
    this.legend.hidden = !on;
    this.select.hidden = !on;
    if (!on || !v) {
      this.plots = [];
      this.setPlot([]);
      this.publish();
      return;
    }
    if (!model) {
      void loadModel().then(() => this.draw());
      return;
    }
    const { raiderPlot, plotTotals, raiderRoutes } = model;
    this.plots = raiderPlot(this.data, v, raiderRoutes());
    if (this.ship && !this.plots.some((p) => p.ship === this.ship)) this.ship = null;
    fill(
      this.select,
      h('option', { value: '' }, 'All raiders'),
      this.plots.map((p) => h('option', { value: p.ship, selected: p.ship === this.ship }, shipName(this.data, p.ship))),
    );
    this.select.value = this.ship ?? '';
    const totals = plotTotals(this.plots, this.data, this.ship);
    const max = Math.max(0, ...totals.values());
    this.setPlot([...totals].map(([area, p]) => ({ area, level: max > 0 ? p / max : 0 })));
    const shown = this.plots.filter((p) => !this.ship || p.ship === this.ship);
    const swatch = (level: number) =>
      h('span', {
        style: `display:inline-block;width:14px;height:10px;border:1px solid ${hex};background:${hex};opacity:${Math.min(1, plotAlpha(level) * 1.6)}`,
      });
    // Compact by default (issue 48.8: the whole legend covered the middle of a phone's map): the
    // key on one line, what the shading means and each raider's sighting folded under it.
    const open = (this.legend.querySelector('details') as HTMLDetailsElement | null)?.open ?? false;
    fill(
      this.legend,
      h(
        'div',
        { style: 'display:flex;gap:4px;align-items:center;flex-wrap:wrap' },
        h('strong', {}, 'Plot'),
        ` · ${this.ship ? shipName(this.data, this.ship) : 'all raiders'}: less likely `,
        swatch(0.05),
        swatch(0.35),
        swatch(0.7),
        swatch(1),
        ' most likely',
        max > 0 ? ` (darkest ${Math.round(max * 100)}%)` : '',
      ),
      h(
        'details',
        { open, 'data-testid': 'plot-legend-more' },
        h('summary', {}, 'What the shading means'),
        h('div', {}, 'Where the raider is likely to be by the end of its next activity, from what you know, by how raiders sail in recorded games.'),
        shown.length
          ? h(
              'ul',
              { style: 'margin:.2em 0 0;padding-left:1.1em' },
              shown.map((p) => h('li', { 'data-ship': p.ship }, `${shipName(this.data, p.ship)}: ${p.sighting.why}`)),
            )
          : h('div', { class: 'muted' }, 'No raider at sea or in port on the map.'),
      ),
    );
    this.publish(totals);
  }

  private publish(totals = new Map<string, number>()): void {
    const ids = this.data.areaIds;
    const areas = ids.filter((a) => totals.has(a)).map((area) => ({ area, p: totals.get(area)! }));
    this.el.dataset.plotAreas = areas.map((a) => a.area).join(' ');
    const inspect: PlotInspect = { on: this.on && !!this.v, ship: this.ship, areas, view: this.on ? this.v : null };
    (window as unknown as Record<string, unknown>).__seaDevilsPlot = inspect;
  }
}
