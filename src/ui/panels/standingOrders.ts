import type { FederalOrders, MovementActions } from '../../engine/index';
import { h } from '../dom';
import { ruleLink, type PanelHost } from './panel';

// The Federal's standing orders (issue 46.3), in the Federal Movement panel of a game where he is
// not asked live (played apart, hot seat, solitaire without "ask me"): which ships on the map do
// not search (6.1), whether a unit out-gunned by the raider it spotted avoids battle (6.13), and
// which raider of a squadron takes his damage (4.51). Each change is one `federalOrders` command,
// so it travels with the movement and the engine's log line cites the rule.

/** The section, or null when the game asks the Federal live (his answers are his own then). */
export function standingOrdersSection(host: PanelHost, mv: MovementActions, open: boolean, onToggle: (open: boolean) => void): HTMLElement | null {
  if (!mv.orders.used) return null;
  const d = host.data;
  const o = mv.orders.current;
  const send = (next: FederalOrders) => host.send({ type: 'federalOrders', side: 'federal', orders: next });
  const ships = mv.ships.map((m) => m.ship).sort((x, y) => d.federal[x]!.name.localeCompare(d.federal[y]!.name));
  const details = h(
    'details',
    { class: 'standing-orders', 'data-testid': 'federal-orders', open },
    h('summary', {}, 'Standing orders ', h('span', { class: 'muted small', 'data-testid': 'federal-orders-summary' }, summary(o))),
    h('p', { class: 'muted small' }, 'How your ships answer while the raiders move: you are not asked in this game.'),
    ships.length
      ? h(
          'fieldset',
          { class: 'chips' },
          h('legend', {}, 'Do not search ', ruleLink(host, '6.1')),
          ships.map((id) =>
            h(
              'label',
              { class: 'check chip' },
              h('input', {
                type: 'checkbox',
                'data-no-search': id,
                checked: o.noSearch.includes(id),
                onchange: (e: Event) => {
                  const on = (e.target as HTMLInputElement).checked;
                  void send({ ...o, noSearch: on ? [...o.noSearch, id] : o.noSearch.filter((x) => x !== id) });
                },
              }),
              ` ${d.federal[id]!.name}`,
            ),
          ),
        )
      : null,
    h(
      'label',
      { class: 'check' },
      h('input', {
        type: 'checkbox',
        'data-order': 'avoid',
        checked: o.avoidWhenOutgunned,
        onchange: (e: Event) => void send({ ...o, avoidWhenOutgunned: (e.target as HTMLInputElement).checked }),
      }),
      ' Avoid battle when the raider out-guns the ship that spots it ',
      ruleLink(host, '6.13'),
    ),
    h(
      'label',
      { class: 'fire-at' },
      'Damage to a raiders’ squadron goes to ',
      h(
        'select',
        {
          'data-order': 'fireAt',
          onchange: (e: Event) => void send({ ...o, fireAt: (e.target as HTMLSelectElement).value === 'biggestGuns' ? 'biggestGuns' : 'nearestSinking' }),
        },
        h('option', { value: 'nearestSinking', selected: o.fireAt === 'nearestSinking' }, 'the ship nearest sinking'),
        h('option', { value: 'biggestGuns', selected: o.fireAt === 'biggestGuns' }, 'the biggest guns'),
      ),
      ' ',
      ruleLink(host, '4.51'),
    ),
  );
  details.addEventListener('toggle', () => onToggle((details as HTMLDetailsElement).open));
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
