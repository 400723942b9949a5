// A tiny element builder: screens are made of plain DOM, text is always set as text (never
// parsed as HTML), so nothing from a save file or the engine can inject markup.

type Child = Node | string | number | null | undefined | false | Child[];
type Handler = (ev: Event) => void;
export type Attrs = Record<string, string | number | boolean | Handler | null | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2).toLowerCase(), value as Handler);
    else if (key === 'class') el.className = String(value);
    else if (value === true) el.setAttribute(key, '');
    else if (key === 'value' && 'value' in el) (el as HTMLInputElement).value = String(value);
    else el.setAttribute(key, String(value));
  }
  append(el, children);
  return el;
}

export function append(el: Node, children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.appendChild(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
}

/**
 * Replaces everything inside `el`. Issue 35.2: a panel redraws itself by filling anew, which
 * would drop the keyboard's focus on the page's body; when the focus was inside, it goes to the
 * new element that stands for the old one (the same data-* names, or the same kind of control),
 * else to the first control there.
 */
export function fill(el: Element, ...children: Child[]): void {
  const active = document.activeElement;
  const was = active && active !== el && el.contains(active) ? describe(active) : null;
  el.replaceChildren();
  append(el, children);
  if (was && (!document.activeElement || document.activeElement === document.body)) refocus(el, was);
}

const KEYS = [
  'data-action',
  'data-pick',
  'data-area',
  'data-step',
  'data-choice',
  'data-ship',
  'data-select',
  'data-speed',
  'data-list-area',
  'data-list-stack',
  'name',
  'value',
];
interface Described {
  exact: string;
  kind: string;
  text: string;
  /** Focusable only by the program (a heading given the focus): its successor is made so too. */
  byProgram: boolean;
}

/** CSS.escape where there is one (a test's DOM may lack it). */
const esc = (v: string) => (typeof CSS !== 'undefined' && typeof CSS.escape === 'function' ? CSS.escape(v) : v.replace(/[^\w-]/g, '\\$&'));

function describe(el: Element): Described {
  const tag = el.tagName.toLowerCase();
  const attrs = KEYS.filter((k) => el.hasAttribute(k)).map((k) => `[${k}="${esc(el.getAttribute(k)!)}"]`);
  const cls = [...el.classList].map((c) => `.${esc(c)}`).join('');
  return { exact: attrs.length ? tag + attrs.join('') : '', kind: tag + cls, text: el.textContent ?? '', byProgram: el.getAttribute('tabindex') === '-1' };
}

function refocus(root: Element, was: Described): void {
  const usable = (list: NodeListOf<HTMLElement>) => [...list].filter((e) => !(e as HTMLButtonElement).disabled && e.getClientRects().length > 0);
  const same = was.exact ? usable(root.querySelectorAll<HTMLElement>(was.exact)) : [];
  const kind = usable(root.querySelectorAll<HTMLElement>(was.kind));
  if (was.byProgram) for (const e of kind) if (!e.hasAttribute('tabindex')) e.tabIndex = -1;
  const order = [
    same.find((e) => e.textContent === was.text),
    same[0],
    was.exact ? undefined : kind.find((e) => e.textContent === was.text),
    kind[0],
    ...usable(root.querySelectorAll<HTMLElement>('button, input, select, textarea, [href], [tabindex]:not([tabindex="-1"])')),
  ];
  // The first that takes the focus (a heading takes it only when made focusable).
  for (const to of order) {
    to?.focus({ preventScroll: true });
    if (to && document.activeElement === to) return;
  }
}

/** Die faces for a roll, each with its number for screen readers and tests. */
export function dice(rolls: number[] | undefined): HTMLElement | null {
  if (!rolls || rolls.length === 0) return null;
  return h(
    'span',
    { class: 'dice' },
    rolls.map((d) => h('span', { class: `die d${d}`, title: `die ${d}`, 'aria-label': `die ${d}` }, String(d))),
  );
}

/** Waits for the browser to paint (so an overlay shows before a long computation). */
export const nextPaint = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
