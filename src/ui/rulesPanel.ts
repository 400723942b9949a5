import { h, fill } from './dom';
import type { RuleNote } from './scenarioNotes';

// The in-game rules reference: our short paraphrase of each numbered section, opened at the
// rule a log line or a hint cites. The notes load the first time the drawer opens (they are no
// part of the first download, issue 18).

interface Reference {
  RULES: RuleNote[];
  ruleNote: (id: string) => RuleNote | null;
}
let reference: Reference | null = null;
let loading: Promise<Reference> | null = null;
const loadReference = (): Promise<Reference> => (loading ??= import('./rulesReference').then(({ RULES, ruleNote }) => (reference = { RULES, ruleNote })));

export class RulesPanel {
  readonly el = h('aside', { class: 'drawer rules-drawer', role: 'dialog', 'aria-label': 'Rules reference', hidden: true });
  private readonly list = h('div', { class: 'rules-list' });
  private readonly search = h('input', { type: 'search', placeholder: 'Search the rules…', 'aria-label': 'Search the rules' });

  constructor() {
    this.search.addEventListener('input', () => this.draw(this.search.value.trim().toLowerCase()));
    fill(
      this.el,
      h(
        'div',
        { class: 'drawer-head' },
        h('h2', {}, 'Rules reference'),
        this.search,
        h('button', { type: 'button', class: 'close', 'aria-label': 'Close', onclick: () => this.close() }, '×'),
      ),
      h('p', { class: 'muted small' }, 'Short summaries in our own words, by rule number. The rule book is the authority.'),
      this.list,
    );
  }

  private draw(q: string): void {
    if (!reference) return;
    const rules: RuleNote[] = reference.RULES;
    fill(
      this.list,
      rules
        .filter((r) => !q || `${r.id} ${r.title} ${r.text}`.toLowerCase().includes(q))
        .map((r) =>
          h(
            'article',
            { class: `rule-note depth-${r.id.split('.')[1]?.length ?? 1}`, id: `rule-${r.id.replace('.', '-')}`, 'data-rule': r.id },
            h('h3', {}, h('span', { class: 'rule-id' }, r.id), ' ', r.title),
            h('p', {}, r.text),
          ),
        ),
    );
    // A search shows its first hit at the top: the old scroll position would hide the first hits above the view.
    if (q) this.toTop();
  }

  /** Scrolls the drawer (and its list) back to the first note. */
  private toTop(): void {
    this.el.scrollTop = 0;
    this.list.scrollTop = 0;
    (this.list.firstElementChild as HTMLElement | null)?.scrollIntoView?.({ block: 'nearest' });
  }

  open(rule?: string): void {
    this.el.hidden = false;
    if (!reference) {
      void loadReference().then(() => {
        this.draw('');
        if (!this.el.hidden) this.open(rule);
      });
      return;
    }
    if (this.search.value || !this.list.firstChild) {
      this.search.value = '';
      this.draw('');
    }
    const note = rule ? reference.ruleNote(rule) : null;
    for (const el of this.list.querySelectorAll('.rule-note.current')) el.classList.remove('current');
    if (note) {
      const el = this.list.querySelector(`[data-rule="${note.id}"]`);
      el?.classList.add('current');
      el?.scrollIntoView({ block: 'start' });
    }
  }

  close(): void {
    this.el.hidden = true;
  }
  get isOpen(): boolean {
    return !this.el.hidden;
  }
}
