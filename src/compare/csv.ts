import type { ComparisonModel } from './model';
import { VICTORY_LEVELS } from './types';

// The comparison as CSV, for spreadsheets: one row per variant and scenario (summary), one per
// variant, scenario and turn (merchant marine), one per scenario (B minus A, with two variants).

const cell = (v: string | number | boolean | null) => {
  if (v === null) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(+v.toFixed(6)) : '';
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const lines = (rows: (string | number | boolean | null)[][]) => `${rows.map((r) => r.map(cell).join(',')).join('\n')}\n`;
const slug = (level: string) =>
  level
    .toLowerCase()
    .replace(/ victory$/, '')
    .replace(/ /g, '_');

export function summaryCsv(m: ComparisonModel): string {
  const head = [
    'variant',
    'scenario',
    'games',
    'failures',
    ...VICTORY_LEVELS.flatMap((l) => [`p_${slug(l)}`, `p_${slug(l)}_low`, `p_${slug(l)}_high`]),
    'net_mean',
    'net_sd',
    'net_se',
    'net_mean_low',
    'net_mean_high',
    'net_p10',
    'net_p50',
    'net_p90',
    'confederate_vp_mean',
    'federal_vp_mean',
    'final_mm_mean',
    'final_mm_sd',
    'final_mm_low',
    'final_mm_high',
    'raider_survival',
    'raider_survival_low',
    'raider_survival_high',
    'raiders_lost_per_game',
  ];
  const rows = m.results.flatMap((vr, v) =>
    vr.map((r) => [
      m.settings.variants[v]!.label,
      r.scenario,
      r.games,
      r.failures,
      ...r.levels.flatMap((l) => [l.p, l.low, l.high]),
      r.net.mean,
      r.net.sd,
      r.net.se,
      r.net.low,
      r.net.high,
      r.net.p10,
      r.net.p50,
      r.net.p90,
      r.confederateVp.mean,
      r.federalVp.mean,
      r.merchantMarine.final.mean,
      r.merchantMarine.final.sd,
      r.merchantMarine.final.low,
      r.merchantMarine.final.high,
      r.raidersOverall.p,
      r.raidersOverall.low,
      r.raidersOverall.high,
      r.raidersOverall.lostPerGame,
    ]),
  );
  return lines([head, ...rows]);
}

export function merchantMarineCsv(m: ComparisonModel): string {
  const rows = m.results.flatMap((vr, v) =>
    vr.flatMap((r) =>
      r.merchantMarine.turns.map((t, i) => [
        m.settings.variants[v]!.label,
        r.scenario,
        t,
        r.merchantMarine.mean[i]!,
        r.merchantMarine.p10[i]!,
        r.merchantMarine.p50[i]!,
        r.merchantMarine.p90[i]!,
      ]),
    ),
  );
  return lines([['variant', 'scenario', 'turn', 'mean', 'p10', 'p50', 'p90'], ...rows]);
}

export function raidersCsv(m: ComparisonModel): string {
  const rows = m.results.flatMap((vr, v) =>
    vr.flatMap((r) => r.raiders.map((x) => [m.settings.variants[v]!.label, r.scenario, x.ship, x.name, x.n, x.count, x.sunk, x.interned, x.p, x.low, x.high])),
  );
  return lines([['variant', 'scenario', 'ship', 'name', 'games_in_play', 'afloat', 'sunk', 'interned', 'survival', 'survival_low', 'survival_high'], ...rows]);
}

export function differencesCsv(m: ComparisonModel): string | null {
  if (!m.differences) return null;
  const head = [
    'scenario',
    ...VICTORY_LEVELS.flatMap((l) => [`d_${slug(l)}`, `d_${slug(l)}_low`, `d_${slug(l)}_high`]),
    'd_net_mean',
    'd_net_se',
    'd_net_low',
    'd_net_high',
    'd_final_mm',
    'd_final_mm_se',
    'd_final_mm_low',
    'd_final_mm_high',
    'd_raider_survival',
    'd_raider_survival_low',
    'd_raider_survival_high',
  ];
  const rows = m.differences.map((d) => [
    d.scenario,
    ...d.levels.flatMap((l) => [l.diff, l.low, l.high]),
    d.net.diff,
    d.net.se,
    d.net.low,
    d.net.high,
    d.finalMerchantMarine.diff,
    d.finalMerchantMarine.se,
    d.finalMerchantMarine.low,
    d.finalMerchantMarine.high,
    d.raiderSurvival.diff,
    d.raiderSurvival.low,
    d.raiderSurvival.high,
  ]);
  return lines([head, ...rows]);
}
