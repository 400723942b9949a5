import { describe, expect, it } from 'vitest';
import { answerDecision } from '../../src/ai/raider/decisions';
import { answerFederal } from '../../src/ai/federal/decisions';
import { FEDERAL_PARAMS, RAIDER_PARAMS } from '../../src/ai/levels';
import type { PendingDecision } from '../../src/engine/activityState';
import { con, fed, gameData } from '../helpers';
import { arranged, placeConfederate, placeFederal } from '../fixtures/activity';

// Issue 32.3: a decision's detail is typed by its kind, so the AIs answer from the figures the
// engine put in the question, never from a guessed default (the raider once read a missing
// foe's gunnery as 4 and its speed as 11).

const data = gameData();
const s = arranged((s) => {
  placeConfederate(s, con('Ala'), 'C12', null);
  placeFederal(s, fed('Kear'), 'C12');
});

describe("6.13, 7.21: the AIs answer from the question's own figures", () => {
  const spotted = (foeGunnery: number, foeSpeed: number): PendingDecision => ({
    side: 'confederate',
    kind: 'spotted',
    options: ['escape', 'port'],
    detail: { ship: con('Ala'), area: 'C12', foe: [fed('Kear')], eces: false, foeGunnery, foeSpeed },
  });

  it('6.13: the raider runs from a slow foe and makes for port before a fast, heavy one', () => {
    // Alabama 4-3-12: a foe of speed 5 is outrun on any roll (6.21).
    expect(answerDecision(data, s, spotted(12, 5), RAIDER_PARAMS.historical)).toBe('escape');
    // A foe of speed 20 and gunnery 12 is neither outrun nor beaten: a neutral port (4.42).
    expect(answerDecision(data, s, spotted(12, 20), RAIDER_PARAMS.historical)).toBe('port');
  });

  it('6.13: the cautious Federal avoids a raider whose gunnery, as the question gives it, outguns its unit', () => {
    const avoid = (raiderGunnery: number): PendingDecision => ({
      side: 'federal',
      kind: 'avoid',
      options: ['engage', 'avoid'],
      detail: { ship: con('Ala'), area: 'C12', foe: [fed('Kear')], choice: 'fight', raiderGunnery },
    });
    const kearsarge = data.federal[fed('Kear')]!.gunnery;
    expect(answerFederal(data, s, avoid(kearsarge + 1), FEDERAL_PARAMS.cautious)).toBe('avoid');
    expect(answerFederal(data, s, avoid(kearsarge), FEDERAL_PARAMS.cautious)).toBe('engage');
    expect(answerFederal(data, s, avoid(kearsarge + 1), FEDERAL_PARAMS.historical)).toBe('engage');
  });
});
