import type { GameData } from '../data/gameData';
import type { GameView } from '../engine/index';
import { portUsable, type PortUseKind } from '../engine/rules/index';
import { h, fill } from './dom';
import { hasOwnKey } from '../data/ids';
import { NATION_NAME, shipName } from './names';
import type { MapCounter } from './map/MapView';

// The hover card for a Movement Area: density (2.11), whaling ground (5.3), each port and
// whether the Confederate may use it now (the engine's portUsable answers), and ships present.

export class AreaTooltip {
  readonly el = h('div', { class: 'tooltip', role: 'tooltip', hidden: true });

  constructor(private readonly data: GameData) {}

  show(areaId: string | null, at: { x: number; y: number }, v: GameView, counters: MapCounter[], stack?: string[]): void {
    const area = areaId && hasOwnKey(this.data.areas, areaId) ? this.data.areas[areaId] : undefined;
    const listed = (stack ?? []).map((id) => counters.find((c) => c.id === id)).filter((c): c is MapCounter => !!c);
    if (!area && !listed.length) { this.el.hidden = true; return; }
    if (!area) { fill(this.el, h('div', { class: 'tt-head' }, h('strong', {}, 'CSE box'), ' California Steamer Escort (11.1)'), this.stackList(listed)); this.place(at); return; }
    // A commissioned raider is the usual case; the per-ship answers belong in the record editor.
    const anyShip = Object.values(v.confederate).find((c) => c.status === 'inPlay' && c.commissioned)?.id ?? '';
    const uses: PortUseKind[] = ['coal', 'commission', 'repair', 'refit'];
    const whaling = v.whaling.find((w) => w.area === area.id && !w.revealed);
    const here = counters.filter((c) => c.area === area.id);
    fill(this.el,
      h('div', { class: 'tt-head' }, h('strong', {}, area.id), ' ', area.name),
      h('div', {}, `Shipping density ${area.density}`, area.id.startsWith('D') ? ' · deep water' : ' · coastal', whaling ? ' · whaling counter (face down)' : ''),
      area.europe ? h('div', { class: 'small' }, 'Europe: raiders that start a turn here can be blockaded by declaration (6.3)') : null,
      area.pacific ? h('div', { class: 'small' }, 'Pacific Ocean (11.2)') : null,
      area.eces ? h('div', { class: 'small' }, 'East Coast Emergency Search on entry (6.4)') : null,
      area.cse ? h('div', { class: 'small' }, 'Covered by the CSE box (11.11)') : null,
      area.ports.length ? h('ul', { class: 'tt-ports' }, area.ports.map((p) => {
        const verdicts = uses.filter((u) => p.uses.includes(u)).map((u) => ({ u, r: portUsable(this.data, v, area, p, u, anyShip) }));
        return h('li', {},
          h('span', { class: 'tt-port' }, `${NATION_NAME[p.nation] ?? p.nation}: ${p.name}`),
          p.nation === 'USA' ? h('span', { class: 'muted' }, ' · Federal port') : null,
          verdicts.map(({ u, r }) => h('span', { class: `tt-use ${r.ok ? 'ok' : 'no'}`, title: `${r.why} (${r.rule})` }, `${r.ok ? '✓' : '✗'} ${u}`)),
        );
      })) : h('div', { class: 'muted small' }, 'No ports'),
      listed.length ? this.stackList(listed) : null,
      here.length > listed.length ? h('div', { class: 'tt-ships' }, here.filter((c) => !listed.includes(c)).map((c) => h('span', { class: `chip ${c.side}` }, shipName(this.data, c.id), c.port ? ` (in ${c.port} port)` : ''))) : null,
    );
    this.place(at);
  }

  /** The hovered stack's ships, top first, with type and ratings (gunnery-defense-movement, 2.22). */
  private stackList(listed: MapCounter[]): HTMLElement {
    return h('div', { class: 'tt-stack', 'data-testid': 'stack-list' },
      h('div', { class: 'small muted' }, `Stack of ${listed.length} (gunnery-defense-speed)`),
      h('ul', {}, listed.map((c) => h('li', { class: `chip ${c.side}`, 'data-ship': c.id },
        `${shipName(this.data, c.id)} · ${c.type} ${c.ratings}`, c.damaged ? ' · damaged' : '', c.port ? ` · in ${NATION_NAME[c.port] ?? c.port} port` : ''))));
  }

  private place(at: { x: number; y: number }): void {
    this.el.hidden = false;
    const pad = 14;
    const w = 300;
    const x = at.x + pad + w > window.innerWidth ? at.x - w - pad : at.x + pad;
    this.el.style.left = `${Math.max(4, x)}px`;
    this.el.style.top = `${Math.min(window.innerHeight - 160, at.y + pad)}px`;
  }

  /** Hidden and emptied: a hidden card must not keep another player's area in the page. */
  hide(): void { this.el.hidden = true; this.el.replaceChildren(); }
}
