// The contract between the game screens and the world map. The map only draws what it is
// given (areas, counters, highlights, paths) and reports clicks and hovers; it never decides
// a rule. "The grid is the state, the board is its picture."

export interface MapCounter {
  /** Ship id (or a stable id for a stack marker). */
  id: string;
  side: 'federal' | 'confederate';
  /** Short name printed on the counter ("Kear", "Ala"). */
  label: string;
  /** Ship type (F, SF, S, SS, GB, SGB, IC, Aux). */
  type: string;
  /** "gunnery-defense-movement", as printed on a counter. */
  ratings: string;
  /** Movement Area id, or 'CSE' for the California Steamer Escort box. */
  area: string;
  /** In port: the port's nation code; null at sea. */
  port: string | null;
  /** Ships with the same squadron id in one area are drawn as one stack. */
  squadron: string | null;
  damaged: boolean;
  /** Extra marks: 'uncomm', 'semmes', 'blockaded', 'selected', 'moved'. */
  marks: string[];
}

export type HighlightStyle = 'reachable' | 'selected' | 'path' | 'danger' | 'hint';

export interface MapHighlight {
  areas: string[];
  style: HighlightStyle;
}

export interface MapViewApi {
  /** Creates the canvas inside `el` and draws land and areas. */
  mount(el: HTMLElement): Promise<void>;
  setCounters(counters: MapCounter[]): void;
  setHighlights(highlights: MapHighlight[]): void;
  /** The Federal's plot (issue 17): areas shaded by a level 0..1; [] clears it. */
  setPlot?(shades: { area: string; level: number }[]): void;
  /** A planned path (record editor, Federal move preview); ok=false draws it as illegal. */
  setPath(from: string | null, areas: string[], ok: boolean): void;
  /** Moves a counter along a path; across the east-west edge it sails on, never jumping back. */
  animateMove(counterId: string, path: string[], msPerArea: number): Promise<void>;
  centerOn(area: string): void;
  /** The debrief's raider routes (issue 17.4, routesLayer.ts); optional: a map without it shows none. */
  setRoutes?(routes: import('./routeLegs').MapRoute[]): void;
  onAreaClick(cb: (area: string, event: { shift: boolean; button: number }) => void): void;
  /** The area under the pointer; over a stack, the stack's own area and its ships (top first). */
  onAreaHover(cb: (area: string | null, screen: { x: number; y: number }, stack?: string[]) => void): void;
  /** A click on a counter or stack: every ship id in it. */
  onCounterClick(cb: (ids: string[], screen: { x: number; y: number }) => void): void;
  destroy(): void;
}
