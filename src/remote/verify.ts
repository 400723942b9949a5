import type { GameData } from '../data/gameData';
import { fillRevealed, recordProblems, variantOn, type Command, type GameState, type Side } from '../engine/index';
import { own } from '../data/ids';
import { verifyElement, type KnownChain } from './commit';
import { chainLength } from './diceSeeds';
import { digestOf, type Message, type RevealedRecord } from './protocol';
import { fail } from './checks';
import { publicHash } from './publicHash';

// The checks of a message that a player's client (incoming.ts, client.ts) and a spectator
// (spectator.ts) both make, in one place so the two can never disagree on what a message must
// be (docs/remote-play.md, "The checks on an incoming message"). Each failed check throws its
// name (checks.ts); the caller works on a copy, so a refused message changes nothing.

/** `integrity check failed`: the content does not match the digest it carries. */
export function checkDigest(m: Message): void {
  if (digestOf(m) !== m.digest) fail('integrity', `message ${m.seq}'s content does not match its digest: it was altered or damaged on the way`);
}

/**
 * The message's place in the conversation: `replayed message` for a number already taken (a
 * different message under it too), `out of order` for any number but the one `due`, and
 * `message chain broken` for a message that does not answer `prev` (the digest of the last one).
 */
export function checkPlace(m: Message, p: { due: number; last: { seq: number; digest: string } | null; prev: string | null }): void {
  if (p.last && m.seq <= p.last.seq) {
    fail(
      'replayed',
      m.seq === p.last.seq && m.digest !== p.last.digest
        ? `a different message ${m.seq} was already received: a message once sent cannot be replaced`
        : `message ${m.seq} was already received`,
    );
  }
  if (m.seq !== p.due)
    fail(
      'outOfOrder',
      m.seq > p.due
        ? `message ${m.seq} arrived, but the next one due is ${p.due}: an earlier message is missing`
        : `message ${m.seq} is not the reply due (message ${p.due})`,
    );
  if (m.prev !== p.prev) fail('chain', `message ${m.seq} does not answer message ${p.due - 1}: it belongs to another branch of the game`);
}

/** An invitation this page can take: the host's side sends it, for a scenario, dice chain and data this page has. */
export function checkInvitation(data: GameData, m: Message): Extract<Message['body'], { kind: 'invite' }> {
  const b = m.body;
  if (b.kind !== 'invite' || m.seq !== 0 || m.prev !== null)
    return fail('sequence', 'this is not an invitation to a new game (it is a later message of a game)');
  const sc = own(data.scenarios, b.scenario);
  if (!sc) return fail('sequence', `the invitation names a scenario this game does not have: "${b.scenario}"`);
  if (m.from !== b.hostSide) fail('wrongSender', "the invitation is not from the host's side");
  if (b.chainLength !== chainLength(sc.firstTurn, sc.lastTurn, variantOn(b.options, 'liveDecisions')))
    fail('sequence', "the invitation's dice chain does not fit its scenario");
  if (b.dataPack !== (data.pack?.name ?? null))
    fail('sequence', `the invitation was made with ${b.dataPack ? `the data pack "${b.dataPack}"` : 'the built-in values'}: load the same data first`);
  return b;
}

/**
 * `bad dice-chain element`: the element revealed must hash forward onto what was known of the
 * sender's chain (its anchor, or its latest element), and never be an older one. Gives what is
 * known after it.
 */
export function nextElement(known: KnownChain, reveal: { index: number; element: string }, from: Side): KnownChain {
  if (reveal.index < known.index || !verifyElement(known, reveal.index, reveal.element))
    fail('chainElement', `the dice-chain element for segment ${reveal.index} does not hash to the one the ${from} player committed to: it is not theirs`);
  return { ...known, index: reveal.index, element: reveal.element };
}

/** `wrong sender`: every command in the message is the sender's own side's. */
export function checkSenders(commands: readonly Command[], from: Side): void {
  commands.forEach((c, i) => {
    if (c.side !== from) fail('wrongSender', `command ${i + 1} (${c.type}) is a ${c.side} command, but the message is from the ${from} player`);
  });
}

/**
 * The Confederate's reveal at the Activity Phase (4.3): `illegal record` unless each record could
 * have been sealed in the game it was sealed in (`sealBase`), `commitment check failed` unless
 * each matches its commitment and every sealed ship is revealed once. Gives the game with them.
 */
export function openRecords(data: GameData, state: GameState, sealBase: GameState, records: readonly RevealedRecord[]): GameState {
  const problems = recordProblems(
    data,
    sealBase,
    records.map((r) => r.record),
  );
  if (problems.length) fail('illegalRecord', `a revealed record could not have been sealed: ${problems.join('; ')}`);
  const r = fillRevealed(state, [...records]);
  return r.ok ? r.state : fail('commitment', r.problems.join('; '));
}

/** `state check failed`: after `applied` commands, this game's public hash is the sender's. */
export function checkPublicHash(state: GameState, applied: number, senderHash: string, from: Side): void {
  const mine = publicHash(state);
  if (mine !== senderHash)
    fail(
      'stateHash',
      `after ${applied} commands this game's hash is ${mine.slice(0, 12)}…, the ${from} player's is ${senderHash.slice(0, 12)}…: the games differ`,
    );
}

/**
 * `state check failed`: every turn carries the hash of the sender's game after its commands (6 in
 * issue 14): a missing hash would let a swapped commitment through. Only a sender still waiting
 * for the set-up's dice (`senderCouldStart` false), with nothing applied, may leave it out; an
 * acceptance, sent before the game can start, has none.
 */
export function checkHashGiven(m: Message, senderCouldStart: () => boolean): void {
  const b = m.body;
  if (b.kind === 'turn' && m.stateHash === null && (b.applied > 0 || b.commands.length > 0 || senderCouldStart()))
    fail('stateHash', "the message gives no hash of the sender's game");
  if (b.kind === 'accept' && m.stateHash !== null) fail('stateHash', 'an acceptance cannot hash a game that has not started');
}
