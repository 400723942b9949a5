import { z } from 'zod';
import type { GameData } from '../data/gameData';
import { AreaId, PortNation } from '../data/schema/index';
import { excerpt, own, safeId, builtInKeyPaths } from '../data/ids';
import {
  ActivityRecordSchema,
  clonePlain,
  view,
  SharedViews,
  visibleEvents,
  MAX_COMMANDS,
  PHASES,
  type ActivityRecord,
  type GameEvent,
  type GameState,
  type GameView,
  type Phase,
  type Side,
} from '../engine/index';
import { GameRecordSchema, hashState, type GameRecord } from './record';
import { walkCommands, type RecordVisitor } from './walk';

// Replays (issue 17.3): a game told again event by event, with the board as one side saw it at
// each event. Built from a game record (scenario, seed, options, commands) by replaying every
// command; at each command's end the board is the side's VIEW of the state (3.0, 4.3), and inside
// a command the previous view with the command's visible events carried out on it (moves, ports,
// losses), so a record a command reveals (4.3) shows only from its reveal event on.
//
// Perspectives: 'federal' and 'confederate' are each side's view and log; 'all' (the game over)
// shows everything; 'public' is what BOTH sides have seen, for a replay shared before the game
// ends (docs/replays.md): the Federal view, which hides every unrevealed record, with the log
// lines either side keeps to itself removed. Nothing in a 'public' replay holds the seed, the
// dice, the salts or a command.

export type Perspective = Side | 'all' | 'public';

/** A counter on the board: where a ship is, as the perspective may know it. */
export interface BoardCounter {
  id: string;
  side: Side;
  /** Movement Area, or 'CSE' for the California Steamer Escort box. */
  area: string;
  port: PortNation | null;
  squadron: string | null;
  damaged: boolean;
  uncommissioned: boolean;
  semmes: boolean;
  blockaded: boolean;
}

/** What the replay screen draws at one step: nothing hidden from the perspective is in it. */
export interface ReplayBoard {
  turn: number;
  phase: Phase;
  merchantMarine: number;
  vp: { confederate: number; federal: number };
  counters: BoardCounter[];
  /** The Activity Records the perspective may read now (4.3), revealed or (Confederate, all) its own. */
  records: { record: ActivityRecord; revealed: boolean }[];
}

export interface ReplayStep {
  /** Index of this step's event in the timeline's events (the log shows events 0..event). */
  event: number;
  /** Index of the board in the timeline's boards. */
  board: number;
  turn: number;
  phase: Phase;
}

export interface Timeline {
  perspective: Perspective;
  scenario: string;
  /** The game is over at the timeline's end. */
  over: boolean;
  events: GameEvent[];
  boards: ReplayBoard[];
  steps: ReplayStep[];
  /**
   * Built from a record with `keepViews`: the perspective's VIEW after each command, by board
   * (`views[boardIndex]`; null for boards inside a command). Never exported.
   */
  views?: (GameView | null)[];
}

export class ReplayRefused extends Error {}

/**
 * The view a perspective has of a state: 'public' is the Federal view without anything only the
 * Federal knows. With `shared`, a view that shares the state's objects (read it before the state changes).
 */
export function perspectiveView(state: GameState, p: Perspective, shared?: SharedViews): GameView {
  const of = (side: Side) => (shared ? shared.of(state, side) : view(state, side));
  if (p === 'federal' || p === 'confederate') return of(p);
  if (p === 'public') return { ...of('federal'), canUndo: false };
  // 'all': the Confederate view holds every record; the dice and salts stay out, they are not the game's story.
  return of('confederate');
}

/** The log lines a perspective reads (visibleEvents): 'public' only lines neither side keeps to itself. */
export function perspectiveEvents(events: GameEvent[], p: Perspective): GameEvent[] {
  if (p === 'all') return events;
  if (p === 'public') return events.filter((e) => !e.secretTo);
  return visibleEvents(events, p);
}

export function boardOf(v: GameView): ReplayBoard {
  const counters: BoardCounter[] = [];
  for (const f of Object.values(v.federal)) {
    if (f.where !== 'map' && f.where !== 'cse') continue;
    counters.push({
      id: f.id,
      side: 'federal',
      area: f.where === 'cse' ? 'CSE' : f.area!,
      port: null,
      squadron: f.where === 'map' ? f.squadron : null,
      damaged: f.damage > 0,
      uncommissioned: false,
      semmes: false,
      blockaded: false,
    });
  }
  for (const c of Object.values(v.confederate)) {
    if (c.status !== 'inPlay' || !c.area) continue;
    counters.push({
      id: c.id,
      side: 'confederate',
      area: c.area,
      port: c.port,
      squadron: null,
      damaged: c.damage > 0,
      uncommissioned: !c.commissioned,
      semmes: v.semmes.status === 'aboard' && v.semmes.ship === c.id,
      blockaded: c.blockadedBy.length > 0,
    });
  }
  const records: ReplayBoard['records'] = [];
  for (const id of Object.keys(v.records).sort()) {
    const r = v.records[id]!;
    if (r.record) records.push({ record: clonePlain(r.record), revealed: r.revealed });
  }
  return { turn: v.turn, phase: v.phase, merchantMarine: v.merchantMarine, vp: { confederate: v.vp.confederate, federal: v.vp.federal }, counters, records };
}

/** The board after one event inside a command: what the event tells is carried out (as src/ui/playback.ts does on the map). */
function afterEvent(b: ReplayBoard, e: GameEvent, end: ReplayBoard): ReplayBoard {
  // Most events change nothing on the board: the board itself, not a copy of it (issue 36).
  const ship = e.ships?.[0];
  const touched =
    ship !== undefined &&
    (e.path?.length || e.kind === 'sunk' || e.kind === 'interned' || e.kind === 'enterPort' || e.kind === 'blockaded' || e.kind === 'leavePort') &&
    b.counters.some((x) => x.id === ship);
  if (!touched && e.kind !== 'reveal' && e.kind !== 'stonewall' && e.turn === b.turn && e.phase === b.phase) return b;
  const next: ReplayBoard = { ...b, turn: e.turn, phase: e.phase, counters: b.counters.map((c) => ({ ...c })) };
  const c = e.ships?.[0] ? next.counters.find((x) => x.id === e.ships![0]) : undefined;
  if (c && e.path?.length) {
    c.area = e.path.at(-1)!;
    if (c.side === 'confederate') c.port = null;
  } else if (c && (e.kind === 'sunk' || e.kind === 'interned')) next.counters.splice(next.counters.indexOf(c), 1);
  else if (c && (e.kind === 'enterPort' || e.kind === 'blockaded') && e.port) c.port = PortNation.safeParse(e.port).data ?? c.port;
  else if (c && e.kind === 'leavePort') c.port = null;
  // 4.3: the records revealed by this command show from their reveal on, never before.
  if (e.kind === 'reveal' || e.kind === 'stonewall')
    next.records = end.records.filter((r) => r.revealed || b.records.some((o) => o.record.ship === r.record.ship));
  return next;
}

/**
 * Two boards are the same when their JSON is: the same keys in the same order with the same
 * values. Compared in place, without writing both out as text at every event (that was a third
 * of a Campaign replay's time).
 */
export function sameBoard(a: ReplayBoard, b: ReplayBoard): boolean {
  if (a === b) return true;
  if (a.turn !== b.turn || a.phase !== b.phase || !sameJson(a.merchantMarine, b.merchantMarine) || !sameJson(a.vp, b.vp)) return false;
  if (a.counters.length !== b.counters.length || a.records.length !== b.records.length) return false;
  // Every counter is made by boardOf or copied from one (afterEvent): the same nine keys in the same order.
  for (let i = 0; i < a.counters.length; i++) {
    const x = a.counters[i]!,
      y = b.counters[i]!;
    if (
      x !== y &&
      (x.id !== y.id ||
        x.side !== y.side ||
        x.area !== y.area ||
        x.port !== y.port ||
        x.squadron !== y.squadron ||
        x.damaged !== y.damaged ||
        x.uncommissioned !== y.uncommissioned ||
        x.semmes !== y.semmes ||
        x.blockaded !== y.blockaded)
    )
      return false;
  }
  for (let i = 0; i < a.records.length; i++) {
    const x = a.records[i]!,
      y = b.records[i]!;
    if (x.revealed !== y.revealed || !sameJson(x.record, y.record)) return false;
  }
  return true;
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    // JSON writes NaN and the infinities as null, and -0 as 0.
    return typeof a === 'number' && typeof b === 'number' && JSON.stringify(a) === JSON.stringify(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) {
      // JSON writes an undefined element as null.
      const x = a[i] === undefined ? null : a[i],
        y = bb[i] === undefined ? null : bb[i];
      if (!sameJson(x, y)) return false;
    }
    return true;
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] !== kb[i] || !sameJson((a as Record<string, unknown>)[ka[i]!], (b as Record<string, unknown>)[kb[i]!])) return false;
  }
  return true;
}

/**
 * The timeline of a game record from one perspective. 'all' only when the record's game is over
 * (the caller may not show a game in progress with everything open). Throws ReplayRefused naming
 * the problem: the record's shape, its size (bounded before anything is replayed), its scenario,
 * a refused command, or a final hash that does not match.
 */
export function timelineFromRecord(data: GameData, input: unknown, perspective: Perspective, opts: { keepViews?: boolean } = {}): Timeline {
  const walked = timelinesFromRecord(data, input, [perspective], opts);
  if (perspective === 'all' && !walked.over)
    throw new ReplayRefused('everything is shown only once the game is over (4.3: the records stay sealed until revealed)');
  return walked.timelines[perspective]!;
}

/** What one walk of a record gives: a timeline per perspective asked for, whether the game is over, and the final state's hash. */
export interface WalkedRecord {
  /** The timelines asked for; 'all' is left out when the game is not over. */
  timelines: Partial<Record<Perspective, Timeline>>;
  over: boolean;
  finalHash: string;
}

/**
 * Every timeline asked for, from ONE replay of the record (src/game/walk.ts), with the final
 * state's hash (the export's). The same checks and refusals as timelineFromRecord; a timeline
 * 'all' of a game that is not over is dropped, never returned.
 */
export function timelinesFromRecord(data: GameData, input: unknown, perspectives: readonly Perspective[], opts: { keepViews?: boolean } = {}): WalkedRecord {
  if (Array.isArray((input as { commands?: unknown })?.commands) && (input as { commands: unknown[] }).commands.length > MAX_COMMANDS) {
    throw new ReplayRefused(`the record has ${(input as { commands: unknown[] }).commands.length} commands; a game has at most ${MAX_COMMANDS}`);
  }
  const parsed = GameRecordSchema.safeParse(input);
  if (!parsed.success)
    throw new ReplayRefused(
      `not a Sea Devils game record: ${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${excerpt(i.path.join('.'))}: ${excerpt(i.message, 120)}`)
        .join('; ')}`,
    );
  const rec = parsed.data;
  if (!own(data.scenarios, rec.scenario)) throw new ReplayRefused(`the record's scenario "${excerpt(rec.scenario)}" does not exist`);
  // The timelines are built as the record is replayed: no state is kept but the current one.
  const builders = [...new Set(perspectives)].map((p) => builder(rec.scenario, p, !!opts.keepViews));
  const visitors: RecordVisitor[] = builders.map((b) => ({ start: b.add, after: b.add }));
  let walked;
  try {
    walked = walkCommands(data, rec, rec.commands, visitors);
  } catch (e) {
    throw new ReplayRefused(`the record's game cannot be set up: ${excerpt((e as Error).message, 200)}`);
  }
  if (!walked.ok) throw new ReplayRefused(`command ${walked.index + 1} of the record is refused: ${walked.message} [${walked.code}]`);
  const finalHash = hashState(walked.state);
  if (rec.finalHash && rec.finalHash !== finalHash) throw new ReplayRefused("the record's final state does not match its hash: the record was changed");
  const over = walked.state.phase === 'gameOver';
  const timelines: WalkedRecord['timelines'] = {};
  for (const b of builders) if (b.timeline.perspective !== 'all' || over) timelines[b.timeline.perspective] = { ...b.timeline, over };
  return { timelines, over, finalHash };
}

/**
 * Builds a timeline from each command's state and events, in order. `keepViews`: keep the
 * perspective's VIEW at each command's end beside its board (a Campaign's views take hundreds
 * of megabytes; the screen needs only the boards).
 */
function builder(scenario: string, perspective: Perspective, keepViews: boolean) {
  const t: Timeline = { perspective, scenario, over: false, events: [], boards: [], steps: [], ...(keepViews ? { views: [] } : {}) };
  const views = t.views;
  // Kept views must be copies; a board is read at once, so without them the views may share the state.
  const shared = keepViews ? undefined : new SharedViews();
  const push = (b: ReplayBoard, v: GameView | null): number => {
    const last = t.boards.length - 1;
    if (last >= 0 && sameBoard(t.boards[last]!, b)) {
      if (views && v && !views[last]) views[last] = v;
      return last;
    }
    t.boards.push(b);
    views?.push(v);
    return t.boards.length - 1;
  };
  // The board the next command's events start from: the perspective's view after the command before.
  let base: ReplayBoard | null = null;
  const add = (state: GameState, events: GameEvent[]): void => {
    const v = perspectiveView(state, perspective, shared);
    const end = boardOf(v);
    const shown = perspectiveEvents(events, perspective);
    let b = base ?? end;
    for (const [i, e] of shown.entries()) {
      const last = i === shown.length - 1;
      b = last ? end : afterEvent(b, e, end);
      t.events.push(e);
      t.steps.push({ event: t.events.length - 1, board: push(b, last && keepViews ? v : null), turn: e.turn, phase: e.phase });
    }
    base = end;
  };
  return { timeline: t, add };
}

// ---- moving through a timeline ---------------------------------------------------------------

/** The first step of the next Game Turn, or the last step. */
export function nextTurn(t: Timeline, i: number): number {
  const turn = t.steps[i]?.turn;
  const j = t.steps.findIndex((s, k) => k > i && s.turn !== turn);
  return j < 0 ? t.steps.length - 1 : j;
}

/** The first step of this Game Turn, or of the one before when already there. */
export function prevTurn(t: Timeline, i: number): number {
  const here = t.steps[i];
  if (!here) return 0;
  let first = i;
  while (first > 0 && t.steps[first - 1]!.turn === here.turn) first--;
  if (first < i) return first;
  if (first === 0) return 0;
  const before = t.steps[first - 1]!.turn;
  while (first > 0 && t.steps[first - 1]!.turn === before) first--;
  return first;
}

/** The log at a step: the events up to and including it. */
export const eventsAt = (t: Timeline, i: number): GameEvent[] => t.events.slice(0, (t.steps[i]?.event ?? -1) + 1);

/** The board at a step. */
export const boardAt = (t: Timeline, i: number): ReplayBoard | undefined => t.boards[t.steps[i]?.board ?? -1];

// ---- the replay file -------------------------------------------------------------------------

export const REPLAY_FORMAT = 'sea-devils-replay';
/** A replay file is read whole; a Campaign's public replay is a few megabytes. */
export const MAX_REPLAY_BYTES = 32 * 1024 * 1024;
const MAX_STEPS = 200_000;
const MAX_BOARDS = 100_000;

const PhaseSchema = z.enum(PHASES);
const Text = (n: number) => z.string().max(n);
const ShipId = safeId().regex(/^[a-z0-9-]+$/, 'a ship id is a lower-case slug');

const RollSchema = z
  .object({
    table: Text(20),
    who: Text(80).optional(),
    column: Text(200),
    need: Text(40).optional(),
    mods: z.array(z.object({ value: z.number(), rule: Text(20), why: Text(200) }).strict()).max(20),
    die: z.number().int().min(0).max(12),
    rerolled: z.number().int().min(0).max(12).optional(),
    result: Text(200),
  })
  .strict();

const EventSchema = z
  .object({
    turn: z.number().int().min(0).max(100),
    phase: PhaseSchema,
    rule: Text(20),
    text: Text(2000),
    kind: Text(40),
    ships: z.array(ShipId).max(64).optional(),
    dice: z.array(z.number().int().min(0).max(12)).max(64).optional(),
    path: z.array(AreaId).max(64).optional(),
    port: PortNation.optional(),
    rolls: z.array(RollSchema).max(64).optional(),
  })
  .strict();

const CounterSchema = z
  .object({
    id: ShipId,
    side: z.enum(['federal', 'confederate']),
    area: z.union([AreaId, z.literal('CSE')]),
    port: PortNation.nullable(),
    squadron: safeId().nullable(),
    damaged: z.boolean(),
    uncommissioned: z.boolean(),
    semmes: z.boolean(),
    blockaded: z.boolean(),
  })
  .strict();

const BoardSchema = z
  .object({
    turn: z.number().int().min(0).max(100),
    phase: PhaseSchema,
    merchantMarine: z.number(),
    vp: z.object({ confederate: z.number(), federal: z.number() }).strict(),
    counters: z.array(CounterSchema).max(200),
    records: z.array(z.object({ record: ActivityRecordSchema, revealed: z.boolean() }).strict()).max(64),
  })
  .strict();

/** A finished game: its whole record, checked on opening by replaying it to its final hash. */
const FinishedFile = z
  .object({
    format: z.literal(REPLAY_FORMAT),
    version: z.literal(1),
    kind: z.literal('finished'),
    dataPack: Text(100).nullable(),
    record: GameRecordSchema.extend({ finalHash: z.string().max(64) }),
  })
  .strict();

/** A game in progress: only what both sides have seen (perspective 'public'), step by step. No seed, no record, no command. */
const PublicFile = z
  .object({
    format: z.literal(REPLAY_FORMAT),
    version: z.literal(1),
    kind: z.literal('public'),
    dataPack: Text(100).nullable(),
    scenario: safeId(),
    events: z.array(EventSchema).max(MAX_STEPS),
    boards: z.array(BoardSchema).max(MAX_BOARDS),
    steps: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])).max(MAX_STEPS),
  })
  .strict();

export const ReplayFileSchema = z.discriminatedUnion('kind', [FinishedFile, PublicFile]);
export type ReplayFile = z.infer<typeof ReplayFileSchema>;
type PublicEvents = z.infer<typeof PublicFile>['events'];

/**
 * The file to share: a finished game carries its record (anyone may see everything); a game in
 * progress carries only its public timeline, built here from the record, so nothing sealed,
 * no salt, no seed and no command is ever written.
 */
export function exportReplay(data: GameData, record: GameRecord, walked?: WalkedRecord): ReplayFile {
  const dataPack = data.pack?.name ?? null;
  // A finished game's file is its record (the reader replays it), so no public timeline is needed.
  if (walked?.over)
    return { format: REPLAY_FORMAT, version: 1, kind: 'finished', dataPack, record: { ...record, finalHash: record.finalHash ?? walked.finalHash } };
  const w = walked?.timelines.public ? walked : timelinesFromRecord(data, record, ['public']);
  const finished = w.timelines.public!;
  if (w.over) {
    const full = { ...record, finalHash: record.finalHash ?? w.finalHash };
    return { format: REPLAY_FORMAT, version: 1, kind: 'finished', dataPack, record: full };
  }
  return {
    format: REPLAY_FORMAT,
    version: 1,
    kind: 'public',
    dataPack,
    scenario: record.scenario,
    events: finished.events as PublicEvents,
    boards: finished.boards,
    steps: finished.steps.map((s) => [s.event, s.board] as [number, number]),
  };
}

/** What opening a replay file gives: a finished game's record (to build any perspective), or a public timeline. */
export type OpenedReplay = { kind: 'finished'; record: GameRecord; walked: WalkedRecord } | { kind: 'public'; timeline: Timeline };

/**
 * Reads a replay file from outside: its size bounded before parsing, then JSON, the schema, the
 * data pack, every id as the data's own key; a finished game is replayed to its final hash.
 * Throws ReplayRefused naming the first problem.
 */
export function openReplay(data: GameData, text: string, fileName = 'the file'): OpenedReplay {
  const name = excerpt(fileName, 60);
  if (text.length > MAX_REPLAY_BYTES) throw new ReplayRefused(`${name} is too large for a replay: ${text.length} characters, at most ${MAX_REPLAY_BYTES}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ReplayRefused(`${name} is not a replay: it is not valid JSON (${excerpt((e as Error).message, 120)})`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== REPLAY_FORMAT)
    throw new ReplayRefused(
      `${name} is not a Sea Devils replay: its format is ${format === undefined ? 'missing' : excerpt(JSON.stringify(format))}, expected "${REPLAY_FORMAT}"`,
    );
  const builtIns = builtInKeyPaths(json);
  if (builtIns.length) throw new ReplayRefused(`${name} is damaged: ${excerpt(builtIns[0], 80)} is a built-in object name, not an id`);
  const parsed = ReplayFileSchema.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    throw new ReplayRefused(`${name} is damaged: ${excerpt(i.path.join('.'), 80) || 'the file'}: ${excerpt(i.message, 200)}`);
  }
  const f = parsed.data;
  if (f.dataPack !== (data.pack?.name ?? null))
    throw new ReplayRefused(
      `${name} was played with ${f.dataPack ? `the data pack "${excerpt(f.dataPack)}"` : 'the built-in values'}: load the same data first`,
    );
  if (f.kind === 'finished') {
    // The check is the replay itself, and it builds the timeline the screen shows first (everything,
    // for a finished game); the screen walks another perspective only when the player asks for it
    // (issue 36: building all four cost a cold first opening about 400 ms of script against 250-330).
    let walked: WalkedRecord;
    try {
      walked = timelinesFromRecord(data, f.record, ['all']);
    } catch (e) {
      throw new ReplayRefused(`${name} cannot be replayed: ${(e as Error).message}`);
    }
    if (!walked.over) throw new ReplayRefused(`${name} is damaged: it says the game is finished, but its record stops before the game is over`);
    return { kind: 'finished', record: f.record, walked };
  }
  if (!own(data.scenarios, f.scenario)) throw new ReplayRefused(`${name} names a scenario this game does not have: "${excerpt(f.scenario)}"`);
  const problem = idsProblem(data, f);
  if (problem) throw new ReplayRefused(`${name} is damaged: ${problem}`);
  const steps: ReplayStep[] = [];
  for (const [k, [event, board]] of f.steps.entries()) {
    if (event >= f.events.length || board >= f.boards.length)
      throw new ReplayRefused(`${name} is damaged: step ${k + 1} points past the file's events or boards`);
    const e = f.events[event]!;
    steps.push({ event, board, turn: e.turn, phase: e.phase });
  }
  const over = f.boards.at(-1)?.phase === 'gameOver';
  return {
    kind: 'public',
    timeline: { perspective: 'public', scenario: f.scenario, over, events: f.events as GameEvent[], boards: f.boards as ReplayBoard[], steps },
  };
}

/** The first id in a public replay that is not the data's own key, or null. */
function idsProblem(data: GameData, f: Extract<ReplayFile, { kind: 'public' }>): string | null {
  const ship = (id: string) => own(data.federal, id) !== undefined || own(data.confederate, id) !== undefined;
  const area = (id: string) => id === 'CSE' || own(data.areas, id) !== undefined;
  for (const [i, e] of f.events.entries()) {
    for (const s of e.ships ?? []) if (!ship(s)) return `event ${i + 1} names a ship this game does not have: "${excerpt(s)}"`;
    for (const a of e.path ?? []) if (!area(a)) return `event ${i + 1} names an area this game does not have: "${excerpt(a)}"`;
  }
  for (const [i, b] of f.boards.entries()) {
    for (const c of b.counters) {
      const known = c.side === 'federal' ? own(data.federal, c.id) : own(data.confederate, c.id);
      if (!known) return `board ${i + 1} has a ${c.side} counter this game does not have: "${excerpt(c.id)}"`;
      if (!area(c.area)) return `board ${i + 1} puts ${c.id} in an area this game does not have: "${excerpt(c.area)}"`;
    }
    for (const r of b.records)
      if (!own(data.confederate, r.record.ship)) return `board ${i + 1} has a record of a ship this game does not have: "${excerpt(r.record.ship)}"`;
  }
  return null;
}

/** The file of a public timeline opened from a file (shared on again as it came). */
export function fileOfTimeline(data: GameData, t: Timeline): ReplayFile {
  if (t.perspective !== 'public') throw new ReplayRefused('only a public timeline is written step by step; a game record is exported with exportReplay');
  return {
    format: REPLAY_FORMAT,
    version: 1,
    kind: 'public',
    dataPack: data.pack?.name ?? null,
    scenario: t.scenario,
    events: t.events as PublicEvents,
    boards: t.boards,
    steps: t.steps.map((s) => [s.event, s.board] as [number, number]),
  };
}

/**
 * A game played apart keeps its state and its side's log, but no command list (its dice come
 * from both players' hash chains, src/remote/diceSeeds.ts), so it cannot be replayed command by
 * command: its timeline is the side's log, step by step, over the side's present board (the
 * screen says so). Nothing is added to what the side's own view and log already hold.
 */
export function timelineFromLog(scenario: string, events: GameEvent[], present: GameView, perspective: Side): Timeline {
  const shown = perspectiveEvents(events, perspective);
  const end = boardOf(present);
  const t: Timeline = { perspective, scenario, over: present.phase === 'gameOver', events: shown, boards: [end], steps: [] };
  for (const [i, e] of shown.entries()) t.steps.push({ event: i, board: 0, turn: e.turn, phase: e.phase });
  return t;
}
