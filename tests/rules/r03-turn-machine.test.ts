import { describe, expect, it } from 'vitest';
import { initialTransition, pathToStateValue, transition } from 'xstate';
import { EVENT_TYPES, GUARD_RULES, turnMachine } from '../../src/engine/machine';
// The table the engine reads (turnTable.json), each of its answers held to XState's own below.
import { activeSide, answerOf, SETUP_STEP, STEPS, stepOf } from '../../src/engine/turnSteps';
import type { AnswerNode, Facts, Step } from '../../src/engine/sequence';
import type { GameState, Side } from '../../src/engine/types';
import type { Command } from '../../src/engine/commands';
import { adjacent } from '../../src/engine/queries';
import { legalActions } from '../../src/engine/actions';
import { view } from '../../src/engine/view';
import { activityTurn, endPhase, runFixture, seal } from '../fixtures/ruleFixture';
import { clearFederal, sidelineFederal } from '../fixtures/arrange';
import { FIGHT, arranged, decide, placeConfederate, placeFederal, record, run } from '../fixtures/activity';
import { con, fed, gameData, idleCommand, ok, refused, start, withDice } from '../helpers';

// 3.0 the turn machine (src/engine/machine.ts) as the one authority for the sequence of play: its
// answers are XState's own, each step waits on the side its rule names, a command of the other
// side is refused out of turn (3.0), a command the step does not take is refused with its own
// rule, and each step ends as the rule book says. One describe per step, reached in a real game.

const data = gameData();
const step = (id: string): Step => STEPS.find((s) => s.id === id)!;
/** The game's step: its id in the machine. */
const at = (s: GameState) => stepOf(s).id;
const stateAfter = (setup: (s: GameState) => void, commands: unknown[], dice: number[] = []) =>
  runFixture({ rule: '3.0', name: '', setup, dice, commands, expect: { diceLeft: undefined } }).state;
const other = (side: Side): Side => (side === 'federal' ? 'confederate' : 'federal');

/** Every leaf of an answer tree, with the facts its branches fixed. */
function answersOf(node: AnswerNode, fixed: Partial<Facts> = {}): { facts: Partial<Facts>; to: number; actions: unknown[] }[] {
  if ('fact' in node) return [...node.branches].flatMap(([v, n]) => answersOf(n, { ...fixed, [node.fact]: v }));
  return [{ facts: fixed, to: node.to, actions: [...node.actions] }];
}

const DEFAULT_FACTS: Facts = {
  startsAtRecordPhase: false,
  semmesToPlace: false,
  europeanQuarry: false,
  decision: null,
  lastTurnPlayed: false,
  noRaiderLeft: false,
  playedApart: false,
};
/** The id of the step an XState state value is at. */
function leafId(value: unknown): string {
  const path: string[] = [];
  let v = value;
  while (typeof v === 'object' && v !== null) {
    const k = Object.keys(v)[0]!;
    path.push(k);
    v = (v as Record<string, unknown>)[k];
  }
  if (typeof v === 'string') path.push(v);
  return path.join('.');
}

describe("3.0 the turn machine: its answers are XState's", () => {
  it("3.0: play starts in the set-up step, and every step the engine reads is one of the machine's states", () => {
    const [first] = initialTransition(turnMachine);
    expect(leafId(first.value)).toBe(SETUP_STEP.id);
    expect(STEPS.map((s) => s.id)).toEqual([
      'setup',
      'reinforcement.turnAdvance',
      'reinforcement.confederatePlacement.arrivals',
      'reinforcement.confederatePlacement.semmes',
      'reinforcement.federalPlacement.selection',
      'reinforcement.europeDeclaration.quarry',
      'reinforcement.europeDeclaration.declarations',
      'confederateRecord.recording',
      'federalMovement.moving',
      'confederateActivity.executing',
      'confederateActivity.federalSearch',
      'confederateActivity.federalAvoid',
      'confederateActivity.federalDamage',
      'confederateActivity.confederateSpotted',
      'confederateActivity.confederateRunBlockade',
      'confederateActivity.confederateDamage',
      'confederateActivity.confederateSemmes',
      'endOfTurn',
      'gameOver',
    ]);
  });

  it("3.0: every answer, for every step, event and value of the facts its guards read, is what XState's transition() gives", () => {
    let compared = 0;
    for (const s of STEPS) {
      if (s.final) continue;
      const snapshot = turnMachine.resolveState({ value: pathToStateValue(s.id.split('.')), context: {} });
      for (const type of EVENT_TYPES) {
        for (const a of answersOf(s.on.get(type)!)) {
          // The facts fixed on the way, the others at either value: the answer must not change.
          for (const rest of [
            DEFAULT_FACTS,
            {
              ...DEFAULT_FACTS,
              semmesToPlace: true,
              europeanQuarry: true,
              lastTurnPlayed: true,
              noRaiderLeft: true,
              playedApart: true,
              startsAtRecordPhase: true,
            },
          ]) {
            const facts = { ...rest, ...a.facts } as Facts;
            const [next, actions] = transition(turnMachine, snapshot, { type, facts } as never);
            expect(leafId(next.value), `${s.id} on ${type} ${JSON.stringify(a.facts)}`).toBe(STEPS[a.to]!.id);
            expect(
              actions.map((x) => (x.params === undefined ? { type: x.type } : { type: x.type, params: x.params })),
              `${s.id} on ${type}`,
            ).toEqual(a.actions);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('3.0: a guard reads only its own fact, and each guard is named for a rule', () => {
    const reads = new Set<string>();
    for (const s of STEPS) for (const node of s.on.values()) for (const a of answersOf(node)) for (const k of Object.keys(a.facts)) reads.add(k);
    expect([...reads].sort()).toEqual(['decision', 'europeanQuarry', 'lastTurnPlayed', 'noRaiderLeft', 'playedApart', 'semmesToPlace', 'startsAtRecordPhase']);
    expect(Object.keys(turnMachine.implementations.guards).sort()).toEqual(Object.keys(GUARD_RULES).sort());
    for (const rule of Object.values(GUARD_RULES)) expect(rule).toMatch(/^\d+\.\d+/);
  });
});

describe('3.0 the turn machine: who may act, and what ends each step', () => {
  const WAITS: Record<string, { side: Side | null; rule: string; ends: string[] }> = {
    'reinforcement.confederatePlacement.semmes': { side: 'confederate', rule: '11.72', ends: ['confederate.endPhase'] },
    'reinforcement.federalPlacement.selection': { side: 'federal', rule: '10.4', ends: ['federal.endPhase'] },
    'reinforcement.europeDeclaration.declarations': { side: 'federal', rule: '6.3', ends: ['federal.endPhase'] },
    'confederateRecord.recording': { side: 'confederate', rule: '4.3', ends: ['confederate.sealRecords', 'confederate.sealCommitments'] },
    'federalMovement.moving': { side: 'federal', rule: '4.11', ends: ['federal.endPhase'] },
    'confederateActivity.federalSearch': { side: 'federal', rule: '6.1', ends: ['federal.decide'] },
    'confederateActivity.federalAvoid': { side: 'federal', rule: '6.13', ends: ['federal.decide'] },
    'confederateActivity.federalDamage': { side: 'federal', rule: '4.51', ends: ['federal.decide'] },
    'confederateActivity.confederateSpotted': { side: 'confederate', rule: '6.13', ends: ['confederate.decide'] },
    'confederateActivity.confederateRunBlockade': { side: 'confederate', rule: '7.21', ends: ['confederate.decide'] },
    'confederateActivity.confederateDamage': { side: 'confederate', rule: '4.51', ends: ['confederate.decide'] },
    'confederateActivity.confederateSemmes': { side: 'confederate', rule: '11.74', ends: ['confederate.decide'] },
  };

  it('3.0: each step waits on the side its rule names; the others wait on nobody', () => {
    for (const s of STEPS) {
      const w = WAITS[s.id];
      expect(s.side, s.id).toBe(w?.side ?? null);
      if (w) expect(s.meta.rule, s.id).toBe(w.rule);
    }
  });

  it('3.0: each step that waits on a side says what it offers that side (meta.offers); the others offer nothing', () => {
    const OFFERS: Record<string, string> = {
      'reinforcement.confederatePlacement.semmes': 'confederatePlacement',
      'reinforcement.federalPlacement.selection': 'federalPlacement',
      'reinforcement.europeDeclaration.declarations': 'europeDeclaration',
      'confederateRecord.recording': 'confederateRecord',
      'federalMovement.moving': 'federalMovement',
    };
    for (const s of STEPS) {
      if (s.side) expect(s.meta.offers, s.id).toBe(s.meta.decision ? 'decision' : OFFERS[s.id]);
      else expect(s.meta.offers, s.id).toBeUndefined();
    }
  });

  it('3.0: a step that waits on a side ends only by the commands its rule names (the remote seal only in remote play)', () => {
    for (const [id, w] of Object.entries(WAITS)) {
      const s = step(id);
      const leaving = EVENT_TYPES.filter((t) =>
        answersOf(s.on.get(t)!).some((a) => a.to !== s.index && !a.actions.some((x) => (x as { type: string }).type === 'refuse')),
      );
      expect(leaving, id).toEqual(w.ends);
    }
    const remoteOnly = answersOf(step('confederateRecord.recording').on.get('confederate.sealCommitments')!);
    expect(remoteOnly.map((a) => [a.facts.playedApart, a.to === step('federalMovement.moving').index])).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it('3.0: in a step that waits on a side, every command of the other side is refused out of turn', () => {
    for (const s of STEPS.filter((x) => x.side)) {
      for (const type of EVENT_TYPES.filter((t) => t.startsWith(`${other(s.side!)}.`))) {
        const a = answerOf(s, type, (k) => DEFAULT_FACTS[k]);
        expect(a.to, `${s.id} ${type}`).toBe(s.index);
        expect(a.actions, `${s.id} ${type}`).toEqual([
          { type: 'refuse', params: { code: 'notYourTurn', rule: '3.0', message: `it is the ${s.side} player's decision now (${s.phase})` } },
        ]);
      }
    }
  });

  it('3.0: a step the engine runs through waits on nobody: any command there is refused', () => {
    for (const s of STEPS.filter((x) => !x.side && !x.final && x.id !== 'setup')) {
      for (const type of EVENT_TYPES.filter((t) => t.includes('.')))
        expect(answerOf(s, type, (k) => DEFAULT_FACTS[k]).actions, `${s.id} ${type}`).toEqual([
          { type: 'refuse', params: { code: 'notYourTurn', rule: '3.0', message: `no decision is due in ${s.phase}` } },
        ]);
    }
  });
});

describe("13.14, 13.34 the machine's first step", () => {
  it('13.14: the Campaign starts at the Record Phase, the Confederate to act', () => {
    const { state } = start('campaign');
    expect([at(state), activeSide(state)]).toEqual(['confederateRecord.recording', 'confederate']);
  });
  it('13.34: the Greyhounds start at Confederate placement; with no Semmes to place, play runs on to Federal selection', () => {
    const { state } = start('greyhounds-are-loose');
    expect([at(state), activeSide(state)]).toEqual(['reinforcement.federalPlacement.selection', 'federal']);
  });
});

describe("11.72 the machine's Semmes placement step", () => {
  // Semmes leaves the Sumter in port in Game Turn 1's Record Phase and may board a ship in port from Game Turn 2 (11.72).
  const semmes = () => stateAfter(() => {}, [{ type: 'removeSemmes', side: 'confederate' }, ...activityTurn([])]);

  it('11.72: the Confederate acts; a Federal command is refused out of turn (3.0)', () => {
    const s = semmes();
    expect([s.turn, at(s), activeSide(s)]).toEqual([2, 'reinforcement.confederatePlacement.semmes', 'confederate']);
    expect(refused(s, { type: 'endPhase', side: 'federal' })).toMatchObject({ code: 'notYourTurn', rule: '3.0' });
    expect(refused(s, { type: 'selectShip', side: 'federal', ship: 'powhatan' })).toMatchObject({ code: 'notYourTurn', rule: '3.0' });
  });
  it('11.72: placing Semmes keeps the step; the Confederate ends it, and the Federal Ship Placement Segment follows (10.4)', () => {
    let s = ok(semmes(), { type: 'placeSemmes', side: 'confederate', ship: 'sumter' }).state;
    expect([at(s), s.semmes]).toEqual(['reinforcement.confederatePlacement.semmes', { status: 'aboard', ship: 'sumter', shipsCommanded: 2 }]);
    expect(refused(s, { type: 'sealRecords', side: 'confederate', records: [], salt: '0f'.repeat(16) })).toMatchObject({ code: 'wrongPhase', rule: '4.3' });
    s = ok(withDice(s, 3), { type: 'endPhase', side: 'confederate' }).state;
    expect([at(s), activeSide(s)]).toEqual(['reinforcement.federalPlacement.selection', 'federal']);
  });
});

describe("10.4 the machine's Federal selection step", () => {
  const placement = () => stateAfter(() => {}, activityTurn([]), [3]);

  it('10.4: the Federal acts; a Confederate command is refused out of turn (3.0)', () => {
    const s = placement();
    expect([at(s), activeSide(s)]).toEqual(['reinforcement.federalPlacement.selection', 'federal']);
    expect(refused(s, { type: 'endPhase', side: 'confederate' })).toMatchObject({ code: 'notYourTurn', rule: '3.0' });
  });
  it('10.4: commands of another step are refused with their own rule (4.11, 6.3, 4.3)', () => {
    const s = placement();
    expect(refused(s, { type: 'moveShip', side: 'federal', ship: 'powhatan', path: ['C10'] })).toMatchObject({ code: 'wrongPhase', rule: '4.11' });
    expect(refused(s, { type: 'declareBlockade', side: 'federal', ship: 'powhatan', target: 'sumter' })).toMatchObject({ code: 'wrongPhase', rule: '6.3' });
    expect(refused(s, { type: 'cancelDeclaration', side: 'federal', ship: 'powhatan' })).toMatchObject({ code: 'wrongPhase', rule: '6.3' });
    expect(refused(s, { type: 'decide', side: 'federal', choice: 'search' })).toMatchObject({ code: 'noDecision', rule: '4.3' });
    expect(refused(s, { type: 'undo', side: 'federal' })).toMatchObject({ code: 'nothingToUndo', rule: '3.0' });
    expect(refused(s, { type: 'enterCse', side: 'federal', ship: 'powhatan' })).toMatchObject({ code: 'wrongPhase', rule: '4.11' });
    expect(refused(s, { type: 'joinBlockade', side: 'federal', ship: 'powhatan', target: 'sumter' })).toMatchObject({ code: 'wrongPhase', rule: '4.11' });
    expect(refused(s, { type: 'formSquadron', side: 'federal', ships: ['powhatan'] })).toMatchObject({ code: 'wrongPhase', rule: '4.52' });
  });
  it('10.4: selecting keeps the step; ending it, with no raider in Europe (6.3), brings the Record Phase (4.3)', () => {
    let s = ok(placement(), { type: 'selectShip', side: 'federal', ship: 'tuscarora' }).state;
    expect(at(s)).toBe('reinforcement.federalPlacement.selection');
    // 10.4: the step ends only once every ship owed is selected; until then it holds.
    expect(refused(s, endPhase('federal'))).toMatchObject({ code: 'shipsOwed', rule: '10.4' });
    expect(at(s)).toBe('reinforcement.federalPlacement.selection');
    while (idleCommand(s, 'federal').type === 'selectShip') s = ok(s, idleCommand(s, 'federal')).state;
    s = ok(s, endPhase('federal') as Command).state;
    expect([at(s), activeSide(s)]).toEqual(['confederateRecord.recording', 'confederate']);
  });
});

describe("6.3 the machine's European declarations step", () => {
  const inEurope = (s: GameState) => {
    clearFederal(s);
    placeConfederate(s, 'sumter', 'C8', 'E');
    placeFederal(s, 'tuscarora', 'C8');
    sidelineFederal(s, ['tuscarora']); // 10.4: no other ship is owed a selection
  };
  const declarations = () => stateAfter(inEurope, [...activityTurn([]), { type: 'selectShip', side: 'federal', ship: 'tuscarora' }, endPhase('federal')], [3]);

  it('6.3: with a raider that began the turn in Europe and a ship deployed, the Federal declares; a Confederate command is refused out of turn (3.0)', () => {
    const s = declarations();
    expect([at(s), activeSide(s)]).toEqual(['reinforcement.europeDeclaration.declarations', 'federal']);
    expect(refused(s, { type: 'sealRecords', side: 'confederate', records: [], salt: '0f'.repeat(16) })).toMatchObject({ code: 'notYourTurn', rule: '3.0' });
    expect(refused(s, { type: 'selectShip', side: 'federal', ship: 'powhatan' })).toMatchObject({ code: 'wrongPhase', rule: '10.4' });
  });
  it('6.3: declaring keeps the step; the Federal ends it, and the Record Phase follows (4.3)', () => {
    let s = ok(declarations(), { type: 'declareBlockade', side: 'federal', ship: 'tuscarora', target: 'sumter' }).state;
    expect(at(s)).toBe('reinforcement.europeDeclaration.declarations');
    s = ok(s, endPhase('federal') as Command).state;
    expect([at(s), activeSide(s), s.europeDeclarations]).toEqual(['confederateRecord.recording', 'confederate', [{ ship: 'tuscarora', target: 'sumter' }]]);
  });
});

describe("4.3 the machine's Record step", () => {
  it('4.3: the Confederate acts; a Federal command is refused out of turn (3.0)', () => {
    const s = start('campaign').state;
    expect([at(s), activeSide(s)]).toEqual(['confederateRecord.recording', 'confederate']);
    expect(refused(s, { type: 'moveShip', side: 'federal', ship: 'powhatan', path: ['C10'] })).toMatchObject({ code: 'notYourTurn', rule: '3.0' });
  });
  it("4.3: ending the phase is refused (sealing ends it); remote play's seal is refused in a game on one screen (3.0); Semmes may still land (11.72)", () => {
    const s = start('campaign').state;
    expect(refused(s, { type: 'endPhase', side: 'confederate' })).toMatchObject({ code: 'sealFirst', rule: '4.3' });
    expect(refused(s, { type: 'sealCommitments', side: 'confederate', commitments: [{ ship: 'sumter', commitment: 'a'.repeat(64) }], open: [] })).toMatchObject(
      { code: 'wrongMode', rule: '3.0' },
    );
    expect(refused(s, { type: 'placeSemmes', side: 'confederate', ship: 'sumter' })).toMatchObject({ code: 'wrongPhase', rule: '11.72' });
    expect(at(ok(s, { type: 'removeSemmes', side: 'confederate' }).state)).toBe('confederateRecord.recording');
  });
  it('4.3: sealing the records ends the step, and Federal movement follows (4.11)', () => {
    const s = ok(start('campaign').state, seal([]) as Command).state;
    expect([at(s), activeSide(s)]).toEqual(['federalMovement.moving', 'federal']);
  });
});

describe("4.11 the machine's Federal movement step", () => {
  const movement = () => ok(start('campaign').state, seal([]) as Command).state;

  it('4.11: the Federal acts; a Confederate command is refused out of turn (3.0)', () => {
    const s = movement();
    expect(refused(s, { type: 'endPhase', side: 'confederate' })).toMatchObject({ code: 'notYourTurn', rule: '3.0' });
    expect(refused(s, { type: 'selectShip', side: 'federal', ship: 'powhatan' })).toMatchObject({ code: 'wrongPhase', rule: '10.4' });
    expect(at(ok(s, { type: 'formSquadron', side: 'federal', ships: ['powhatan'] }).state)).toBe('federalMovement.moving');
  });
  it('4.11: commands of another step are refused with their own rule (10.4, 6.3, 4.3)', () => {
    const s = movement();
    expect(refused(s, { type: 'unselectShip', side: 'federal', ship: 'powhatan' })).toMatchObject({ code: 'wrongPhase', rule: '10.4' });
    expect(refused(s, { type: 'declareBlockade', side: 'federal', ship: 'powhatan', target: 'sumter' })).toMatchObject({ code: 'wrongPhase', rule: '6.3' });
    expect(refused(s, { type: 'cancelDeclaration', side: 'federal', ship: 'powhatan' })).toMatchObject({ code: 'wrongPhase', rule: '6.3' });
    expect(refused(s, { type: 'decide', side: 'federal', choice: 'search' })).toMatchObject({ code: 'noDecision', rule: '4.3' });
  });
  it('4.11: moving keeps the step, and may be taken back (3.0); ending it runs the Activity Phase (4.12) into the next turn', () => {
    const s0 = movement();
    let s = ok(s0, { type: 'moveShip', side: 'federal', ship: 'powhatan', path: [adjacent(data, s0.federal.powhatan!.area!)[0]!] }).state;
    expect(at(s)).toBe('federalMovement.moving');
    s = ok(s, { type: 'undo', side: 'federal' }).state;
    expect(at(s)).toBe('federalMovement.moving');
    s = ok(withDice(s, 3), endPhase('federal') as Command).state;
    expect([s.turn, at(s), activeSide(s)]).toEqual([2, 'reinforcement.federalPlacement.selection', 'federal']);
  });
});

describe("6.1, 6.13, 7.21, 4.51 the machine's decision steps", () => {
  const nextTo = (area: string) => adjacent(data, area).find((a) => !data.areas[a]!.eces)!;
  /** The Sumter leaves Charleston's port into an area the Iroquois watches; the Federal is asked (6.1). */
  const searched = () => {
    const area = nextTo('C15');
    const s = arranged((s) => {
      placeFederal(s, fed('Iroq'), area);
      s.options.askFederal = true;
    });
    return run(s, [record(con('Sum'), [{ op: 'leavePort' }, { op: 'move', to: area }])], [1], true).state;
  };
  /** The decision step's refusals: the other side is out of turn (3.0), and the phase runs until every record has (4.12). */
  const waitsOn = (s: GameState, id: string, side: Side, rule: string) => {
    expect([at(s), activeSide(s)]).toEqual([id, side]);
    // The step names the rule that asks the question, and the legal-actions query shows it (3.0).
    expect(stepOf(s).meta.rule).toBe(rule);
    expect(legalActions(data, view(s, side), side)).toMatchObject({ kind: 'decision', decision: { rule } });
    expect(refused(s, { type: 'decide', side: other(side), choice: 'fight' })).toMatchObject({ code: 'notYourTurn', rule: '3.0' });
    expect(refused(s, { type: 'endPhase', side })).toMatchObject({ code: 'activityRunning', rule: '4.12' });
  };

  it('6.1: the Federal decides whether to search; his answer ends the step', () => {
    const s = searched();
    waitsOn(s, 'confederateActivity.federalSearch', 'federal', '6.1');
    expect(refused(s, { type: 'moveShip', side: 'federal', ship: fed('Iroq'), path: ['C10'] })).toMatchObject({ code: 'wrongPhase', rule: '4.11' });
    const passed = decide(s, 'federal', 'pass', [3]).state;
    expect([passed.turn, at(passed)]).toEqual([2, 'reinforcement.federalPlacement.selection']);
  });
  it('6.13: the spotting Federal decides whether to avoid combat; his answer ends the step', () => {
    const s = decide(searched(), 'federal', 'search', [6]).state;
    waitsOn(s, 'confederateActivity.federalAvoid', 'federal', '6.13');
    const parted = decide(s, 'federal', 'avoid', [3]).state;
    expect(at(parted)).toBe('reinforcement.federalPlacement.selection');
  });
  it('6.13: the spotted raider fights, escapes or enters port; its answer ends the step', () => {
    const area = nextTo('C15');
    const s0 = arranged((s) => {
      placeFederal(s, fed('Iroq'), area);
      s.options.askConfederate = true;
    });
    const s = run(s0, [record(con('Sum'), [{ op: 'leavePort' }, { op: 'move', to: area }])], [1, 6], true).state;
    waitsOn(s, 'confederateActivity.confederateSpotted', 'confederate', '6.13');
    expect(refused(s, { type: 'placeSemmes', side: 'confederate', ship: 'sumter' })).toMatchObject({ code: 'wrongPhase', rule: '11.72' });
    expect(refused(s, { type: 'removeSemmes', side: 'confederate' })).toMatchObject({ code: 'wrongPhase', rule: '11.72' });
    expect(refused(s, seal([]))).toMatchObject({ code: 'wrongPhase', rule: '4.3' });
    const escaped = decide(s, 'confederate', 'escape', [6, 3]).state;
    expect(at(escaped)).toBe('reinforcement.federalPlacement.selection');
  });
  it('7.21: running a neutral blockade, the raider answers for each blockader; each answer ends the step', () => {
    const sum = con('Sum'),
      tusc = fed('Tusc'),
      kear = fed('Kear');
    const s0 = arranged((s) => {
      placeConfederate(s, sum, 'C8', 'E', { blockadedBy: [tusc, kear] });
      placeFederal(s, tusc, 'C8');
      placeFederal(s, kear, 'C8');
      s.federal[tusc]!.blockading = sum;
      s.federal[kear]!.blockading = sum;
      s.options.askConfederate = true;
    });
    const s = run(s0, [record(sum, [{ op: 'leavePort' }, { op: 'move', to: nextTo('C8') }])], [], true).state;
    waitsOn(s, 'confederateActivity.confederateRunBlockade', 'confederate', '7.21');
    const next = decide(s, 'confederate', 'escape', [6]).state;
    waitsOn(next, 'confederateActivity.confederateRunBlockade', 'confederate', '7.21');
  });
  it('4.51: the Federal names the raider of a squadron that takes his damage; his answer ends the step', () => {
    const X = 'C18';
    const Y = adjacent(data, X).find((a) => !data.areas[a]!.eces)!;
    const Z = adjacent(data, X).filter((a) => !data.areas[a]!.eces)[1]!;
    const ala = con('Ala'),
      fla = con('Fla');
    const s0 = arranged((s) => {
      placeConfederate(s, ala, X, null);
      placeConfederate(s, fla, Z, null);
      placeFederal(s, fed('Kear'), Y);
      s.options.askFederal = true;
    });
    let s = run(
      s0,
      [
        record(
          ala,
          [
            { op: 'gather', ship: fla },
            { op: 'move', to: Y },
          ],
          FIGHT,
        ),
        record(fla, [{ op: 'move', to: X }], FIGHT),
      ],
      [6, 6, 5, 6, 1],
      true,
    ).state;
    s = decide(decide(s, 'federal', 'search').state, 'federal', 'engage').state;
    waitsOn(s, 'confederateActivity.federalDamage', 'federal', '4.51');
    const after = decide(s, 'federal', ala).state;
    expect(at(after)).toBe('reinforcement.federalPlacement.selection');
  });
  it('4.51: the Confederate names the Federal ship of a squadron that takes his damage; his answer ends the step', () => {
    const X = 'C18';
    const Y = adjacent(data, X).find((a) => !data.areas[a]!.eces)!;
    const ala = con('Ala');
    const s0 = arranged((s) => {
      placeConfederate(s, ala, X, null);
      placeFederal(s, fed('Kear'), Y, 'sq1');
      placeFederal(s, fed('Mohic'), Y, 'sq1');
      s.options.askConfederate = true;
    });
    let s = run(s0, [record(ala, [{ op: 'move', to: Y }], FIGHT)], [6, 6, 6], true).state;
    s = decide(s, 'confederate', 'fight').state;
    waitsOn(s, 'confederateActivity.confederateDamage', 'confederate', '4.51');
    const after = decide(s, 'confederate', fed('Kear')).state;
    expect(at(after)).toBe('reinforcement.federalPlacement.selection');
  });
  it("11.74: a failed raid die of Semmes' ship waits on the Confederate; his answer ends the step", () => {
    const s0 = arranged((s) => {
      placeConfederate(s, con('Sum'), 'C18', null);
      s.options.askConfederate = true;
    });
    const s = run(s0, [record(con('Sum'), [{ op: 'raid' }])], [1], true).state;
    waitsOn(s, 'confederateActivity.confederateSemmes', 'confederate', '11.74');
    const after = decide(s, 'confederate', 'reroll', [5, 3, 3, 3]).state;
    expect(at(after)).toBe('reinforcement.federalPlacement.selection');
  });
});

describe("12.15 the machine's last step", () => {
  it('12.15: after the last Game Turn the game is over: no side acts, and every command is refused', () => {
    let s = start('endgame').state;
    for (let n = 0; s.phase !== 'gameOver' && n < 2000; n++) {
      const side = activeSide(s)!;
      s = ok(withDice(s, 3, 3, 3, 3, 3, 3), s.phase === 'confederateRecord' ? (seal([]) as Command) : idleCommand(s, side)).state;
    }
    expect([at(s), activeSide(s)]).toEqual(['gameOver', null]);
    for (const side of ['federal', 'confederate'] as const) expect(refused(s, { type: 'endPhase', side })).toMatchObject({ code: 'gameOver', rule: '12.15' });
  });
});
