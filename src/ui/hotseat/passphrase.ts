import type { Side } from '../../engine/index';
import { h } from '../dom';
import { holdFocus } from '../modal';
import { SIDE_NAME } from '../names';
import { MIN_PASSPHRASE } from './secretBox';
import { showHandoff } from './handoffScreen';

// Hot-seat passphrases (issue 14): each player chooses one at the start, behind a full-screen
// card like the hand-off, and types it whenever the device comes to them. The passphrase seals
// that side's secrets at rest; it never leaves this page and is never stored.

/**
 * Both players choose their passphrases in turn, the Confederate first (the first secret
 * orders are theirs). Resolves null if they cancel.
 */
export async function choosePassphrases(): Promise<Record<Side, string> | null> {
  const out: Partial<Record<Side, string>> = {};
  for (const side of ['confederate', 'federal'] as Side[]) {
    const p = await chooseOne(side);
    if (p === null) return null;
    out[side] = p;
  }
  return out as Record<Side, string>;
}

function chooseOne(side: Side): Promise<string | null> {
  return new Promise((resolve) => {
    const first = h('input', { type: 'password', autocomplete: 'new-password', 'data-testid': 'passphrase', 'aria-label': `${SIDE_NAME[side]} passphrase` });
    const again = h('input', { type: 'password', autocomplete: 'new-password', 'data-testid': 'passphrase-again', 'aria-label': 'The same passphrase again' });
    const error = h('p', { class: 'handoff-error', role: 'alert', 'data-testid': 'passphrase-error' });
    const done = (v: string | null) => {
      screen.remove();
      letGo();
      resolve(v);
    };
    const submit = (e: Event) => {
      e.preventDefault();
      if (first.value.length < MIN_PASSPHRASE) {
        error.textContent = `A passphrase needs at least ${MIN_PASSPHRASE} characters.`;
        return;
      }
      if (first.value !== again.value) {
        error.textContent = 'The two passphrases differ: type the same one twice.';
        return;
      }
      done(first.value);
    };
    const screen = h(
      'div',
      {
        class: `handoff ${side}`,
        role: 'dialog',
        'aria-modal': 'true',
        'aria-label': `The ${SIDE_NAME[side]} player chooses a passphrase`,
        'data-testid': 'choose-passphrase',
        'data-side': side,
      },
      h(
        'form',
        { class: 'handoff-card', onsubmit: submit },
        h('p', { class: 'handoff-kicker' }, 'Hot-seat · a new game'),
        h('h1', {}, `The ${SIDE_NAME[side]} player chooses a passphrase`),
        h(
          'p',
          {},
          `Only the ${SIDE_NAME[side]} player should see the screen now. The passphrase seals this side's secret orders and dice in every save of the game; it is asked whenever the device comes to this side, and it cannot be recovered.`,
        ),
        // Issue 35.5: each label and its field on one line (a grid), the second named in full.
        h('label', { class: 'field' }, h('span', {}, 'Passphrase'), first),
        h('label', { class: 'field' }, h('span', {}, 'Type it again'), again),
        error,
        h(
          'div',
          { class: 'row' },
          h('button', { type: 'submit', class: 'btn primary big', 'data-action': 'set-passphrase' }, 'Set passphrase'),
          h('button', { type: 'button', class: 'btn', 'data-action': 'cancel', onclick: () => done(null) }, 'Cancel'),
        ),
      ),
    );
    document.body.appendChild(screen);
    // Issue 35.2: the keyboard stays on the hand-over screen until it is done.
    const letGo = holdFocus(screen);
    first.focus();
  });
}

/**
 * The hand-off of a sealed hot-seat game: the named player types the passphrase; `unlock`
 * checks it (and opens that side's secrets). Resolves once it was right.
 */
export function askPassphrase(side: Side, text: string, unlock: (passphrase: string) => Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const input = h('input', {
      type: 'password',
      autocomplete: 'current-password',
      'data-testid': 'passphrase',
      'aria-label': `${SIDE_NAME[side]} passphrase`,
    });
    const error = h('p', { class: 'handoff-error', role: 'alert', 'data-testid': 'passphrase-error' });
    const ready = h('button', { type: 'submit', class: 'btn primary big', 'data-action': 'ready' }, 'Ready');
    let busy = false;
    const submit = async (e: Event) => {
      e.preventDefault();
      if (busy) return;
      busy = true;
      ready.disabled = true;
      error.textContent = '';
      try {
        await unlock(input.value);
        close();
        resolve();
      } catch (err) {
        error.textContent = (err as Error).message;
        input.select();
      } finally {
        busy = false;
        ready.disabled = false;
      }
    };
    const close = showHandoff(
      side,
      h(
        'form',
        { onsubmit: (e: Event) => void submit(e) },
        h('p', {}, text, ` The ${SIDE_NAME[side]} player types their passphrase and presses Ready when only they can see the screen.`),
        h('label', { class: 'field' }, h('span', {}, 'Passphrase'), input),
        error,
        ready,
      ),
    );
    input.focus();
  });
}
