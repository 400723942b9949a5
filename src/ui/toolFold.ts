// Issue 35.1: the top bar's tools on a narrow screen. When the bar cannot show every button, the
// ones that fit least well (first in the list given) are folded away, one at a time, until the
// bar fits; "Menu" is never folded, and its dialog offers the folded ones. A button hidden for
// its own reasons (the tutorial's Saves, "Watch again" before any playback) is neither shown nor
// offered.

export interface FoldItem {
  el: HTMLElement;
  /** Its words in the Menu. */
  label: string;
}

export class ToolFold {
  private readonly watcher: ResizeObserver | null;

  private readonly items: FoldItem[];

  /** `items` in the order they fold; null for a button this screen does not have. */
  constructor(
    private readonly bar: HTMLElement,
    items: (FoldItem | null)[],
  ) {
    this.items = items.filter((it) => it !== null);
    this.watcher = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => this.fit());
    this.watcher?.observe(bar);
  }

  /** A button added later (a game played online adds its chat): it folds just before `before`'s button, or last. */
  add(item: FoldItem, before: Element | null): void {
    const i = this.items.findIndex((it) => it.el === before);
    this.items.splice(i < 0 ? this.items.length : i, 0, item);
    this.fit();
  }

  /**
   * Shows every button, then folds them in order while the bar is wider than its box. When every
   * button that folds is folded and the bar is still too wide (a game online adds its clock, the
   * relay's state and the game hash, issue 48.4), the bar is marked `tight`: styles.css then
   * shortens those notes to their marks (their words stay for a screen reader and in a title).
   */
  fit(): void {
    if (!this.bar.isConnected) return;
    this.bar.classList.remove('tight');
    for (const it of this.items) it.el.classList.remove('folded');
    for (const it of this.items) {
      if (!this.overflows()) return;
      if (it.el.getClientRects().length > 0) it.el.classList.add('folded');
    }
    if (this.overflows()) this.bar.classList.add('tight');
  }

  private overflows(): boolean {
    return this.bar.scrollWidth > this.bar.clientWidth;
  }

  /** The buttons folded away now, in the bar's order. */
  folded(): FoldItem[] {
    return this.items
      .filter((it) => it.el.classList.contains('folded'))
      .sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  }

  destroy(): void {
    this.watcher?.disconnect();
  }
}
