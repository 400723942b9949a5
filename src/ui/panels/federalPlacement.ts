import { type Command, type PublicState, selectionCost } from '../../engine/index';
import { availabilityLeft } from '../../engine/rules/index';
import { h, fill, dice } from '../dom';
import { DeploymentType } from '../../data/schema/index';
import { panelTitle, ruleLink, type Panel, type PanelHost } from './panel';
import { owedSelection } from '../owedSelection';
import { confirmOwedSelection } from '../confirmEnd';

// 1C Federal Ship Placement (10.1-10.44): the deployment roll, then choosing the ships to use
// this turn. Each ship shows its cost; a ship that cannot be chosen shows the engine's reason.

export class FederalPlacementPanel implements Panel {
  readonly el = h('div', { class: 'panel placement' });
  /** Ending placement is under way (asking, or selecting the ships owed). */
  private ending = false;
  constructor(private readonly host: PanelHost) {
    this.refresh();
  }

  refresh(): void {
    const { host } = this;
    const v = host.view();
    const d = host.data;
    const s: PublicState = v;
    const roll = v.lastDeploymentRoll;
    const fed = Object.values(v.federal);
    // What may be selected or taken back, and why not, is the engine's answer (10.4).
    const a = host.actions();
    const placement = a.kind === 'federalPlacement' ? a.placement : { select: [], unselect: [], blocked: [], owed: [] };
    // 10.4, 10.41: the ships the track's points must still buy before the segment may end.
    const owed = placement.owed.map((o) => `${o.count} ${o.type}`).join(', ');
    const blocked = new Map(placement.blocked.map((b) => [b.ship, b]));
    const unselectable = new Set(placement.unselect);
    const row = (id: string) => {
      const f = v.federal[id]!;
      const ship = d.federal[id]!;
      const problem = blocked.get(id) ?? null;
      const where = f.where === 'map' ? f.area : f.where === 'available' ? 'Available Pool' : f.where === 'unavailable' ? 'Unavailable Pool' : f.where;
      const c = selectionCost(d, s, id);
      const cost = f.inUse
        ? f.selection
          ? f.selection.paid
            ? f.selection.fromUP
              ? `paid 1 ${ship.type} pt (10.11)`
              : `paid 1 ${ship.type} pt + 1 avail`
            : 'free'
          : 'free (11.2)'
        : c.free
          ? 'free (11.2)'
          : c.fromUnavailablePool
            ? `1 ${ship.type} pt, from the UP (10.11)`
            : `1 ${ship.type} pt + 1 avail`;
      const button = f.inUse
        ? unselectable.has(id)
          ? h('button', { type: 'button', class: 'btn small', onclick: () => host.send({ type: 'unselectShip', side: 'federal', ship: id }) }, 'Unselect')
          : h('span', { class: 'muted small', title: 'Costs nothing where it is (11.2, 11.22, 11.62)' }, 'in use')
        : h(
            'button',
            {
              type: 'button',
              class: 'btn small primary',
              disabled: !!problem,
              title: problem ? `${problem.message} (${problem.rule})` : `Select ${ship.name}`,
              'data-select': id,
              onclick: () => host.send({ type: 'selectShip', side: 'federal', ship: id }),
            },
            'Select',
          );
      return h(
        'tr',
        { class: f.inUse ? 'chosen' : problem ? 'blocked' : '', 'data-ship': id },
        h(
          'td',
          {},
          h(
            'button',
            {
              type: 'button',
              class: 'link',
              onclick: () => {
                if (f.area) host.centerOn(f.area);
                host.select([id]);
              },
            },
            ship.name,
          ),
          h('div', { class: 'small muted' }, `${ship.type} ${ship.gunnery}-${ship.defense}-${ship.movement}${ship.fleet ? ` · fleet ${ship.fleet}` : ''}`),
        ),
        h('td', { class: 'small' }, where ?? ''),
        h('td', { class: 'small', title: 'Availability Points left (10.42)' }, String(availabilityLeft(d, s, id))),
        h('td', { class: 'small' }, cost, problem && !f.inUse ? h('div', { class: 'reason' }, problem.message) : null),
        h('td', {}, button),
      );
    };
    const group = (title: string, ids: string[], open = true) =>
      ids.length === 0
        ? null
        : h(
            'details',
            { class: 'ship-group', open },
            h('summary', {}, `${title} (${ids.length})`),
            h(
              'table',
              { class: 'ships' },
              h('thead', {}, h('tr', {}, h('th', {}, 'Ship'), h('th', {}, 'Where'), h('th', {}, 'Avail'), h('th', {}, 'Cost'), h('th', {}, ''))),
              h('tbody', {}, ids.map(row)),
            ),
          );
    const byType = (ids: string[]) =>
      ids.sort(
        (a, b) =>
          DeploymentType.options.indexOf(d.federal[a]!.type as never) - DeploymentType.options.indexOf(d.federal[b]!.type as never) ||
          d.federal[a]!.name.localeCompare(d.federal[b]!.name),
      );
    const chosen = byType(fed.filter((f) => f.inUse).map((f) => f.id));
    const onMap = byType(fed.filter((f) => !f.inUse && f.where === 'map').map((f) => f.id));
    const avail = byType(fed.filter((f) => f.where === 'available').map((f) => f.id));
    const unavail = byType(fed.filter((f) => f.where === 'unavailable').map((f) => f.id));
    fill(
      this.el,
      panelTitle(
        host,
        'Federal Ship Placement',
        '10.4',
        'Choose the ships you will use this turn. Ships from a pool start in C9 (10.43); ships on the map you leave unselected go to the Available Pool (10.44).',
      ),
      roll
        ? h(
            'div',
            { class: 'roll', 'data-testid': 'deployment-roll' },
            h('span', {}, 'Deployment roll ', ruleLink(host, '10.31'), ': '),
            dice([roll.die]),
            h('span', {}, ` with ${roll.inPlay} raider${roll.inPlay === 1 ? '' : 's'} in play: `),
            h('strong', {}, DeploymentType.options.map((t) => `+${roll.points[t]} ${t}`).join(' ')),
          )
        : null,
      h(
        'div',
        { class: 'points' },
        'Points left: ',
        DeploymentType.options.map((t) => h('span', { class: `pt${v.deploymentTrack[t] ? '' : ' zero'}` }, `${t} ${v.deploymentTrack[t]}`)),
      ),
      owed
        ? h(
            'div',
            { class: 'owed', 'data-testid': 'ships-owed', role: 'status' },
            h('strong', {}, `Still to select: ${owed}`),
            ' ',
            ruleLink(host, '10.4'),
            h('div', { class: 'small muted' }, 'Points stay on the track only when no ship of their type is left on the map or in the Available Pool (10.41).'),
          )
        : null,
      // Issue 16.3: the lists scroll in their own box; the heading, the points left and the button stay in view.
      h(
        'div',
        { class: 'panel-scroll' },
        group('Selected this turn', chosen),
        group('On the map', onMap),
        group('Available Pool', avail),
        group('Unavailable Pool', unavail, false),
      ),
      h(
        'div',
        { class: 'actions' },
        h(
          'button',
          {
            type: 'button',
            class: 'btn primary',
            'data-action': 'end-phase',
            title: owed ? `${owed} still to select (10.4): you will be offered a choice of them` : 'End the Federal Ship Placement Segment',
            onclick: () => void this.end(),
          },
          'End placement',
        ),
      ),
    );
    this.el.classList.add('fits');
  }

  /** Ends placement; with ships still owed (10.4) offers to select them first (owedSelection), as one action. */
  private async end(): Promise<void> {
    if (this.ending) return; // a second click while the first is asking or selecting
    this.ending = true;
    try {
      const { host } = this;
      const a = host.actions();
      if (a.kind === 'federalPlacement' && a.placement.owed.length) {
        const ships = owedSelection(host.data, host.view(), a.placement);
        const owed = a.placement.owed.map((o) => `${o.count} ${o.type}`).join(', ');
        const names = ships.map((id) => host.data.federal[id]!.name);
        if (!(await confirmOwedSelection(host.modalLayer(), owed, names))) return;
        if (!(await host.sendAll(ships.map((ship): Command => ({ type: 'selectShip', side: 'federal', ship }))))) return;
      }
      await host.send({ type: 'endPhase', side: 'federal' });
    } finally {
      this.ending = false;
    }
  }
}
