import { h } from '../dom';
import { holdFocus } from '../modal';
import { SIDE_NAME } from '../names';
import type { Side } from '../../engine/index';

// Hot-seat without passphrases: the screen that covers the game while the device changes hands.
// It resolves when the named player, alone at the screen, presses Ready. (A sealed game asks that
// side's passphrase instead: passphrase.ts.)

/** Covers the page until `side`'s player presses Ready; `secret` says what that player does next. */
export function passDevice(side: Side, secret: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const ready = h(
      'button',
      {
        type: 'button',
        class: 'btn primary big',
        'data-action': 'ready',
        onclick: () => {
          screen.remove();
          letGo();
          resolve();
        },
      },
      'Ready',
    );
    const screen = h(
      'div',
      {
        class: `handoff ${side}`,
        role: 'dialog',
        'aria-modal': 'true',
        'aria-label': `Pass the device to the ${SIDE_NAME[side]} player`,
        'data-testid': 'handoff',
      },
      h(
        'div',
        { class: 'handoff-card' },
        h('p', { class: 'handoff-kicker' }, 'Hot-seat'),
        h('h1', {}, `Pass the device to the ${SIDE_NAME[side]} player`),
        h('p', {}, secret, ' Press Ready when only that player can see the screen.'),
        ready,
      ),
    );
    document.body.appendChild(screen);
    const letGo = holdFocus(screen);
    ready.focus();
  });
}
