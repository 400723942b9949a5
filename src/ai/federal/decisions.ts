import type { GameData } from '../../data/gameData';
import type { GameState } from '../../engine/types';
import type { PendingDecision } from '../../engine/activity/types';
import type { FederalParams } from '../levels';

// The Federal player's answers in the Activity Phase (when the game asks rather than following
// standing orders): always search (6.1: it costs nothing and a ship may search any number of
// times), and engage a spotted raider (6.13) since a sunk warship costs no Victory Points
// (12.11); only the cautious navy shies away from a raider that outguns the spotting ship.

export function answerFederal(data: GameData, s: GameState, pending: PendingDecision, params: FederalParams): string {
  if (pending.kind === 'search') return pending.options.includes('search') ? 'search' : pending.options[0]!;
  if (pending.kind === 'avoid') {
    const foe = (pending.detail.foe as string[] | undefined) ?? [];
    const ours = foe.reduce((n, id) => n + (data.federal[id]?.gunnery ?? 0), 0);
    const theirs = Number(pending.detail.raiderGunnery ?? 0);
    const avoid = params.avoidStrongerRaiders && theirs > ours;
    return avoid && pending.options.includes('avoid') ? 'avoid' : pending.options.includes('engage') ? 'engage' : pending.options[0]!;
  }
  return pending.options[0]!;
}
