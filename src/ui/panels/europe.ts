import { h, fill } from '../dom';
import { panelTitle, type Panel, type PanelHost } from './panel';

// 1C, last item: the Federal names the ships that will move in to blockade raiders that began
// the turn in Europe (6.3), before the Confederate writes his records.

export class EuropePanel implements Panel {
  readonly el = h('div', { class: 'panel europe' });
  constructor(private readonly host: PanelHost) {
    this.refresh();
  }

  refresh(): void {
    const { host } = this;
    const v = host.view();
    const d = host.data;
    const a = host.actions();
    const {
      targets,
      ships: shipIds,
      cannotReach,
      declared: made,
    } = a.kind === 'europeDeclaration' ? a.europe : { targets: [], ships: [], cannotReach: [], declared: [] };
    // 6.3 with 11.2: a ship that cannot leave the Pacific this turn is not offered (issue 16.7).
    const ships = shipIds.filter((id) => !cannotReach.includes(id)).map((id) => v.federal[id]!);
    const declared = new Map(made.map((x) => [x.ship, x.target]));
    fill(
      this.el,
      panelTitle(
        host,
        'Blockades in Europe',
        '6.3',
        'A raider that began this turn in C2, C5, C7 or C8 is found and blockaded in port by any ship you declare now and then move into its area this turn.',
      ),
      h(
        'ul',
        { class: 'targets' },
        targets.map((t) =>
          h(
            'li',
            {},
            h('strong', {}, d.confederate[t]!.name),
            ` in ${v.confederate[t]!.area}${v.confederate[t]!.port ? ` (${v.confederate[t]!.port} port)` : ''}`,
          ),
        ),
      ),
      h(
        'table',
        { class: 'ships' },
        h(
          'tbody',
          {},
          ships.map((f) => {
            const sel = h(
              'select',
              { 'aria-label': `Target for ${d.federal[f.id]!.name}` },
              targets.map((t) => h('option', { value: t, selected: declared.get(f.id) === t }, d.confederate[t]!.name)),
            );
            return h(
              'tr',
              {},
              h('td', {}, d.federal[f.id]!.name, h('div', { class: 'small muted' }, `${f.area}`)),
              h('td', {}, declared.has(f.id) ? h('span', { class: 'tag' }, `declared: ${d.confederate[declared.get(f.id)!]!.name}`) : sel),
              h(
                'td',
                {},
                declared.has(f.id)
                  ? h(
                      'button',
                      { type: 'button', class: 'btn small', onclick: () => host.send({ type: 'cancelDeclaration', side: 'federal', ship: f.id }) },
                      'Take back',
                    )
                  : h(
                      'button',
                      {
                        type: 'button',
                        class: 'btn small primary',
                        onclick: () => host.send({ type: 'declareBlockade', side: 'federal', ship: f.id, target: sel.value }),
                      },
                      'Declare',
                    ),
              ),
            );
          }),
        ),
      ),
      h(
        'div',
        { class: 'actions' },
        h(
          'button',
          { type: 'button', class: 'btn primary', 'data-action': 'end-phase', onclick: () => host.send({ type: 'endPhase', side: 'federal' }) },
          'Done declaring',
        ),
      ),
    );
  }
}
