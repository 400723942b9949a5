import { h, fill } from '../dom';
import { panelTitle, type Panel, type PanelHost } from './panel';

// 1B Confederate Ship Placement (10.5, 11.72): new raiders are placed by the engine; the player
// chooses which ship in port Semmes joins, if he is waiting for a command.

export class ConfederatePlacementPanel implements Panel {
  readonly el = h('div', { class: 'panel con-placement' });
  constructor(private readonly host: PanelHost) {
    this.refresh();
  }

  refresh(): void {
    const { host } = this;
    const v = host.view();
    const a = host.actions();
    const candidates = a.kind === 'confederatePlacement' ? a.semmes.candidates : [];
    fill(
      this.el,
      panelTitle(
        host,
        'Confederate Ship Placement',
        '10.5',
        candidates.length
          ? 'New raiders are on the map. Semmes is waiting for a command: he may join any raider in port (11.72).'
          : v.semmes.status === 'aboard'
            ? `New raiders are on the map. Semmes commands the ${host.data.confederate[v.semmes.ship]?.name ?? v.semmes.ship} (11.71).`
            : 'New raiders are on the map.',
      ),
      h(
        'div',
        { class: 'choices' },
        candidates.map((id) =>
          h(
            'button',
            { type: 'button', class: 'btn', onclick: () => host.send({ type: 'placeSemmes', side: 'confederate', ship: id }) },
            `Semmes joins the ${host.data.confederate[id]!.name} (${v.confederate[id]!.area})`,
          ),
        ),
      ),
      h(
        'div',
        { class: 'actions bottom' },
        h(
          'button',
          { type: 'button', class: 'btn primary', 'data-action': 'end-phase', onclick: () => host.send({ type: 'endPhase', side: 'confederate' }) },
          candidates.length ? 'Leave Semmes waiting' : 'Done',
        ),
      ),
    );
  }
}
