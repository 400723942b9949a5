import { z } from 'zod';
import { AreaId, PortNation } from '../data/schema/index';
import { safeId } from '../data/ids';
import { ActivityRecordSchema, CommandSchema, FederalOrdersSchema, ShipSalt } from './commands';
import { GameOptionsSchema } from './options';
import { PHASES, type GameEvent, type GameState } from './types';
import type { PendingDecision } from './activityState';
import { LIVE_SEGMENTS } from './dice';

// The schema of a whole game state and of its log, for game states read back from outside the
// engine (a remote client's save, src/remote/save.ts). GameState stays a set of documented
// interfaces (types.ts, activityState.ts, dice.ts, record.ts); the checks at the end of this file
// hold the schema and the interfaces to the same shape, both ways, at compile time.

const Ship = safeId();
const Side = z.enum(['federal', 'confederate']);
const int = () => z.number().int();
const count = () => z.number().int().min(0);
const Die = z.number().int().min(1).max(6);
/** 11.74: a procedure stopped for Semmes has rolled at most a few dice (the evasion's two, a raid's one). */
const HELD_DICE = 8;

const PhaseSchema = z.enum(PHASES);

/** seedrandom's Alea state (src/lib/alea.ts): the dice generator continued from it. */
const AleaState = z.object({ c: z.number(), s0: z.number(), s1: z.number(), s2: z.number() }).strict();

const DiceStateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seeded'), seed: z.string().max(200), prng: AleaState.nullable(), rolled: count() }).strict(),
  z.object({ kind: z.literal('scripted'), rolls: z.array(int()), rolled: count() }).strict(),
  z
    .object({
      kind: z.literal('segmented'),
      seeds: z.record(safeId(80), z.string().max(200)),
      segment: z.string().max(80).nullable(),
      prng: AleaState.nullable(),
      rolled: count(),
    })
    .strict(),
]);

const Where = z.enum(['notArrived', 'available', 'unavailable', 'map', 'cse', 'sunk']);

const FederalShipStateSchema = z
  .object({
    id: Ship,
    where: Where,
    area: AreaId.nullable(),
    availabilityUsed: count(),
    inUse: z.boolean(),
    upUses: count(),
    fromUP: z.boolean(),
    damage: count(),
    movementUsed: count(),
    moveDone: z.boolean(),
    path: z.array(AreaId),
    blockading: Ship.nullable(),
    squadron: z.string().max(80).nullable(),
    headingForPacific: z.boolean(),
    selection: z.object({ from: Where, area: AreaId.nullable(), paid: z.boolean(), fromUP: z.boolean() }).strict().nullable(),
  })
  .strict();

const ConfederateShipStateSchema = z
  .object({
    id: Ship,
    status: z.enum(['notArrived', 'inPlay', 'sunk', 'interned', 'offTrack', 'lostBefore']),
    area: AreaId.nullable(),
    port: PortNation.nullable(),
    commissioned: z.boolean(),
    damage: count(),
    turnsAtSea: count(),
    turnsInPort: count(),
    refitThisStay: z.boolean(),
    refits: count(),
    canRaid: z.boolean(),
    capturedCoalUsed: z.boolean(),
    deepRaidTurn: int().nullable(),
    spottedSinceRefit: count(),
    arrivedThisTurn: z.boolean(),
    startedInEurope: z.boolean(),
    forcedRepairTurn: int().nullable(),
    blockadedBy: z.array(Ship),
  })
  .strict();

const DeploymentTrack = z.object({ F: int(), SF: int(), S: int(), GB: int(), SGB: int() }).strict();

const SealedRecordSchema = z
  .object({
    commitment: z.string().regex(/^[0-9a-f]{64}$/),
    record: ActivityRecordSchema.nullable(),
    salt: ShipSalt.nullable(),
    revealed: z.boolean(),
  })
  .strict();

// ---- the Activity Phase under way (activityState.ts) ----------------------------------------

const Choice = z.enum(['fight', 'escape', 'port']);
const Ships = z.array(Ship);
const At = { ship: Ship, area: AreaId };
const options = z.array(z.string().max(80));

const PendingDecisionSchema = z.union([
  z.object({ side: z.literal('federal'), kind: z.literal('search'), detail: z.object({ ...At, searchers: z.array(Ships) }).strict(), options }).strict(),
  z
    .object({
      side: z.literal('confederate'),
      kind: z.enum(['spotted', 'runBlockade']),
      detail: z.object({ ...At, foe: Ships, eces: z.boolean(), foeGunnery: z.number(), foeSpeed: z.number(), squadron: Ships.optional() }).strict(),
      options,
    })
    .strict(),
  z
    .object({
      side: z.literal('federal'),
      kind: z.literal('avoid'),
      detail: z.object({ ...At, foe: Ships, choice: Choice.nullable(), raiderGunnery: z.number(), squadron: Ships.optional() }).strict(),
      options,
    })
    .strict(),
  z
    .object({
      side: Side,
      kind: z.literal('damage'),
      detail: z.object({ ...At, foe: Ships, damage: z.number(), squadron: Ships.optional() }).strict(),
      options,
    })
    .strict(),
  z
    .object({
      side: z.literal('confederate'),
      kind: z.literal('semmes'),
      detail: z
        .object({
          ...At,
          roll: z.enum(['raid', 'escape', 'blockade']),
          dice: z.array(Die).min(1).max(HELD_DICE),
          chance: z.number().min(0).max(1),
          squadron: Ships.optional(),
        })
        .strict(),
      options,
    })
    .strict(),
]);

const UnitSchema = z
  .object({
    ships: Ships,
    eces: z.object({ gunnery: z.number(), defense: z.number(), movement: z.number(), damage: z.number() }).strict().optional(),
  })
  .strict();

const CombatStateSchema = z
  .object({
    segment: count(),
    rolled: z.boolean(),
    cg: z.number(),
    fg: z.number(),
    cd: z.number(),
    fd: z.number(),
    toFederal: z.number(),
    toRaider: z.number(),
    federalPick: z.string().max(80).nullable(),
    confederatePick: z.string().max(80).nullable(),
  })
  .strict();

const EncounterSchema = z
  .object({
    kind: z.enum(['search', 'blockadeRun', 'stonewall']),
    ship: Ship,
    area: AreaId,
    units: z.array(UnitSchema),
    stage: z.enum(['eces', 'searchDecision', 'search', 'respond', 'federalAvoid', 'resolve', 'combat', 'done']),
    foe: UnitSchema.nullable(),
    choice: Choice.nullable(),
    federalAvoid: z.boolean().nullable(),
    searchWanted: z.boolean().nullable(),
    ecesPending: z.boolean(),
    escapedHere: z.boolean(),
    combat: CombatStateSchema.optional(),
  })
  .strict();

const ShipRunSchema = z
  .object({
    ship: Ship,
    startedInPort: z.boolean(),
    leftPort: z.boolean(),
    coal: z.number(),
    coaledAreas: z.array(AreaId),
    raids: z.array(z.object({ area: AreaId, points: z.number(), squadron: Ships.optional() }).strict()),
    acceptedBlockade: z.boolean(),
    repaired: z.boolean(),
    refitted: z.boolean(),
    capturedCoal: z.boolean(),
    ended: z.boolean(),
    waiting: z.boolean().optional(),
    mpAlone: z.number().optional(),
  })
  .strict();

const ActivityStateSchema = z
  .object({
    queue: Ships,
    current: Ship.nullable(),
    cursor: count(),
    mpUsed: z.number(),
    pending: PendingDecisionSchema.nullable(),
    answer: z.string().max(80).nullable(),
    // Never past the last live segment (dice.ts): a state claiming more is not one the engine made.
    answered: count().max(LIVE_SEGMENTS).optional(),
    byStanding: z.literal(true).optional(),
    heldDice: z.array(Die).min(1).max(HELD_DICE).optional(),
    encounters: z.array(EncounterSchema),
    escapedAreas: z.array(AreaId),
    run: z.object({ runs: z.record(Ship, ShipRunSchema), wholeTurnInPort: Ships, refitted: Ships }).strict(),
    squadron: z
      .object({ leader: Ship, members: z.array(z.object({ ship: Ship, ownMp: z.number(), leaderMpAtJoin: z.number() }).strict()) })
      .strict()
      .optional(),
  })
  .strict()
  // 11.74: dice are held only while Semmes' question waits on them, and they are the dice it shows.
  .refine((a) => a.heldDice === undefined || (a.pending?.kind === 'semmes' && a.heldDice.join() === a.pending.detail.dice.join()), {
    message: "held dice belong to Semmes' question (11.74) and are the dice it shows",
    path: ['heldDice'],
  });

// ---- the state --------------------------------------------------------------------------------

const VpEntrySchema = z.object({ side: Side, points: z.number(), rule: z.string().max(20), turn: int(), text: z.string().max(2000) }).strict();

export const GameStateSchema = z
  .object({
    format: z.literal('sea-devils-game'),
    version: z.literal(1),
    scenario: safeId(),
    options: GameOptionsSchema,
    turn: int(),
    lastTurn: int(),
    phase: PhaseSchema,
    dice: DiceStateSchema,
    merchantMarine: int(),
    below1165Applied: z.boolean(),
    cpl: z.object({ W: int(), E: int(), F: int() }).strict(),
    deploymentTrack: DeploymentTrack,
    lastDeploymentRoll: z.object({ die: int(), inPlay: count(), points: DeploymentTrack }).strict().nullable(),
    ecesHistory: z.object({ S: count(), GB: count(), Aux: count(), IC: count() }).strict(),
    cseUsed: z.record(safeId(8), count()),
    federal: z.record(Ship, FederalShipStateSchema),
    confederate: z.record(Ship, ConfederateShipStateSchema),
    semmes: z.discriminatedUnion('status', [
      z.object({ status: z.literal('aboard'), ship: Ship, shipsCommanded: count() }).strict(),
      z.object({ status: z.literal('track'), availableTurn: int(), ship: Ship.nullable(), shipsCommanded: count() }).strict(),
      z.object({ status: z.literal('removed') }).strict(),
    ]),
    semmesRerollUsed: z.boolean(),
    whaling: z.array(z.object({ area: AreaId, counter: count(), revealed: z.boolean() }).strict()),
    neutralCommissionYears: z.array(int()),
    deniedCountries: z.array(PortNation),
    pacificRaided: z.boolean(),
    europeDeclarations: z.array(z.object({ ship: Ship, target: Ship }).strict()),
    records: z.record(Ship, SealedRecordSchema),
    federalOrders: FederalOrdersSchema.optional(),
    activity: ActivityStateSchema.nullable(),
    vp: z.object({ confederate: z.number(), federal: z.number(), entries: z.array(VpEntrySchema) }).strict(),
    undo: z
      .array(
        z
          .object({
            federal: z.record(Ship, FederalShipStateSchema),
            confederate: z.record(Ship, ConfederateShipStateSchema),
            cseUsed: z.record(safeId(8), count()),
            deploymentTrack: DeploymentTrack,
          })
          .strict(),
      )
      .nullable(),
    result: z
      .object({ confederateVp: z.number(), federalVp: z.number(), net: z.number(), level: z.string().max(80), turnsPlayed: count() })
      .strict()
      .nullable(),
  })
  .strict();

const RollModSchema = z.object({ value: z.number(), rule: z.string().max(20), why: z.string().max(400) }).strict();

export const GameEventSchema = z
  .object({
    turn: int(),
    phase: PhaseSchema,
    rule: z.string().max(20),
    text: z.string().max(4000),
    kind: z.string().max(80),
    ships: Ships.optional(),
    dice: z.array(int()).optional(),
    secretTo: Side.optional(),
    path: z.array(z.string().max(8)).optional(),
    port: z.string().max(40).optional(),
    rolls: z
      .array(
        z
          .object({
            table: z.string().max(20),
            who: z.string().max(200).optional(),
            column: z.string().max(200),
            need: z.string().max(80).optional(),
            mods: z.array(RollModSchema),
            die: int(),
            rerolled: int().optional(),
            result: z.string().max(400),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();

/**
 * `schema` as a check only: a value that passes is the input itself, unchanged. zod's parse
 * builds each object anew in its schema's key order, and a game state's JSON is its hash
 * (game/record.ts hashState, and the public hash two remote clients compare): a state read back
 * through the parse would hash differently from the same game never saved. The schemas used
 * here have no defaults and no transforms, so what passes is exactly what the parse would give,
 * key order aside.
 */
export function unchanged<T>(schema: z.ZodType<T>): z.ZodType<T> {
  return z.custom<T>().superRefine((value, ctx) => {
    const r = schema.safeParse(value);
    if (!r.success) for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: [...i.path] });
  });
}

/** A game state read from outside, refused by field when it is not one (its key order, and so its hash, kept). */
export const GameStateInput = unchanged(GameStateSchema);
/** A command read from outside, as a game state's neighbour in a save (key order kept, as in the state). */
export const CommandInput = unchanged(CommandSchema);

// The schema and the interfaces describe one shape: each is assignable to the other, also with
// every optional field made required (so a field left out of the schema on either side is caught).
type Deep<T> = T extends readonly (infer U)[] ? Deep<U>[] : T extends object ? { [K in keyof T]-?: Deep<T[K]> } : T;
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Same<A, B> = Mutual<A, B> extends true ? Mutual<Deep<A>, Deep<B>> : false;
const sameState: Same<z.infer<typeof GameStateSchema>, GameState> = true;
const sameEvent: Same<z.infer<typeof GameEventSchema>, GameEvent> = true;
const sameDecision: Same<z.infer<typeof PendingDecisionSchema>, PendingDecision> = true;
void [sameState, sameEvent, sameDecision];
