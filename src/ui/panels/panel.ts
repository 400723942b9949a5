import type { GameData } from '../../data/gameData';
import type { ApplyResult, GameView, LegalActions, Command } from '../../engine/index';
import type { MapHighlight } from '../map/MapView';
import { h } from '../dom';

// What every phase panel may use from the game screen, and what it offers back. A panel draws
// the holder's view and sends commands; the engine decides everything.

export interface PanelHost {
  readonly data: GameData;
  /** The view of the side at the device. */
  view(): GameView;
  /** What that side may do now: the engine's legal-actions query on the view (with `ship`: its reach too). */
  actions(ship?: string): LegalActions;
  /** Sends a command; on refusal shows the engine's message and resolves false. */
  send(command: Command): Promise<boolean>;
  /** Sends commands as one action, saved and shown once; stops at the first refusal (resolves false). */
  sendAll(commands: readonly Command[]): Promise<boolean>;
  /** Would the engine accept this? (Never changes the game.) */
  check(command: Command): ApplyResult;
  /** The panel's own decorations on the map: highlights and a planned path. */
  decorate(highlights: MapHighlight[], path: { from: string | null; areas: string[]; ok: boolean } | null): void;
  /** Counters marked as selected. */
  select(ids: string[]): void;
  centerOn(area: string): void;
  openRule(rule: string): void;
  notice(text: string, kind?: 'error' | 'info'): void;
  /** Where a panel's dialogs are shown (over the map). */
  modalLayer(): HTMLElement;
}

export interface Panel {
  readonly el: HTMLElement;
  /** Shown as a dialog over the map rather than in the side panel. */
  readonly modal?: boolean;
  onAreaClick?(area: string, ev: { shift: boolean; button: number }): void;
  /** A click on a stack: its ship ids and the area it stands in. */
  onCounterClick?(ids: string[], area: string | null): void;
  onKey?(ev: KeyboardEvent): void;
  /** The game changed within the same phase: redraw. */
  refresh(): void;
  destroy?(): void;
}

export const ruleLink = (host: PanelHost, rule: string) =>
  h('button', { class: 'rule-link', type: 'button', title: `Rule ${rule}`, onclick: () => host.openRule(rule) }, rule);

export const panelTitle = (host: PanelHost, title: string, rule: string, sub?: string) =>
  h('header', { class: 'panel-head' }, h('h2', {}, title, ' ', ruleLink(host, rule)), sub ? h('p', { class: 'panel-sub' }, sub) : null);
