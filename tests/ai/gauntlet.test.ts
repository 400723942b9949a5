import { describe, expect, it } from 'vitest';
import { applyInPlace, newGame } from '../../src/engine/apply';
import { activeSide } from '../../src/engine/phases';
import { view } from '../../src/engine/view';
import type { Side } from '../../src/engine/types';
import { makeBot } from '../../src/ai/registry';
import { PANEL } from '../../src/ai/panel/registry';
import type { Bot } from '../../src/ai/bot';
import { gameData } from '../helpers';
import { guarded } from './positions';
import { bestPanel, edgeChecks, pairKey, panelChecks } from '../../scripts/ai-gauntlet-report';
import { portStations } from '../../src/ai/panel/holdPorts';
import { plotShade } from '../../src/ai/models/plotFollowers';
import { raiderRoutes } from '../../src/ai/raider/routeForecast';
import { mapGraph } from '../../src/ai/common/mapGraph';

// The gauntlet of issue 31 (npm run ai:gauntlet): its panel strategies play whole games through
// the engine, each handed only its side's view (a view that fails the test if the bot reads the
// dice or a salt, or as the Federal a sealed record), and every command they give is legal; and
// its sums flag a panel strategy that does better than an AI level at 95%, and no other.

const data = gameData();

/** A whole game, each bot handed a guarded view of its side; throws on the first refused command. */
function play(scenario: string, seed: string, bots: Record<Side, Bot>): { commands: number; asked: Record<Side, number>; net: number } {
  const { state } = newGame(data, scenario, seed);
  const asked = { federal: 0, confederate: 0 };
  let commands = 0;
  for (let n = 0; state.phase !== 'gameOver'; n++) {
    if (n > 20_000) throw new Error('the game did not end');
    const side = activeSide(state)!;
    const c = bots[side].next(data, guarded(view(state, side), side), side);
    asked[side]++;
    const r = applyInPlace(data, state, c);
    if (!r.ok) throw new Error(`${bots[side].name} (${side}) gave a refused command: ${r.message} [${r.code}] ${JSON.stringify(c)}`);
    commands++;
  }
  return { commands, asked, net: state.result!.net };
}

describe("the gauntlet's panel bots", () => {
  const scenarios = ['weak-beginning', 'greyhounds-are-loose'];
  for (const side of ['federal', 'confederate'] as const) {
    for (const name of Object.keys(PANEL[side])) {
      it(`${side} ${name}: whole games on its side's view alone, every command legal`, () => {
        let games = 0;
        for (const scenario of scenarios)
          for (const other of ['historical', 'random']) {
            const seed = `gauntlet-test-${scenario}-${name}-${other}`;
            const me = PANEL[side][name]!(`${seed}:me`);
            const them = makeBot(other, `${seed}:them`);
            const r = play(scenario, seed, side === 'federal' ? { federal: me, confederate: them } : { confederate: me, federal: them });
            expect(r.asked[side]).toBeGreaterThan(0);
            games++;
          }
        expect(games).toBe(scenarios.length * 2);
      });
    }
  }

  it('the Federal "hold stations" keeps a ship on its station turn after turn, and "chase" sends one to each raider\'s area', () => {
    // Whole Campaign games, hold and chase against the historical raider: at each Movement Phase,
    // the ships that stood on the map at the end of the last one (kept deployed, 10.43) and
    // whether they moved; and the areas where a raider stood that a Federal ship ends in.
    for (const name of ['hold-stations', 'chase'] as const) {
      const { state } = newGame(data, 'campaign', `gauntlet-test-${name}`);
      const fed = PANEL.federal[name]!('f'),
        conf = makeBot('historical', 'c');
      let stayed = 0,
        moved = 0,
        raiderAreas = 0,
        reached = 0;
      let lastEnd = new Map<string, string>();
      let start: Map<string, string> | null = null,
        raiders = new Set<string>();
      while (state.phase !== 'gameOver') {
        const side = activeSide(state)!;
        if (state.phase === 'federalMovement' && !start) {
          start = new Map();
          for (const f of Object.values(state.federal)) if (f.where === 'map' && f.inUse && f.area) start.set(f.id, f.area);
          raiders = new Set(
            Object.values(state.confederate)
              .filter((c) => c.status === 'inPlay' && c.area)
              .map((c) => c.area!),
          );
        }
        const r = applyInPlace(data, state, (side === 'federal' ? fed : conf).next(data, view(state, side), side));
        expect(r.ok).toBe(true);
        if (start && state.phase !== 'federalMovement') {
          const end = new Map<string, string>();
          for (const [id, at] of start) {
            const f = state.federal[id]!;
            if (f.area) end.set(id, f.area);
            if (lastEnd.get(id) === at) {
              if (f.area === at) stayed++;
              else moved++;
            }
          }
          raiderAreas += raiders.size;
          for (const a of raiders) if ([...end.values()].includes(a)) reached++;
          lastEnd = end;
          start = null;
        }
      }
      if (name === 'hold-stations') expect(stayed).toBeGreaterThan(moved * 4);
      else expect(reached).toBeGreaterThan(raiderAreas / 3);
    }
  });
});

describe("issue 45's panel: the Plot's followers, the ports and chokepoints, the camp on a quiet lane", () => {
  /** A Campaign game between two bots, `look` called with the full state before each command. */
  function watch(seed: string, bots: Record<Side, Bot>, look: (s: ReturnType<typeof newGame>['state'], side: Side, c: ReturnType<Bot['next']>) => void) {
    const { state } = newGame(data, 'campaign', seed);
    while (state.phase !== 'gameOver') {
      const side = activeSide(state)!;
      const c = bots[side].next(data, view(state, side), side);
      look(state, side, c);
      expect(applyInPlace(data, state, c).ok).toBe(true);
    }
  }

  it("'plot-moving' sends a ship to the Plot's darkest area each turn, when a ship can end its move there", () => {
    const g = mapGraph(data);
    const routes = raiderRoutes();
    let turns = 0,
      held = 0,
      dark = '';
    watch('gauntlet-test-plot', { federal: PANEL.federal['plot-moving']!('f'), confederate: makeBot('historical', 'c') }, (s, side, c) => {
      if (side !== 'federal' || s.phase !== 'federalMovement') return;
      if (!dark) {
        const shade = plotShade(data, view(s, 'federal'), routes, true);
        let best = 0;
        for (let a = 1; a < g.n; a++) if (shade[a]! > shade[best]!) best = a;
        dark = shade[best]! > 0.01 ? g.ids[best]! : '-';
      }
      if (c.type !== 'endPhase') return;
      if (dark !== '-') {
        turns++;
        if (Object.values(s.federal).some((f) => f.where === 'map' && f.area === dark)) held++;
      }
      dark = '';
    });
    expect(turns).toBeGreaterThan(10);
    expect(held).toBe(turns);
  });

  it("'hold-ports' keeps a ship on the refit ports' areas (11.3) most turns (ships leave the map and come back, 10.4)", () => {
    let turns = 0,
      held = 0;
    watch('gauntlet-test-ports', { federal: PANEL.federal['hold-ports']!('f'), confederate: makeBot('historical', 'c') }, (s, side, c) => {
      if (side !== 'federal' || s.phase !== 'federalMovement' || c.type !== 'endPhase' || s.turn < 4) return;
      const v = view(s, 'federal');
      const refit = portStations(data, v).filter((a) => data.areas[a]!.ports.some((p) => ['England', 'France', 'CSA'].includes(p.nation)));
      for (const a of refit) {
        turns++;
        if (Object.values(s.federal).some((f) => f.where === 'map' && f.area === a)) held++;
      }
    });
    expect(turns).toBeGreaterThan(20);
    expect(held / turns).toBeGreaterThan(0.75);
  });

  it("'camp' raiders stay where they camp and raid it, turn after turn, unseen by any search there (6.1)", () => {
    let raids = 0,
      camped = 0;
    for (const seed of ['gauntlet-test-camp', 'gauntlet-test-camp-2', 'gauntlet-test-camp-3'])
      watch(seed, { confederate: PANEL.confederate.camp!('c'), federal: makeBot('historical', 'f') }, (s, side, c) => {
        if (side !== 'confederate' || c.type !== 'sealRecords') return;
        for (const r of c.records) {
          const st = s.confederate[r.ship]!;
          if (st.port || !st.commissioned || !st.canRaid) continue;
          raids++;
          if (r.steps.length === 1 && r.steps[0]!.op === 'raid') camped++;
        }
      });
    expect(raids).toBeGreaterThan(20);
    expect(camped / raids).toBeGreaterThan(0.5); // the rest: on the way to a camp, or to a refit port and back (11.3)
  });
});

describe("the gauntlet's sums", () => {
  /** Net VP of `n` games: a base that varies game to game, plus each player's own shift. */
  const games = (shift: number, n = 60) => Array.from({ length: n }, (_, i) => 100 * Math.sin(i * 1.7) + shift + 5 * Math.cos(i * 3.1));
  it('flags a panel raider that does better than an AI level on the same games, and not one that does worse or the same', () => {
    const nets = new Map([
      [pairKey('bold', 'historical'), games(300)],
      [pairKey('hide', 'historical'), games(340)],
      [pairKey('run-rich', 'historical'), games(300).map((x, i) => x + (i % 2 ? 3 : -3))],
      [pairKey('random', 'historical'), games(100)],
    ]);
    const checks = panelChecks(nets, 'confederate', ['hide', 'run-rich', 'random'], ['bold'], ['historical']);
    expect(checks.map((c) => [c.panel, c.flagged])).toEqual([
      ['hide', true],
      ['run-rich', false],
      ['random', false],
    ]);
    expect(checks[0]!.diff).toBeCloseTo(40, 6);
  });
  it("reads the Federal side from the Federal's view: a lower net VP is better for it", () => {
    const nets = new Map([
      [pairKey('bold', 'historical'), games(300)],
      [pairKey('bold', 'chase'), games(250)],
      [pairKey('bold', 'hold-stations'), games(350)],
    ]);
    const checks = panelChecks(nets, 'federal', ['chase', 'hold-stations'], ['historical'], ['bold']);
    expect(checks.map((c) => [c.panel, c.flagged])).toEqual([
      ['chase', true],
      ['hold-stations', false],
    ]);
  });
  it('names the panel strategy that does best against each AI level, and by how much', () => {
    const nets = new Map([
      [pairKey('bold', 'historical'), games(300)],
      [pairKey('bold', 'chase'), games(250)],
      [pairKey('bold', 'plot'), games(200)],
      [pairKey('bold', 'hold-stations'), games(350)],
    ]);
    const best = bestPanel(panelChecks(nets, 'federal', ['chase', 'plot', 'hold-stations'], ['historical'], ['bold']));
    expect(best.map((c) => [c.panel, c.level, c.versus, Math.round(c.diff), c.flagged])).toEqual([['plot', 'historical', 'bold', 100, true]]);
  });
  it("the bold raider's edge: held against a Federal where it keeps half its edge against the historical Federal, short where not", () => {
    const nets = new Map([
      [pairKey('historical', 'historical'), games(300)],
      [pairKey('bold', 'historical'), games(400)],
      [pairKey('historical', 'chase'), games(300)],
      [pairKey('bold', 'chase'), games(330)],
      [pairKey('historical', 'hold-stations'), games(200)],
      [pairKey('bold', 'hold-stations'), games(260)],
    ]);
    const e = edgeChecks(nets, ['chase', 'hold-stations'], 'historical');
    expect(e.map((x) => [x.federal, Math.round(x.edge), x.holds])).toEqual([
      ['chase', 30, false],
      ['hold-stations', 60, true],
    ]);
  });
});
