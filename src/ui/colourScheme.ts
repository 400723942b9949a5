import { h } from './dom';
import type { ColourScheme } from './map/palette';
import { changeSettings, settings } from './settings';

// Issue 35.3: the colour scheme, standard or high-contrast, kept on this device with the other
// settings (settings.ts, issue 35.4, which reads it as hostile input and applies it: a class on
// <html> (styles.css) and the map's palette, which a map reads when it is made).

/** The scheme a stored value names; anything else (missing, unknown, odd types) is standard. */
export function schemeOf(raw: unknown): ColourScheme {
  return raw === 'high-contrast' ? 'high-contrast' : 'standard';
}

/** The start screen's checkbox; the map of the next game opened uses the choice. */
export function schemeToggle(): HTMLElement {
  const box = h('input', { type: 'checkbox', 'data-action': 'high-contrast' }) as HTMLInputElement;
  box.checked = settings().scheme === 'high-contrast';
  box.addEventListener('change', () => changeSettings({ scheme: schemeOf(box.checked ? 'high-contrast' : 'standard') }));
  return h('label', { class: 'check scheme-toggle' }, box, ' High-contrast colours');
}
