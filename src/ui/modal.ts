import { h, fill } from './dom';
import { inertOutside } from './inertOutside';

// A dialog over the game: content, buttons, and a promise of the button chosen. Enter picks the
// primary button, Escape the last one.

export interface ModalButton<T> {
  label: string;
  value: T;
  primary?: boolean;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Issue 35.2: keeps the keyboard inside a dialog: Tab from its last control goes to its first,
 * Shift+Tab from its first to its last; and (48.7) the page outside it is inert, out of a screen
 * reader's reach as well, while it is held. Returns the function that lets go (call it once the
 * dialog is off the page): the focus goes back where it was, if that is still on the page and
 * no other dialog is open.
 */
export function holdFocus(box: HTMLElement): () => void {
  const before = document.activeElement as HTMLElement | null;
  const controls = () => [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const key = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || !box.isConnected) return;
    const all = controls();
    if (!all.length) return;
    const i = all.indexOf(document.activeElement as HTMLElement);
    const to = e.shiftKey ? (i <= 0 ? all.at(-1)! : null) : i < 0 || i === all.length - 1 ? all[0]! : null;
    if (to) {
      e.preventDefault();
      to.focus();
    }
  };
  document.addEventListener('keydown', key, true);
  const release = inertOutside(box);
  return () => {
    document.removeEventListener('keydown', key, true);
    release();
    const now = document.activeElement;
    if (before?.isConnected && (!now || now === document.body || box.contains(now)) && !document.querySelector('[aria-modal="true"]'))
      before.focus({ preventScroll: true });
  };
}

export function showModal<T>(layer: HTMLElement, title: string, body: HTMLElement | HTMLElement[], buttons: ModalButton<T>[], cls = ''): Promise<T> {
  return new Promise((resolve) => {
    const done = (v: T) => {
      box.remove();
      document.removeEventListener('keydown', key, true);
      letGo();
      resolve(v);
    };
    const key = (e: KeyboardEvent) => {
      // Enter on another of the dialog's buttons is that button's (issue 35.2: the keyboard picks any answer).
      if (e.key === 'Enter' && e.target instanceof HTMLButtonElement && box.contains(e.target)) return;
      if (e.key === 'Enter') {
        const p = buttons.find((b) => b.primary) ?? buttons[0];
        if (p) {
          e.preventDefault();
          e.stopPropagation();
          done(p.value);
        }
      } else if (e.key === 'Escape' && buttons.length) {
        e.preventDefault();
        e.stopPropagation();
        done(buttons.at(-1)!.value);
      }
    };
    const content = h('div', { class: 'modal-body' });
    fill(content, body);
    const box = h(
      'div',
      { class: `modal ${cls}`, role: 'dialog', 'aria-modal': 'true', 'aria-label': title },
      h(
        'div',
        { class: 'modal-card' },
        h('h2', {}, title),
        content,
        h(
          'div',
          { class: 'actions' },
          buttons.map((b) => h('button', { type: 'button', class: `btn${b.primary ? ' primary' : ''}`, onclick: () => done(b.value) }, b.label)),
        ),
      ),
    );
    layer.appendChild(box);
    document.addEventListener('keydown', key, true);
    const letGo = holdFocus(box);
    (box.querySelector('.btn.primary') as HTMLButtonElement | null)?.focus();
  });
}
