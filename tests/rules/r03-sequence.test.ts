import { describe, expect, it } from 'vitest';
import { answerOf, STEPS } from '../../src/engine/turnSteps';
import type { Facts, Step } from '../../src/engine/sequence';
import { ok, refused, start, withDice } from '../helpers';
import { sealNothing } from '../engine/flow';

/** The phases the turn machine passes through from a step, nobody doing more than ending each step. */
function phasesFrom(first: string, facts: Partial<Facts>, count: number): string[] {
  const all: Facts = {
    startsAtRecordPhase: false,
    semmesToPlace: false,
    europeanQuarry: false,
    decision: null,
    lastTurnPlayed: false,
    noRaiderLeft: false,
    playedApart: false,
    ...facts,
  };
  const ender: Record<string, string> = { federal: 'federal.endPhase', confederate: 'confederate.sealRecords' };
  let step: Step = STEPS.find((s) => s.id === first)!;
  const phases = [step.phase];
  while (phases.length < count && !step.final) {
    step = STEPS[answerOf(step, step.side ? ender[step.side]! : 'proceduresDone', (k) => all[k]).to]!;
    if (step.phase !== phases.at(-1)) phases.push(step.phase);
  }
  return phases;
}

describe('3.0 Sequence of Play (the turn machine)', () => {
  it('3.0: the phases follow the rule book order', () => {
    expect(phasesFrom('reinforcement.turnAdvance', {}, 9)).toEqual([
      'turnAdvance',
      'confederatePlacement',
      'federalPlacement',
      'europeDeclaration',
      'confederateRecord',
      'federalMovement',
      'confederateActivity',
      'endOfTurn',
      'turnAdvance',
    ]);
  });
  it('3.0: after the last turn the game ends', () => {
    expect(phasesFrom('endOfTurn', { lastTurnPlayed: true }, 3)).toEqual(['endOfTurn', 'gameOver']);
    expect(phasesFrom('endOfTurn', { noRaiderLeft: true }, 3)).toEqual(['endOfTurn', 'gameOver']);
  });
  it('13.14: the Campaign starts at the Confederate Activity Record Phase of Game Turn 1', () => {
    const { state } = start('campaign');
    expect(state.turn).toBe(1);
    expect(state.phase).toBe('confederateRecord');
  });
  it('13.34: the Greyhounds start at the Confederate Ship Placement Segment of Game Turn 5, then run into Federal placement', () => {
    const { state, events } = start('greyhounds-are-loose');
    expect(state.turn).toBe(5);
    // Nothing for the Confederate to decide in placement, so play moves on to the Federal segment.
    expect(state.phase).toBe('federalPlacement');
    expect(events.filter((e) => e.rule === '10.31' && e.kind === 'deploymentRoll')).toHaveLength(1);
  });
  it('3.0: a side cannot act out of turn, and the state is unchanged', () => {
    const { state } = start('campaign');
    const r = refused(state, { type: 'endPhase', side: 'federal' });
    expect(r.code).toBe('notYourTurn');
    expect(r.message).toContain("confederate player's decision");
  });
  it('3.0: the Record Phase is followed by Federal Movement, then the Activity Phase and the next turn', () => {
    let s = sealNothing(start('campaign').state);
    expect(s.phase).toBe('federalMovement');
    const r = ok(withDice(s, 3), { type: 'endPhase', side: 'federal' });
    s = r.state;
    expect(s.turn).toBe(2);
    // Semmes is aboard the Sumter, so the Confederate has nothing to place (11.72): play runs on
    // to the Federal Ship Placement Segment, whose deployment roll is made (10.31).
    expect(s.phase).toBe('federalPlacement');
    expect(r.events.map((e) => e.kind).filter((k) => k === 'turn' || k === 'deploymentRoll')).toEqual(['turn', 'deploymentRoll']);
    expect(r.events.find((e) => e.kind === 'deploymentRoll')).toMatchObject({ rule: '10.31', turn: 2, phase: 'federalPlacement', dice: [3] });
  });
  it('a malformed command is refused with a message naming the fault', () => {
    const { state } = start('campaign');
    const r = refused(state, { type: 'moveShip', side: 'federal', ship: 'x', path: ['Z1'] });
    expect(r.code).toBe('malformedCommand');
    expect(r.message).toMatch(/path\[0\]: a Movement Area id is C or D/);
  });
});
