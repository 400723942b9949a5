import { h, fill } from './dom';

// A dialog over the game: content, buttons, and a promise of the button chosen. Enter picks the
// primary button, Escape the last one.

export interface ModalButton<T> {
  label: string;
  value: T;
  primary?: boolean;
}

export function showModal<T>(layer: HTMLElement, title: string, body: HTMLElement | HTMLElement[], buttons: ModalButton<T>[], cls = ''): Promise<T> {
  return new Promise((resolve) => {
    const done = (v: T) => {
      box.remove();
      document.removeEventListener('keydown', key, true);
      resolve(v);
    };
    const key = (e: KeyboardEvent) => {
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
    (box.querySelector('.btn.primary') as HTMLButtonElement | null)?.focus();
  });
}
