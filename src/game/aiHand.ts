import { z } from 'zod';
import type { GameData } from '../data/gameData';
import { excerpt, own } from '../data/ids';
import { MAX_LIST, MAX_OPTIONS, MAX_SEEN, type HandEntry } from '../ai/trace';

// The computer's hand (issue 31.4) as a game keeps it: beside the game (in its save), never in
// its state, its hash or any view. A save is hostile input: the hand read from one is checked
// here, entry by entry (sizes, numbers, the ships and areas the data has); a hand that does not
// pass is dropped with a note, and the game loads without it.

/** Entries kept for one game: a Campaign's records and movements take a few hundred. */
export const MAX_HAND_ENTRIES = 1500;

const id = z.string().min(1).max(40);
const text = (max: number) => z.string().max(max);
const chance = z.number().min(0).max(1);
const vp = z.number().finite().min(-1e6).max(1e6);
const turn = z.number().int().min(0).max(1000);

const Route = z
  .object({
    steps: text(400),
    ev: vp,
    gain: vp,
    risk: vp,
    sunk: chance,
    worst: z.object({ area: id, spot: chance, sunk: chance }).strict().nullable(),
    chosen: z.boolean(),
  })
  .strict();

const RaiderHandSchema = z
  .object({
    kind: z.literal('record'),
    turn,
    ship: id,
    at: text(40),
    inPort: z.boolean(),
    mp: z.number().int().min(0).max(100),
    refitTurns: z.number().int().min(-1000).max(1000),
    seen: z.array(z.object({ ship: id, area: id, moves: z.number().int().min(0).max(255) }).strict()).max(MAX_SEEN),
    routes: z.array(Route).max(MAX_OPTIONS + 1),
    stay: vp.nullable(),
    why: text(300),
    chose: text(400),
  })
  .strict();

const FederalHandSchema = z
  .object({
    kind: z.literal('movement'),
    turn,
    sightings: z.array(z.object({ ship: id, area: id, why: text(400) }).strict()).max(MAX_LIST),
    forecast: z.array(z.object({ ship: id, areas: z.array(z.object({ area: id, p: chance }).strict()).max(MAX_OPTIONS) }).strict()).max(MAX_LIST),
    stations: z.array(z.object({ ship: id, area: id, p: chance }).strict()).max(MAX_LIST),
  })
  .strict();

const HandSchema = z.array(z.discriminatedUnion('kind', [RaiderHandSchema, FederalHandSchema])).max(MAX_HAND_ENTRIES);

/** A game's hand: its entries, and a note when a saved one was dropped. */
export interface GameHand {
  entries: HandEntry[];
  note: string | null;
}

/** A new entry for the game's hand: one per ship and turn (a record written again after a reload replaces the first), at most MAX_HAND_ENTRIES. */
export function keepHand(entries: HandEntry[], e: HandEntry): void {
  const same = entries.findIndex((x) => x.kind === e.kind && x.turn === e.turn && (x.kind !== 'record' || e.kind !== 'record' || x.ship === e.ship));
  if (same >= 0) entries.splice(same, 1);
  if (entries.length < MAX_HAND_ENTRIES) entries.push(e);
}

/** The hand a save holds (absent: none), checked as hostile input against the data's own ships and areas. */
export function readHand(data: GameData, raw: unknown): GameHand {
  if (raw === undefined || raw === null) return { entries: [], note: null };
  const parsed = HandSchema.safeParse(raw);
  const drop = (why: string): GameHand => ({ entries: [], note: `The computer's hand was not kept: the save's copy ${why}.` });
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    return drop(`is damaged (${excerpt(i.path.join('.'), 60) || 'the list'}: ${excerpt(i.message, 120)})`);
  }
  const area = (a: string) => !!own(data.areas, a);
  const fed = (s: string) => !!own(data.federal, s);
  const csa = (s: string) => !!own(data.confederate, s);
  for (const [n, e] of parsed.data.entries()) {
    const ok =
      e.kind === 'record'
        ? csa(e.ship) &&
          (e.at === '' || area(e.at)) &&
          e.seen.every((x) => fed(x.ship) && area(x.area)) &&
          e.routes.every((r) => !r.worst || area(r.worst.area))
        : e.sightings.every((x) => csa(x.ship) && area(x.area)) &&
          e.forecast.every((x) => csa(x.ship) && x.areas.every((y) => area(y.area))) &&
          e.stations.every((x) => fed(x.ship) && area(x.area));
    if (!ok) return drop(`names a ship or an area this game does not have (entry ${n + 1})`);
  }
  return { entries: parsed.data, note: null };
}
