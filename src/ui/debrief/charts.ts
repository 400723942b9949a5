import type { TurnPoint } from '../../game/debrief';

// The debrief's two charts (issue 17.4): the U.S. merchant marine (5.21) and each side's
// Victory Points (12.1) at the end of every turn. chart.js loads only when a debrief opens,
// and only its line chart's parts, so the game's first download does not grow.

type ChartModule = typeof import('chart.js');
let loading: Promise<ChartModule> | null = null;

function chartJs(): Promise<ChartModule> {
  loading ??= import('chart.js').then((m) => {
    m.Chart.register(m.LineController, m.LineElement, m.PointElement, m.LinearScale, m.CategoryScale, m.Legend, m.Tooltip);
    return m;
  });
  return loading;
}

export interface Charts {
  destroy(): void;
}

/** Draws the merchant marine chart into `mm` and the VP chart into `vp` (two canvases). */
export async function drawCharts(mm: HTMLCanvasElement, vp: HTMLCanvasElement, track: readonly TurnPoint[]): Promise<Charts> {
  const { Chart } = await chartJs();
  const labels = track.map((t) => (t.turn === 0 ? 'start' : `GT ${t.turn}`));
  const common = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: { legend: { display: true, position: 'bottom' as const } },
  };
  const a = new Chart(mm, {
    type: 'line',
    data: {
      labels,
      datasets: [
        { label: 'U.S. merchant marine (5.21)', data: track.map((t) => t.merchantMarine), borderColor: '#1f4e74', backgroundColor: '#1f4e74', tension: 0 },
      ],
    },
    options: common,
  });
  const b = new Chart(vp, {
    type: 'line',
    data: {
      labels,
      datasets: [
        { label: 'Confederate VP (12.1)', data: track.map((t) => t.confederateVp), borderColor: '#8d2f2f', backgroundColor: '#8d2f2f', tension: 0 },
        { label: 'Federal VP (12.1)', data: track.map((t) => t.federalVp), borderColor: '#2f5a9e', backgroundColor: '#2f5a9e', tension: 0 },
      ],
    },
    options: { ...common, scales: { y: { beginAtZero: true } } },
  });
  return {
    destroy() {
      a.destroy();
      b.destroy();
    },
  };
}
