import { h } from '../dom';
import type { BottomSheet } from '../sheet';

/**
 * Issue 48.7: the first stops of the Tab key skip the top bar and the map's controls: to the
 * orders (the selected ship's, or the panel's first control) and to the phase's main action
 * (End movement, Seal, ...). On a phone the sheet opens to show them.
 */
export function skipLinks(sideBody: HTMLElement, sheet: BottomSheet): HTMLElement {
  const to = (find: () => HTMLElement | null) => () => {
    if (sheet.current === 'peek') sheet.set('half');
    const el = find();
    el?.focus();
    el?.scrollIntoView({ block: 'nearest' });
  };
  const enabled = (sel: string) =>
    [...sideBody.querySelectorAll<HTMLElement>(sel)].find((el) => !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0) ?? null;
  const skip = (label: string, find: () => HTMLElement | null) => h('button', { type: 'button', class: 'skip-link', onclick: to(find) }, label);
  return h(
    'nav',
    { class: 'skip-links', 'aria-label': 'Skip links' },
    skip('Skip to the orders', () =>
      enabled('[aria-pressed="true"], [aria-current="true"], .selected button') ?? enabled('button, [href], input, select, textarea')),
    skip("Skip to the phase's main action", () => enabled('[data-action="end-phase"], [data-action="seal"], .btn.primary')),
  );
}
