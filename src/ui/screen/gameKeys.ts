import { h } from '../dom';
import { showHelp } from '../help';
import { mapCommand } from '../map/controls';

// The game screen's keys (issue 16.6, 35.2): ? the key list, L the map as a list, P the Plot,
// Ctrl+Z a take-back; Escape closes the rules. What the panel of the phase does with a key is
// its own (Panel.onKey).

export type GameKey = 'closeRules' | 'help' | 'mapList' | 'plot' | 'takeBack' | 'panel';

/** What a key pressed on the game screen does; null when it belongs to the focused field or button, or to an open dialog. */
export function gameKeyOf(e: KeyboardEvent, layer: HTMLElement, rulesOpen: boolean): GameKey | null {
  if (e.key === 'Escape' && rulesOpen) return 'closeRules';
  const t = e.target as HTMLElement | null;
  // Typing in a field, or Enter on a focused button, belongs to that element.
  if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA') && e.key !== 'Escape') return null;
  if (t && t.tagName === 'BUTTON' && (e.key === 'Enter' || e.key === ' ')) return null;
  if (layer.querySelector('.modal:not(.panel-modal)')) return null;
  const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
  if (e.key === '?' && !e.ctrlKey && !e.metaKey) return 'help';
  if (e.key.toLowerCase() === 'l' && plain) return 'mapList';
  if (e.key.toLowerCase() === 'p' && plain) return 'plot';
  if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') return 'takeBack';
  return 'panel';
}

/** The map's zoom buttons, the map as a list, and the key list (issue 16.6). */
export function mapZoomButtons(mapHost: HTMLElement, layer: HTMLElement, openMapList: () => void): HTMLElement {
  const b = (label: string, title: string, action: string, fn: () => void) =>
    h('button', { type: 'button', class: 'btn small', title, 'aria-label': title, 'data-action': action, onclick: fn }, label);
  return h(
    'div',
    { class: 'map-zoom', role: 'group', 'aria-label': 'Map view' },
    b('+', 'Zoom in (+)', 'zoom-in', () => mapCommand(mapHost, 'in')),
    b('−', 'Zoom out (−)', 'zoom-out', () => mapCommand(mapHost, 'out')),
    b('⌂', 'The whole map (0)', 'zoom-home', () => mapCommand(mapHost, 'whole')),
    b('☰', 'Map as list (L)', 'map-list', openMapList),
    b('?', 'Keys (?)', 'help', () => void showHelp(layer)),
  );
}
