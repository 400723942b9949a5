import { h } from '../dom';

// The solitaire setting "debrief after each turn" (issue 17.4): kept on this device.

const KEY = 'sea-devils:debrief-each-turn';

export function debriefEachTurn(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

/** A checkbox for the turn summary: show the player's debrief after each turn's summary. */
export function debriefToggle(): HTMLElement {
  const box = h('input', { type: 'checkbox', 'data-action': 'debrief-each-turn' }) as HTMLInputElement;
  box.checked = debriefEachTurn();
  box.addEventListener('change', () => {
    try {
      localStorage.setItem(KEY, box.checked ? 'on' : 'off');
    } catch {
      /* storage off: the setting lasts this page */
    }
  });
  return h('label', { class: 'debrief-setting' }, box, ' Debrief after each turn (what you know so far)');
}
