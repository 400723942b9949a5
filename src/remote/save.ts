import { z } from 'zod';
import { NotesSchema } from '../game/notes';
import { optionsInput, type GameOptions, type Side } from '../engine/index';
import { CommandInput, GameEventSchema, GameStateInput, unchanged } from '../engine/stateSchema';
import { excerpt, safeId } from '../data/ids';
import { GameId, PublicCommandSchema, RevealedRecordSchema } from './protocol';

// A remote client as saved (in this browser's storage, src/ui/remote/remoteSaves.ts): plain data,
// every part read back with the game's own schemas (the state, its log, the commands, the
// reveals), so a save edited or damaged into another shape is refused by field on load.

const Hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 hex digits');
/** A command as the other side gets it (never a record in the clear), kept as saved (engine/stateSchema.ts unchanged). */
const PublicCommandInput = unchanged(PublicCommandSchema);

export const RemoteSaveSchema = z
  .object({
    format: z.literal('sea-devils-remote-client'),
    version: z.literal(1),
    gameId: GameId,
    side: z.enum(['federal', 'confederate']),
    host: z.boolean(),
    scenario: safeId(),
    options: optionsInput('remote'),
    dataPack: z.string().nullable(),
    /** This side's hash-chain secret (docs/remote-play.md): never leaves this device. */
    secret: Hex64,
    chainLength: z.number().int(),
    /** What is known of the other side's chain: its anchor, and the latest element revealed. */
    their: z.object({ anchor: Hex64, length: z.number().int(), index: z.number().int(), element: Hex64.nullable() }).strict().nullable(),
    /** The game, once both sides' set-up elements are known; its dice seeds are never kept. */
    state: GameStateInput.nullable(),
    events: z.array(GameEventSchema),
    /** Commands of the whole game applied here. */
    applied: z.number().int(),
    /** A command (this side's or the other's) that waits for the other side's reveal; `public` is the copy the other side gets. */
    pending: z.object({ command: CommandInput, public: PublicCommandInput, mine: z.boolean() }).strict().nullable(),
    /** The latest segment the game waits on: this side's chain may be revealed up to it. */
    lockSegment: z.number().int().nullable(),
    /** This side's commands since its last message, as the other side gets them (outbox.ts). */
    outbox: z.array(PublicCommandInput),
    /** The game before the first command in the outbox: to send moves taken back as if never made. */
    outboxBase: GameStateInput.nullable(),
    /** The Confederate's records and salts, due with its next message (3.0 phase 4). */
    revealRecords: z.array(RevealedRecordSchema).nullable(),
    /** The Federal's game when the commitments came, to check the revealed records against (4.3). */
    sealBase: GameStateInput.nullable(),
    owesReply: z.boolean(),
    /**
     * The other side's game waits on a segment this side's game has rolled in (after a live
     * decision, issue 46.2): this side's element for it is due at once, before its own next decision.
     */
    replyNow: z.boolean().optional(),
    lastSent: z.object({ seq: z.number().int(), digest: z.string(), code: z.string() }).strict().nullable(),
    lastReceived: z.object({ seq: z.number().int(), digest: z.string() }).strict().nullable(),
    theirHash: z.string().nullable(),
    /** This side's private notepad (game/notes.ts): in this side's save only, never in a message. */
    notes: NotesSchema.optional(),
  })
  .strict();
export type RemoteSave = z.infer<typeof RemoteSaveSchema>;

/** A client's save before anything is sent or received. */
export function blankSave(p: {
  gameId: string;
  side: Side;
  host: boolean;
  scenario: string;
  options: Partial<GameOptions>;
  dataPack: string | null;
  secret: string;
  chainLength: number;
}): RemoteSave {
  return {
    format: 'sea-devils-remote-client',
    version: 1,
    gameId: p.gameId,
    side: p.side,
    host: p.host,
    scenario: p.scenario,
    options: p.options,
    dataPack: p.dataPack,
    secret: p.secret,
    chainLength: p.chainLength,
    their: null,
    state: null,
    events: [],
    applied: 0,
    pending: null,
    lockSegment: null,
    outbox: [],
    outboxBase: null,
    revealRecords: null,
    sealBase: null,
    owesReply: false,
    lastSent: null,
    lastReceived: null,
    theirHash: null,
  };
}

/** A save read back; throws naming the first field that is not what it should be. */
export function readSave(json: unknown): RemoteSave {
  const r = RemoteSaveSchema.safeParse(json);
  if (r.success) return r.data;
  const i = r.error.issues[0]!;
  throw new Error(`not a remote game save: ${excerpt(i.path.join('.'), 80)}: ${excerpt(i.message, 200)}`);
}
