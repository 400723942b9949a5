// The rules engine's public face for playing a game: plain data in, plain data out. Outside
// src/engine only this file and rules/index.ts (what the rules say about a state, for the AI and
// the panels) may be imported; scripts/check-imports.ts holds the rule, and
// scripts/codemods/engine-entry.mjs rewrites direct imports to these two files. Inside the
// engine, import the defining file instead (these files only hand names on).
export { apply, applyInPlace, applyCommandInPlace, newGame, progressBeforeWait, INTERNAL_ERROR, type ApplyResult } from './apply';
// The turn machine (3.0): whose turn it is, its steps and the names of its commands and procedures.
// Its XState definition is src/engine/machine.ts, an entry of its own (for npm run machine:diagram
// and the tests): the game reads only its compiled table, and never loads XState (issue 47).
export { activeSide, offerOf, stepOf, STEPS } from './turnSteps';
export { PROCEDURE_RULES, COMMAND_TYPES, type MachineRefusal, type Offer, type StepMeta } from './sequence';
export { view, visibleEvents, SharedViews, type GameView, type PublicState, type PublicRecord } from './view';
export { CommandSchema, ActivityRecordSchema, ShipSalt, MAX_SHIPS, type Command } from './commands';
export type { GameState, GameEvent, RollExplained, RollMod, Side, Phase, GameOptions, FederalShipState, VpEntry } from './types';
export { PHASES } from './types';
export { scriptedDice, segmentedDice, phaseSegment, liveSegment, LIVE_SEGMENTS, SETUP_SEGMENT, Awaiting } from './dice';
export { clonePlain } from './clone';
// The schema of a whole state and its log (a remote save read back) is an entry of its own,
// engine/stateSchema.ts: handed on here, the first map's download would hold it (issue 47).
export { invariants } from './invariants';
export { MAX_COMMANDS } from './limits';
// Activity Records (4.3): their types, their written form and the sealed records of a game.
export type { ActivityRecord, FederalOrders, RecordStep, StandingOrders } from './record';
export type { PendingDecision, DamageDecision } from './activityState';
export { formatSteps, parseSteps, type ParseProblem } from './activity/notation';
export { recordProblems, fillRevealed } from './activity/sealing';
// The options registry (issue 21.2): every option and rule variant, its schema and its parsers.
export {
  variantOn,
  variantEntries,
  optionsFor,
  optionsInput,
  optionsLabel,
  optionsChanges,
  parseOptionSetting,
  flagName,
  type OptionEntry,
  type OptionPlace,
} from './options';
// What a side may do now (issue 21.1): one query for the panels, the bots and the tutorial.
export {
  legalActions,
  federalNextAreas,
  federalReach,
  selectionCost,
  selectableShips,
  movableShips,
  movableShipOf,
  declarableShips,
  recordShip,
  UNDOABLE_COMMANDS,
  type LegalActions,
  type ActionsView,
  type MovableShip,
  type EndPhase,
  type MovementActions,
  type PlacementActions,
  type EuropeActions,
  type RecordActions,
  type RecordShip,
  type DecisionActions,
  type SelectionCost,
} from './actions';
export { recordNext, recordEnd, coalOnRoute, type RecordNext } from './actionsRecord';
// Movement to a destination (issue 48.1): the shortest legal route to an area pointed at.
export { federalRoute, raiderRoute, type Route, type RecordRoute } from './route';
export type { DecisionOption, DecisionOdds } from './actionsOdds';
// The Search Table's chance for the map's hover card (issue 17: the spot chance of an area).
export { spotChance } from './actionsOdds';
