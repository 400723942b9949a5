import type { GameData } from '../../data/gameData';
import { visibleEvents, type GameEvent, type GameView, type Side } from '../../engine/index';
import { computerPlays, handsOff } from '../../game/match';
import type { MapViewApi } from '../map/MapView';
import { showModal } from '../modal';
import type { GameSession } from '../session';
import { victoryScreen } from '../summary';

// The end of a game on the game screen: the victory (12.x) with its way to the debrief and the
// replay, and the debrief itself (issue 17.4), lazily loaded.

export interface EndHost {
  readonly data: GameData;
  readonly layer: HTMLElement;
  readonly session: GameSession;
  view(): GameView;
  rematch(): HTMLElement | null;
  replay: ((s: GameSession) => void) | null;
  openRule(rule: string): void;
  /** Opens the log; `focus` then picks the line in it. */
  showLogLine(el: (log: HTMLElement) => void): void;
}

/** The victory screen; resolves once it is closed (and the debrief or replay the player chose has run or started). */
export async function showVictory(host: EndHost, map: MapViewApi | null): Promise<void> {
  const s = host.session;
  const next = await showModal(
    host.layer,
    'The war at sea is over',
    // Hot-seat: both players read it together, so it speaks to neither side.
    [victoryScreen(host.data, host.view(), handsOff(s.seats) ? null : s.holder), host.rematch()].filter((e): e is HTMLElement => e !== null),
    [
      { label: 'Debrief', value: 'debrief' },
      ...(host.replay ? [{ label: 'Replay the game', value: 'replay' }] : []),
      { label: 'Close', value: 'close', primary: true },
    ],
    'victory-modal',
  );
  if (next === 'debrief') await openDebrief(host, map, null);
  if (next === 'replay') host.replay?.(s);
}

/**
 * The debrief: the whole game once it is over (`side` null), or what `side` knows so far
 * (solitaire, each turn; a game online that ended early, headed by `ended`). Played apart, the
 * commands and boards are not this device's to show: the debrief works from the events.
 */
export async function openDebrief(host: EndHost, map: MapViewApi | null, side: Side | null, ended: string | null = null, apart = false): Promise<void> {
  if (!map) return;
  const { debriefOf, showDebrief, focusLogLine } = await import('../debrief/debriefScreen');
  const s = host.session;
  const events: GameEvent[] = side ? visibleEvents(s.events, side) : s.events;
  const debrief = debriefOf(
    { data: host.data, start: s.meta, commands: apart ? null : s.commands, events: s.events, state: s.state, boards: apart ? null : s.boards },
    side,
  );
  // Issue 31.4: the computer's hand, in the whole game's debrief of a finished solitaire game only.
  const hand = side === null && computerPlays(s.seats) ? s.handShown() : null;
  await showDebrief({
    layer: host.layer,
    map,
    data: host.data,
    debrief,
    events,
    hand,
    ended,
    onRule: (r) => host.openRule(r),
    onEvent: (e) => host.showLogLine((log) => focusLogLine(log, s.visible().indexOf(e))),
  });
}
