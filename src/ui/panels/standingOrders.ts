import type { FederalOrders, MovementActions } from '../../engine/index';
import { h } from '../dom';
import { ruleLink, type PanelHost } from './panel';

// The Federal's standing orders (issue 46.3), in the Federal Movement panel of a game where he is
// not asked live (played apart, hot seat, solitaire without "ask me"): which ships on the map do
// not search (6.1), whether a unit out-gunned by the raider it spotted avoids battle (6.13), and
// which raider of a squadron takes his damage (4.51). Each change is one `federalOrders` command,
// so it travels with the movement and the engine's log line cites the rule.

/** The body's module once loaded (the section then fills at once when the panel is drawn again). */
let body: typeof import('./standingOrdersBody') | null = null;

/** The section, or null when the game asks the Federal live (his answers are his own then). Its controls load when it is first opened. */
export function standingOrdersSection(host: PanelHost, mv: MovementActions, open: boolean, onToggle: (open: boolean) => void): HTMLElement | null {
  if (!mv.orders.used) return null;
  const details = h(
    'details',
    { class: 'standing-orders', 'data-testid': 'federal-orders', open },
    h('summary', {}, 'Standing orders ', h('span', { class: 'muted small', 'data-testid': 'federal-orders-summary' }, summary(mv.orders.current))),
  ) as HTMLDetailsElement;
  let filled = false;
  const fill = () => {
    if (filled) return;
    filled = true;
    if (body) details.append(...body.standingOrdersBody(host, mv, ruleLink).filter((e) => e !== null));
    else
      void import('./standingOrdersBody').then((m) => {
        body = m;
        details.append(...m.standingOrdersBody(host, mv, ruleLink).filter((e) => e !== null));
      });
  };
  if (open) fill();
  details.addEventListener('toggle', () => {
    if (details.open) fill();
    onToggle(details.open);
  });
  return details;
}

/** The orders in a few words, shown when the section is closed. */
function summary(o: FederalOrders): string {
  const parts = [
    o.noSearch.length ? `${o.noSearch.length} ship${o.noSearch.length === 1 ? '' : 's'} not searching` : 'all search',
    o.avoidWhenOutgunned ? 'avoid when out-gunned' : 'engage',
    o.fireAt === 'biggestGuns' ? 'fire at biggest guns' : 'fire at nearest sinking',
  ];
  return `(${parts.join(' · ')})`;
}
