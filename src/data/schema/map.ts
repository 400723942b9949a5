import { z } from 'zod';
import { AreaId, Basis, CPL_BOTTOM, CPL_TOP, MAX_DENSITY } from './common';

// assets/map/areas.json: the world-ocean map of Movement Areas (2.1).
//
// Longitudes are MAP longitudes: the map's central meridian is 20°W, so its west edge is at
// -200 (= 160°E) and its east edge at +160 (= 160°E). A point's true longitude is
// ((lon + 180) mod 360) - 180. Keeping the map's own range makes every polygon contiguous and
// puts the 4.22 wraparound exactly at the map edge.

export const MAP_WEST_EDGE = -200;
export const MAP_EAST_EDGE = 160;
export const MAP_CENTRAL_MERIDIAN = -20;

/** Port nations and colonies of 2.12. */
export const PortNation = z.enum(['England', 'France', 'Spain', 'Peru', 'Chile', 'CSA', 'USA', 'COL', 'BRA', 'ARG', 'VEN', 'E', 'F', 'S', 'H', 'P']);
export type PortNation = z.infer<typeof PortNation>;

/** What the Confederate player may use a port for (4.4, 4.41, 9.3, 10.5). */
export const PortUse = z.enum(['coal', 'commission', 'repair', 'refit', 'arrival']);
export type PortUse = z.infer<typeof PortUse>;

export const Port = z
  .object({
    nation: PortNation,
    name: z.string().min(1),
    uses: z.array(PortUse),
    /** World CPL the port needs (9.31, 9.38); null where another rule governs it
     *  (England and France: 9.32-9.37; CSA: 4.41; USA: never usable). */
    cpl: z.number().int().min(CPL_BOTTOM.min).max(CPL_TOP.max).nullable(),
    basis: Basis,
  })
  .strict();
export type Port = z.infer<typeof Port>;

export const LonLat = z.tuple([z.number().min(MAP_WEST_EDGE).max(MAP_EAST_EDGE), z.number().min(-85).max(85)]);
export type LonLat = z.infer<typeof LonLat>;

export const Area = z
  .object({
    id: AreaId,
    name: z.string().min(1),
    /** U.S. merchant shipping density (2.11), an index into the Raid Table's columns. */
    density: z.number().int().min(0).max(MAX_DENSITY),
    densityBasis: Basis,
    ports: z.array(Port),
    /** A black W on white: a whaling counter may be placed here (2.25). */
    whaling: z.boolean(),
    /** Europe for 6.3 and 10.31: C2, C5, C7, C8. */
    europe: z.boolean(),
    /** In the Pacific Ocean of 11.2. */
    pacific: z.boolean(),
    /** No port may be entered to accept blockade here (4.42: C9, C54). */
    noPortRefuge: z.boolean(),
    /** Entering triggers the East Coast Emergency Search (6.4: C9). */
    eces: z.boolean(),
    /** Searched by ships in the CSE box (11.11: C9, C14, C16). */
    cse: z.boolean(),
    /** Outer ring, [map longitude, latitude] pairs, not closed (the last point is not the first). */
    polygon: z.array(LonLat).min(3),
    label: LonLat,
    /** Adjacent areas on the map itself. */
    neighbours: z.array(AreaId),
    /** Adjacent areas across the east-west map edge (2.13, 4.22). */
    wrap: z.array(AreaId),
    /** Which map edge the area touches, if any. */
    edge: z.enum(['west', 'east']).nullable(),
  })
  .strict();
export type Area = z.infer<typeof Area>;

export const MapFile = z
  .object({
    format: z.literal('sea-devils-map'),
    version: z.literal(1),
    basis: Basis,
    areas: z.array(Area).min(1),
  })
  .strict();
export type MapFile = z.infer<typeof MapFile>;
