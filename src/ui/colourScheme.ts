import { h } from './dom';
import { setMapScheme, type ColourScheme } from './map/palette';

// Issue 35.3: the colour scheme, standard or high-contrast, kept on this device. The stored
// value is read as hostile input: anything but a known name is the standard scheme. Applied as
// a class on <html> (styles.css) and to the map's palette, which a map reads when it is made.

const KEY = 'sea-devils:colour-scheme';

/** The scheme a stored value names; anything else (missing, unknown, odd types) is standard. */
export function schemeOf(raw: unknown): ColourScheme {
  return raw === 'high-contrast' ? 'high-contrast' : 'standard';
}

export function storedScheme(): ColourScheme {
  try { return schemeOf(localStorage.getItem(KEY)); } catch { return 'standard'; }
}

export function applyScheme(scheme: ColourScheme): void {
  document.documentElement.classList.toggle('high-contrast', scheme === 'high-contrast');
  setMapScheme(scheme);
}

export function chooseScheme(scheme: ColourScheme): void {
  try { localStorage.setItem(KEY, scheme); } catch { /* storage off: the choice lasts this page */ }
  applyScheme(scheme);
}

/** The start screen's checkbox; the map of the next game opened uses the choice. */
export function schemeToggle(): HTMLElement {
  const box = h('input', { type: 'checkbox', 'data-action': 'high-contrast' }) as HTMLInputElement;
  box.checked = storedScheme() === 'high-contrast';
  box.addEventListener('change', () => chooseScheme(box.checked ? 'high-contrast' : 'standard'));
  return h('label', { class: 'check scheme-toggle' }, box, ' High-contrast colours');
}
