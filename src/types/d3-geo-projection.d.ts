// d3-geo-projection ships no TypeScript types. Only what this project uses is typed; the rest
// of the module is declared loosely.
declare module 'd3-geo-projection' {
  import type { GeoProjection } from 'd3-geo';
  /** The Robinson projection (the map's projection, 2.1). */
  export function geoRobinson(): GeoProjection;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rest: Record<string, any>;
  export default rest;
}
