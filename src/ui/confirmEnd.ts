import type { EndPhase } from '../engine/index';
import { h } from './dom';
import { showModal } from './modal';

// Ending a phase with ships or points unused asks first (issue 16.5), with "don't ask again"
// kept on this device. The engine's legal-actions query says what is left unused.

const CONFIRM_KEY = 'sea-devils:confirm-end-phase';

/** What ending the phase now would leave unused, in words; empty: nothing, no need to ask. */
export function unusedText(end: EndPhase, shipName: (id: string) => string): string[] {
  const out: string[] = [];
  // Points matter only while a ship could still take them; Semmes waiting has its own button.
  if (end.unusedShips.length) {
    const names = end.unusedShips.map(shipName);
    out.push(
      `${end.unusedShips.length} ship${end.unusedShips.length === 1 ? '' : 's'} not used: ${names.slice(0, 8).join(', ')}${names.length > 8 ? ', …' : ''}`,
    );
  }
  const pts = end.pointsLeft && end.unusedShips.length ? Object.entries(end.pointsLeft).filter(([, n]) => typeof n === 'number' && n > 0) : [];
  if (pts.length) out.push(`Deployment Points left (10.31): ${pts.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  return out;
}

/** True to go on: nothing unused, the player said not to ask again, or the player confirmed. */
export async function confirmEndPhase(layer: HTMLElement, end: EndPhase, shipName: (id: string) => string): Promise<boolean> {
  const lines = unusedText(end, shipName);
  if (!lines.length || localStorage.getItem(CONFIRM_KEY) === 'never') return true;
  const never = h('input', { type: 'checkbox', name: 'dont-ask' });
  const ok = await showModal(
    layer,
    'End the phase?',
    [
      h(
        'ul',
        { class: 'confirm-unused' },
        lines.map((l) => h('li', {}, l)),
      ),
      h('label', { class: 'check' }, never, " Don't ask again"),
    ],
    [
      { label: 'End the phase', value: true, primary: true },
      { label: 'Go back', value: false },
    ],
    'confirm-end-modal',
  );
  if (never.checked) localStorage.setItem(CONFIRM_KEY, 'never');
  return ok;
}

/**
 * 10.4: the Federal ends placement with ships still owed. Offers the screen's choice of them
 * (owedSelection) to select before ending; true to select them and end. Without asking when the
 * player said not to ask again (the choice is then written to the log as the selections are).
 */
export async function confirmOwedSelection(layer: HTMLElement, owed: string, names: string[]): Promise<boolean> {
  if (localStorage.getItem(CONFIRM_KEY) === 'never') return true;
  return showModal(
    layer,
    'Ships still to select',
    [
      h(
        'p',
        {},
        `The points on the track must still buy ${owed}: while ships of a type wait on the map or in the Available Pool, its points may not be left unspent (10.4, 10.41).`,
      ),
      h('p', {}, `Select these and end placement? ${names.join(', ')}`),
    ],
    [
      { label: 'Select them and end', value: true, primary: true },
      { label: 'Go back and choose', value: false },
    ],
    'owed-selection-modal',
  );
}
