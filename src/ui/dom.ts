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

/** Replaces everything inside `el`. */
export function fill(el: Element, ...children: Child[]): void {
  el.replaceChildren();
  append(el, children);
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
