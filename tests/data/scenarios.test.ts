// The five scenarios of 13.1-13.5 and the Game Turn Record Track's prestige adjustments (9.21)
// that lead from one scenario's start to the next. Expected lists are written here from the rule
// book's scenario sections, in the rule book's own abbreviations, and compared with scenarios/*.json.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  ConfederateShipsFile,
  CplTrackFile,
  FederalShipsFile,
  ScenarioFile,
  TurnsFile,
  type ScenarioFile as Scenario,
  type VictoryBand,
} from '../../src/data/schema';

const url = (p: string) => new URL(`../../${p}`, import.meta.url);
const load = (p: string): unknown => JSON.parse(readFileSync(url(p), 'utf8'));
const IDS = ['campaign', 'weak-beginning', 'greyhounds-are-loose', 'cresting-tide', 'endgame'] as const;
type Id = (typeof IDS)[number];
const scen = Object.fromEntries(IDS.map((id) => [id, ScenarioFile.parse(load(`scenarios/${id}.json`))])) as Record<Id, Scenario>;
const turns = TurnsFile.parse(load('assets/track/turns.json')).turns;
const track = CplTrackFile.parse(load('assets/track/cpl.json'));

// ---- helpers that read the rule book's list notation
const names = (s: string) =>
  s
    .split(', ')
    .map((x) => x.trim())
    .filter(Boolean);
const deployed = (pairs: [string, string][]) => pairs.flatMap(([ships, area]) => names(ships).map((ship) => ({ ship, area })));
/** "3 GTs: A, B (out); 1 GT: C, 1862 CSE" (or the Campaign's "1 GT-A, B") -> consumed + cseUsed. */
function consumed(text: string) {
  const out: { ship: string; turns: number; out: boolean }[] = [];
  const cse: Record<string, number> = {};
  for (const part of text.split('; ')) {
    const m = /^(\d+) GTs?\s*[:-]\s*(.*)$/.exec(part.trim());
    if (!m) throw new Error(`cannot read "${part}"`);
    const n = Number(m[1]);
    for (const item of names(m[2]!)) {
      const c = /^(186\d) CSE$/.exec(item);
      if (c) {
        cse[c[1]!] = n;
        continue;
      }
      const isOut = item.endsWith(' (out)');
      out.push({ ship: isOut ? item.slice(0, -' (out)'.length) : item, turns: n, out: isOut });
    }
  }
  return { consumed: out, cseUsed: cse };
}
const bands = (a: number, b: [number, number], c: [number, number], d: [number, number], e: number): VictoryBand[] => [
  { level: 'Confederate Major Victory', min: a, max: null },
  { level: 'Confederate Minor Victory', min: b[0], max: b[1] },
  { level: 'Draw', min: c[0], max: c[1] },
  { level: 'Federal Minor Victory', min: d[0], max: d[1] },
  { level: 'Federal Major Victory', min: null, max: e },
];
const zero = { F: 0, SF: 0, S: 0, GB: 0, SGB: 0 };
const ship = (o: Partial<Scenario['confederate']['ships'][number]> & { ship: string; area: string }) => ({
  port: null,
  turnsInPort: 0,
  turnsAtSea: 0,
  commissioned: true,
  semmes: false,
  capturedCoalUsed: false,
  refits: 0,
  ...o,
});

// ---- what 13.1-13.5 print
const EARLY_FEDERAL = {
  deployed: deployed([
    ['Peng, Powh, K. Stat', 'C9'],
    ['Wyom, Sara', 'C54'],
    ['Narra', 'C48'],
    ['Sagi', 'C66'],
    ['Lanc', 'D68'],
  ]),
  available: names('San J, Niag, Daco, Iroq, Mohic, Rich, Conn, DeSoto, J. Adg, R. Isl'),
  ...consumed('1 GT-Peng, Powh, K Stat'),
};
const EARLY_CONFEDERATE = {
  ships: [ship({ ship: 'Sum', area: 'C15', port: 'CSA', semmes: true })],
  semmes: { status: 'aboard', ship: 'Sum' },
  removedFromTrack: [],
  alreadyLost: [],
  commissionedThisYear: false,
} satisfies Scenario['confederate'];
const EXPECTED: Record<Id, Omit<Scenario, 'format' | 'version' | 'id' | 'name' | 'notes'>> = {
  campaign: {
    rule: '13.1',
    firstTurn: 1,
    lastTurn: 16,
    startPhase: 'confederateRecord',
    merchantMarine: 1247,
    deploymentLevels: zero,
    ecesHistory: { S: 0, GB: 0, Aux: 0, IC: 0 },
    cpl: { W: 1, E: 3, F: 3 },
    federal: EARLY_FEDERAL,
    confederate: EARLY_CONFEDERATE,
    whaling: { placement: 'all' as const },
    victory: bands(501, [351, 500], [300, 350], [150, 299], 149),
  },
  'weak-beginning': {
    rule: '13.2',
    firstTurn: 1,
    lastTurn: 4,
    startPhase: 'confederateRecord',
    merchantMarine: 1247,
    deploymentLevels: zero,
    ecesHistory: { S: 0, GB: 0, Aux: 0, IC: 0 },
    cpl: { W: 1, E: 3, F: 3 },
    federal: EARLY_FEDERAL,
    confederate: EARLY_CONFEDERATE,
    whaling: { placement: 'all' as const },
    victory: bands(60, [31, 59], [20, 30], [1, 19], 0),
  },
  'greyhounds-are-loose': {
    rule: '13.3',
    firstTurn: 5,
    lastTurn: 7,
    startPhase: 'confederatePlacement',
    merchantMarine: 1216,
    deploymentLevels: zero,
    ecesHistory: { S: 0, GB: 0, Aux: 0, IC: 0 },
    cpl: { W: -3, E: 0, F: 0 },
    federal: {
      deployed: deployed([
        ['Tusc, Kear', 'C8'],
        ['S. D. Cu.', 'C14'],
        ['Lanc, Sara', 'C50'],
        ['Narra', 'C52'],
        ['Sagi', 'C66'],
        ['Wyom', 'C54'],
      ]),
      available: names(
        'San J, Niag, Powh, Daco, Iroq, Mohic, Wach, Oneid, Conn, DeSoto, J. Adg, Flor, S. O. Ge., Augu, Alab, Octo, Tiog, R. Isl, Chip, Merc, R. R. Cuy, Cayu',
      ),
      ...consumed('3 GTs: S. D. Cu, Tusc; 2 GTs: Iroq, Kear, Powh, K. State (out), Q. City (out); 1 GT: Flam (out), Peng (out), Rich (out), Conn, J. Adj'),
    },
    confederate: {
      ships: [ship({ ship: 'Sum', area: 'C8', port: 'E', turnsInPort: 1 }), ship({ ship: 'Nash', area: 'C14', port: 'CSA', turnsInPort: 1 })],
      semmes: { status: 'track' as const, ship: 'Ala' },
      removedFromTrack: [],
      alreadyLost: [],
      commissionedThisYear: false,
    },
    whaling: { placement: 'all' as const },
    victory: bands(281, [131, 280], [101, 130], [-99, 100], -100),
  },
  'cresting-tide': {
    rule: '13.4',
    firstTurn: 8,
    lastTurn: 12,
    startPhase: 'confederatePlacement',
    merchantMarine: 1117,
    deploymentLevels: zero,
    ecesHistory: { S: 1, GB: 0, Aux: 0, IC: 0 },
    cpl: { W: -1, E: -1, F: 7 },
    federal: {
      deployed: deployed([
        ['Tusc, Kear, Chip', 'C8'],
        ['Mohic, Daco', 'C10'],
        ['Oneid, Alab', 'C12'],
        ['Octo', 'C14'],
        ['Conn', 'CSE'],
        ['Wach, DeSoto, S. D. Cu, Tiog', 'C16'],
        ['R. R. Cuy, Sono, R. Isl, Vand', 'C15'],
        ['Narra, Sara', 'C50'],
        ['Lanc, Sagi', 'C54'],
        ['Wyom', 'C66'],
      ]),
      available: names('Niag, Powh, Iroq, Jun, Sac, Merc, J. Adj, Flor, S. O. Ge, Augu, F. Jack'),
      ...consumed(
        '6 GT: S. D. Cu, Tusc; 5 GT: Kear; 3 GT: R. R. Cuy, Daco; 2 GT: San J. (out), Chip, Iroq, Mohc, Wach, Powh, Conn, K. Stat (out), Octo, Q. City (out), Sono, Tiog, Vand; 1 GT: Cayu (out), Flam (out), Peng (out), Adir (out), Oneid, Rich (out), Alab, DeSoto, J. Adj, R. Isl, 1862 CSE, 1863 CSE',
      ),
    },
    confederate: {
      ships: [ship({ ship: 'Ala', area: 'C18', turnsAtSea: 3, semmes: true }), ship({ ship: 'Fla', area: 'C18', turnsAtSea: 2 })],
      semmes: { status: 'aboard' as const, ship: 'Ala' },
      removedFromTrack: ['Alex', 'Tex'],
      alreadyLost: [],
      commissionedThisYear: false,
    },
    whaling: { placement: 'listed' as const, areas: ['C57', 'C60', 'D58'], counterDensities: [1, 3, 4] },
    victory: bands(350, [151, 349], [100, 150], [-49, 99], -50),
  },
  endgame: {
    rule: '13.5',
    firstTurn: 13,
    lastTurn: 16,
    startPhase: 'confederatePlacement',
    merchantMarine: 940,
    deploymentLevels: zero,
    ecesHistory: { S: 2, GB: 0, Aux: 1, IC: 0 },
    cpl: { W: -12, E: -16, F: -12 },
    federal: {
      deployed: deployed([
        ['Niag', 'C2'],
        ['Kear', 'C5'],
        ['Sac', 'C8'],
        ['Powh', 'C16'],
        ['Nept, Gala', 'CSE'],
        ['Wach', 'C40'],
        ['Wyom', 'D7'],
        ['Wate', 'C45'],
        ['Lanc', 'C48'],
        ['Narra, Sagi', 'C52'],
        ['Sara', 'C54'],
      ]),
      available: names('Iroq, Nere, Glau, Conn, Alab, S. O. Ge, Augu, Vand, Pont, J Adj, Sass, R. Isl, Tiog, Flor'),
      ...consumed(
        '10 GT: Kear; 9 GT: S. D. Cu (out), 1863 CSE; 8 GT: Tusc (out); 7 GT: Mohic (out), Tiog; 6 GT: Vand; 5 GT: Wach, Powh, R. Isl; 4 GT: R. R. Cuy (out), Daco (out), Conn, Octo (out); 3 GT: Chip (out), Jun (out), Alab, Sono (out), 1864 CSE; 2 GT: San J. (out), Merc (out), Iroq, Oneid (out), Sac, Tico (out), DeSoto (out), K. Stat (out), Q. City (out); 1 GT: Niag, Cayu (out), Flam (out), Gala, Nept, Peng (out), Prot (out), Adir (out), Rich (out), Wyom, F. Jack (out), J. Adj, 1862 CSE',
      ),
    },
    confederate: {
      ships: [
        ship({ ship: 'Fla', area: 'C13', turnsAtSea: 2, refits: 2 }),
        ship({ ship: 'Geo', area: 'C5', port: 'France', turnsInPort: 1, capturedCoalUsed: true, refits: 1 }),
        ship({ ship: 'Rapp', area: 'C5', port: 'France', turnsInPort: 1, commissioned: false }),
      ],
      // Semmes is removed (11.73), so his second ship Alabama is gone; her Auxiliary can only enter with her (10.5).
      semmes: { status: 'removed' as const },
      removedFromTrack: [],
      alreadyLost: ['Ala', 'Ala. Aux', 'Fla. Aux'],
      commissionedThisYear: false,
    },
    whaling: { placement: 'listed' as const, areas: ['C57', 'C60', 'D58'], counterDensities: [1, 3, 4] },
    victory: bands(250, [81, 249], [60, 80], [-29, 59], -30),
  },
};

describe.each(IDS)('scenario %s matches the rule book (13.1-13.5)', (id) => {
  const s = scen[id];
  const e = EXPECTED[id];
  test(`${e.rule}: id, game length and start phase`, () => {
    expect(s.id).toBe(id);
    expect([s.rule, s.firstTurn, s.lastTurn, s.startPhase]).toEqual([e.rule, e.firstTurn, e.lastTurn, e.startPhase]);
  });
  test(`${e.rule}2: initial levels (merchant marine, deployment track, ECES history, CPL)`, () => {
    expect([s.merchantMarine, s.deploymentLevels, s.ecesHistory, s.cpl]).toEqual([e.merchantMarine, e.deploymentLevels, e.ecesHistory, e.cpl]);
  });
  test(`${e.rule}3: Federal ships deployed, in the Available Pool and with availability consumed`, () => {
    expect(s.federal.deployed).toEqual(e.federal.deployed);
    expect(s.federal.available).toEqual(e.federal.available);
    expect(s.federal.consumed).toEqual(e.federal.consumed);
    expect(s.federal.cseUsed).toEqual(e.federal.cseUsed);
  });
  test(`${e.rule}3: no Federal ship is listed twice in the deployment and the Available Pool`, () => {
    const all = [...s.federal.deployed.map((d) => d.ship), ...s.federal.available];
    expect(new Set(all).size).toBe(all.length);
  });
  test(`${e.rule}3/${e.rule}4: Confederate ships, Semmes, track removals and losses, commissioning this year`, () => {
    expect(s.confederate).toEqual(e.confederate);
  });
  test(`${e.rule}4: whaling counters`, () => {
    expect(s.whaling).toEqual(e.whaling);
  });
  test(`${e.rule}5: victory bands as printed, highest first`, () => {
    expect(s.victory).toEqual(e.victory);
  });
  test(`${e.rule}5 and 12.15: victory bands are contiguous and do not overlap, open at both ends`, () => {
    const v = s.victory;
    expect(v[0]!.max).toBeNull();
    expect(v.at(-1)!.min).toBeNull();
    for (let i = 1; i < v.length; i++) {
      expect(v[i]!.max).not.toBeNull();
      expect(v[i - 1]!.min).toBe(v[i]!.max! + 1);
      if (v[i]!.min !== null) expect(v[i]!.min!).toBeLessThanOrEqual(v[i]!.max!);
    }
  });
  test(`${e.rule}4: startup notes are present`, () => {
    expect(s.notes.length).toBeGreaterThan(0);
  });
});

// ---- the Game Turn Record Track's prestige adjustments (9.21) and the history between the scenarios (9.22)
/** Confederate actions that lowered the CPL historically, by the Game Turn they fall in (9.22). */
const HISTORICAL_ACTIONS: { turn: number; E?: number; F?: number; what: string }[] = [
  { turn: 2, E: -1, what: 'Nashville repaired at Southampton (9.22/2)' },
  { turn: 6, E: -1, what: 'merchant marine below 1165 (9.22/1): 1216 at GT5, 1117 at GT8' },
  { turn: 9, F: -1, what: 'Rappahannock forced repair in France (10.52)' },
  { turn: 10, F: -1, what: 'Florida refit at Brest (9.22/2)' },
  { turn: 11, F: -1, what: 'Georgia refit at Cherbourg (9.22/2; no turns at sea since refit in 13.53)' },
];
const clamp = (x: number) => Math.min(track.max, Math.max(track.min, x));
/** Levels after each turn's advance segment (index = turn), with or without the historical actions.
 *  `beforeActions` holds the level before that turn's own actions are applied. */
function levels(withActions: boolean) {
  const after: Record<number, { W: number; E: number; F: number }> = {};
  const beforeActions: Record<number, { W: number; E: number; F: number }> = {};
  let W = 0,
    E = 0,
    F = 0;
  for (const t of turns) {
    W = clamp(W + t.cpl.W);
    E = clamp(E + t.cpl.W + t.cpl.E);
    F = clamp(F + t.cpl.W + t.cpl.F);
    beforeActions[t.turn] = { W, E, F };
    if (withActions)
      for (const a of HISTORICAL_ACTIONS.filter((x) => x.turn === t.turn)) {
        E = clamp(E + (a.E ?? 0));
        F = clamp(F + (a.F ?? 0));
      }
    after[t.turn] = { W, E, F };
  }
  return { after, beforeActions };
}
const hist = levels(true);
const auto = levels(false);

// Arrival turns from the ship files when they exist, else the errata / brief values.
const confPath = 'assets/ships/confederate.json';
const fedPath = 'assets/ships/federal.json';
const confShips = existsSync(url(confPath)) ? ConfederateShipsFile.parse(load(confPath)).ships : null;
function arrival(name: string, fallback: number): number {
  const s = confShips?.find((x) => x.name.replace(/^CSS /, '') === name);
  return s?.arrival?.turn ?? fallback;
}

describe('Game Turn Record Track (2.16, 9.21)', () => {
  test('2.16: sixteen turns, one quarter each, GT1 = 3/61 through GT16 = 2/65', () => {
    const dates = ['3/61', '4/61', '1/62', '2/62', '3/62', '4/62', '1/63', '2/63', '3/63', '4/63', '1/64', '2/64', '3/64', '4/64', '1/65', '2/65'];
    expect(turns.map((t) => t.turn)).toEqual(dates.map((_, i) => i + 1));
    expect(turns.map((t) => t.date)).toEqual(dates);
    for (const t of turns) expect(`${t.quarter}/${String(t.year).slice(2)}`).toBe(t.date);
  });
  test.each(IDS)('9.21/9.22: the adjustments plus the historical actions reproduce the start levels of %s', (id) => {
    const s = scen[id];
    expect(hist.after[s.firstTurn]).toEqual(s.cpl);
  });
  test('9.32 and errata: England falls below -1 by the track alone before Texas can arrive', () => {
    expect(auto.beforeActions[arrival('Texas', 10)]!.E).toBeLessThan(-1);
  });
  test('9.33 and errata: France falls below -1 by the track alone before Louisiana and Mississippi can arrive', () => {
    expect(auto.beforeActions[arrival('Louisiana', 11)]!.F).toBeLessThan(-1);
    expect(auto.beforeActions[arrival('Mississippi', 12)]!.F).toBeLessThan(-1);
  });
  test('9.32: England is still -1 or better when Alabama (GT5) and Georgiana (GT7) arrive, even on the historical path', () => {
    expect(hist.beforeActions[arrival('Alabama', 5)]!.E).toBeGreaterThanOrEqual(-1);
    expect(hist.beforeActions[arrival('Georgiana', 7)]!.E).toBeGreaterThanOrEqual(-1);
  });
  test('9.34: England stays at -19 or better when Shenandoah arrives, so she may leave uncommissioned', () => {
    expect(hist.beforeActions[arrival('Shenandoah', 14)]!.E).toBeGreaterThanOrEqual(-19);
  });
  test('9.35 and 12.12: France is -6 or better after Stonewall arrives, so she can be commissioned in C5 in 1865', () => {
    const t = arrival('Stonewall', 15);
    expect(turns.find((x) => x.turn === t)!.year).toBe(1865);
    expect(hist.beforeActions[t]!.F).toBeGreaterThanOrEqual(-6);
  });
  test('9.35: each historical repair or refit in France happens while France is -6 or better', () => {
    for (const a of HISTORICAL_ACTIONS.filter((x) => x.F)) expect(hist.beforeActions[a.turn]!.F).toBeGreaterThanOrEqual(-6);
  });
  test('2.16: the levels stay on the track (CPL track min/max)', () => {
    for (const t of turns)
      for (const l of [hist.after[t.turn]!, auto.after[t.turn]!])
        for (const v of [l.W, l.E, l.F]) {
          expect(v).toBeGreaterThanOrEqual(track.min);
          expect(v).toBeLessThanOrEqual(track.max);
        }
    expect(track.min).toBeLessThan(-19); // England can close (9.34)
  });
});

// Cross-check with the ship files once they exist (the loader resolves abbreviations and aliases).
const fedShips = existsSync(url(fedPath)) ? FederalShipsFile.parse(load(fedPath)).ships : null;
describe.skipIf(!fedShips || !confShips)('scenario ship references resolve to the ship files', () => {
  const known = (list: { abbr: string; aliases: string[] }[] | null, ref: string) => !!list?.some((x) => x.abbr === ref || x.aliases.includes(ref));
  test.each(IDS)('13.x: every ship %s names exists', (id) => {
    const s = scen[id];
    const fed = [...s.federal.deployed.map((d) => d.ship), ...s.federal.available, ...s.federal.consumed.map((c) => c.ship)];
    for (const ref of fed) expect(known(fedShips, ref), `Federal "${ref}"`).toBe(true);
    const semmesShip = 'ship' in s.confederate.semmes ? [s.confederate.semmes.ship] : [];
    const conf = [...s.confederate.ships.map((c) => c.ship), ...semmesShip, ...s.confederate.removedFromTrack, ...s.confederate.alreadyLost];
    for (const ref of conf) expect(known(confShips, ref), `Confederate "${ref}"`).toBe(true);
  });
});
