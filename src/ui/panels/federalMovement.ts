import { type MovementActions, federalNextAreas, federalReach, federalRoute } from '../../engine/index';
import { h, fill } from '../dom';
import { forPointer } from '../pointerWords';
import { panelTitle, ruleLink, type Panel, type PanelHost } from './panel';
import type { MapHighlight } from '../map/MapView';
import { standingOrdersSection } from './standingOrders';

// 3 Federal Movement Phase (4.1, 4.5, 11.1): pick a ship, click the area it should go to: the
// shortest legal route there is proposed and drawn (issue 48.1, the engine's federalRoute), and
// a click on an area of it cuts it back there, on another area routes anew; each path is checked
// by a dry run of the engine's moveShip, so an illegal one is refused with the engine's own
// message; then move. Also: the CSE box, squadrons, and taking moves back.

export class FederalMovementPanel implements Panel {
  readonly el = h('div', { class: 'panel movement' });
  private ship: string | null = null;
  private path: string[] = [];
  private message: { text: string; error: boolean } | null = null;
  private squad = new Set<string>();
  /** The standing orders section stays open across refreshes once opened. */
  private ordersOpen = false;

  constructor(private readonly host: PanelHost) {
    this.refresh();
  }

  /** The engine's answer (3.0 phase 3): the deployed ships, which may move, the CSE box, stacks, undo. */
  private movement(): MovementActions | null {
    const a = this.host.actions();
    return a.kind === 'federalMovement' ? a.movement : null;
  }

  private movable() {
    const v = this.host.view();
    return (this.movement()?.ships ?? []).map((m) => v.federal[m.ship]!);
  }

  private choose(id: string | null): void {
    this.ship = id;
    this.path = [];
    this.message = null;
    this.squad = new Set(id ? [id] : []);
    this.refresh();
  }

  onCounterClick(ids: string[], area: string | null): void {
    const mine = ids.filter((id) => this.movable().some((f) => f.id === id));
    // A stack in another area while a ship is chosen: the player is pointing at the area beneath.
    const sel = this.ship ? this.host.view().federal[this.ship] : null;
    if (
      area &&
      area !== 'CSE' &&
      sel &&
      area !== sel.area &&
      (this.path.length > 0 || !mine.length || federalNextAreas(this.host.data, this.host.view(), sel.id, sel.area!).includes(area))
    ) {
      this.onAreaClick(area);
      return;
    }
    if (!mine.length) {
      if (area && area !== 'CSE') this.onAreaClick(area);
      return;
    }
    const i = this.ship ? mine.indexOf(this.ship) : -1;
    this.choose(mine[(i + 1) % mine.length]!);
  }

  onAreaClick(area: string): void {
    if (!this.ship) {
      const here = this.movable().filter((f) => f.area === area);
      if (here.length) this.choose(here[0]!.id);
      return;
    }
    const f = this.host.view().federal[this.ship]!;
    if (area === f.area && this.path.length === 0) return;
    if (this.path.length && area === this.path.at(-1)) {
      void this.move();
      return;
    }
    // An area of the planned route (or the ship's own): the route is cut back to it.
    const on = area === f.area ? 0 : this.path.indexOf(area) + 1;
    if (on > 0 || area === f.area) {
      this.path = this.path.slice(0, on);
      this.message = null;
      this.refresh();
      return;
    }
    this.routeTo(area);
  }

  /**
   * Issue 48.1: the shortest legal route to `area` (4.11, the engine's federalRoute). The route
   * planned so far goes on to it when that is as short as a fresh route from the ship (so a
   * player's own way through is kept at no cost); otherwise the route is made anew.
   */
  private routeTo(area: string): void {
    if (!this.ship) return;
    const d = this.host.data;
    const v = this.host.view();
    const fresh = federalRoute(d, v, this.ship, area);
    let path: string[] | null = null;
    const left = this.movement()?.ships.find((m) => m.ship === this.ship)?.left ?? 0;
    if (this.path.length) {
      const on = federalRoute(d, v, this.ship, area, { area: this.path.at(-1)!, left: left - this.path.length });
      if (on.ok && (!fresh.ok || this.path.length + on.path.length <= fresh.path.length)) path = [...this.path, ...on.path];
    }
    if (!path && fresh.ok) path = fresh.path;
    if (!path) {
      this.message = { text: fresh.ok ? '' : `${fresh.message} (${fresh.rule})`, error: true };
      this.refresh();
      return;
    }
    this.tryPath(path);
  }

  private addStep(area: string): void {
    this.tryPath([...this.path, area]);
  }

  /** Plans `trial` if the engine's moveShip would take it; otherwise says why in the engine's words. */
  private tryPath(trial: string[]): void {
    if (!this.ship) return;
    const r = this.host.check({ type: 'moveShip', side: 'federal', ship: this.ship, path: trial });
    if (r.ok) {
      this.path = trial;
      this.message = null;
    } else this.message = { text: r.message, error: true };
    this.refresh();
  }

  onKey(ev: KeyboardEvent): void {
    if (ev.key === 'Enter' && this.path.length) {
      ev.preventDefault();
      void this.move();
    } else if (ev.key === 'Escape') {
      this.path = [];
      this.message = null;
      this.refresh();
    } else if (ev.key === 'Backspace' && this.path.length && !(ev.target instanceof HTMLInputElement)) {
      this.path.pop();
      this.refresh();
    }
  }

  private async move(): Promise<void> {
    if (!this.ship || !this.path.length) return;
    const ok = await this.host.send({ type: 'moveShip', side: 'federal', ship: this.ship, path: this.path });
    if (ok) {
      this.path = [];
      this.message = null;
      this.refresh();
    }
  }

  refresh(): void {
    const { host } = this;
    const v = host.view();
    const d = host.data;
    const a = host.actions();
    const mv: MovementActions =
      a.kind === 'federalMovement'
        ? a.movement
        : {
            ships: [],
            moving: null,
            cse: { year: '', allowed: 0, left: 0 },
            stacks: [],
            joinBlockade: [],
            orders: { current: { noSearch: [], avoidWhenOutgunned: false, fireAt: 'nearestSinking' }, used: false },
          };
    const info = new Map(mv.ships.map((m) => [m.ship, m]));
    const ships = mv.ships.map((m) => v.federal[m.ship]!).sort((x, y) => d.federal[x.id]!.name.localeCompare(d.federal[y.id]!.name));
    if (this.ship && !info.has(this.ship)) {
      this.ship = null;
      this.path = [];
    }
    const { year, left: cseLeft } = mv.cse;
    const sel = this.ship ? v.federal[this.ship]! : null;
    const m = this.ship ? info.get(this.ship)! : null;
    const allowance = m?.allowance ?? 0;
    const left = m?.left ?? 0; // 4.12: a done ship has no move left
    const end = sel ? (this.path.at(-1) ?? sel.area!) : null;

    // The map: where the ship is, the planned path, the next areas and the rest within reach (the engine's reach, 4.11, 11.2):
    // the whole reach from where the ship is, since a click on any of it routes the ship there (issue 48.1).
    const hl: MapHighlight[] = [];
    const remaining = left - this.path.length;
    const next = sel && end && remaining > 0 ? federalNextAreas(d, v, sel.id, end) : [];
    if (sel && end) {
      const further = federalReach(d, v, sel.id)
        .map((x) => x.area)
        .filter((x) => !next.includes(x) && !this.path.includes(x) && x !== sel.area);
      hl.push(
        { areas: further, style: 'hint' },
        { areas: next, style: 'reachable' },
        { areas: this.path, style: 'path' },
        { areas: [sel.area!], style: 'selected' },
      );
    }
    host.decorate(hl, sel ? { from: sel.area, areas: this.path, ok: true } : null);
    host.select(this.ship ? [this.ship] : []);

    const stackIds = sel ? (mv.stacks.find((x) => x.area === sel.area)?.ships ?? []) : [];
    const stack = stackIds.map((id) => v.federal[id]!);
    // 4.12: one ship at a time; the one under way, and those whose movement is completed.
    const moving = mv.moving;
    fill(
      this.el,
      panelTitle(
        host,
        'Federal Movement',
        '4.1',
        forPointer(
          'Click a ship (here or on the map), then the area it should go to: the shortest route is drawn. Click an area of the route to cut it back there, or the last area again (or press Enter) to move.',
        ),
      ),
      h(
        'table',
        { class: 'ships movers' },
        h(
          'tbody',
          {},
          ships.map((f) => {
            const ship = d.federal[f.id]!;
            const allow = info.get(f.id)!.allowance;
            return h(
              'tr',
              { class: `${f.id === this.ship ? 'current' : ''}${f.moveDone ? ' done' : ''}`, 'data-ship': f.id, 'data-done': f.moveDone ? 'true' : 'false' },
              h(
                'td',
                {},
                h('button', { type: 'button', class: 'link', 'data-pick': f.id, onclick: () => this.choose(f.id === this.ship ? null : f.id) }, ship.name),
              ),
              h('td', { class: 'small' }, f.area ?? ''),
              h('td', { class: 'small', title: 'Movement Points used / allowance' }, `${f.movementUsed}/${allow} MP`),
              h(
                'td',
                { class: 'small' },
                f.moveDone
                  ? h('span', { class: 'tag', title: 'Its movement is completed: another ship has moved since (4.12)' }, 'done')
                  : f.id === moving
                    ? h('span', { class: 'tag', title: 'Moving now: it may go on until another ship moves (4.12)' }, 'moving')
                    : null,
                f.squadron ? h('span', { class: 'tag' }, 'squadron') : null,
                f.blockading ? h('span', { class: 'tag' }, `blockading ${d.confederate[f.blockading]?.name ?? ''}`) : null,
                f.headingForPacific ? h('span', { class: 'tag' }, 'sails for the Pacific (11.22)') : null,
              ),
            );
          }),
        ),
      ),
      sel && this.ship
        ? h(
            'section',
            { class: 'mover', 'data-testid': 'mover' },
            h('h3', {}, d.federal[this.ship]!.name, ` · in ${sel.area}`),
            h(
              'div',
              { class: 'meter' },
              meter(sel.movementUsed + this.path.length, allowance),
              h('span', {}, ` ${sel.movementUsed + this.path.length} of ${allowance} MP `, ruleLink(host, '4.11')),
            ),
            sel.moveDone
              ? h('p', { class: 'muted', 'data-testid': 'move-done' }, 'Its movement is completed: another ship has moved since. ', ruleLink(host, '4.12'))
              : null,
            moving && moving !== this.ship && !sel.moveDone
              ? h('p', { class: 'muted' }, `Moving this ship completes the ${d.federal[moving]!.name}'s movement. `, ruleLink(host, '4.12'))
              : null,
            h(
              'div',
              { class: 'path-line' },
              'Path: ',
              this.path.length ? h('strong', {}, [sel.area, ...this.path].join(' › ')) : h('span', { class: 'muted' }, forPointer('click an area on the map')),
            ),
            next.length
              ? h(
                  'div',
                  { class: 'chips', 'aria-label': 'Next areas' },
                  'Next: ',
                  next.map((a) => h('button', { type: 'button', class: 'chip area', 'data-area': a, onclick: () => this.addStep(a) }, a)),
                )
              : null,
            this.message ? h('div', { class: this.message.error ? 'message error' : 'message', role: 'alert' }, this.message.text) : null,
            h(
              'div',
              { class: 'actions' },
              h(
                'button',
                { type: 'button', class: 'btn primary', disabled: !this.path.length, 'data-action': 'move', onclick: () => this.move() },
                `Move${this.path.length ? ` (${this.path.length} MP)` : ''}`,
              ),
              h(
                'button',
                {
                  type: 'button',
                  class: 'btn',
                  disabled: !this.path.length,
                  onclick: () => {
                    this.path = [];
                    this.message = null;
                    this.refresh();
                  },
                },
                'Clear path',
              ),
              h(
                'button',
                {
                  type: 'button',
                  class: 'btn',
                  disabled: !m?.canEnterCse || this.path.length > 0,
                  title: `${cseLeft} CSE point${cseLeft === 1 ? '' : 's'} left in ${year} (11.12)`,
                  onclick: () => host.send({ type: 'enterCse', side: 'federal', ship: this.ship! }),
                },
                `To CSE box (${cseLeft} left)`,
              ),
            ),
            stack.length > 1
              ? h(
                  'div',
                  { class: 'squadron' },
                  h('div', {}, 'Squadron in ', sel.area!, ' ', ruleLink(host, '4.52'), ':'),
                  stack.map((f) =>
                    h(
                      'label',
                      { class: 'check' },
                      h('input', {
                        type: 'checkbox',
                        checked: this.squad.has(f.id),
                        onchange: (e: Event) => {
                          if ((e.target as HTMLInputElement).checked) this.squad.add(f.id);
                          else this.squad.delete(f.id);
                        },
                      }),
                      ` ${d.federal[f.id]!.name}`,
                    ),
                  ),
                  h(
                    'button',
                    {
                      type: 'button',
                      class: 'btn small',
                      onclick: () =>
                        host.send({ type: 'formSquadron', side: 'federal', ships: [...this.squad].filter((id) => stack.some((f) => f.id === id)) }),
                    },
                    'Form squadron',
                  ),
                )
              : null,
          )
        : h('p', { class: 'muted' }, ships.length ? 'No ship chosen.' : 'No Federal ship is deployed this turn.'),
      standingOrdersSection(host, mv, this.ordersOpen, (open) => (this.ordersOpen = open)),
      h(
        'div',
        { class: 'actions bottom' },
        h(
          'button',
          {
            type: 'button',
            class: 'btn',
            disabled: !a.undo.possible,
            'data-action': 'undo',
            title: 'Take back your last move (until a die is rolled)',
            onclick: () => host.send({ type: 'undo', side: 'federal' }),
          },
          'Undo move',
        ),
        h(
          'button',
          { type: 'button', class: 'btn primary', 'data-action': 'end-phase', onclick: () => host.send({ type: 'endPhase', side: 'federal' }) },
          'End movement',
        ),
      ),
    );
  }

  destroy(): void {
    this.host.decorate([], null);
    this.host.select([]);
  }
}

export function meter(used: number, of: number): HTMLElement {
  const pct = of > 0 ? Math.min(100, (used / of) * 100) : used > 0 ? 100 : 0;
  return h(
    'span',
    // Issue 35.2: a meter needs a name; its value is said in words too, for a screen reader.
    {
      class: `bar${used > of ? ' over' : ''}`,
      role: 'meter',
      'aria-label': 'Movement Points used',
      'aria-valuenow': used,
      'aria-valuemin': 0,
      'aria-valuemax': of,
      'aria-valuetext': `${used} of ${of} Movement Points`,
    },
    h('span', { class: 'fill', style: `width:${pct}%` }),
  );
}
