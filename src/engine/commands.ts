import { z } from 'zod';
import { AreaId, MAX_MOVEMENT, PortNation } from '../data/schema/index';
import { safeId } from '../data/ids';

// Every player action is a command: plain data, checked for shape here (so a command from a
// file or another client is refused with a clear message) and for legality by the rules.

const Federal = z.literal('federal');
const Confederate = z.literal('confederate');
// Ids are the data's own slugs (at most 40 characters, never a built-in object name, src/data/ids.ts);
// every list is bounded before any rule looks at it, so a hostile command costs no more than a legal one.
const Ship = safeId().regex(/^[a-z0-9-]+$/, 'a ship id is a lower-case slug');

/** The most steps a record can hold: a move, raid or commission costs 1 MP (4.13) and the largest
 *  allowance is MAX_MOVEMENT plus Georgia's 6 for captured coal (11.53). Free steps (entering or
 *  leaving a port, repair, refit, prize coal) are allowed one beside each paid step and a few
 *  more; a longer record could only enter and leave ports again and again to no purpose. */
export const MAX_RECORD_STEPS = 2 * (MAX_MOVEMENT + 6) + 4;
/** A Federal move is one area per Movement Point (4.11): no path is longer than the largest allowance. */
export const MAX_PATH = MAX_MOVEMENT;
/** Lists of ships (records, squadrons, commitments): no more than the counters in the game (2.21: 58 Federal, 17 Confederate). */
export const MAX_SHIPS = 64;
/**
 * A record salt: 32 or 64 lower-case hex digits (128 or 256 random bits; the bots and the screens
 * make 32, a remote client 64). A sealed record's own salt is that salt, a colon and the ship id.
 */
export const SALT_PATTERN = /^[0-9a-f]{32}(?:[0-9a-f]{32})?$/;
export const Salt = z.string().max(64).regex(SALT_PATTERN, 'a salt is 32 or 64 lower-case hex digits');
export const ShipSalt = z
  .string()
  .max(64 + 1 + 40)
  .regex(/^[0-9a-f]{32}(?:[0-9a-f]{32})?:[a-z0-9-]{1,40}$/, "a record's salt is the seal's salt, a colon and the ship id");

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

export const StandingOrdersSchema = z
  .object({
    onSpotted: z.enum(['fight', 'escape', 'port']),
    semmesReroll: z
      .object({ raid: z.boolean(), escape: z.boolean(), blockade: z.boolean(), raidAtMost: z.union([z.literal(1), z.literal(2)]).optional() })
      .strict(),
    fireAt: z.enum(['nearestSinking', 'biggestGuns']).optional(),
  })
  .strict();

/** The Federal's standing orders (record.ts FederalOrders): ship ids are checked against the data by the rule. */
export const FederalOrdersSchema = z
  .object({
    noSearch: z.array(Ship).max(MAX_SHIPS),
    avoidWhenOutgunned: z.boolean(),
    fireAt: z.enum(['nearestSinking', 'biggestGuns']),
  })
  .strict();

export const ActivityRecordSchema = z.object({ ship: Ship, steps: z.array(RecordStepSchema).max(MAX_RECORD_STEPS), standing: StandingOrdersSchema }).strict();

export const CommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('endPhase'), side: z.enum(['federal', 'confederate']) }).strict(),
  z.object({ type: z.literal('selectShip'), side: Federal, ship: Ship }).strict(),
  z.object({ type: z.literal('unselectShip'), side: Federal, ship: Ship }).strict(),
  z.object({ type: z.literal('declareBlockade'), side: Federal, ship: Ship, target: Ship }).strict(),
  z.object({ type: z.literal('cancelDeclaration'), side: Federal, ship: Ship }).strict(),
  z.object({ type: z.literal('moveShip'), side: Federal, ship: Ship, path: z.array(AreaId).min(1).max(MAX_PATH) }).strict(),
  z.object({ type: z.literal('enterCse'), side: Federal, ship: Ship }).strict(),
  z.object({ type: z.literal('formSquadron'), side: Federal, ships: z.array(Ship).min(1).max(MAX_SHIPS) }).strict(),
  z.object({ type: z.literal('joinBlockade'), side: Federal, ship: Ship, target: Ship }).strict(),
  z.object({ type: z.literal('undo'), side: Federal }).strict(),
  z.object({ type: z.literal('federalOrders'), side: Federal, orders: FederalOrdersSchema }).strict(),
  z.object({ type: z.literal('removeSemmes'), side: Confederate }).strict(),
  z.object({ type: z.literal('placeSemmes'), side: Confederate, ship: Ship }).strict(),
  z.object({ type: z.literal('sealRecords'), side: Confederate, records: z.array(ActivityRecordSchema).max(MAX_SHIPS), salt: Salt }).strict(),
  // Remote play: the Federal client's copy of a seal, with only the commitments (4.3) and the
  // Stonewall's record, which moves in the open at once (11.61).
  z
    .object({
      type: z.literal('sealCommitments'),
      side: Confederate,
      commitments: z
        .array(
          z
            .object({
              ship: Ship,
              commitment: z
                .string()
                .max(64)
                .regex(/^[0-9a-f]{64}$/),
            })
            .strict(),
        )
        .max(MAX_SHIPS),
      open: z.array(ActivityRecordSchema).max(MAX_SHIPS),
    })
    .strict(),
  // A decision is answered by a choice, or left to the side's standing orders (issue 46.2): by the
  // player's wish, or by its page when the time the pace gives a live decision ran out.
  z
    .object({
      type: z.literal('decide'),
      side: z.enum(['federal', 'confederate']),
      choice: safeId().optional(),
      standing: z.enum(['chosen', 'timeUp']).optional(),
    })
    .strict(),
]);

export type Command = z.infer<typeof CommandSchema>;
