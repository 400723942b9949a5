import { h } from '../dom';
import { PACE_NAMES, type PaceName } from '../../relay/paceApi';

// The start screen's choice of a pace for a game played online (issue 34.6): how long each
// player has for a move before the other may end the game as abandoned (docs/relay.md, "Pace").

export const PACE_LABEL: Record<PaceName, string> = {
  live: 'Live (10 minutes a move)',
  day: '1 day a move',
  threeDays: '3 days a move',
  none: 'No pace',
};

/** The row with the pace select (shown for "Two players online" only). */
export function paceRow(): HTMLElement {
  return h(
    'label',
    { class: 'pace-row', 'data-testid': 'pace-row' },
    'Pace: ',
    h(
      'select',
      { name: 'pace', 'data-testid': 'pace', 'aria-label': 'Pace of the game online' },
      PACE_NAMES.map((p) => h('option', { value: p, selected: p === 'none' }, PACE_LABEL[p])),
    ),
    h('span', { class: 'small' }, ' past its time, a move may be called abandoned by the other player'),
  );
}

/** The pace the form holds (none when missing or unknown). */
export function paceOf(value: FormDataEntryValue | null): PaceName {
  return PACE_NAMES.find((p) => p === value) ?? 'none';
}
