import type { FederalOrders, MovementActions } from '../../engine/index';
import { h } from '../dom';
import type { PanelHost } from './panel';

// The inside of the Standing orders section (standingOrders.ts), loaded when the section is first
// opened: the first map's download stays under its budget (issue 47) with the section closed.
// The rule links come from the caller: importing panel.ts here would split it out of the game
// screen's chunk into one more chunk of the first download.

/**
 * The orders the player wants but the game does not have yet. Module-wide, because the panel is
 * drawn again after each command: a change made while the one before it is still being saved (played
 * apart, a decision is saved before it is shown) waits here instead of being dropped by the busy
 * screen, and the last one wins.
 */
let wanted: FederalOrders | null = null;
let sending = false;

async function flush(host: PanelHost): Promise<void> {
  if (sending) return;
  sending = true;
  try {
    while (wanted) {
      const next = wanted;
      wanted = null;
      await host.send({ type: 'federalOrders', side: 'federal', orders: next });
    }
  } finally {
    sending = false;
  }
}

function keep<T>(list: T[], e: T): T {
  list.push(e);
  return e;
}

/** The orders' controls: each change is one `federalOrders` command carrying every control's value, so no change undoes another. */
export function standingOrdersBody(host: PanelHost, mv: MovementActions, ruleLink: (host: PanelHost, rule: string) => HTMLElement): (HTMLElement | null)[] {
  const d = host.data;
  const o = mv.orders.current;
  const controls: { noSearch: HTMLInputElement[]; avoid: HTMLInputElement | null; fireAt: HTMLSelectElement | null } = {
    noSearch: [],
    avoid: null,
    fireAt: null,
  };
  // What the controls say now (ships held back that have no box here keep their order).
  const fromControls = (): FederalOrders => {
    const shown = new Set(controls.noSearch.map((c) => c.dataset.noSearch));
    const noSearch = [...o.noSearch.filter((id) => !shown.has(id)), ...controls.noSearch.filter((c) => c.checked).map((c) => c.dataset.noSearch!)];
    return {
      ...o,
      noSearch,
      avoidWhenOutgunned: controls.avoid?.checked ?? o.avoidWhenOutgunned,
      fireAt: controls.fireAt ? (controls.fireAt.value === 'biggestGuns' ? 'biggestGuns' : 'nearestSinking') : o.fireAt,
    };
  };
  const changed = () => {
    wanted = fromControls();
    void flush(host);
  };
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
              keep(controls.noSearch, h('input', { type: 'checkbox', 'data-no-search': id, checked: o.noSearch.includes(id), onchange: changed })),
              ` ${d.federal[id]!.name}`,
            ),
          ),
        )
      : null,
    h(
      'label',
      { class: 'check' },
      (controls.avoid = h('input', { type: 'checkbox', 'data-order': 'avoid', checked: o.avoidWhenOutgunned, onchange: changed })),
      ' Avoid battle when the raider out-guns the ship that spots it ',
      ruleLink(host, '6.13'),
    ),
    h(
      'label',
      { class: 'fire-at' },
      'Damage to a raiders’ squadron goes to ',
      (controls.fireAt = h(
        'select',
        { 'data-order': 'fireAt', onchange: changed },
        h('option', { value: 'nearestSinking', selected: o.fireAt === 'nearestSinking' }, 'the ship nearest sinking'),
        h('option', { value: 'biggestGuns', selected: o.fireAt === 'biggestGuns' }, 'the biggest guns'),
      )),
      ' ',
      ruleLink(host, '4.51'),
    ),
  ];
}
