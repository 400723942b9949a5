// The Activity Record (4.3) and the Activity Phase's state, under their old address: the types
// live in src/engine/record.ts and src/engine/activityState.ts, below everything that uses them.

export type { RecordStep, StandingOrders, FireAt, ActivityRecord, SealedRecord } from '../record';
export type { ActivityState, SquadronRun, PendingDecision, ShipRun, RaidMade, ActivityRun, Unit, Choice, Encounter, CombatState } from '../activityState';
