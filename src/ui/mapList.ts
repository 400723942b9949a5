import type { GameData } from '../data/gameData';
import { hasOwnKey } from '../data/ids';
import { h, fill } from './dom';
import { holdFocus } from './modal';
import { forPointer } from './pointerWords';
import { shipName, SIDE_NAME } from './names';
import type { HighlightStyle, MapCounter, MapHighlight } from './map/MapView';

// Issue 35.2: the map as a list, for whoever cannot use the canvas (keyboard, screen reader).
// It lists what the map draws, from the same counters and highlights the game screen gives the
// map (built from the side's own view, never the full state): the areas the current orders mark
// (the chosen ship's area, the planned path, the next steps, the rest within reach) and every
// area with a stack, each with its stacks; "Show every area" adds the others. Choosing an area
// does what clicking it on the map does, choosing a ship what clicking its counter does; the list
// stays open and redraws, so a path can be planned and moved step by step.

export interface MapListSource {
  /** The counters and highlights the map shows now. */
  now(): { counters: MapCounter[]; highlights: MapHighlight[] };
  /** As a click on the area on the map. */
  chooseArea(area: string): void;
  /** As a click on a counter: its ship ids and area. */
  chooseStack(ids: string[], area: string): void;
}

/** How each highlight reads in words, most telling first. */
const MARK: readonly [HighlightStyle, string][] = [
  ['selected', 'chosen ship here'],
  ['path', 'on the planned path'],
  ['reachable', 'next step'],
  ['danger', 'danger'],
  ['hint', 'within reach'],
];

export class MapList {
  readonly el = h('div', { class: 'modal map-list-modal', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Map as list', 'data-testid': 'map-list' });
  private readonly status = h('p', { class: 'map-list-status', role: 'status' });
  private readonly list = h('ul', { class: 'map-list' });
  private readonly every = h('input', { type: 'checkbox', name: 'every-area' });
  private readonly letGo: () => void;

  constructor(
    private readonly data: GameData,
    private readonly source: MapListSource,
    private readonly onClose: () => void,
  ) {
    this.every.addEventListener('change', () => this.refresh());
    const close = h('button', { type: 'button', class: 'btn', 'data-action': 'close-map-list', onclick: () => this.close() }, 'Close');
    fill(
      this.el,
      h(
        'div',
        { class: 'modal-card' },
        h('h2', {}, 'Map as list'),
        h(
          'p',
          { class: 'small muted' },
          forPointer(
            'The areas the orders mark and those with ships, as the map shows them. Choosing an area or a ship does what clicking it on the map does.',
          ),
        ),
        this.status,
        h('label', { class: 'check' }, this.every, ' Show every area'),
        this.list,
        h('div', { class: 'actions' }, close),
      ),
    );
    this.el.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      this.close();
    });
    this.letGo = holdFocus(this.el);
    this.refresh();
  }

  /** Puts the focus on the first area. */
  focus(): void {
    (this.list.querySelector('button') ?? this.every).focus();
  }

  close(): void {
    this.el.remove();
    this.letGo();
    this.onClose();
  }

  /** Redraws from what the map shows now. */
  refresh(): void {
    const { counters, highlights } = this.source.now();
    const marks = new Map<string, string[]>();
    for (const [style, words] of MARK)
      for (const hl of highlights.filter((x) => x.style === style))
        for (const a of hl.areas) if (!marks.get(a)?.includes(words)) marks.set(a, [...(marks.get(a) ?? []), words]);
    const path = highlights.find((x) => x.style === 'path')?.areas ?? [];
    const chosen = counters.filter((c) => c.marks.includes('selected'));
    this.status.textContent = chosen.length
      ? `Chosen: ${chosen.map((c) => `${shipName(this.data, c.id)} in ${c.area}`).join(', ')}.${path.length ? ` Planned path: ${path.join(' › ')}.` : ''}`
      : 'No ship chosen.';
    // The chosen ship's area, its path and next steps first; then the areas with ships; then the rest of its reach.
    const rank = (a: string) => {
      const m = marks.get(a)?.[0];
      const i = m ? MARK.findIndex(([, w]) => w === m) : -1;
      if (i >= 0 && i < 3) return i;
      if (counters.some((c) => c.area === a)) return 3;
      return i >= 0 ? 4 + i : 4 + MARK.length;
    };
    const shown = new Set([...marks.keys(), ...counters.map((c) => c.area)]);
    if (this.every.checked) for (const id of Object.keys(this.data.areas)) shown.add(id);
    const areas = [...shown].sort((x, y) => rank(x) - rank(y) || x.localeCompare(y, 'en', { numeric: true }));
    fill(
      this.list,
      areas.map((a) =>
        this.item(
          a,
          marks.get(a) ?? [],
          counters.filter((c) => c.area === a),
        ),
      ),
    );
  }

  private item(id: string, marks: string[], here: MapCounter[]): HTMLElement {
    const area = hasOwnKey(this.data.areas, id) ? this.data.areas[id] : undefined;
    const name = area ? `${id} ${area.name}` : id === 'CSE' ? 'CSE box (California Steamer Escort, 11.1)' : id;
    const facts = [area ? `density ${area.density}` : '', ...marks].filter(Boolean).join(', ');
    // Ships of one squadron stand as one stack, as on the map.
    const stacks = new Map<string, MapCounter[]>();
    for (const c of here) {
      const key = c.squadron ? `sq:${c.side}:${c.squadron}` : c.id;
      stacks.set(key, [...(stacks.get(key) ?? []), c]);
    }
    return h(
      'li',
      { 'data-list-item': id },
      area
        ? h('button', { type: 'button', class: 'link map-list-area', 'data-list-area': id, onclick: () => this.choose(() => this.source.chooseArea(id)) }, name)
        : h('span', { class: 'map-list-area' }, name),
      facts ? h('span', { class: 'small muted' }, ` · ${facts}`) : null,
      stacks.size
        ? h(
            'ul',
            { class: 'map-list-stacks' },
            [...stacks.values()].map((ships) =>
              h(
                'li',
                {},
                h(
                  'button',
                  {
                    type: 'button',
                    class: `chip ${ships[0]!.side}`,
                    'data-list-stack': ships.map((s) => s.id).join(' '),
                    onclick: () =>
                      this.choose(() =>
                        this.source.chooseStack(
                          ships.map((s) => s.id),
                          id,
                        ),
                      ),
                  },
                  `${SIDE_NAME[ships[0]!.side]}: ${ships.map((s) => `${shipName(this.data, s.id)} (${s.type} ${s.ratings}${s.damaged ? ', damaged' : ''}${s.marks.includes('selected') ? ', chosen' : ''})`).join(', ')}`,
                ),
              ),
            ),
          )
        : null,
    );
  }

  private choose(fn: () => void): void {
    fn();
    if (this.el.isConnected) this.refresh();
  }
}
