import type { GameData } from '../../data/gameData';
import { type GameEvent, type GameView, type Side, visibleEvents } from '../../engine/index';
import type { MapCounter, MapViewApi } from '../map/MapView';
import type { Playback } from '../playback';
import type { PanelHost } from '../panels/panel';
import type { GameSession } from '../session';
import { WaitingPanel } from '../panels/simple';
import { showModal } from '../modal';
import { turnSummary } from '../summary';
import { debriefEachTurn, debriefToggle } from '../debrief/setting';
import { phaseName } from '../names';
import { computerPlays } from '../../game/match';
import type { ScreenChrome } from './chrome';

// What a command caused, shown on the game screen: plain log lines, or, when the Activity Phase
// ran, its playback on the map (issue 17), the turn's summary and (solitaire) the debrief; and
// the last playback again on request (17.3). It draws only, on the screen's chrome (chrome.ts).

export interface PresenterHost {
  readonly data: GameData;
  /** The screen as its panels see it (the waiting panel's). */
  readonly panelHost: PanelHost;
  session(): GameSession;
  disposed(): boolean;
  /** Redraws the screen and picks its panel. */
  update(): void;
  openDebrief(side: Side): Promise<void>;
}

/** The playback's module once loaded (at idle after the map is drawn, or when first needed). */
let playbackCode: typeof import('../playback') | null = null;

/** Loads the playback's code ahead (issue 47: not part of the first map's download). */
export function preloadPlayback(): Promise<unknown> {
  return import('../playback').then((m) => {
    playbackCode = m;
  });
}

export class ActivityPresenter {
  /** Issue 17.3: the last Activity Phase playback, to watch again; and its button. */
  private last: { events: GameEvent[]; before: MapCounter[]; beforeView: GameView; log: GameEvent[] } | null = null;

  constructor(
    private readonly ui: ScreenChrome,
    private readonly host: PresenterHost,
  ) {}

  /** Shows what a command caused: plain log lines, or a playback when the Activity Phase ran. */
  async present(events: GameEvent[], beforeView: GameView, before: MapCounter[]): Promise<void> {
    const { ui, host } = this;
    const session = host.session();
    const seen = visibleEvents(events, session.holder);
    const first = seen.findIndex((e) => e.phase === 'confederateActivity' || e.kind === 'gameOver');
    if (first < 0 || !ui.map) {
      host.update();
      return;
    }
    const all = session.visible();
    const base = all.slice(0, all.length - seen.length);
    // Tracks and pools stay as they were until the playback has shown how they changed.
    ui.tracks.render(beforeView);
    ui.log.show(base.concat(seen.slice(0, first)));
    const playback = await this.newPlayback(ui.map);
    if (host.disposed()) return;
    if (!playback) {
      ui.notice('The playback could not be loaded: check the connection, then reload the page. The log has what happened.', 'error');
      host.update();
      return;
    }
    ui.setPanel({ el: playback.el, refresh() {} }, 'playback');
    ui.decorate([], null);
    ui.phaseEl.textContent = `GT ${seen[first]!.turn} · ${phaseName('confederateActivity')}`;
    await playback.play(seen.slice(first), before, (n) => ui.log.show(base.concat(seen.slice(0, first + n))));
    this.last = { events: seen.slice(first), before, beforeView, log: base.concat(seen.slice(0, first)) };
    ui.againBtn.hidden = false;
    ui.fold.fit();
    ui.panelKey = '';
    const ended = seen.slice(first).find((e) => e.kind === 'turn' || e.kind === 'gameOver');
    const v = host.panelHost.view();
    host.update();
    if (ended) {
      const turn = seen[first]!.turn;
      const solo = computerPlays(session.seats);
      await showModal(
        ui.dialogLayer,
        `End of Game Turn ${turn}`,
        [turnSummary(host.data, v, session.visible(), turn), ...(solo ? [debriefToggle()] : [])],
        [{ label: 'Continue', value: true, primary: true }],
        'summary-modal',
      );
      // Solitaire with the setting on (issue 17.4): the player's own debrief of the game so far.
      if (solo && debriefEachTurn() && session.state.phase !== 'gameOver') await host.openDebrief(session.holder);
    }
  }

  /** Issue 17.3: the last Activity Phase played back again, from the map as it was before it. */
  async again(): Promise<void> {
    const { ui, last } = this;
    if (!last || !ui.map) return;
    const playback = await this.newPlayback(ui.map);
    if (!playback) return;
    ui.tracks.render(last.beforeView);
    ui.setPanel({ el: playback.el, refresh() {} }, 'playback');
    ui.decorate([], null);
    await playback.play(last.events, last.before, (n) => ui.log.show(last.log.concat(last.events.slice(0, n))));
  }

  /**
   * The Activity Phase's playback: its code loads once the map is drawn (issue 47: not part of the
   * first map's download), so it is made at once; if it is still loading, the panel says so meanwhile
   * (the phase's panel must not linger as if it still took orders). Null if it cannot be loaded.
   */
  private async newPlayback(map: MapViewApi): Promise<Playback | null> {
    if (!playbackCode) {
      this.ui.setPanel(new WaitingPanel(this.host.panelHost, 'Opening the playback…'), 'playback');
      playbackCode = await import('../playback').catch(() => null);
      if (!playbackCode) return null;
    }
    return new playbackCode.Playback(this.host.data, map, (r) => this.ui.rules.open(r), this.ui.tracks.clocks);
  }
}
