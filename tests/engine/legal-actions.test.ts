import { describe, expect, it } from 'vitest';
import { apply, newGame } from '../../src/engine/apply';
import { activeSide } from '../../src/engine/phases';
import { view, type PublicState } from '../../src/engine/view';
import { legalActions, federalNextAreas, UNDOABLE_COMMANDS, type LegalActions } from '../../src/engine/actions';
import { recordNext } from '../../src/engine/actionsRecord';
import { escapeChanceOf, fightChance, spotChance } from '../../src/engine/actionsOdds';
import { escapeResult, searchResult } from '../../src/engine/rules/tables';
import { adjacent } from '../../src/engine/queries';
import { RandomBot } from '../../src/ai/randomBot';
import type { Command } from '../../src/engine/commands';
import type { GameState, Side } from '../../src/engine/types';
import type { ActivityRecord } from '../../src/engine/activity/types';
import { gameData, idleCommand } from '../helpers';
import { federalPath } from '../fixtures/federalPath';

// 3.0: the legal-actions query lists what apply accepts. Random-legal games from each scenario
// are stopped at every decision; each choice the query offers is tried on apply (it must be
// accepted) and the choices it leaves out are tried too (they must be refused).

const data = gameData();
const STANDING = { onSpotted: 'escape', semmesReroll: { raid: true, escape: true, blockade: true } } as const;
const accepted = (s: GameState, c: Command) => apply(data, s, c).ok;

/** Every state a random game passes through where a side decides, with that side. */
function* decisions(scenario: string, seed: string, ask: boolean): Generator<{ state: GameState; side: Side }> {
  let state = newGame(data, scenario, seed, { askFederal: ask, askConfederate: ask }).state;
  const bots = { federal: new RandomBot(`f${seed}`), confederate: new RandomBot(`c${seed}`) };
  for (let n = 0; state.phase !== 'gameOver' && n < 5000; n++) {
    const side = activeSide(state)!;
    yield { state, side };
    const r = apply(data, state, bots[side].next(data, view(state, side), side));
    if (!r.ok) throw new Error(r.message);
    state = r.state;
  }
}

/** Records for every ship in play that stay put (10.52: a forced repair), as a base for trying one ship's steps. */
function stayRecords(s: GameState): ActivityRecord[] {
  return Object.values(s.confederate)
    .filter((c) => c.status === 'inPlay')
    .map((c) => ({
      ship: c.id,
      steps: c.forcedRepairTurn === s.turn ? [{ op: 'repair' as const }] : [],
      standing: { ...STANDING, semmesReroll: { ...STANDING.semmesReroll } },
    }));
}

function checkAgainstApply(s: GameState, side: Side, seen: Set<string>): void {
  const v = view(s, side);
  const a = legalActions(data, v, side);
  seen.add(a.kind);
  expect(a.active).toBe(true);
  expect(a.endPhase.allowed).toBe(accepted(s, { type: 'endPhase', side }));
  // The other side may do nothing now.
  const other: Side = side === 'federal' ? 'confederate' : 'federal';
  expect(legalActions(data, view(s, other), other).kind).toBe('wait');
  switch (a.kind) {
    case 'federalPlacement': {
      const offered = new Set(a.placement.select.map((x) => x.ship));
      for (const id of Object.keys(s.federal))
        expect(accepted(s, { type: 'selectShip', side: 'federal', ship: id }), `10.4 select ${id}`).toBe(offered.has(id));
      const unselect = new Set(a.placement.unselect);
      for (const id of Object.keys(s.federal))
        expect(accepted(s, { type: 'unselectShip', side: 'federal', ship: id }), `10.4 unselect ${id}`).toBe(unselect.has(id));
      break;
    }
    case 'europeDeclaration': {
      for (const ship of Object.keys(s.federal))
        for (const target of Object.keys(s.confederate)) {
          const ok = a.europe.ships.includes(ship) && a.europe.targets.includes(target);
          expect(accepted(s, { type: 'declareBlockade', side: 'federal', ship, target }), `6.3 ${ship} > ${target}`).toBe(ok);
        }
      break;
    }
    case 'federalMovement': {
      expect(a.undo.possible).toBe(accepted(s, { type: 'undo', side: 'federal' }));
      for (const m of a.movement.ships) {
        expect(accepted(s, { type: 'enterCse', side: 'federal', ship: m.ship }), `11.12 ${m.ship}`).toBe(m.canEnterCse);
        const next = m.left > 0 && m.canMove ? federalNextAreas(data, v, m.ship, m.area) : [];
        for (const to of adjacent(data, m.area))
          expect(accepted(s, { type: 'moveShip', side: 'federal', ship: m.ship, path: [to] }), `4.11 ${m.ship} ${m.area} > ${to}`).toBe(next.includes(to));
        // 4.11: every area in reach is reached by a path of its cost, built from the next areas.
        const reach = legalActions(data, v, 'federal', { ship: m.ship });
        const areas = reach.kind === 'federalMovement' ? (reach.movement.reach?.areas ?? []) : [];
        if (!m.canMove) expect(areas).toEqual([]);
        for (const { area, cost } of areas.slice(0, 6)) {
          const path = federalPath(data, v, m.ship, m.area, area);
          expect(path?.length, `${m.ship} to ${area}`).toBe(cost);
          expect(accepted(s, { type: 'moveShip', side: 'federal', ship: m.ship, path: path! }), `4.11 ${m.ship} to ${area}`).toBe(true);
        }
      }
      for (const j of a.movement.joinBlockade) expect(accepted(s, { type: 'joinBlockade', side: 'federal', ...j }), '7.24').toBe(true);
      for (const st of a.movement.stacks) expect(accepted(s, { type: 'formSquadron', side: 'federal', ships: st.ships }), '4.52').toBe(true);
      // Ships not on the list never move.
      const listed = new Set(a.movement.ships.map((m) => m.ship));
      for (const f of Object.values(s.federal))
        if (!listed.has(f.id) && f.area) expect(accepted(s, { type: 'moveShip', side: 'federal', ship: f.id, path: [adjacent(data, f.area)[0]!] })).toBe(false);
      break;
    }
    case 'confederatePlacement': {
      for (const id of Object.keys(s.confederate))
        expect(accepted(s, { type: 'placeSemmes', side: 'confederate', ship: id }), `11.72 ${id}`).toBe(a.semmes.candidates.includes(id));
      break;
    }
    case 'decision': {
      expect(a.decision.options.map((o) => o.choice)).toEqual(s.activity!.pending!.options);
      for (const o of a.decision.options) {
        expect(accepted(s, { type: 'decide', side, choice: o.choice }), o.choice).toBe(true);
        if (o.odds) {
          expect(o.odds.chance).toBeGreaterThanOrEqual(0);
          expect(o.odds.chance).toBeLessThanOrEqual(1);
        }
      }
      expect(accepted(s, { type: 'decide', side, choice: 'no-such-choice' })).toBe(false);
      break;
    }
    case 'confederateRecord': {
      expect(a.record.ships.map((x) => x.ship)).toEqual(
        Object.values(s.confederate)
          .filter((c) => c.status === 'inPlay')
          .map((c) => c.id),
      );
      expect(a.record.canLandSemmes).toBe(accepted(s, { type: 'removeSemmes', side: 'confederate' }));
      const salt = '0123456789abcdef0123456789abcdef';
      const base = stayRecords(s);
      expect(accepted(s, { type: 'sealRecords', side: 'confederate', records: base, salt })).toBe(true);
      // 4.3: each first step the query offers seals (with the other ships staying put).
      for (const r of base) {
        const nx = recordNext(data, v, { ...r, steps: [] }, base);
        for (const step of nx.steps) {
          const records = base.map((x) => (x.ship === r.ship ? { ...x, steps: [step] } : x));
          const res = apply(data, s, { type: 'sealRecords', side: 'confederate', records, salt });
          expect(res.ok, `${r.ship}: ${JSON.stringify(step)}: ${res.ok ? '' : res.message}`).toBe(true);
        }
        // A move the query does not offer (an area not adjacent) is refused.
        const far = Object.keys(data.areas).find((x) => x !== nx.end.area && !adjacent(data, nx.end.area).includes(x))!;
        expect(nx.steps.some((x) => x.op === 'move' && x.to === far)).toBe(false);
        expect(
          accepted(s, {
            type: 'sealRecords',
            side: 'confederate',
            records: base.map((x) =>
              x.ship === r.ship
                ? { ...x, steps: nx.end.port ? [{ op: 'leavePort' as const }, { op: 'move' as const, to: far }] : [{ op: 'move' as const, to: far }] }
                : x,
            ),
            salt,
          }),
        ).toBe(false);
      }
      break;
    }
    default:
      throw new Error(`unexpected ${a.kind} for the active side`);
  }
}

describe('3.0 legal actions: the query lists exactly what apply accepts', () => {
  const games: [string, string, boolean][] = [
    ['weak-beginning', '11', true],
    ['greyhounds-are-loose', '12', true],
    ['endgame', '13', false],
    ['cresting-tide', '14', true],
  ];
  for (const [scenario, seed, ask] of games) {
    it(`${scenario} (seed ${seed}${ask ? ', every decision asked' : ''})`, () => {
      const seen = new Set<string>();
      let n = 0;
      for (const { state, side } of decisions(scenario, seed, ask)) {
        // Every command of the early turns; then every fifth decision, to keep the test quick.
        if (state.turn > newGameTurn(scenario) + 1 && n++ % 5 !== 0) continue;
        checkAgainstApply(state, side, seen);
      }
      expect([...seen].sort()).toEqual(expect.arrayContaining(['confederateRecord', 'federalMovement', 'federalPlacement']));
    });
  }
});

const newGameTurn = (scenario: string) => data.scenarios[scenario]!.firstTurn;

describe('11.72 legal actions: Semmes waiting for a ship', () => {
  it('the candidates are exactly the ships placeSemmes accepts, and ending leaves him waiting', () => {
    let s = newGame(data, 'campaign', 'semmes').state;
    const step = (c: Command) => {
      const r = apply(data, s, c);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    };
    const fed = new RandomBot('f');
    while (s.phase !== 'confederateRecord')
      step(activeSide(s) === 'federal' ? { type: 'endPhase', side: 'federal' } : { type: 'endPhase', side: 'confederate' });
    const rec = legalActions(data, view(s, 'confederate'), 'confederate');
    expect(rec.kind === 'confederateRecord' && rec.record.canLandSemmes).toBe(true);
    step({ type: 'removeSemmes', side: 'confederate' });
    step({ type: 'sealRecords', side: 'confederate', records: stayRecords(s), salt: '0123456789abcdef0123456789abcdef' });
    for (let n = 0; n < 500 && (s.phase as string) !== 'confederatePlacement'; n++) {
      const side = activeSide(s)!;
      step(side === 'federal' && !s.activity?.pending ? { type: 'endPhase', side } : fed.next(data, view(s, side), side));
    }
    expect(s.phase as string).toBe('confederatePlacement');
    const seen = new Set<string>();
    checkAgainstApply(s, 'confederate', seen);
    const a = legalActions(data, view(s, 'confederate'), 'confederate');
    expect(a.kind === 'confederatePlacement' && a.semmes.candidates.length > 0 && a.endPhase.semmesWaiting).toBe(true);
  });
});

describe('3.0 legal actions: the random bot and the query agree', () => {
  it('undo: the remote client and the engine name the same commands', () => {
    expect([...UNDOABLE_COMMANDS].sort()).toEqual(['enterCse', 'formSquadron', 'joinBlockade', 'moveShip']);
  });
});

describe('6.11, 6.21, 8.12 legal actions: decision odds off the tables', () => {
  const faces = [1, 2, 3, 4, 5, 6];
  it('6.11: a search spots on the faces the Search Table says, for one to six units', () => {
    for (let n = 1; n <= 6; n++) expect(spotChance(data, n)).toBeCloseTo(faces.filter((d) => searchResult(data, d, n)).length / 6, 12);
  });
  it("6.21, 11.74: an escape succeeds on the Escape Table's faces; Semmes' reroll tries a failure again", () => {
    for (let diff = -6; diff <= 6; diff++) {
      const p = faces.filter((d) => escapeResult(data, d, diff)).length / 6;
      expect(escapeChanceOf(data, diff)).toBeCloseTo(p, 12);
      expect(escapeChanceOf(data, diff, true)).toBeCloseTo(1 - (1 - p) ** 2, 12);
    }
  });
  it('8.12, 8.13: a fight to the end: a chance between 0 and 1 that grows with gunnery and with damage left', () => {
    const base = fightChance(data, 4, 4, 4, 4);
    expect(base).toBeGreaterThan(0);
    expect(base).toBeLessThan(1);
    expect(fightChance(data, 8, 4, 4, 4)).toBeGreaterThan(base);
    expect(fightChance(data, 4, 8, 4, 4)).toBeGreaterThan(base);
    expect(fightChance(data, 4, 4, 4, 8)).toBeLessThan(base);
    expect(fightChance(data, 4, 4, 0, 4)).toBeCloseTo(1, 9);
    expect(fightChance(data, 0, 4, 4, 4)).toBeCloseTo(0, 9);
  });
});

describe('4.3, 5.3 legal actions: no peeking', () => {
  /** A state in the Federal Movement Phase, after the Confederate sealed records of a given bot. */
  const sealedWith = (seed: string, dice: string): { a: GameState; b: GameState } => {
    let state = newGame(data, 'greyhounds-are-loose', dice).state;
    const fed = new RandomBot('fed');
    for (let n = 0; n < 5000 && state.phase !== 'confederateRecord'; n++) {
      const side = activeSide(state)!;
      const r = apply(data, state, side === 'federal' ? fed.next(data, view(state, side), side) : { type: 'endPhase', side });
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
    const seal = (bot: string) => {
      const c = new RandomBot(bot).next(data, view(state, 'confederate'), 'confederate');
      const r = apply(data, state, c);
      if (!r.ok) throw new Error(r.message);
      return r.state;
    };
    return { a: seal(`${seed}-a`), b: seal(`${seed}-b`) };
  };
  const fedActions = (s: GameState): LegalActions => legalActions(data, view(s, 'federal'), 'federal');
  const strip = (x: LegalActions) => JSON.parse(JSON.stringify(x));

  it('4.3: the Federal query is the same whatever records the Confederate sealed, with whatever dice', () => {
    const { a, b } = sealedWith('x', 'seed-1');
    expect(a.phase).toBe('federalMovement');
    expect(JSON.stringify(a.records)).not.toBe(JSON.stringify(b.records));
    expect(strip(fedActions(a))).toEqual(strip(fedActions(b)));
    // The dice and the whaling counters' values are hidden too.
    const c: GameState = {
      ...a,
      dice: newGame(data, 'greyhounds-are-loose', 'other dice').state.dice,
      whaling: a.whaling.map((w, i) => ({ ...w, counter: w.revealed ? w.counter : (w.counter + i + 1) % 20 })),
    };
    expect(strip(fedActions(c))).toEqual(strip(fedActions(a)));
    // And each ship's reach.
    for (const m of (fedActions(a) as Extract<LegalActions, { kind: 'federalMovement' }>).movement.ships) {
      expect(strip(legalActions(data, view(b, 'federal'), 'federal', { ship: m.ship }))).toEqual(
        strip(legalActions(data, view(a, 'federal'), 'federal', { ship: m.ship })),
      );
    }
  });

  it('5.3: the Confederate query is the same whatever the face-down whaling values and the dice', () => {
    const { a } = sealedWith('y', 'seed-2');
    let s = a;
    // On to the Confederate's next Record Phase, the Federal ending each phase (selecting only what 10.4 owes).
    for (let n = 0; n < 200 && !(s.phase === 'confederateRecord' && s.turn > a.turn); n++) {
      const side = activeSide(s)!;
      const bot = new RandomBot(`c${n}`);
      const r = apply(data, s, side === 'federal' && !s.activity?.pending ? idleCommand(s, side) : bot.next(data, view(s, side), side));
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
    expect(s.phase).toBe('confederateRecord');
    const other: GameState = {
      ...s,
      dice: newGame(data, 'greyhounds-are-loose', 'other dice').state.dice,
      whaling: s.whaling.map((w, i) => ({ ...w, counter: w.revealed ? w.counter : (w.counter + i + 3) % 20 })),
    };
    const q = (x: GameState) => JSON.parse(JSON.stringify(legalActions(data, view(x, 'confederate'), 'confederate')));
    expect(q(other)).toEqual(q(s));
  });

  it('the query takes the public state: a full state and its view give the same answer', () => {
    const { a } = sealedWith('z', 'seed-3');
    const fromState = legalActions(data, { ...a, canUndo: view(a, 'federal').canUndo } as PublicState & { canUndo: boolean }, 'federal');
    expect(strip(fromState)).toEqual(strip(fedActions(a)));
    const pub: PublicState = view(a, 'federal');
    // @ts-expect-error the dice are in no view: reading them from the public state does not compile
    expect(pub.dice).toBeUndefined();
    // @ts-expect-error nor does a record's salt
    expect(pub.records[Object.keys(pub.records)[0]!]?.salt).toBeUndefined();
  });
});
