import { z } from 'zod';

// A side's private notepad (issue 34.3): what its player writes for themselves, kept in that
// side's own save (in hot-seat, inside that side's sealed part), never sent to the other player
// and no part of the game (its state, hash, log or commands). Rally the Troops allows 16,000
// characters; so do we.

export const NOTES_MAX = 16_000;

/** A notepad as a save holds it: outside input, bounded before anything reads it. */
export const NotesSchema = z.string().max(NOTES_MAX);
