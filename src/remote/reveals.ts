import type { GameData } from '../data/gameData';
import { apply, scriptedDice, type ApplyResult, type Command, type GameState } from '../engine/index';
import { fail } from './checks';
import type { PublicCommand, RevealedRecord } from './protocol';
import type { SideGame } from './sideGame';
import { openRecords } from './verify';

// The sealed Activity Records of a game played apart (4.3, docs/remote-play.md). The Confederate
// sends the Federal a seal of commitments only (and the Stonewall's record, which moves in the
// open, 11.61); when the Federal has committed its movement, the Confederate reveals its records
// with their salts, and the Federal checks them against the commitments and the game they were
// sealed in.

/** Whether the game holds records this client cannot read yet (the Federal's, before the reveal). */
export const hiddenRecords = (st: GameState): boolean => Object.values(st.records).some((r) => r.record === null || r.salt === null);

/** The Federal's copy of a seal: commitments only, and the Stonewall's open record (11.61). */
export function publicSeal(
  data: GameData,
  st: GameState,
  cmd: Extract<Command, { type: 'sealRecords' }>,
): { ok: true; command: PublicCommand } | Extract<ApplyResult, { ok: false }> {
  // A dry run on dice that cannot run out: the commitments do not depend on the dice.
  const dry = apply(data, { ...st, dice: scriptedDice(...Array<number>(200).fill(1)) }, cmd);
  if (!dry.ok) return dry;
  const commitments = Object.entries(dry.state.records).map(([ship, r]) => ({ ship, commitment: r.commitment }));
  const open = Object.values(dry.state.records)
    .filter((r) => r.revealed && r.record)
    .map((r) => r.record!);
  return { ok: true, command: { type: 'sealCommitments', side: 'confederate', commitments, open } };
}

/** The Confederate's reveal, due when the Federal ends its movement (3.0 phase 4): every record with its salt. */
export function recordsToReveal(st: GameState): RevealedRecord[] {
  return Object.entries(st.records).map(([ship, r]) => ({ ship, record: r.record!, salt: r.salt! }));
}

/** The Federal takes the Confederate's reveal at the Activity Phase: legal when sealed and matching its commitments (4.3, verify.ts). */
export function takeRecords(g: SideGame, records: RevealedRecord[]): void {
  const st = g.state;
  const base = g.s.sealBase;
  if (g.s.side !== 'federal' || !st || !hiddenRecords(st) || !base)
    return fail('sequence', 'records are revealed only to the Federal player, when sealed records wait for the Activity Phase');
  g.s.state = openRecords(g.data, st, base, records);
  g.s.sealBase = null;
}
