import { h } from '../dom';
import { ToolFold } from '../toolFold';
import { SIDE_NAME } from '../names';
import { computerPlays, playedApart, type Seats } from '../../game/match';
import type { Side } from '../../engine/index';
import type { RemoteBar } from '../remote/remoteBar';

// The game screen's top bar: the game's name and kind, the phase, the played-apart notes
// (remoteBar.ts) and the tools, folded into the Menu on a narrow screen (issue 35.1).

export interface TopbarParts {
  subtitle: string;
  phaseEl: HTMLElement;
  bar: RemoteBar;
  againBtn: HTMLElement;
  onRules(): void;
  /** Null: no Saves button (a game played apart is kept in the remote games list). */
  onSaves: (() => void) | null;
  onNotes(): void;
  onReplay: (() => void) | null;
  onMenu(): void;
}

/** The kind of game in a few words, from its seats. */
export function gameKindLine(seats: Seats, holder: Side, online: boolean): string {
  if (computerPlays(seats)) return `Solitaire · ${holder === 'federal' ? 'you command the Federal navy' : 'you command the Confederate raiders'}`;
  if (playedApart(seats)) return `Two players ${online ? 'online' : 'apart'} · you play the ${SIDE_NAME[holder]}`;
  return 'Hot-seat';
}

export function gameTopbar(p: TopbarParts): { el: HTMLElement; fold: ToolFold } {
  const button = (action: string, label: string, onclick: () => void, attrs: Record<string, string> = {}) =>
    h('button', { type: 'button', class: 'btn ghost', 'data-action': action, onclick, ...attrs }, label);
  const rulesBtn = button('rules', 'Rules', p.onRules);
  const savesBtn = p.onSaves ? button('saves', 'Saves', p.onSaves) : null;
  const notesBtn = button('notes', 'Notes', p.onNotes, { 'aria-label': 'Your private notes' });
  const replayBtn = p.onReplay ? button('replay', 'Replay', p.onReplay) : null;
  const menuBtn = button('menu', 'Menu', p.onMenu);
  const el = h(
    'header',
    { class: 'topbar' },
    h('div', { class: 'brand' }, h('span', { class: 'brand-name' }, 'Sea Devils'), h('span', { class: 'brand-sub', title: p.subtitle }, p.subtitle)),
    p.phaseEl,
    // Whose move and its clock, side by side; stacked on a tight bar so neither is cut (48.4).
    h('div', { class: 'turn-notes' }, p.bar.turnEl, p.bar.paceSlot),
    p.bar.carrierEl,
    p.bar.hashEl,
    h('nav', { class: 'tools' }, rulesBtn, savesBtn, notesBtn, p.againBtn, replayBtn, menuBtn),
  );
  // Folded first: what a player needs least often in the middle of a turn.
  const fold = new ToolFold(el, [
    replayBtn && { el: replayBtn, label: 'Replay the game' },
    savesBtn && { el: savesBtn, label: 'Saves…' },
    { el: p.againBtn, label: 'Watch the Activity Phase again' },
    { el: notesBtn, label: 'Your notes' },
    { el: rulesBtn, label: 'Rules' },
  ]);
  return { el, fold };
}
