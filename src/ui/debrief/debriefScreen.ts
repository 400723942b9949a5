import type { GameData } from '../../data/gameData';
import type { Command, GameEvent, GameOptions, GameState, Side } from '../../engine/index';
import { gameDebrief, playerDebrief, replayBoards, type Debrief, type StateBoards } from '../../game/debrief';
import { h } from '../dom';
import type { MapHighlight, MapViewApi } from '../map/MapView';
import type { MapRoute } from '../map/routeLegs';
import { SIDE_NAME, shipName } from '../names';
import { drawCharts, type Charts } from './charts';
import type { GameHand } from '../../game/aiHand';
import { handSection } from '../aiHand';
import './debrief.css';

// The debrief screen (issue 17.4): docked over the map's left side, so the map beside it shows
// the raiders' true routes (one colour each, turn numbers, arrows) over the areas where the
// Federal had ships at sea to search. Below: the merchant marine and VP charts, the closest calls
// (click: the event in the log) and each side's luck against the odds.

/** Raider colours: far apart from each other and from the map's sea, land and highlight tints. */
const COLOURS = [0xc0392b, 0x6c3483, 0xd35400, 0x117a65, 0x1b2631, 0xb7950b, 0xa93226, 0x1f618d, 0x7d6608, 0x943126];
const css = (c: number) => `#${c.toString(16).padStart(6, '0')}`;

export interface DebriefSource {
  data: GameData;
  start: { scenario: string; seed: string; options: Partial<GameOptions> };
  /** The commands to replay from the start; null when they cannot be replayed here (a game played apart, whose dice are its segments' own). */
  commands: readonly Command[] | null;
  /** Every event of the game (the builder keeps only the side's own for a player's debrief). */
  events: readonly GameEvent[];
  /** The game as it stands, for a game whose commands cannot be replayed here. */
  state: GameState;
  /** The boards noted as the game was played here (GameSession.boards): nothing is replayed. */
  boards?: StateBoards | null;
}

/** The whole game's debrief, or (side given) what that player may know so far. */
export function debriefOf(src: DebriefSource, side: Side | null): Debrief {
  const boards =
    src.boards ??
    (src.commands && replayBoards(src.data, src.start, src.commands)) ??
    // A game that cannot be replayed here has only its present board: routes start at the first move.
    ({ activity: {}, ends: { [src.state.turn]: src.state } } satisfies StateBoards);
  return side ? playerDebrief(src.data, side, boards, src.events) : gameDebrief(src.data, boards, src.events);
}

export interface DebriefScreenOptions {
  layer: HTMLElement;
  map: MapViewApi | null;
  data: GameData;
  debrief: Debrief;
  /** The events the debrief was built from: a close call names one by its index. */
  events: readonly GameEvent[];
  onEvent(e: GameEvent): void;
  onRule(rule: string): void;
  /** Issue 31.4: the computer's hand, given only for a finished game against it (GameSession.handShown). */
  hand?: GameHand | null;
  /** A game online that ended early, as abandoned (issue 34.6): "ended: the Federal did not move within 3 days". */
  ended?: string | null;
}

/** Opens the debrief; resolves when it is closed (the caller then restores the map). */
export function showDebrief(o: DebriefScreenOptions): Promise<void> {
  const d = o.debrief;
  const colour = new Map(d.routes.map((r, i) => [r.ship, COLOURS[i % COLOURS.length]!]));
  const turns = [...new Set([...d.routes.flatMap((r) => r.legs.map((l) => l.turn)), ...d.posts.map((p) => p.turn)])].sort((a, b) => a - b);
  const turnSel = h(
    'select',
    { 'data-testid': 'debrief-turn', 'aria-label': 'Turn shown on the map' },
    h('option', { value: '' }, 'All turns'),
    turns.map((t) => h('option', { value: String(t) }, `GT ${t}`)),
  ) as HTMLSelectElement;

  const drawMap = () => {
    const only = turnSel.value ? Number(turnSel.value) : null;
    const routes: MapRoute[] = d.routes
      .map((r) => ({ color: colour.get(r.ship)!, legs: r.legs.filter((l) => only === null || l.turn === only).map((l) => ({ turn: l.turn, areas: l.areas })) }))
      .filter((r) => r.legs.length);
    const posts = d.posts.filter((p) => only === null || p.turn === only).map((p) => p.area);
    const spotted = d.searches.filter((s) => s.spotted && s.area && (only === null || s.turn === only)).map((s) => s.area!);
    const hl: MapHighlight[] = [
      { areas: [...new Set(posts)], style: 'hint' },
      { areas: [...new Set(spotted)], style: 'danger' },
    ];
    o.map?.setHighlights(hl);
    o.map?.setPath(null, [], true);
    o.map?.setRoutes?.(routes);
  };
  turnSel.addEventListener('change', drawMap);

  const legend = h(
    'ul',
    { class: 'debrief-legend', 'data-testid': 'debrief-routes' },
    d.routes.map((r) =>
      h(
        'li',
        { 'data-ship': r.ship },
        h('span', { class: 'swatch', style: `background:${css(colour.get(r.ship)!)}` }),
        `${shipName(o.data, r.ship)}: ${r.legs.map((l) => `GT ${l.turn} ${l.areas.join(' > ')}`).join('; ')}`,
      ),
    ),
    d.routes.length ? null : h('li', { class: 'muted' }, 'No raider sailed.'),
    h(
      'li',
      { class: 'legend-posts' },
      h('span', { class: 'swatch posts' }),
      `Federal ships at sea as the Activity Phase began (where they searched, 6.1): ${d.posts.length} post${d.posts.length === 1 ? '' : 's'}, ${d.searches.length} search roll${d.searches.length === 1 ? '' : 's'}`,
    ),
    h('li', { class: 'legend-spotted' }, h('span', { class: 'swatch spotted' }), 'A raider spotted there (6.11)'),
  );

  const mmCanvas = h('canvas', { 'data-testid': 'debrief-chart-mm', 'aria-label': 'U.S. merchant marine per turn' }) as HTMLCanvasElement;
  const vpCanvas = h('canvas', { 'data-testid': 'debrief-chart-vp', 'aria-label': 'Victory Points per turn' }) as HTMLCanvasElement;
  const trackRows = h(
    'table',
    { class: 'debrief-track' },
    h('thead', {}, h('tr', {}, h('th', {}, 'Turn'), h('th', {}, 'Merchant marine'), h('th', {}, 'Confederate VP'), h('th', {}, 'Federal VP'))),
    h(
      'tbody',
      {},
      d.track.map((t) =>
        h(
          'tr',
          {},
          h('td', {}, t.turn === 0 ? 'start' : `GT ${t.turn}`),
          h('td', {}, String(t.merchantMarine)),
          h('td', {}, String(t.confederateVp)),
          h('td', {}, String(t.federalVp)),
        ),
      ),
    ),
  );

  const calls = h(
    'ol',
    { class: 'debrief-calls', 'data-testid': 'debrief-close-calls' },
    d.closeCalls.map((c) =>
      h(
        'li',
        { 'data-rule': c.rule },
        h(
          'button',
          {
            type: 'button',
            class: 'link',
            title: 'Show this event in the log',
            onclick: () => {
              const e = o.events[c.event];
              if (e) o.onEvent(e);
            },
          },
          c.text,
        ),
        ' ',
        h('button', { type: 'button', class: 'rule-link', title: `Rule ${c.rule}`, onclick: () => o.onRule(c.rule) }, c.rule),
      ),
    ),
    d.closeCalls.length ? null : h('li', { class: 'muted' }, 'No roll fell one pip from the other result.'),
  );

  const luck = h(
    'div',
    { class: 'debrief-luck', 'data-testid': 'debrief-luck' },
    (['federal', 'confederate'] as const).map((side) =>
      h(
        'section',
        { 'data-side': side },
        h('h4', {}, `${SIDE_NAME[side]} luck`),
        h(
          'ul',
          {},
          d.luck[side].words.map((w) => h('li', {}, w)),
        ),
      ),
    ),
  );

  const scope = d.side
    ? `What the ${SIDE_NAME[d.side]} knows after Game Turn ${d.lastTurn}: routes, searches and dice seen so far.`
    : `The whole game, everything shown, through Game Turn ${d.lastTurn}.`;
  let charts: Charts | null = null;
  return new Promise((resolve) => {
    const close = () => {
      wrapper.remove();
      document.body.classList.remove('debrief-open');
      document.removeEventListener('keydown', key, true);
      charts?.destroy();
      o.map?.setRoutes?.([]);
      resolve();
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        close();
      }
    };
    const panel = h(
      'section',
      { class: 'debrief', role: 'dialog', 'aria-label': 'Debrief', 'data-testid': 'debrief' },
      h(
        'header',
        { class: 'debrief-head' },
        h('h2', {}, 'Debrief'),
        h('button', { type: 'button', class: 'btn small', 'data-action': 'close-debrief', onclick: close }, 'Close'),
      ),
      o.ended ? h('p', { class: 'debrief-ended', 'data-testid': 'debrief-ended' }, `The game ${o.ended}.`) : null,
      h('p', { class: 'muted' }, scope),
      h('h3', {}, 'Routes and searches ', turnSel),
      legend,
      h('h3', {}, 'Merchant marine and Victory Points'),
      h('div', { class: 'debrief-chart' }, mmCanvas),
      h('div', { class: 'debrief-chart' }, vpCanvas),
      h('details', {}, h('summary', {}, 'The numbers'), trackRows),
      h('h3', {}, 'Closest calls'),
      calls,
      h('h3', {}, 'Luck against the odds'),
      luck,
      o.hand && !d.side ? handSection(o.data, o.hand, (t) => h('h3', {}, t)) : null,
    );
    const wrapper = o.layer.appendChild(h('div', { class: 'debrief-layer' }, panel));
    document.addEventListener('keydown', key, true);
    document.body.classList.add('debrief-open');
    drawMap();
    // The map (narrowed beside the panel) turns to the middle of the longest route.
    const longest = [...d.routes].sort((a, b) => b.legs.flatMap((l) => l.areas).length - a.legs.flatMap((l) => l.areas).length)[0];
    const areas = longest?.legs.flatMap((l) => l.areas) ?? [];
    if (areas.length) requestAnimationFrame(() => o.map?.centerOn(areas[Math.floor(areas.length / 2)]!));
    void drawCharts(mmCanvas, vpCanvas, d.track).then((c) => {
      if (panel.isConnected) {
        charts = c;
        panel.dataset.charts = 'drawn';
      } else c.destroy();
    });
    (panel.querySelector('[data-action="close-debrief"]') as HTMLButtonElement).focus();
  });
}

/** Scrolls the log to its `index`th line and marks it for a moment (a close call clicked). */
export function focusLogLine(log: HTMLElement, index: number): void {
  const line = index >= 0 ? log.querySelectorAll('.log-line')[index] : undefined;
  if (!line) return;
  line.scrollIntoView({ block: 'center' });
  line.classList.add('flash');
  setTimeout(() => line.classList.remove('flash'), 2500);
}
