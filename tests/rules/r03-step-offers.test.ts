import { describe, expect, it } from 'vitest';
import { compileTable, machineOf, turnConfig, type TurnConfig } from '../../src/engine/machine';
import { answerOfCommand, offerOf, STEPS, stepOf, stepsOf } from '../../src/engine/turnSteps';
import { legalActions } from '../../src/engine/actions';
import { view } from '../../src/engine/view';
import type { GameState, Side } from '../../src/engine/types';
import { OFFERED_PANELS } from '../../src/ui/panels/offered';
import { ConfederatePlacementPanel } from '../../src/ui/panels/confederatePlacement';
import { activityTurn, runFixture } from '../fixtures/ruleFixture';
import { gameData } from '../helpers';

// 3.0, issue 46.1: each step of the turn machine that waits on a side says what it offers
// (StepMeta.offers), and the legal-actions query and the game screen's panels dispatch on that,
// not on the phase. So a step added to the machine, with its `meta`, is offered with no other
// change: here a made-up step (the rule book has none) at the End of the Game Turn where the
// Confederate may put Semmes aboard a ship in port, as in 11.72's placement step, compiled into a
// table of its own and given to the query and the panel chooser as they are.

const data = gameData();

/** The turn with the made-up step: the End of the Game Turn waits on the Confederate's Semmes (11.72) before its clocks. */
function withSemmesAtTheEnd(): TurnConfig {
  const config = turnConfig();
  const states = config.states as Record<string, Record<string, unknown>>;
  const { meta, on, ...endOfTurn } = states.endOfTurn!;
  states.endOfTurn = {
    ...endOfTurn,
    initial: 'semmes',
    states: {
      semmes: {
        description: 'Semmes placement at the end of the turn (made up for this test)',
        meta: { side: 'confederate', offers: 'confederatePlacement', rule: '11.72', what: 'the Confederate may put Semmes aboard a ship in port' },
        on: {
          'federal.*': {
            actions: { type: 'refuse', params: { code: 'notYourTurn', rule: '3.0', message: "it is the confederate player's decision now (endOfTurn)" } },
          },
          'confederate.placeSemmes': { actions: 'carryOut' },
          'confederate.removeSemmes': { actions: 'carryOut' },
          'confederate.endPhase': 'clocks',
        },
      },
      clocks: {
        description: 'The clocks run',
        meta,
        on: {
          ...(on as object),
          proceduresDone: [
            { guard: 'lastTurnPlayed', target: '#turn.gameOver' },
            { guard: 'noRaiderLeft', target: '#turn.gameOver' },
            { target: '#turn.reinforcement' },
          ],
        },
      },
    },
  };
  return config;
}

const STEPS_ADDED = stepsOf(compileTable(machineOf(withSemmesAtTheEnd())));
const added = STEPS_ADDED.find((s) => s.id === 'endOfTurn.semmes')!;

// Semmes leaves the Sumter in port in Game Turn 1's Record Phase and may board a ship in port from Game Turn 2 (11.72).
const semmesWaiting = (): GameState =>
  runFixture({
    rule: '3.0',
    name: '',
    setup: () => {},
    dice: [],
    commands: [{ type: 'removeSemmes', side: 'confederate' }, ...activityTurn([])],
    expect: { diceLeft: undefined },
  }).state;
/** A side's view of the game as it would stand at the End of the Game Turn. */
const atTheEnd = (s: GameState, side: Side) => ({ ...view(s, side), phase: 'endOfTurn' as const });

describe('3.0 a step of the turn machine is offered by what its meta says (issue 46.1)', () => {
  it('3.0: the turn built afresh is the committed one, and the added step compiles with its side and its offers', () => {
    expect(compileTable(machineOf(turnConfig()))).toEqual(compileTable());
    expect(added).toMatchObject({ phase: 'endOfTurn', side: 'confederate', final: false, meta: { offers: 'confederatePlacement', rule: '11.72' } });
    expect(STEPS_ADDED.length).toBe(STEPS.length + 1);
  });

  it('3.0, 11.72: the machine answers at the added step: Semmes is placed, the Confederate ends it, a Federal command is out of turn', () => {
    const noFact = (): never => {
      throw new Error('no fact is read');
    };
    expect(answerOfCommand(added, 'confederate', 'placeSemmes', noFact)).toEqual({ to: added.index, actions: [{ type: 'carryOut' }] });
    expect(STEPS_ADDED[answerOfCommand(added, 'confederate', 'endPhase', noFact).to]!.id).toBe('endOfTurn.clocks');
    expect(answerOfCommand(added, 'federal', 'selectShip', noFact).actions).toEqual([
      { type: 'refuse', params: { code: 'notYourTurn', rule: '3.0', message: "it is the confederate player's decision now (endOfTurn)" } },
    ]);
  });

  it("11.72: a state at the added step is offered Semmes' placement by legalActions, as at the Confederate Ship Placement Segment", () => {
    const s = semmesWaiting();
    const atPlacement = legalActions(data, view(s, 'confederate'), 'confederate');
    expect(atPlacement.kind === 'confederatePlacement' && atPlacement.semmes.candidates).toContain('sumter');
    const v = atTheEnd(s, 'confederate');
    expect(stepOf(v, STEPS_ADDED)).toBe(added);
    expect(offerOf(v, 'confederate', STEPS_ADDED)).toBe('confederatePlacement');
    expect(legalActions(data, v, 'confederate', { steps: STEPS_ADDED })).toEqual({
      ...atPlacement,
      phase: 'endOfTurn',
      endPhase: { allowed: true, unusedShips: [], semmesWaiting: true },
    });
    // The other side waits (3.0), and in the committed turn the End of the Game Turn waits on nobody.
    expect(legalActions(data, atTheEnd(s, 'federal'), 'federal', { steps: STEPS_ADDED })).toMatchObject({ kind: 'wait', active: false });
    expect(offerOf(v, 'confederate')).toBeNull();
    expect(legalActions(data, v, 'confederate')).toMatchObject({ kind: 'wait', active: false });
  });

  it("11.72: the game screen's panel for the added step is the one its offers names (the Semmes placement panel)", () => {
    const a = legalActions(data, atTheEnd(semmesWaiting(), 'confederate'), 'confederate', { steps: STEPS_ADDED });
    if (a.kind === 'wait' || a.kind === 'gameOver') throw new Error(`the added step offers nothing: ${a.kind}`);
    expect(OFFERED_PANELS[a.kind]).toBe(ConfederatePlacementPanel);
  });

  it('3.0: every offers of the machine has a panel', () => {
    for (const s of STEPS) if (s.meta.offers) expect(OFFERED_PANELS[s.meta.offers], s.id).toBeDefined();
  });
});
