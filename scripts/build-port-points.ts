// Writes src/ui/map/port-points.json: each port area's marker [lon, lat], from the 50m Natural
// Earth coast (portPoints.ts says why it is stored). `npm run map:ports`; a unit test holds the
// file to what this computes.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { computePortPoints } from './port-points-compute';

const out = resolve(import.meta.dirname, '../src/ui/map/port-points.json');
const points = computePortPoints();
writeFileSync(out, JSON.stringify(points, null, 0).replace(/\],/g, '],\n') + '\n');
console.log(`${Object.keys(points).length} port markers written to ${out}`);
