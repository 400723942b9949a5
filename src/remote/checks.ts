import type { GameEvent } from '../engine/index';

// The checks an incoming message goes through (docs/remote-play.md), in order: a refusal names
// the one that failed, and leaves the client exactly as it was.

export type RemoteCheck =
  | 'malformed'
  | 'integrity'
  | 'foreignGame'
  | 'wrongSender'
  | 'replayed'
  | 'outOfOrder'
  | 'chain'
  | 'sequence'
  | 'chainElement'
  | 'commitment'
  | 'illegalRecord'
  | 'illegalCommand'
  | 'missingReveal'
  | 'staleHash'
  | 'stateHash';

/**
 * `halts`: the message refused is the one this side waits for, from the other side's client as it
 * sent it (its digest, game, sender, number and chain all hold), so no other can take its place
 * and the game cannot go on (halt.ts).
 */
export type ReceiveResult = { ok: true; events: GameEvent[] } | { ok: false; check: RemoteCheck; message: string; halts?: boolean };

/** A check that failed, thrown from deep in the checks to the one place that turns it into a refusal. */
export class Refused extends Error {
  constructor(
    readonly check: RemoteCheck,
    message: string,
    readonly halts = false,
  ) {
    super(message);
  }
}

export const fail = (check: RemoteCheck, message: string): never => {
  throw new Refused(check, message);
};

const CHECK_NAMES: Record<RemoteCheck, string> = {
  malformed: 'malformed code',
  integrity: 'integrity check failed',
  foreignGame: 'foreign game',
  wrongSender: 'wrong sender',
  replayed: 'replayed message',
  outOfOrder: 'out of order',
  chain: 'message chain broken',
  sequence: 'out of sequence',
  chainElement: 'bad dice-chain element',
  commitment: 'commitment check failed',
  illegalRecord: 'illegal record',
  illegalCommand: 'illegal command',
  missingReveal: 'missing reveal',
  staleHash: 'stale state hash',
  stateHash: 'state check failed',
};

export const checkName = (c: RemoteCheck): string => CHECK_NAMES[c];
/** Every check, in order. */
export const REMOTE_CHECKS = Object.keys(CHECK_NAMES) as [RemoteCheck, ...RemoteCheck[]];
