import type { GameData } from '../../data/gameData';
import type { GameView } from '../../engine/index';
import type { MapCounter, MapHighlight, MapViewApi } from '../map/MapView';
import { h, fill } from '../dom';
import type { ToolFold } from '../toolFold';
import { countersFromView } from '../viewCounters';
import { TracksOverlay } from '../tracks';
import { LogPanel } from '../logPanel';
import { RulesPanel } from '../rulesPanel';
import { AreaTooltip } from '../areaTooltip';
import { PlotControl } from '../plotControl';
import { MapList } from '../mapList';
import { BottomSheet } from '../sheet';
import type { Panel } from '../panels/panel';
import { RemoteBar } from '../remote/remoteBar';
import { gameTopbar } from './topbar';
import { skipLinks } from './skipLinks';
import { gameKeyOf, mapZoomButtons } from './gameKeys';
import { showHelp } from '../help';

// The game screen's parts that only show (issue 46.1): the map with the tracks over it, the top
// bar, the side panel with its panel slot and the log, the notices, the rules, the tooltip, the
// plot and the map as a list. It knows nothing of the game loop: the screen (gameScreen.ts) says
// what to show, and whether the player may act now (`ready`).

export interface ChromeParts {
  data: GameData;
  subtitle: string;
  /** The side's notepad (the screen's: it reads and writes the session). */
  notepad: HTMLElement;
  /** Whether a click on the map or the list reaches the panel now (not busy, not handed off). */
  ready(): boolean;
  /** Whether the screen is hidden for a hand-off (no tooltip then). */
  hidden(): boolean;
  view(): GameView;
  onRules(): void;
  onSaves: (() => void) | null;
  onNotes(): void;
  onReplay: (() => void) | null;
  onMenu(): void;
  onWatchAgain(): void;
}

type Path = { from: string | null; areas: string[]; ok: boolean } | null;

export class ScreenChrome {
  readonly el = h('div', { class: 'game-screen' });
  readonly mapHost = h('div', { class: 'map-host', 'data-testid': 'map' });
  readonly sideBody = h('div', { class: 'side-body' });
  readonly side = h('aside', { class: 'side', 'aria-label': 'Orders' });
  /** Issue 35.1: on a phone the side panel is a sheet pulled up over the map. */
  readonly sheet = new BottomSheet(this.side);
  readonly dialogLayer = h('div', { class: 'modal-layer' });
  readonly phaseEl = h('div', { class: 'phase-name', 'data-testid': 'phase' });
  /** A game played apart: whose move, the pace's clock, the relay and the public hash, in the top bar (docs/remote-play.md). */
  readonly bar = new RemoteBar();
  readonly tracks: TracksOverlay;
  readonly log: LogPanel;
  readonly rules = new RulesPanel();
  readonly tooltip: AreaTooltip;
  /** The Federal's plot (issue 17): the toggle, the raider choice and the legend. */
  readonly plot: PlotControl;
  /** Issue 17.3: shown once an Activity Phase has been played back. */
  readonly againBtn: HTMLElement;
  /** Issue 35.1: the top bar's buttons that do not fit a narrow screen go into the Menu. */
  readonly fold: ToolFold;
  private readonly noticeEl = h('div', { class: 'notice', role: 'status', hidden: true });
  private noticeTimer = 0;
  map: MapViewApi | null = null;
  /** Issue 35.2: the map as a list, while open. */
  private mapList: MapList | null = null;
  panel: Panel | null = null;
  /** What the panel was made for; emptied, the screen makes a new one at its next update. */
  panelKey = '';
  private selected: string[] = [];
  decorations: { hl: MapHighlight[]; path: Path } = { hl: [], path: null };
  counters: MapCounter[] = [];

  constructor(private readonly p: ChromeParts) {
    const { data } = p;
    this.tracks = new TracksOverlay(data, (r) => this.rules.open(r));
    this.log = new LogPanel(data, (r) => this.rules.open(r));
    this.tooltip = new AreaTooltip(data);
    this.plot = new PlotControl(data, (shades) => this.map?.setPlot?.(shades));
    this.againBtn = h('button', { type: 'button', class: 'btn ghost', 'data-action': 'watch-again', hidden: true, onclick: p.onWatchAgain }, 'Watch again');
    fill(this.side, this.sheet.handle, this.sideBody, this.log.el);
    const top = gameTopbar({ ...p, phaseEl: this.phaseEl, bar: this.bar, againBtn: this.againBtn });
    this.fold = top.fold;
    fill(
      this.el,
      skipLinks(this.sideBody, this.sheet),
      top.el,
      h(
        'main',
        { class: 'game-main' },
        h(
          'div',
          { class: 'map-area' },
          this.mapHost,
          this.tracks.el,
          this.tracks.clocks,
          this.noticeEl,
          this.plot.el,
          mapZoomButtons(this.mapHost, this.dialogLayer, () => this.openMapList()),
        ),
        this.side,
      ),
      this.rules.el,
      this.tooltip.el,
      p.notepad,
      this.dialogLayer,
    );
  }

  /** The map, once mounted: its clicks go to the panel, its hover to the tooltip. */
  attachMap(map: MapViewApi): void {
    this.map = map;
    map.onAreaClick((area, ev) => {
      if (this.p.ready()) this.panel?.onAreaClick?.(area, ev);
    });
    map.onCounterClick((ids) => {
      if (this.p.ready()) this.panel?.onCounterClick?.(ids, this.counters.find((c) => c.id === ids[0])?.area ?? null);
    });
    map.onAreaHover((area, at, stack) => {
      if (this.p.hidden()) return;
      // The map reports points on its canvas; the tooltip is placed on the page.
      const r = this.mapHost.getBoundingClientRect();
      this.tooltip.show(area, { x: at.x + r.left, y: at.y + r.top }, this.p.view(), this.counters, stack);
    });
    this.mapHost.addEventListener('mouseleave', () => this.tooltip.hide());
  }

  notice(text: string, kind: 'error' | 'info' = 'info'): void {
    this.noticeEl.hidden = false;
    this.noticeEl.className = `notice ${kind}`;
    this.noticeEl.textContent = text;
    clearTimeout(this.noticeTimer);
    this.noticeTimer = window.setTimeout(
      () => {
        this.noticeEl.hidden = true;
      },
      kind === 'error' ? 9000 : 4000,
    );
  }

  drawCounters(v: GameView = this.p.view()): void {
    this.counters = countersFromView(this.p.data, v, new Set(this.selected));
    this.map?.setCounters(this.counters);
    this.mapList?.refresh();
  }

  decorate(hl: MapHighlight[], path: Path): void {
    this.decorations = { hl, path };
    this.map?.setHighlights(hl);
    this.map?.setPath(path?.from ?? null, path?.areas ?? [], path?.ok ?? true);
    this.mapList?.refresh();
  }

  select(ids: string[]): void {
    if (ids.join() === this.selected.join()) return;
    this.selected = ids;
    this.drawCounters();
  }

  /** Puts a panel in the side panel (or, a decision, docked over it); null: none. */
  setPanel(panel: Panel | null, key: string): void {
    // Issue 35.2: a keyboard whose focus was in the old panel (or lost with it) goes on in the new one.
    const active = document.activeElement;
    const lost = !active || active === document.body || this.side.contains(active) || this.dialogLayer.contains(active);
    this.panel?.destroy?.();
    this.panel?.el.remove();
    this.panel = panel;
    this.panelKey = key;
    this.sideBody.replaceChildren();
    this.dialogLayer.querySelector('.panel-modal')?.remove();
    if (!panel) return;
    // A phone's sheet left closed opens for a new phase's orders, so they are never missed.
    if (this.sheet.current === 'peek' && !panel.modal) this.sheet.set('half');
    // A live decision is docked over the side panel, so the map area where the action is stays in view (issue 16.7).
    if (panel.modal) this.dialogLayer.appendChild(h('div', { class: 'modal panel-modal docked' }, h('div', { class: 'modal-card' }, panel.el)));
    else this.sideBody.appendChild(panel.el);
    if (lost && (document.activeElement === document.body || !document.activeElement) && !this.dialogLayer.querySelector('[aria-modal="true"]')) {
      // Its heading takes the focus, so a screen reader names the new phase and Tab goes on from there.
      const head = panel.el.querySelector<HTMLElement>('h2, h3') ?? panel.el;
      head.tabIndex = -1;
      head.focus({ preventScroll: true });
    }
  }

  /** The device changes hands (hot-seat): nothing of the last player's stays in sight. */
  clear(): void {
    this.mapList?.close();
    this.setPanel(null, '');
    this.decorate([], null);
    this.selected = [];
    this.log.show([]);
    this.tooltip.hide();
    this.plot.refresh(null);
    this.rules.close();
  }

  /** A tool of a game played online (its chat, issue 34.3): a button in the top bar after Notes, and its drawer. */
  addTool(button: HTMLElement, drawer: HTMLElement, label: string): void {
    this.el.querySelector('[data-action="notes"]')?.after(button);
    this.dialogLayer.before(drawer);
    // On a narrow screen it folds into the Menu like the others, after Notes and before Rules (35.1).
    this.fold.add({ el: button, label }, this.el.querySelector('[data-action="rules"]'));
  }

  /**
   * Issue 35.2: the map's areas and stacks as a list (key L, or the list button by the zoom):
   * what the map draws now, from this side's view; choosing in it is clicking on the map.
   */
  openMapList(): void {
    if (this.mapList || !this.p.ready() || !this.map) return;
    const list = new MapList(
      this.p.data,
      {
        now: () => ({ counters: this.counters, highlights: this.decorations.hl }),
        chooseArea: (area) => {
          if (this.p.ready()) this.panel?.onAreaClick?.(area, { shift: false, button: 0 });
        },
        chooseStack: (ids, area) => {
          if (this.p.ready()) this.panel?.onCounterClick?.(ids, area);
        },
      },
      () => {
        this.mapList = null;
      },
    );
    this.mapList = list;
    this.dialogLayer.appendChild(list.el);
    list.focus();
  }

  /** A key pressed on the game screen (gameKeys.ts): the screen's own keys here; `takeBack` is the game's. */
  onKey(e: KeyboardEvent, takeBack: () => void): void {
    const key = gameKeyOf(e, this.dialogLayer, this.rules.isOpen);
    if (key === null) return;
    if (key === 'panel') return this.panel?.onKey?.(e);
    if (key !== 'closeRules') e.preventDefault();
    if (key === 'closeRules') this.rules.close();
    else if (key === 'help') void showHelp(this.dialogLayer);
    else if (key === 'mapList') this.openMapList();
    else if (key === 'plot') this.plot.toggle();
    else takeBack();
  }

  destroy(): void {
    this.fold.destroy();
    this.panel?.destroy?.();
    this.mapList?.close();
    this.map?.destroy();
    this.el.remove();
  }
}
