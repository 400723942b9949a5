import { z } from 'zod';
import { isBuiltInName } from '../ids';
import {
  AreaId,
  CONFEDERATE_COUNTERS,
  CplLevels,
  DeploymentPoints,
  FEDERAL_COUNTERS,
  GAME_TURNS,
  GameTurn,
  MAX_CSE_POINTS,
  MAX_DENSITY,
  MAX_ECES_ENTRIES,
  MAX_MERCHANT_MARINE,
  MAX_NET_VP,
  MAX_RATING,
} from './common';
import { PortNation } from './map';

// scenarios/*.json: the five scenarios of 13.1-13.5, as the rule book lists them. Ships are
// named by the abbreviations the rule book prints; the loader resolves them to ship ids.

export const ScenarioShipRef = z.string().min(1).max(40);
const Turns = z.number().int().min(0).max(GAME_TURNS);
const Entries = z.number().int().min(0).max(MAX_ECES_ENTRIES);
const NetVp = z.number().int().min(-MAX_NET_VP).max(MAX_NET_VP);

export const VictoryBand = z
  .object({
    level: z.enum(['Confederate Major Victory', 'Confederate Minor Victory', 'Draw', 'Federal Minor Victory', 'Federal Major Victory']),
    /** Net VP (Confederate minus Federal, 12.15) bounds, inclusive; null = open-ended. */
    min: NetVp.nullable(),
    max: NetVp.nullable(),
  })
  .strict();
export type VictoryBand = z.infer<typeof VictoryBand>;

export const ScenarioFile = z
  .object({
    format: z.literal('sea-devils-scenario'),
    version: z.literal(1),
    id: z
      .string()
      .max(40)
      .regex(/^[a-z0-9-]+$/)
      .refine((k) => !isBuiltInName(k), 'a built-in object name is not an id'),
    name: z.string(),
    rule: z.string().regex(/^13\.[1-5]$/),
    /** Game length (13.x1). */
    firstTurn: GameTurn,
    lastTurn: GameTurn,
    /** Where play starts (13.x4 startup notes). */
    startPhase: z.enum(['confederateRecord', 'confederatePlacement']),
    /** Initial levels (13.x2); CPLs also lie on the CPL track (cross-checked against its ends). */
    merchantMarine: z.number().int().min(0).max(MAX_MERCHANT_MARINE),
    deploymentLevels: DeploymentPoints,
    /** East Coast Emergency Search history (6.44): earlier C9 entries per Confederate type. */
    ecesHistory: z.object({ S: Entries, GB: Entries, Aux: Entries, IC: Entries }).strict(),
    cpl: CplLevels,
    federal: z
      .object({
        /** Ships on the map (or in the CSE box) at the start. */
        deployed: z.array(z.object({ ship: ScenarioShipRef, area: z.union([AreaId, z.literal('CSE')]) }).strict()).max(FEDERAL_COUNTERS),
        /** Ships in the Available Pool. */
        available: z.array(ScenarioShipRef).max(FEDERAL_COUNTERS),
        /** Availability consumed: Game Turns already used per ship; "(out)" ships are in the Unavailable Pool. */
        consumed: z.array(z.object({ ship: ScenarioShipRef, turns: z.number().int().min(1).max(MAX_RATING), out: z.boolean() }).strict()).max(FEDERAL_COUNTERS),
        /** CSE points already used per calendar year. */
        cseUsed: z.record(z.string().regex(/^186[1-5]$/), z.number().int().min(0).max(MAX_CSE_POINTS)),
      })
      .strict(),
    confederate: z
      .object({
        ships: z
          .array(
            z
              .object({
                ship: ScenarioShipRef,
                area: AreaId,
                /** In port, and which nation's port (2.12); null = at sea. */
                port: PortNation.nullable(),
                /** Consecutive Game Turns already spent in port (11.4). */
                turnsInPort: Turns,
                /** Game Turns at sea since the last refit (11.3). */
                turnsAtSea: Turns,
                commissioned: z.boolean(),
                semmes: z.boolean(),
                /** Georgia has already coaled from a captured merchant ship (11.53). */
                capturedCoalUsed: z.boolean(),
                refits: Turns,
              })
              .strict(),
          )
          .max(CONFEDERATE_COUNTERS),
        /** Semmes (11.7): aboard a ship, waiting on the turn track for a ship, or out of the game. */
        semmes: z.union([
          z.object({ status: z.literal('aboard'), ship: ScenarioShipRef }).strict(),
          z.object({ status: z.literal('track'), ship: ScenarioShipRef }).strict(),
          z.object({ status: z.literal('removed') }).strict(),
        ]),
        /** Ships taken off the turn track, and ships already used up before the start. */
        removedFromTrack: z.array(ScenarioShipRef).max(CONFEDERATE_COUNTERS),
        alreadyLost: z.array(ScenarioShipRef).max(CONFEDERATE_COUNTERS),
        /** A neutral-port commissioning already made in the starting calendar year (10.51). */
        commissionedThisYear: z.boolean(),
      })
      .strict(),
    /** Whaling counters (5.3): in every whaling area, or only in the areas listed with the given values. */
    whaling: z.union([
      z.object({ placement: z.literal('all') }).strict(),
      z
        .object({ placement: z.literal('listed'), areas: z.array(AreaId).max(5), counterDensities: z.array(z.number().int().min(0).max(MAX_DENSITY)).max(5) })
        .strict(),
    ]),
    /** Victory Conditions (13.x5), highest band first. */
    victory: z.array(VictoryBand).length(5),
    /** Other startup notes, paraphrased. */
    notes: z.array(z.string()),
  })
  .strict();
export type ScenarioFile = z.infer<typeof ScenarioFile>;
