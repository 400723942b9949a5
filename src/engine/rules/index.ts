// The engine's second public face: what the rules say about a state (reach, allowances, ports,
// tables, the special ships), for the AI and the panels that reason about a position. It only
// hands names on; see ../index.ts for the import rule.
export { adjacent, pacificAdjacent, isAdjacent, pathToArea, federalAllowance, csePoints, isFreeShip, yearOf, availabilityLeft } from '../queries';
export { SHIP, PACIFIC_REINFORCEMENTS, ONE_RAID_AREA, raidsOneArea } from '../special';
export { confederateAllowance, confederateSpeed } from './allowance';
export { validateRecord, recordCost, recordMp, recordWarnings, usesNeutralCommission, type RecordProblem } from '../activity/validate';
export { gathered, leaderOf, squadronProblems } from '../activity/squadron';
export { europeTargets } from './europe';
export { shipMoving } from './federalMovement';
export { usablePorts, portUsable, csaPortLostAt, type PortUseKind } from './prestige';
export { portStayLimit, inRefitPort, refitTurnsLeft } from './refitInternment';
export { selectionProblem, shipsOwed, unavailablePoolRule } from './selection';
export { semmesCandidates } from './semmes';
export { combatResult, escapeResult, raidResult, searchResult, blockadeResult } from './tables';
export { vpClass, SUNK_VP, INTERNED_VP } from './victory';
export { DENIABLE_COAL } from './coaling';
export { ecesType, spotChanceUnder, ecesSpotChance } from './search';
export { raidMeanUnder } from './raiding';
export { csaRunOddsUnder } from './blockade';
export type { BlockadeRunCase, BlockadeRunOdds } from './variants/procedures';
export { raidsCoastalOnly } from './raidRestrictions';
