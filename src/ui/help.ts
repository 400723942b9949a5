import { h } from './dom';
import { showModal } from './modal';

// The "?" overlay (issue 16.6): every key the game screen answers to, in one list.

export const KEYS: readonly { keys: string; what: string }[] = [
  { keys: '← ↑ → ↓ or W A S D', what: 'pan the map' },
  { keys: '+ / −', what: 'zoom in / out (also the buttons on the map)' },
  { keys: '0', what: 'back to the whole map' },
  { keys: 'Enter', what: 'move the selected ship along the planned path' },
  { keys: 'Backspace', what: 'drop the last step of the path' },
  { keys: 'Esc', what: 'clear the path, or close a dialog' },
  { keys: 'L', what: 'the map as a list: its areas and stacks, to choose from without the mouse' },
  { keys: 'P', what: "the Federal's plot: shade where the raiders could be (Federal only)" },
  { keys: 'Ctrl+Z', what: 'undo, back to the last die rolled or the last hand-over' },
  { keys: '?', what: 'this list' },
];

/** The keys as a table (the overlay's body). */
export function keysTable(): HTMLElement {
  return h(
    'table',
    { class: 'help-keys', 'data-testid': 'help-keys' },
    h(
      'tbody',
      {},
      KEYS.map((k) => h('tr', {}, h('th', { scope: 'row' }, h('kbd', {}, k.keys)), h('td', {}, k.what))),
    ),
  );
}

/** Opens the key list over the game; resolves when closed. */
export function showHelp(layer: HTMLElement): Promise<boolean> {
  return showModal(
    layer,
    'Keys',
    [keysTable(), h('p', { class: 'small muted' }, 'The keys work as soon as the game screen is open; not while you type in a field.')],
    [{ label: 'Close', value: true, primary: true }],
    'help-modal',
  );
}
