import type { GameData } from '../../data/gameData';
import { visibleEvents, type GameEvent, type GameView, type Side } from '../../engine/index';
import { computerPlays, handsOff, playedApart } from '../../game/match';
import type { MapViewApi } from '../map/MapView';
import { showModal } from '../modal';
import type { GameSession } from '../session';
import { victoryScreen } from '../summary';
import type { ScreenChrome } from './chrome';

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

/** The end of the game for one screen: the victory once (or again on request), the debriefs; after each, the panel's map marks are put back. */
export class EndOfGame {
  private victoryShown = false;
  private readonly host: EndHost;
  constructor(
    private readonly ui: ScreenChrome,
    game: Pick<EndHost, 'data' | 'session' | 'view' | 'rematch' | 'replay'>,
  ) {
    this.host = {
      ...game,
      layer: ui.dialogLayer,
      openRule: (r) => ui.rules.open(r),
      showLogLine: (focus) => {
        ui.log.setOpen(true);
        focus(ui.log.el);
      },
    };
  }

  async victory(again: boolean): Promise<void> {
    if (this.victoryShown && !again) return;
    this.victoryShown = true;
    await showVictory(this.host, this.ui.map);
    this.redraw();
  }

  async debrief(side: Side | null, ended: string | null = null): Promise<void> {
    await openDebrief(this.host, this.ui.map, side, ended, playedApart(this.host.session.seats));
    this.redraw();
  }

  private redraw(): void {
    this.ui.decorate(this.ui.decorations.hl, this.ui.decorations.path);
  }
}
