import { z } from 'zod';

// The shape of a sealed hot-seat game at rest (issue 14), as a save file holds it: each side's
// secrets in a box sealed under its player's passphrase (ui/hotseat/secretBox.ts seals and opens
// them), the messages waiting for each side, and whose move it is. Checked here with the rest of
// the save (saveFormat.ts), before any passphrase is asked for.

/** Bounds on a box read from a file: a hostile iteration count must not hang the page. */
const MAX_ITERATIONS = 2_000_000;
const MAX_BOX = 40_000_000;

const B64 = /^[A-Za-z0-9+/]*={0,2}$/;
export const SecretBoxSchema = z
  .object({
    kdf: z.literal('PBKDF2-SHA256'),
    iterations: z.number().int().min(100_000).max(MAX_ITERATIONS),
    salt: z.string().regex(B64).length(24),
    iv: z.string().regex(B64).length(16),
    data: z.string().regex(B64).max(MAX_BOX),
  })
  .strict();
export type SecretBox = z.infer<typeof SecretBoxSchema>;

/** Messages waiting for a side whose client is still sealed (after a reload). Public, like a remote message. */
const Inbox = z.array(z.string().max(2_000_000)).max(64);

export const SealedHotseatSchema = z
  .object({
    /** The side that must act next (public: the hand-off names it). */
    next: z.enum(['federal', 'confederate']).nullable(),
    boxes: z.object({ federal: SecretBoxSchema, confederate: SecretBoxSchema }).strict(),
    inbox: z.object({ federal: Inbox, confederate: Inbox }).strict(),
  })
  .strict();
export type SealedHotseat = z.infer<typeof SealedHotseatSchema>;
