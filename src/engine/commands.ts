import { z } from 'zod';
import { AreaId, PortNation } from '../data/schema/index';

// Every player action is a command: plain data, checked for shape here (so a command from a
// file or another client is refused with a clear message) and for legality by the rules.

const Federal = z.literal('federal');
const Confederate = z.literal('confederate');
const Ship = z.string().min(1);

export const RecordStepSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('move'), to: AreaId }).strict(),
  z.object({ op: z.literal('raid') }).strict(),
  z.object({ op: z.literal('enterPort'), nation: PortNation }).strict(),
  z.object({ op: z.literal('leavePort') }).strict(),
  z.object({ op: z.literal('commission') }).strict(),
  z.object({ op: z.literal('repair') }).strict(),
  z.object({ op: z.literal('refit') }).strict(),
  z.object({ op: z.literal('capturedCoal') }).strict(),
  z.object({ op: z.literal('gather'), ship: z.string().min(1).max(40) }).strict(),
]);

export const StandingOrdersSchema = z.object({
  onSpotted: z.enum(['fight', 'escape', 'port']),
  semmesReroll: z.object({ raid: z.boolean(), escape: z.boolean(), blockade: z.boolean() }).strict(),
  fireAt: z.enum(['nearestSinking', 'biggestGuns']).optional(),
}).strict();

export const ActivityRecordSchema = z.object({ ship: Ship, steps: z.array(RecordStepSchema), standing: StandingOrdersSchema }).strict();

export const CommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('endPhase'), side: z.enum(['federal', 'confederate']) }).strict(),
  z.object({ type: z.literal('selectShip'), side: Federal, ship: Ship }).strict(),
  z.object({ type: z.literal('unselectShip'), side: Federal, ship: Ship }).strict(),
  z.object({ type: z.literal('declareBlockade'), side: Federal, ship: Ship, target: Ship }).strict(),
  z.object({ type: z.literal('cancelDeclaration'), side: Federal, ship: Ship }).strict(),
  z.object({ type: z.literal('moveShip'), side: Federal, ship: Ship, path: z.array(AreaId).min(1) }).strict(),
  z.object({ type: z.literal('enterCse'), side: Federal, ship: Ship }).strict(),
  z.object({ type: z.literal('formSquadron'), side: Federal, ships: z.array(Ship).min(1) }).strict(),
  z.object({ type: z.literal('joinBlockade'), side: Federal, ship: Ship, target: Ship }).strict(),
  z.object({ type: z.literal('undo'), side: Federal }).strict(),
  z.object({ type: z.literal('removeSemmes'), side: Confederate }).strict(),
  z.object({ type: z.literal('placeSemmes'), side: Confederate, ship: Ship }).strict(),
  z.object({ type: z.literal('sealRecords'), side: Confederate, records: z.array(ActivityRecordSchema), salt: z.string().min(8) }).strict(),
  // Remote play: the Federal client's copy of a seal, with only the commitments (4.3) and the
  // Stonewall's record, which moves in the open at once (11.61).
  z.object({ type: z.literal('sealCommitments'), side: Confederate, commitments: z.array(z.object({ ship: Ship, commitment: z.string().regex(/^[0-9a-f]{64}$/) }).strict()), open: z.array(ActivityRecordSchema) }).strict(),
  z.object({ type: z.literal('decide'), side: z.enum(['federal', 'confederate']), choice: z.string().min(1) }).strict(),
]);

export type Command = z.infer<typeof CommandSchema>;
