import localforage from 'localforage';
import { z } from 'zod';
import { CHAT_MAX_CHARS } from '../../relay/chatApi';
import { HaltNoticeSchema } from '../../remote/halt';

// A game's chat as this browser keeps it (issue 34.3), beside the game's save: the lines opened
// (the relay holds them sealed), this side's next line number, how far each seat's lines have
// been read, and the player's mute setting for this game. Read back through its schema: a
// bundle carried from another device (gameBundle.ts) is outside input.

/** Lines kept per game (the relay holds at most 2,000). */
export const CHAT_LOG_MAX = 2000;

const Seat = z.enum(['host', 'guest']);
export const ChatLogSchema = z
  .object({
    muted: z.boolean(),
    /** This side's next line number (numbers rise; one refused or lost is not used again). */
    next: z.number().int().min(0).max(100_000),
    /** The highest line number taken from each seat. */
    seen: z.object({ host: z.number().int().min(-1).max(100_000), guest: z.number().int().min(-1).max(100_000) }).strict(),
    unread: z.number().int().min(0).max(CHAT_LOG_MAX),
    lines: z
      .array(
        z
          .object({
            seat: Seat,
            n: z.number().int().min(0).max(100_000),
            at: z.number().finite().nonnegative(),
            text: z.string().max(CHAT_MAX_CHARS),
            /** A notice that the sender's page refused the other side's message: the game cannot go on (src/remote/halt.ts). */
            halt: HaltNoticeSchema.optional(),
          })
          .strict(),
      )
      .max(CHAT_LOG_MAX),
  })
  .strict();
export type ChatLog = z.infer<typeof ChatLogSchema>;

export const emptyChatLog = (): ChatLog => ({ muted: false, next: 0, seen: { host: -1, guest: -1 }, unread: 0, lines: [] });

const store = localforage.createInstance({ name: 'sea-devils', storeName: 'chat' });

export async function readChatLog(gameId: string): Promise<ChatLog | null> {
  const r = ChatLogSchema.safeParse(await store.getItem(gameId).catch(() => null));
  return r.success ? r.data : null;
}
export const writeChatLog = (gameId: string, log: ChatLog): Promise<unknown> => store.setItem(gameId, log);
export const deleteChatLog = (gameId: string): Promise<void> => store.removeItem(gameId);
