// Dev page for the world map alone: e2e/fixtures/map-demo.html. Mounts WorldMap full-window
// with sample counters and exposes window.__seaDevilsMap for the browser tests.
//   ?many=1          all 75 ships of the counter sheets, spread over the map (performance)
//   ?land=110m|none  coarser or no land; ?renderer=webgl|canvas|webgpu (default: auto)
//   ?projection=modified-robinson  the game's map (straight meridians); ?projection=patterson  cylindrical

import mapJson from '../../../assets/map/areas.json';
import federalJson from '../../../assets/ships/federal.json';
import confederateJson from '../../../assets/ships/confederate.json';
import { MapFile } from '../../data/schema/map';
import type { MapCounter } from './MapView';
import { WorldMap, type MapInspect } from './WorldMap';
import { compareKerning } from './fonts';
import type { LandResolution } from './land';

interface ShipRow {
  id: string;
  abbr: string;
  type: string;
  gunnery: number;
  defense: number;
  movement: number;
}

const t0 = performance.now();
const params = new URLSearchParams(location.search);
const map = MapFile.parse(mapJson);
const ships = new Map<string, { row: ShipRow; side: MapCounter['side'] }>();
for (const s of federalJson.ships as ShipRow[]) ships.set(s.id, { row: s, side: 'federal' });
for (const s of confederateJson.ships as ShipRow[]) ships.set(s.id, { row: s, side: 'confederate' });

/** An east-edge area with wraparound partners, nearest the equator (ids may be renumbered). */
const EAST_EDGE_AREA =
  map.areas.filter((a) => a.edge === 'east' && a.wrap.length > 0).sort((a, b) => Math.abs(a.label[1]) - Math.abs(b.label[1]))[0]?.id ?? 'C9';

function counter(id: string, area: string, extra: Partial<MapCounter> = {}): MapCounter {
  const s = ships.get(id);
  if (!s) throw new Error(`no ship ${id}`);
  const { row, side } = s;
  return {
    id,
    side,
    label: row.abbr,
    type: row.type,
    ratings: `${row.gunnery}-${row.defense}-${row.movement}`,
    area,
    port: null,
    squadron: null,
    damaged: false,
    marks: [],
    ...extra,
  };
}

/** The sample of the brief: ships in C9, C8, C15 and the CSE box, a squadron of three, one in port. */
function sample(): MapCounter[] {
  return [
    counter('kearsarge', 'C8', { marks: ['selected'] }),
    counter('alabama', 'C8', { marks: ['semmes'] }),
    counter('niagara', 'C9', { squadron: 'north-atlantic' }),
    counter('colorado', 'C9', { squadron: 'north-atlantic' }),
    counter('susquehanna', 'C9', { squadron: 'north-atlantic' }),
    counter('penguin', 'C9', { damaged: true }),
    counter('sumter', 'C15', { port: 'CSA', marks: ['blockaded'] }),
    counter('powhatan', 'C15', { marks: ['moved'] }),
    counter('nashville', 'C15'),
    counter('vanderbilt', 'CSE'),
    counter('wyoming', 'CSE'),
    // On the east map edge, to try sailing over it (4.22).
    counter('shenandoah', EAST_EDGE_AREA, { marks: ['uncomm'] }),
    counter('florida', 'C18', { port: 'BRA' }),
  ];
}

/** All 75 ships, spread deterministically over the areas (some in port, some in squadrons). */
function many(): MapCounter[] {
  const ids = [...ships.keys()];
  const areas = map.areas.map((a) => a.id);
  let seed = 7;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  return ids.map((id, i) => {
    const area = i < 3 ? 'CSE' : areas[Math.floor(rnd() * areas.length)]!;
    const a = map.areas.find((x) => x.id === area);
    const inPort = a && a.ports.length > 0 && rnd() < 0.3 ? a.ports[0]!.nation : null;
    return counter(id, area, { port: inPort, squadron: i % 11 === 0 ? 'sq' : null, damaged: i % 9 === 0 });
  });
}

declare global {
  interface Window {
    __seaDevilsMap?: {
      map: WorldMap;
      inspect(): MapInspect;
      /** ms from navigation start to the first drawn frame. */
      drawnAt: number;
      /** ms from this module starting to the map drawn. */
      mountMs: number;
      events: string[];
      /** The east-edge area the sample's Shenandoah starts in. */
      eastEdgeArea: string;
      /** The labels' kerning held to Pixi's own (fonts.ts kerns each text's pairs when it is made). */
      kerning: () => { pairs: number; kerned: number; differ: string[] };
    };
  }
}

async function main(): Promise<void> {
  const el = document.getElementById('map')!;
  const status = document.getElementById('status')!;
  const wm = new WorldMap({
    map,
    land: (params.get('land') as LandResolution | 'none' | null) ?? '50m',
    renderer: (params.get('renderer') as 'webgl' | 'canvas' | 'webgpu' | null) ?? 'auto',
    projection: params.get('projection') === 'patterson' ? 'patterson' : params.get('projection') === 'modified-robinson' ? 'modified-robinson' : 'robinson',
  });
  wm.setCounters(params.get('many') === '1' ? many() : sample());
  const events: string[] = [];
  let hovered: string | null = null;
  wm.onAreaHover((a) => {
    hovered = a;
  });
  wm.onAreaClick((a, e) => {
    events.push(`area ${a}${e.shift ? ' shift' : ''} button ${e.button}`);
  });
  wm.onCounterClick((ids) => {
    events.push(`counters ${ids.join(',')}`);
  });
  await wm.mount(el);
  const drawnAt = performance.now();
  window.__seaDevilsMap = {
    map: wm,
    inspect: () => wm.inspect(),
    drawnAt,
    mountMs: drawnAt - t0,
    events,
    eastEdgeArea: EAST_EDGE_AREA,
    kerning: compareKerning,
  };
  const show = () => {
    const i = wm.inspect();
    status.textContent =
      `${hovered ?? '—'} · ${i.fps} fps · zoom ${i.camera.zoom.toFixed(2)} · ${i.renderer} · drawn in ${Math.round(drawnAt)} ms` +
      (events.length ? ` · last: ${events[events.length - 1]}` : '');
  };
  setInterval(show, 250);
  show();
}

main().catch((e: unknown) => {
  document.getElementById('status')!.textContent = `map failed: ${e instanceof Error ? e.message : String(e)}`;
  throw e;
});
