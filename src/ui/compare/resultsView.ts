import { h, fill } from '../dom';
import type { ComparisonModel } from '../../compare/model';
import type { ScenarioFacts } from '../../compare/scenarioFacts';
import { Chart, levelsChart, merchantMarineChart, netChart, raidersChart } from './charts';
import {
  LEVEL_COLOUR,
  LEVEL_SHORT,
  VARIANT_COLOUR,
  bandText,
  excludesZero,
  num,
  numInterval,
  pct,
  pctInterval,
  ptsInterval,
  signedNum,
  variantText,
  verdict,
} from './format';

// Draws a comparison: the scenarios side by side in columns, first what the scenario files say
// (length, starting levels, forces, arrivals, victory bands, notes), then the simulated results
// (victory-level probabilities, net VP against the bands, the merchant marine turn by turn,
// raider survival) and, with two variants, B minus A with its 95% intervals. It only draws:
// every number comes from the model. The game's screen and the HTML report both call it.

export interface Drawn {
  destroy(): void;
}

const row = (title: string, note?: string) => h('div', { class: 'cmp-row-title' }, h('h3', {}, title), note ? h('span', { class: 'small muted' }, note) : null);
const kv = (pairs: [string, string | number | HTMLElement][]) =>
  h(
    'dl',
    { class: 'cmp-kv' },
    pairs.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)]),
  );
const list = (items: (string | HTMLElement)[], empty = 'none') =>
  items.length
    ? h(
        'ul',
        { class: 'cmp-list' },
        items.map((i) => h('li', {}, i)),
      )
    : h('span', { class: 'muted' }, empty);
const levels = (o: Record<string, number>) =>
  Object.entries(o)
    .map(([k, v]) => `${k} ${v}`)
    .join(' · ') || 'none';

function factCells(f: ScenarioFacts) {
  return {
    head: h(
      'div',
      { class: 'cmp-cell cmp-head', 'data-scenario': f.id },
      h('h2', {}, f.name),
      h('div', { class: 'small' }, `rule ${f.rule}`),
      h('div', { class: 'cmp-turns' }, `Game Turns ${f.turns.first}–${f.turns.last} (${f.turns.count}) · ${f.turns.firstDate} to ${f.turns.lastDate}`),
    ),
    start: h(
      'div',
      { class: 'cmp-cell' },
      kv([
        ['Merchant marine', f.start.merchantMarine],
        ['CPL', `World ${f.start.cpl.W} · England ${f.start.cpl.E} · France ${f.start.cpl.F}`],
        ['Deployment track', levels(f.start.deploymentLevels)],
        ['ECES so far (6.44)', levels(Object.fromEntries(Object.entries(f.start.ecesHistory).filter(([, v]) => v > 0)))],
        ['CSE points used (11.12)', levels(f.start.cseUsed)],
        ['Whaling', f.whaling],
      ]),
    ),
    federal: h(
      'div',
      { class: 'cmp-cell' },
      h('h4', {}, `On the map (${f.federal.deployed.length})`),
      list(f.federal.deployed.map((d) => `${d.name} (${d.type}) ${d.area}`)),
      h('h4', {}, `Available Pool (${f.federal.available.length})`),
      h('p', { class: 'small' }, f.federal.available.join(', ') || 'empty'),
      f.federal.unavailable.length
        ? [h('h4', {}, `Unavailable (${f.federal.unavailable.length})`), h('p', { class: 'small' }, f.federal.unavailable.join(', '))]
        : null,
      h('h4', {}, 'Arrivals (10.2)'),
      list(f.federal.arrivals.map((a) => `GT${a.turn} (${a.date}): ${a.ships.join(', ')}`)),
    ),
    confederate: h(
      'div',
      { class: 'cmp-cell' },
      h('h4', {}, `In play (${f.confederate.ships.length})`),
      list(
        f.confederate.ships.map((s) => `${s.name} (${s.type}) ${s.area}${s.port ? `, ${s.port} port` : ', at sea'}${s.commissioned ? '' : ', uncommissioned'}`),
      ),
      h('p', { class: 'small' }, `Semmes: ${f.confederate.semmes}`),
      h('h4', {}, 'Arrivals (10.5)'),
      list(f.confederate.arrivals.map((a) => `GT${a.turn} (${a.date}): ${a.ship} in ${a.area}${a.seized ? ' (seized ship)' : ''}`)),
      f.confederate.alreadyLost.length ? h('p', { class: 'small' }, `Already lost: ${f.confederate.alreadyLost.join(', ')}`) : null,
      f.confederate.removedFromTrack.length ? h('p', { class: 'small' }, `Off the track: ${f.confederate.removedFromTrack.join(', ')}`) : null,
    ),
    victory: h(
      'div',
      { class: 'cmp-cell' },
      h(
        'table',
        { class: 'cmp-bands' },
        f.victory.map((b, k) =>
          h(
            'tr',
            {},
            h('td', {}, h('span', { class: 'swatch', style: `background:${LEVEL_COLOUR[k]}` }), LEVEL_SHORT[k]!),
            h('td', { class: 'num' }, bandText(b)),
          ),
        ),
      ),
    ),
    notes: h('div', { class: 'cmp-cell' }, h('details', {}, h('summary', {}, `${f.notes.length} startup notes`), list(f.notes))),
  };
}

function chartBox(kind: string, scenario: string, points: number, height: number) {
  const canvas = h('canvas', { role: 'img', 'aria-label': `${kind} chart, ${scenario}` });
  const box = h('div', { class: 'cmp-chart', 'data-chart': kind, 'data-scenario': scenario, 'data-points': points, style: `height:${height}px` }, canvas);
  return { box, canvas };
}

/** Draws the scenarios' facts, and the results when there are some (model null: the facts alone). */
export function drawResults(el: HTMLElement, model: ComparisonModel | null, factsAlone: ScenarioFacts[] = []): Drawn {
  const charts: Chart[] = [];
  const pending: (() => void)[] = [];
  const facts = model?.facts ?? factsAlone;
  const n = facts.length;
  const cells = facts.map(factCells);
  // One column per scenario (compare.css lays them out from --cmp-n: shared, or scrolled on a phone).
  const grid = h('div', { class: 'cmp-grid', style: `--cmp-n: ${n}` });
  const addRow = (title: string, note: string | undefined, items: HTMLElement[]) => {
    grid.append(row(title, note), ...items);
  };

  addRow(
    'Scenario',
    undefined,
    cells.map((c) => c.head),
  );
  // What the scenario files say; with results, these come after them (issue 35.5: the results first).
  const factRows = () => {
    addRow(
      'Starting levels',
      '13.x2',
      cells.map((c) => c.start),
    );
    addRow(
      'Federal forces',
      '13.x3',
      cells.map((c) => c.federal),
    );
    addRow(
      'Confederate forces',
      '13.x3',
      cells.map((c) => c.confederate),
    );
    addRow(
      'Victory bands',
      'net VP, 12.15 and 13.x5',
      cells.map((c) => c.victory),
    );
    addRow(
      'Special notes',
      '13.x4',
      cells.map((c) => c.notes),
    );
  };
  if (!model) {
    factRows();
    fill(el, grid);
    return { destroy: () => {} };
  }
  const labels = model.settings.variants.map((v) => v.label);
  const two = model.results.length > 1;
  // Issue 35.5: each scenario's balance in one line, under its name (kept in view while scrolling).
  model.facts.forEach((f, k) =>
    cells[k]!.head.append(
      h('p', { class: 'cmp-verdict', 'data-verdict': f.id }, model.results.map((vr, v) => `${two ? `${labels[v]}: ` : ''}${verdict(vr[k]!)}`).join(' · ')),
    ),
  );

  const results = model.facts.map((_, k) => model.results.map((vr) => vr[k]!));
  const chart = (kind: string, scenario: string, points: number, height: number, config: () => unknown) => {
    const { box, canvas } = chartBox(kind, scenario, points, height);
    pending.push(() => charts.push(new Chart(canvas, config() as never)));
    return box;
  };

  addRow(
    'Victory level',
    `probability with its 95% interval (Wilson), ${model.results[0]![0]!.games} games per scenario`,
    results.map((rs, k) => {
      const f = model.facts[k]!;
      return h(
        'div',
        { class: 'cmp-cell' },
        chart(
          'levels',
          f.id,
          rs.reduce((a, r) => a + r.games, 0),
          two ? 210 : 160,
          () => levelsChart(rs, labels),
        ),
        h(
          'table',
          { class: 'cmp-table' },
          h(
            'tr',
            {},
            h('th', {}, ''),
            rs.map((_, v) => h('th', { class: 'num' }, two ? labels[v]! : 'games')),
          ),
          rs[0]!.levels.map((_l, i) =>
            h(
              'tr',
              {},
              h('td', {}, h('span', { class: 'swatch', style: `background:${LEVEL_COLOUR[i]}` }), LEVEL_SHORT[i]!),
              rs.map((r) =>
                h(
                  'td',
                  { class: 'num', title: `95% ${pctInterval(r.levels[i]!)}` },
                  pct(r.levels[i]!.p),
                  h('span', { class: 'ci' }, ` ${pctInterval(r.levels[i]!)}`),
                ),
              ),
            ),
          ),
        ),
        rs.some((r) => r.failures)
          ? h(
              'p',
              { class: 'small warn' },
              rs
                .map((r, v) => (r.failures ? `${two ? `${labels[v]}: ` : ''}${r.failures} games failed (${r.failureSamples[0]?.error ?? ''})` : ''))
                .filter(Boolean)
                .join('; '),
            )
          : null,
      );
    }),
  );

  addRow(
    'Net VP against the victory bands',
    'share of games per bin; dashed line: mean',
    results.map((rs, k) => {
      const f = model.facts[k]!;
      return h(
        'div',
        { class: 'cmp-cell' },
        chart(
          'net',
          f.id,
          rs.reduce((a, r) => a + r.netHistogram.bins.length, 0),
          200,
          () => netChart(rs, labels, f),
        ),
        h(
          'table',
          { class: 'cmp-table' },
          two
            ? h(
                'tr',
                {},
                h('th', {}, ''),
                labels.map((l) => h('th', { class: 'num' }, l)),
              )
            : null,
          h(
            'tr',
            {},
            h('td', {}, 'mean net VP'),
            rs.map((r) => h('td', { class: 'num' }, num(r.net.mean, 1), h('span', { class: 'ci' }, ` ${numInterval(r.net)}`))),
          ),
          h(
            'tr',
            {},
            h('td', {}, 'median (10–90%)'),
            rs.map((r) => h('td', { class: 'num' }, `${num(r.net.p50)} (${num(r.net.p10)} to ${num(r.net.p90)})`)),
          ),
          h(
            'tr',
            {},
            h('td', {}, 'VP Confederate / Federal'),
            rs.map((r) => h('td', { class: 'num' }, `${num(r.confederateVp.mean, 1)} / ${num(r.federalVp.mean, 1)}`)),
          ),
        ),
      );
    }),
  );

  addRow(
    'Merchant marine turn by turn',
    'median and 10–90% of games',
    results.map((rs, k) => {
      const f = model.facts[k]!;
      return h(
        'div',
        { class: 'cmp-cell' },
        chart(
          'mm',
          f.id,
          rs.reduce((a, r) => a + r.merchantMarine.p50.length, 0),
          200,
          () => merchantMarineChart(rs, labels),
        ),
        h(
          'p',
          { class: 'small' },
          `Final level: ${rs.map((r, v) => `${two ? `${labels[v]} ` : ''}${num(r.merchantMarine.final.mean, 1)} (95% ${numInterval(r.merchantMarine.final, 1)})`).join(' · ')}`,
        ),
      );
    }),
  );

  addRow(
    'Raider survival',
    'share of games afloat at the end, of those it entered play',
    results.map((rs, k) => {
      const f = model.facts[k]!;
      const ships = new Set(rs.flatMap((r) => r.raiders.map((x) => x.ship))).size;
      return h(
        'div',
        { class: 'cmp-cell' },
        chart('raiders', f.id, ships, 40 + ships * (two ? 26 : 18), () => raidersChart(rs, labels)),
        h(
          'p',
          { class: 'small' },
          rs
            .map(
              (r, v) =>
                `${two ? `${labels[v]}: ` : ''}${pct(r.raidersOverall.p)} of raiders afloat at the end (95% ${pctInterval(r.raidersOverall)}), ${num(r.raidersOverall.lostPerGame, 2)} lost per game`,
            )
            .join(' · '),
        ),
      );
    }),
  );

  if (model.differences) {
    addRow(
      `${labels[1]} minus ${labels[0]}`,
      '95% intervals (Newcombe for proportions, paired t over the same games for means); ✱ = the interval excludes 0',
      model.differences.map((d) =>
        h(
          'div',
          { class: 'cmp-cell', 'data-differences': d.scenario },
          h(
            'table',
            { class: 'cmp-table' },
            d.levels.map((l, i) =>
              h(
                'tr',
                { class: excludesZero(l) ? 'sig' : '' },
                h('td', {}, LEVEL_SHORT[i]!),
                h('td', { class: 'num' }, `${signedNum(100 * l.diff, 1)} pts`, h('span', { class: 'ci' }, ` ${ptsInterval(l)}`), excludesZero(l) ? ' ✱' : ''),
              ),
            ),
            [
              ['mean net VP', d.net, 1],
              ['final merchant marine', d.finalMerchantMarine, 1],
            ].map(([name, x, digits]) => {
              const diff = x as typeof d.net;
              return h(
                'tr',
                { class: excludesZero(diff) ? 'sig' : '' },
                h('td', {}, name as string),
                h(
                  'td',
                  { class: 'num' },
                  signedNum(diff.diff, digits as number),
                  h('span', { class: 'ci' }, ` ${signedNum(diff.low, digits as number)} to ${signedNum(diff.high, digits as number)}`),
                  excludesZero(diff) ? ' ✱' : '',
                ),
              );
            }),
            h(
              'tr',
              { class: excludesZero(d.raiderSurvival) ? 'sig' : '' },
              h('td', {}, 'raider survival'),
              h(
                'td',
                { class: 'num' },
                `${signedNum(100 * d.raiderSurvival.diff, 1)} pts`,
                h('span', { class: 'ci' }, ` ${ptsInterval(d.raiderSurvival)}`),
                excludesZero(d.raiderSurvival) ? ' ✱' : '',
              ),
            ),
          ),
        ),
      ),
    );
  }

  factRows();
  fill(
    el,
    h(
      'div',
      { class: 'cmp-summary' },
      model.settings.variants.map((v, i) =>
        h('div', {}, two ? h('span', { class: 'swatch', style: `background:${VARIANT_COLOUR[i]}` }) : null, h('strong', {}, `${v.label}: `), variantText(v)),
      ),
      h(
        'div',
        { class: 'small muted' },
        `${model.settings.games} games per scenario${two ? ' and variant' : ''}, seed “${model.settings.seed}”; game i of a scenario plays the same seed in every run and variant. Data ${model.data.join(' / ')}.`,
      ),
      model.complete ? null : h('div', { class: 'warn' }, 'Stopped before the end: these results cover only the games played, and are not kept.'),
    ),
    grid,
  );
  // Chart.js sizes each chart from its box, so the charts are made once the boxes are in the page.
  for (const make of pending) make();
  return {
    destroy: () => {
      for (const c of charts) c.destroy();
    },
  };
}
