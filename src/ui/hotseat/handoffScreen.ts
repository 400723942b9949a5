import { h } from '../dom';
import { holdFocus } from '../modal';
import { SIDE_NAME } from '../names';
import type { Side } from '../../engine/index';

// The hot-seat hand-off's frame: a screen over the whole page, in the colours of the side the
// device goes to, with its heading. Its card's body is the caller's: a Ready button
// (passDevice.ts) or the passphrase form (passphrase.ts).

/**
 * Shows the hand-off to `side`: `card` (its kicker and heading put first) inside the frame. The
 * keyboard stays on it until it closes (issue 35.2). Returns what closes it.
 */
export function showHandoff(side: Side, card: HTMLElement): () => void {
  card.classList.add('handoff-card');
  card.prepend(h('p', { class: 'handoff-kicker' }, 'Hot-seat'), h('h1', {}, `Pass the device to the ${SIDE_NAME[side]} player`));
  const screen = h(
    'div',
    {
      class: `handoff ${side}`,
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': `Pass the device to the ${SIDE_NAME[side]} player`,
      'data-testid': 'handoff',
    },
    card,
  );
  document.body.appendChild(screen);
  const letGo = holdFocus(screen);
  return () => {
    screen.remove();
    letGo();
  };
}
