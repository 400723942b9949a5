import { h } from '../dom';
import type { Side } from '../../engine/index';
import { showHandoff } from './handoffScreen';

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
          close();
          resolve();
        },
      },
      'Ready',
    );
    const close = showHandoff(side, h('div', {}, h('p', {}, secret, ' Press Ready when only that player can see the screen.'), ready));
    ready.focus();
  });
}
