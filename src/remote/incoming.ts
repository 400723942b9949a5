import { clonePlain, offerOf, type Command, type GameState } from '../engine/index';
import { startSeeded } from './segments';
import type { Message, PublicCommand } from './protocol';
import { Refused, fail } from './checks';
import { checkDigest, checkHashGiven, checkPlace, checkPublicHash, checkSenders, nextElement } from './verify';
import { hiddenRecords, recordsToReveal, takeRecords } from './reveals';
import { lastGiven } from './sending';
import { otherSide, type SideGame } from './sideGame';

// The other player's message, checked and applied (docs/remote-play.md): its digest, its game,
// its sender, its place in the conversation, the dice-chain element it reveals, the records,
// every command by the rules, and the hash of the sender's game after them. Each check that
// fails throws its name (checks.ts); the client runs this on a copy of itself, so a refused
// message changes nothing.

/** Checks and applies `m` to `g`. */
export function takeMessage(g: SideGame, m: Message): void {
  const s = g.s;
  checkDigest(m);
  if (m.game !== s.gameId) fail('foreignGame', `this message belongs to game ${m.game.slice(0, 8)}…, not to this game (${s.gameId.slice(0, 8)}…)`);
  if (m.from !== otherSide(s.side))
    fail(
      'wrongSender',
      `the message says it is from the ${m.from} player, but this client plays the ${s.side} side and expects the ${otherSide(s.side)} player's messages`,
    );
  // The reply to this side's last message, and only it.
  checkPlace(m, { due: (s.lastSent?.seq ?? -1) + 1, last: s.lastReceived, prev: s.lastSent?.digest ?? null });
  // The message this side waits for, as the other side's client sent it: a refusal from here on halts the game.
  try {
    takeDue(g, m);
  } catch (e) {
    if (e instanceof Refused) throw new Refused(e.check, e.message, true);
    throw new Refused('illegalCommand', `the game could not take this message (${(e as Error).message})`, true);
  }
}

/** The checks and commands of the message due, its envelope checked. */
function takeDue(g: SideGame, m: Message): void {
  const s = g.s;
  const b = m.body;
  if (b.kind === 'invite' || (b.kind === 'accept') !== (m.seq === 1))
    fail('sequence', `a message of kind "${b.kind}" cannot come at this point (message ${m.seq})`);

  // The other side's chain: each element must hash forward onto what was already known.
  if (b.kind === 'accept') s.their = { anchor: b.anchor, length: s.chainLength, index: -1, element: null };
  const their = s.their!;
  const rev = b.kind === 'turn' || b.kind === 'accept' ? b.reveal : null;
  if (rev) {
    s.their = nextElement(their, rev, m.from);
  }

  // Moves this side made after its last message, while the reply to it was on its way (a slow
  // carrier; client.ts `unanswered`): the sender's game is this side's as it stood at that message.
  // The sender was then waiting on this side, so its reply brings no commands of its own.
  const made = b.kind === 'turn' ? madeSinceSent(g) : 0;
  if (made > 0 && b.kind === 'turn' && b.commands.length)
    fail('sequence', `the message brings ${b.commands.length} commands, but this side has moved since its last message, which the sender had to answer first`);
  const atSent = made > 0 ? { state: s.outboxBase!, applied: s.applied - made } : { state: null, applied: s.applied };

  // A hash from before the commands is refused below (staleHash).
  checkHashGiven(m, () => senderCouldStart(g));
  let hashChecked = m.stateHash === null;
  const checkHash = () => {
    // Read at each call: the sender's commands, applied below, move this side's count on (none come when `made` > 0).
    const applied = made > 0 ? atSent.applied : s.applied;
    if (hashChecked || applied !== (b.kind === 'turn' ? b.applied : 0)) return;
    hashChecked = true;
    const st = atSent.state ?? g.state;
    if (!st) return fail('missingReveal', 'the sender has started the game, but this client cannot yet: a reveal is missing');
    checkPublicHash(st, applied, m.stateHash!, m.from);
  };

  if (b.kind === 'turn' && b.records) takeRecords(g, b.records);
  /** The segment the sender's last command waits on (a turn only). */
  let senderWaitsOn: number | null = null;
  if (!g.state) tryStart(g);
  const started = atSent.state ?? g.state;
  if (b.kind === 'turn' && started) {
    // This side's waiting command came first in the sender's game only if it went out (its
    // outbox empty); one made after this side's last message (the reply was still on its way,
    // client.ts `unanswered`) is not known to the sender, and is applied again after its commands.
    const pendingFirst = s.pending && s.outbox.length === 0 ? [s.pending.command] : [];
    const due = senderPlay(g, started, atSent.applied, [...pendingFirst, ...b.commands]);
    senderWaitsOn = due?.waitsOn ?? null;
    if (due && b.applied !== due.applied) {
      fail(
        'staleHash',
        b.applied < due.applied
          ? `the message's hash is of the sender's game after ${b.applied} commands, but its commands bring the game to ${due.applied}: a hash from before the commands proves nothing`
          : `the sender says it applied ${b.applied} commands, but it could apply only ${due.applied}`,
      );
    }
    if (due && rev!.index < due.reveal) {
      fail(
        'chainElement',
        `the sender's game ${due.waitsOn !== null ? `waits on` : 'has rolled in'} segment ${due.reveal}, but the message re-sends the dice-chain element for segment ${rev!.index}: the new element is due with this step`,
      );
    }
  }
  checkHash();
  const waiting = s.pending;
  if (waiting && g.state) {
    const r = g.applyOne(g.state, waiting.command);
    if (r.ok) {
      s.pending = null;
      s.lockSegment = null;
      g.adopt(r.state, r.events);
    } else if (r.awaiting) {
      // The Confederate answers the end of Federal movement with its records, always (3.0 phase 4).
      if (r.awaiting.what === 'records') fail('missingReveal', 'the Activity Phase is due, but the message does not reveal the sealed records');
      s.lockSegment = Math.max(s.lockSegment ?? 0, g.segmentOf(r.awaiting.segment));
    } else fail('illegalCommand', `the command waiting for this message is now refused: ${r.message}`);
    checkHash();
  }
  if (b.kind === 'turn') {
    if (b.applied > s.applied + (s.pending ? 1 : 0) + b.commands.length)
      fail('sequence', `the sender says it applied ${b.applied} commands, more than the game has`);
    checkSenders(b.commands, m.from);
    b.commands.forEach((c, i) => {
      if (s.pending || !g.state)
        fail('missingReveal', `command ${i + 1} (${c.type}) arrives while this client still waits for ${waitingFor(g)}, which the sender has not revealed`);
      applyIncoming(g, c);
      checkHash();
    });
    if (!hashChecked)
      fail(
        'missingReveal',
        `the sender applied ${b.applied} commands but this client can apply only ${s.applied} (it waits for ${waitingFor(g)}): the sender has not revealed what it needs`,
      );
  }
  s.lastReceived = { seq: m.seq, digest: m.digest };
  s.theirHash = m.stateHash;
  // The game over and both sides at the same point: nothing more to send.
  const done = g.state?.phase === 'gameOver' && !s.pending && b.kind === 'turn' && b.applied === s.applied;
  s.owesReply = !done;
  // The sender's live answer waits on its own dice segment, which this side has rolled in: this
  // side's element for it unblocks the sender now, before this side's own next decision (46.2).
  s.replyNow = !done && senderWaitsOn !== null && g.isLiveSegment(senderWaitsOn) && g.state !== null && g.rolledIn(g.state) >= senderWaitsOn;
}

/** Whether the other side, knowing this side's elements sent so far, can have started the game. */
function senderCouldStart(g: SideGame): boolean {
  return 'state' in startSeeded(g.data, g.s.scenario, g.s.options, g.seedsFrom(0, lastGiven(g).revealed));
}

/** Starts the game once the set-up's dice are known to this side (both first elements). */
function tryStart(g: SideGame): void {
  if (g.s.their?.element === null || !g.s.their) return;
  const start = startSeeded(g.data, g.s.scenario, g.s.options, g.seedsFrom(0));
  if ('awaiting' in start) {
    g.s.lockSegment = Math.max(g.s.lockSegment ?? 0, g.segmentOf(start.awaiting));
    return;
  }
  g.s.state = start.state;
  g.s.events = [...start.events];
  g.s.lockSegment = null;
}

/** One command from the other player. */
function applyIncoming(g: SideGame, c: PublicCommand): void {
  const st = g.state!;
  const s = g.s;
  if (c.type === 'sealCommitments') {
    if (s.side !== 'federal') fail('wrongSender', 'a seal of commitments is sent only to the Federal player');
    s.sealBase = clonePlain(st);
  }
  // The Federal has committed its movement (he ends the step that offers it): the Confederate owes the reveal of its records (3.0 phase 4).
  if (s.side === 'confederate' && c.type === 'endPhase' && offerOf(st, 'federal') === 'federalMovement' && Object.keys(st.records).length) {
    s.revealRecords = recordsToReveal(st);
  }
  const r = g.applyOne(st, c);
  if (r.ok) {
    g.adopt(r.state, r.events);
    return;
  }
  if (!r.awaiting) return fail('illegalCommand', `command ${c.type} refused by the rules: ${r.message} [${r.code}]`);
  s.pending = { command: c, public: c, mine: false };
  s.lockSegment = g.segmentOf(r.awaiting.segment);
}

/**
 * The sender's game as the sender itself could play it: the same commands from this side's
 * game, knowing its whole chain but only the elements of this side's chain sent so far (and,
 * for a Federal sender before the Activity Phase, no record salts). Gives how many commands
 * of the game it has applied, and the chain element it must reveal with them: the one for
 * the latest segment rolled in, or for the segment its last command waits on (6 in issue 14).
 */
function senderPlay(g: SideGame, start: GameState, applied0: number, commands: Command[]): { applied: number; reveal: number; waitsOn: number | null } | null {
  const given = lastGiven(g);
  const upTo = given.revealed;
  let st = start;
  // A Federal sender moving before the records were revealed held no salts, not even the
  // Stonewall's, whose record it was shown at the seal (11.61): its end of movement waited for them.
  if (g.s.side === 'confederate' && st.phase === 'federalMovement' && !given.records) {
    const records: GameState['records'] = {};
    for (const [id, r] of Object.entries(st.records)) records[id] = { ...r, salt: null };
    st = { ...st, records };
  }
  let applied = applied0;
  let waitsOn: number | null = null;
  for (const c of commands) {
    const r = g.applyOne(st, c, upTo);
    if (r.ok) {
      st = r.state;
      applied++;
      continue;
    }
    // A command the rules refuse: the checks that follow name it (wrong sender, illegal command).
    if (!r.awaiting) return null;
    waitsOn = g.segmentOf(r.awaiting.segment);
    // The sender knew this seed (its own element and this side's), yet this side cannot compute it.
    if (r.awaiting.what === 'dice' && waitsOn <= upTo) {
      fail(
        'chainElement',
        `the message's command ${c.type} rolls dice in segment ${waitsOn}, but the message does not reveal the sender's element for it (it sends ${g.s.their?.index ?? 'none'})`,
      );
    }
    break;
  }
  return { applied, reveal: Math.max(0, g.rolledIn(st), waitsOn ?? 0), waitsOn };
}

/** This side's commands in its game that have not gone out yet (a waiting command is not in its game). */
function madeSinceSent(g: SideGame): number {
  const n = g.s.outbox.length;
  return g.s.pending && n > 0 ? n - 1 : n;
}

/** What this client waits for, in words. */
function waitingFor(g: SideGame): string {
  const st = g.state;
  if (!st) return 'the dice of the set-up';
  if (!g.s.pending) return 'nothing';
  return hiddenRecords(st) && st.phase === 'federalMovement' ? 'the sealed records' : `the dice of segment ${g.s.lockSegment}`;
}
