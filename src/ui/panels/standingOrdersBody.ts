import type { FederalOrders, MovementActions } from '../../engine/index';
import { h } from '../dom';
import type { PanelHost } from './panel';

// The inside of the Standing orders section (standingOrders.ts), loaded when the section is first
// opened: the first map's download stays under its budget (issue 47) with the section closed.
// The rule links come from the caller: importing panel.ts here would split it out of the game
// screen's chunk into one more chunk of the first download.

/** The orders' controls: each change is one `federalOrders` command. */
export function standingOrdersBody(host: PanelHost, mv: MovementActions, ruleLink: (host: PanelHost, rule: string) => HTMLElement): (HTMLElement | null)[] {
  const d = host.data;
  const o = mv.orders.current;
  const send = (next: FederalOrders) => host.send({ type: 'federalOrders', side: 'federal', orders: next });
  const ships = mv.ships.map((m) => m.ship).sort((x, y) => d.federal[x]!.name.localeCompare(d.federal[y]!.name));
  return [
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
  ];
}
