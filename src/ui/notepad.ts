import { h, fill } from './dom';
import { NOTES_MAX } from '../game/notes';

// The side's private notepad (issue 34.3), as a drawer over the map: what the player types is
// kept as they type (the session holds it; the autosave writes it into that side's save) and is
// never shown to or sent to the other player. In hot-seat it closes when the device changes hands.

export class Notepad {
  readonly el = h('aside', { class: 'notepad', role: 'dialog', 'aria-label': 'Your private notes', 'data-testid': 'notepad', hidden: true });
  private readonly text = h('textarea', {
    class: 'notepad-text',
    maxlength: String(NOTES_MAX),
    rows: 14,
    spellcheck: 'true',
    'aria-label': 'Your private notes',
    'aria-describedby': 'notepad-help',
  }) as HTMLTextAreaElement;
  private readonly count = h('span', { class: 'small muted', 'data-testid': 'notepad-count' });
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** `read`: the notes of the side at the device (null: none open here); `write` keeps them and saves. */
  constructor(
    private readonly read: () => string | null,
    private readonly write: (text: string) => void,
  ) {
    this.text.addEventListener('input', () => {
      this.counted();
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => this.flush(), 400);
    });
    this.text.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        this.close();
      }
    });
    fill(
      this.el,
      h(
        'div',
        { class: 'drawer-head' },
        h('h2', {}, 'Your notes'),
        h('button', { type: 'button', class: 'close', 'aria-label': 'Close the notes', 'data-action': 'notepad-close', onclick: () => this.close() }, '×'),
      ),
      h('p', { class: 'small', id: 'notepad-help' }, 'Private to your side: kept in your own save, never sent to the other player.'),
      this.text,
      this.count,
    );
  }

  get open(): boolean {
    return !this.el.hidden;
  }

  toggle(): void {
    if (this.open) this.close();
    else this.show();
  }

  show(): void {
    const notes = this.read();
    if (notes === null) return;
    this.text.value = notes;
    this.counted();
    this.el.hidden = false;
    this.text.focus();
  }

  close(): void {
    if (!this.open) return;
    this.flush();
    this.el.hidden = true;
    this.text.value = '';
  }

  private flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.el.hidden && this.read() !== this.text.value) this.write(this.text.value);
  }

  private counted(): void {
    this.count.textContent = `${this.text.value.length.toLocaleString('en')} / ${NOTES_MAX.toLocaleString('en')} characters`;
  }
}
