// The rules engine's public face: plain data in, plain data out.
export { apply, newGame, type ApplyResult } from './apply';
export { activeSide } from './phases';
export { view, visibleEvents, type GameView, type PublicState } from './view';
export type { Command } from './commands';
export type { GameState, GameEvent, Side, Phase, GameResult, GameOptions } from './types';
export { seededDice, scriptedDice, type DiceState } from './dice';
export { legalActions, federalNextAreas, federalReach, selectionCost, recordShip, UNDOABLE_COMMANDS, type LegalActions, type ActionsView, type MovableShip, type EndPhase } from './actions';
export { recordNext, recordEnd, coalOnRoute, type RecordNext } from './actionsRecord';
export type { DecisionOption, DecisionOdds } from './actionsOdds';
