import type { GameData } from '../data/gameData';
import type { Phase, RollExplained, Side } from '../engine/index';
import { rollTells, rollText } from './rollText';

// Names the screens print: phases of the Sequence of Play (3.0), port nations (2.12), ship
// types (2.22), sides. Words only; no rule is decided here.

export const PHASE_LABEL: Record<Phase, { step: string; name: string; rule: string }> = {
  turnAdvance: { step: '1A', name: 'Game Turn Advance', rule: '3.0' },
  confederatePlacement: { step: '1B', name: 'Confederate Ship Placement', rule: '10.5' },
  federalPlacement: { step: '1C', name: 'Federal Ship Placement', rule: '10.4' },
  europeDeclaration: { step: '1C', name: 'Blockade declarations in Europe', rule: '6.3' },
  confederateRecord: { step: '2', name: 'Confederate Activity Record', rule: '4.3' },
  federalMovement: { step: '3', name: 'Federal Movement', rule: '4.1' },
  confederateActivity: { step: '4', name: 'Confederate Activity', rule: '3.0' },
  endOfTurn: { step: '', name: 'End of the Game Turn', rule: '11.3' },
  gameOver: { step: '', name: 'Game over', rule: '12.15' },
};

/** The header's words for a phase: its name, not its step number ("GT 1 · Federal Movement"). */
export const phaseName = (p: Phase) => PHASE_LABEL[p].name;

export const phaseText = (p: Phase) => `${PHASE_LABEL[p].step ? `${PHASE_LABEL[p].step} · ` : ''}${PHASE_LABEL[p].name}`;

export const SIDE_NAME: Record<Side, string> = { federal: 'Federal', confederate: 'Confederate' };

export const NATION_NAME: Record<string, string> = {
  England: 'England',
  France: 'France',
  Spain: 'Spain',
  Peru: 'Peru',
  Chile: 'Chile',
  CSA: 'Confederate',
  USA: 'United States',
  COL: 'Colombia',
  BRA: 'Brazil',
  ARG: 'Argentina',
  VEN: 'Venezuela',
  E: 'English colonial',
  F: 'French colonial',
  S: 'Spanish colonial',
  H: 'Dutch colonial',
  P: 'Portuguese colonial',
};

export function shipName(data: GameData, id: string): string {
  return data.federal[id]?.name ?? data.confederate[id]?.name ?? id;
}

export function turnDate(data: GameData, turn: number): string {
  return data.turns[turn - 1]?.date ?? '';
}

/**
 * An event's text without the "6.11: " the engine puts in front (the rule is shown as a link);
 * given the event's rolls, each roll explained after it (what was needed, modifiers, result).
 */
export function eventBody(text: string, rule: string, rolls?: readonly RollExplained[]): string {
  const body = text.startsWith(`${rule}: `) ? text.slice(rule.length + 2) : text;
  const told = (rolls ?? []).filter(rollTells);
  return told.length ? `${body}. ${told.map(rollText).join('; ')}` : body;
}

export const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/**
 * 12.15: whose victory level the scenario's band `k` is (its five bands are listed from the
 * Confederate's major victory down: the Confederate's two, the Draw, the Federal's two); null for
 * the Draw or a band past the fifth.
 */
export function bandSide(k: number): Side | null {
  return k === 0 || k === 1 ? 'confederate' : k === 3 || k === 4 ? 'federal' : null;
}
