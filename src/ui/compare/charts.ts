import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type Plugin,
} from 'chart.js';
import type { ScenarioResult } from '../../compare/types';
import type { ScenarioFacts } from '../../compare/scenarioFacts';
import { LEVEL_COLOUR, LEVEL_SHORT, VARIANT_COLOUR, num, pct, pctInterval } from './format';

// The comparison's charts, as Chart.js configurations: the same code draws them in the game
// and in the command line's HTML report. Two small plugins of our own draw what Chart.js has no
// element for: the 95% interval whiskers on bars, and the victory bands behind the net VP bars.

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Filler, Legend, Tooltip);
Chart.defaults.font.family = "system-ui, -apple-system, 'Segoe UI', 'Liberation Sans', Roboto, sans-serif";
Chart.defaults.font.size = 11;
Chart.defaults.color = '#3b342a';

export { Chart };

type Whiskers = { low: number; high: number }[];

/** Draws each bar's 95% interval (dataset.whiskers, in the value axis' units) as a thin line with end ticks. */
const whiskerPlugin: Plugin = {
  id: 'sdWhiskers',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    const horizontal = (chart.options as { indexAxis?: string }).indexAxis === 'y';
    const valueScale = horizontal ? chart.scales.x! : chart.scales.y!;
    chart.data.datasets.forEach((ds, i) => {
      const whiskers = (ds as unknown as { whiskers?: Whiskers }).whiskers;
      const meta = chart.getDatasetMeta(i);
      if (!whiskers || meta.hidden) return;
      ctx.save();
      ctx.strokeStyle = '#1f1a14';
      ctx.lineWidth = 1;
      meta.data.forEach((bar, k) => {
        const w = whiskers[k];
        if (!w) return;
        const { x, y } = bar.getProps(['x', 'y'], true) as { x: number; y: number };
        const a = valueScale.getPixelForValue(w.low),
          b = valueScale.getPixelForValue(w.high);
        ctx.beginPath();
        if (horizontal) {
          ctx.moveTo(a, y);
          ctx.lineTo(b, y);
          ctx.moveTo(a, y - 3);
          ctx.lineTo(a, y + 3);
          ctx.moveTo(b, y - 3);
          ctx.lineTo(b, y + 3);
        } else {
          ctx.moveTo(x, a);
          ctx.lineTo(x, b);
          ctx.moveTo(x - 3, a);
          ctx.lineTo(x + 3, a);
          ctx.moveTo(x - 3, b);
          ctx.lineTo(x + 3, b);
        }
        ctx.stroke();
      });
      ctx.restore();
    });
  },
};

interface BandOptions {
  bands: { min: number | null; max: number | null; level: number }[];
  means: { value: number; colour: string }[];
}

/** Shades the victory bands behind the net VP bars, labels them, and marks each variant's mean. */
const bandPlugin: Plugin = {
  id: 'sdBands',
  beforeDatasetsDraw(chart, _args, options) {
    const o = options as unknown as BandOptions;
    if (!o.bands) return;
    const { ctx, chartArea: area } = chart;
    const x = chart.scales.x!;
    ctx.save();
    for (const b of o.bands) {
      const from = Math.max(area.left, b.min === null ? area.left : x.getPixelForValue(b.min));
      const to = Math.min(area.right, b.max === null ? area.right : x.getPixelForValue(b.max + 1));
      if (to <= from) continue;
      ctx.fillStyle = `${LEVEL_COLOUR[b.level]}22`;
      ctx.fillRect(from, area.top, to - from, area.bottom - area.top);
      ctx.strokeStyle = `${LEVEL_COLOUR[b.level]}88`;
      ctx.setLineDash([3, 3]);
      ctx.beginPath();
      ctx.moveTo(from, area.top);
      ctx.lineTo(from, area.bottom);
      ctx.stroke();
      ctx.setLineDash([]);
      if (to - from > 26) {
        ctx.fillStyle = '#3b342a';
        ctx.font = '10px system-ui, sans-serif';
        ctx.textAlign = 'center';
        ctx.fillText(['C maj', 'C min', 'Draw', 'F min', 'F maj'][b.level]!, (from + to) / 2, area.top + 10);
      }
    }
    ctx.restore();
  },
  afterDatasetsDraw(chart, _args, options) {
    const o = options as unknown as BandOptions;
    if (!o.means) return;
    const { ctx, chartArea: area } = chart;
    ctx.save();
    for (const m of o.means) {
      const px = chart.scales.x!.getPixelForValue(m.value);
      if (px < area.left || px > area.right) continue;
      ctx.strokeStyle = m.colour;
      ctx.lineWidth = 2;
      ctx.setLineDash([5, 3]);
      ctx.beginPath();
      ctx.moveTo(px, area.top + 14);
      ctx.lineTo(px, area.bottom);
      ctx.stroke();
    }
    ctx.restore();
  },
};

Chart.register(whiskerPlugin, bandPlugin);

const base = { responsive: true, maintainAspectRatio: false, animation: false as const };
const legend = (show: boolean) => ({ display: show, position: 'bottom' as const, labels: { boxWidth: 10, boxHeight: 10, padding: 6 } });

/** Probability of each victory level, one bar per variant, with 95% Wilson intervals. */
export function levelsChart(results: ScenarioResult[], labels: string[]): ChartConfiguration<'bar'> {
  const two = results.length > 1;
  return {
    type: 'bar',
    data: {
      labels: LEVEL_SHORT,
      datasets: results.map(
        (r, v) =>
          ({
            label: labels[v]!,
            data: r.levels.map((l) => 100 * l.p),
            backgroundColor: two ? VARIANT_COLOUR[v] : LEVEL_COLOUR,
            whiskers: r.levels.map((l) => ({ low: 100 * l.low, high: 100 * l.high })),
          }) as never,
      ),
    },
    options: {
      ...base,
      indexAxis: 'y',
      scales: { x: { min: 0, max: 100, ticks: { callback: (v) => `${v}%` } }, y: { grid: { display: false } } },
      plugins: {
        legend: legend(two),
        tooltip: {
          callbacks: {
            label: (c) => {
              const l = results[c.datasetIndex]!.levels[c.dataIndex]!;
              return `${labels[c.datasetIndex]}: ${pct(l.p)} (95% ${pctInterval(l)}), ${l.count} of ${l.n}`;
            },
          },
        },
      },
    },
  };
}

/** Net VP distribution (share of games per bin) over the scenario's victory bands, with each variant's mean. */
export function netChart(results: ScenarioResult[], labels: string[], facts: ScenarioFacts): ChartConfiguration<'bar', { x: number; y: number }[]> {
  const two = results.length > 1;
  const width = results[0]!.netHistogram.width;
  const all = results.flatMap((r) => r.netHistogram.bins.map((b) => b.from));
  // A stopped run can leave a scenario without games: then the axis picks its own range.
  const lo = all.length ? Math.min(...all) : undefined,
    hi = all.length ? Math.max(...all) + width : undefined;
  return {
    type: 'bar',
    data: {
      datasets: results.map((r, v) => ({
        label: labels[v]!,
        data: r.netHistogram.bins.map((b) => ({ x: b.from + width / 2, y: r.games ? (100 * b.count) / r.games : 0 })),
        backgroundColor: two ? `${VARIANT_COLOUR[v]}cc` : r.netHistogram.bins.map((b) => LEVEL_COLOUR[b.level]!),
        barPercentage: 1,
        categoryPercentage: 1,
        grouped: two,
      })),
    },
    options: {
      ...base,
      scales: {
        x: {
          type: 'linear',
          min: lo,
          max: hi,
          title: { display: true, text: 'net VP (Confederate − Federal, 12.15)' },
          ticks: { maxTicksLimit: 8, includeBounds: false },
        },
        y: { beginAtZero: true, ticks: { callback: (v) => `${v}%` }, title: { display: true, text: 'games' } },
      },
      plugins: {
        legend: legend(two),
        tooltip: {
          callbacks: {
            title: (items: { raw: unknown }[]) => {
              const x = (items[0]!.raw as { x: number }).x - width / 2;
              return `net VP ${x} to ${x + width - 1}`;
            },
            label: (c: { datasetIndex: number; raw: unknown }) => `${labels[c.datasetIndex]}: ${(c.raw as { y: number }).y.toFixed(1)}% of games`,
          },
        },
        sdBands: {
          bands: facts.victory.map((b, level) => ({ min: b.min, max: b.max, level })),
          means: results.map((r, v) => ({ value: r.net.mean, colour: two ? VARIANT_COLOUR[v]! : '#a93a2e' })),
        },
      } as never,
    },
  };
}

/** Merchant marine level turn by turn: the median and the 10-90% band of the games. */
export function merchantMarineChart(results: ScenarioResult[], labels: string[]): ChartConfiguration<'line'> {
  const turns = results[0]!.merchantMarine.turns.map((t) => (t === 'start' ? 'start' : `GT${t}`));
  const datasets = results.flatMap((r, v) => {
    const c = VARIANT_COLOUR[v]!;
    const name = results.length > 1 ? `${labels[v]} ` : '';
    return [
      { label: `${name}10th percentile`, data: r.merchantMarine.p10, borderColor: 'transparent', pointRadius: 0, fill: false, backgroundColor: `${c}30` },
      { label: `${name}10–90% of games`, data: r.merchantMarine.p90, borderColor: 'transparent', pointRadius: 0, fill: '-1', backgroundColor: `${c}30` },
      { label: `${name}median`, data: r.merchantMarine.p50, borderColor: c, backgroundColor: c, pointRadius: 2, borderWidth: 2, fill: false },
    ];
  });
  return {
    type: 'line',
    data: { labels: turns, datasets },
    options: {
      ...base,
      interaction: { mode: 'index', intersect: false },
      scales: { y: { title: { display: true, text: 'merchant marine level' } }, x: { grid: { display: false } } },
      plugins: {
        legend: { ...legend(true), labels: { ...legend(true).labels, filter: (item) => !item.text.endsWith('10th percentile') } },
        tooltip: { callbacks: { label: (c) => `${c.dataset.label?.replace('10–90% of games', '90th percentile')}: ${num(c.parsed.y as number)}` } },
      },
    },
  };
}

/** Share of games each raider that entered play was still afloat at the end, with 95% intervals. */
export function raidersChart(results: ScenarioResult[], labels: string[]): ChartConfiguration<'bar'> {
  const ships: { ship: string; name: string }[] = [];
  for (const r of results) for (const x of r.raiders) if (!ships.some((s) => s.ship === x.ship)) ships.push({ ship: x.ship, name: x.name });
  return {
    type: 'bar',
    data: {
      labels: ships.map((s) => s.name),
      datasets: results.map((r, v) => {
        const by = (id: string) => r.raiders.find((x) => x.ship === id);
        return {
          label: labels[v]!,
          data: ships.map((s) => (by(s.ship) ? 100 * by(s.ship)!.p : null)),
          backgroundColor: VARIANT_COLOUR[v],
          whiskers: ships.map((s) => {
            const x = by(s.ship);
            return x ? { low: 100 * x.low, high: 100 * x.high } : null;
          }),
        } as never;
      }),
    },
    options: {
      ...base,
      indexAxis: 'y',
      scales: { x: { min: 0, max: 100, ticks: { callback: (v) => `${v}%` } }, y: { grid: { display: false }, ticks: { autoSkip: false } } },
      plugins: {
        legend: legend(results.length > 1),
        tooltip: {
          callbacks: {
            label: (c) => {
              const x = results[c.datasetIndex]!.raiders.find((r) => r.name === c.label);
              return x
                ? `${labels[c.datasetIndex]}: afloat ${pct(x.p)} (95% ${pctInterval(x)}); sunk ${x.sunk}, interned ${x.interned} of ${x.n} games in play`
                : '';
            },
          },
        },
      },
    },
  };
}
