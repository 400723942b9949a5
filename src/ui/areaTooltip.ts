import type { GameData } from '../data/gameData';
import type { GameView } from '../engine/index';
import { spotChance, variantOn } from '../engine/index';
import { portUsable, searchResult, type PortUseKind } from '../engine/rules/index';
import { h, fill } from './dom';
import { hasOwnKey } from '../data/ids';
import { NATION_NAME, shipName } from './names';
import type { MapCounter } from './map/MapView';

// The hover card for a Movement Area: density (2.11), whaling ground (5.3), each port and
// whether the Confederate may use it now (the engine's portUsable answers), ships present, and
// the chance that the Federal ships there would spot a raider entering it (issue 17: 6.11's
// Search Table, read by the engine's odds code, with the searching units the view shows).

export class AreaTooltip {
  readonly el = h('div', { class: 'tooltip', role: 'tooltip', hidden: true });

  constructor(private readonly data: GameData) {}

  show(areaId: string | null, at: { x: number; y: number }, v: GameView, counters: MapCounter[], stack?: string[]): void {
    const area = areaId && hasOwnKey(this.data.areas, areaId) ? this.data.areas[areaId] : undefined;
    const listed = (stack ?? []).map((id) => counters.find((c) => c.id === id)).filter((c): c is MapCounter => !!c);
    if (!area && !listed.length) {
      this.el.hidden = true;
      return;
    }
    if (!area) {
      fill(this.el, h('div', { class: 'tt-head' }, h('strong', {}, 'CSE box'), ' California Steamer Escort (11.1)'), this.stackList(listed));
      this.place(at);
      return;
    }
    // A commissioned raider is the usual case; the per-ship answers belong in the record editor.
    const anyShip = Object.values(v.confederate).find((c) => c.status === 'inPlay' && c.commissioned)?.id ?? '';
    const uses: PortUseKind[] = ['coal', 'commission', 'repair', 'refit'];
    const whaling = v.whaling.find((w) => w.area === area.id && !w.revealed);
    const here = counters.filter((c) => c.area === area.id);
    fill(
      this.el,
      h('div', { class: 'tt-head' }, h('strong', {}, area.id), ' ', area.name),
      h(
        'div',
        {},
        `Shipping density ${area.density}`,
        area.id.startsWith('D') ? ' · deep water' : ' · coastal',
        whaling ? ' · whaling counter (face down)' : '',
      ),
      area.europe ? h('div', { class: 'small' }, 'Europe: raiders that start a turn here can be blockaded by declaration (6.3)') : null,
      area.pacific ? h('div', { class: 'small' }, 'Pacific Ocean (11.2)') : null,
      area.eces ? h('div', { class: 'small' }, 'East Coast Emergency Search on entry (6.4)') : null,
      area.cse ? h('div', { class: 'small' }, 'Covered by the CSE box (11.11)') : null,
      this.spotLine(area.id, area.cse, area.eces, v),
      area.ports.length
        ? h(
            'ul',
            { class: 'tt-ports' },
            area.ports.map((p) => {
              const verdicts = uses.filter((u) => p.uses.includes(u)).map((u) => ({ u, r: portUsable(this.data, v, area, p, u, anyShip) }));
              return h(
                'li',
                {},
                h('span', { class: 'tt-port' }, `${NATION_NAME[p.nation] ?? p.nation}: ${p.name}`),
                p.nation === 'USA' ? h('span', { class: 'muted' }, ' · Federal port') : null,
                verdicts.map(({ u, r }) => h('span', { class: `tt-use ${r.ok ? 'ok' : 'no'}`, title: `${r.why} (${r.rule})` }, `${r.ok ? '✓' : '✗'} ${u}`)),
              );
            }),
          )
        : h('div', { class: 'muted small' }, 'No ports'),
      listed.length ? this.stackList(listed) : null,
      here.length > listed.length
        ? h(
            'div',
            { class: 'tt-ships' },
            here
              .filter((c) => !listed.includes(c))
              .map((c) => h('span', { class: `chip ${c.side}` }, shipName(this.data, c.id), c.port ? ` (in ${c.port} port)` : '')),
          )
        : null,
    );
    this.place(at);
  }

  /**
   * 6.11, 6.4: the chance a raider entering the area is spotted, from the Federal units the view
   * shows searching there: ships on the map in use and not blockading (7.23), a squadron counting
   * once (6.11, 4.52), the CSE box's ships in C9, C14 and C16 (11.11); and the East Coast
   * Emergency Search's own roll in C9 (6.41).
   */
  private spotLine(areaId: string, cse: boolean, eces: boolean, v: GameView): HTMLElement {
    const units = new Set<string>();
    for (const f of Object.values(v.federal)) {
      const here = f.where === 'map' && f.area === areaId && f.inUse;
      if (!(here || (cse && f.where === 'cse')) || f.blockading) continue;
      units.add(here && f.squadron ? `sq:${f.squadron}` : f.id);
    }
    const n = units.size;
    const pct = (x: number) => `${Math.round(x * 100)}%`;
    const variant = variantOn(v.options, 'speedRollSearch');
    const ecesChance = eces ? [1, 2, 3, 4, 5, 6].filter((d) => searchResult(this.data, d, 'ECES')).length / 6 : 0;
    return h(
      'div',
      { class: 'small tt-spot', 'data-testid': 'spot-chance', 'data-units': n, 'data-chance': n && !variant ? spotChance(this.data, n) : 0 },
      n === 0
        ? 'No Federal unit searches here: a raider entering is not searched for (6.11)'
        : variant
          ? `${n} Federal unit${n === 1 ? '' : 's'} search here: spotting by the speed-roll variant (RR 7.78), not the Search Table`
          : `Spot chance for a raider entering: ${pct(spotChance(this.data, n))} (${n} Federal unit${n === 1 ? '' : 's'} searching, Search Table 6.11)`,
      eces ? ` · East Coast Emergency Search first: ${pct(ecesChance)} (6.41)` : '',
    );
  }

  /** The hovered stack's ships, top first, with type and ratings (gunnery-defense-movement, 2.22). */
  private stackList(listed: MapCounter[]): HTMLElement {
    return h(
      'div',
      { class: 'tt-stack', 'data-testid': 'stack-list' },
      h('div', { class: 'small muted' }, `Stack of ${listed.length} (gunnery-defense-speed)`),
      h(
        'ul',
        {},
        listed.map((c) =>
          h(
            'li',
            { class: `chip ${c.side}`, 'data-ship': c.id },
            `${shipName(this.data, c.id)} · ${c.type} ${c.ratings}`,
            c.damaged ? ' · damaged' : '',
            c.port ? ` · in ${NATION_NAME[c.port] ?? c.port} port` : '',
          ),
        ),
      ),
    );
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
  hide(): void {
    this.el.hidden = true;
    this.el.replaceChildren();
  }
}
