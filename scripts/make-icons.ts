// npm run icons: draws the game's icon (a screw sloop-of-war under sail and steam, the kind of
// ship the raiders were, on the chart-room navy with the parchment and brass of the game's
// screens) as SVG and writes the PNGs the web app manifest and the page name (public/icons/):
// 192 and 512 px, a maskable 512 (the ship inside the safe circle, the sea to every edge) and the
// 180 px Apple touch icon (the tab's small icon stays index.html's own SVG, drawn for 16 px). The
// PNGs are committed; run this after changing it.

import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const OUT = resolve(import.meta.dirname, '../public/icons');
const NAVY = '#14202d';
const NAVY_2 = '#1d2e40';
const NAVY_3 = '#2a4157';
const PAPER = '#f4ecd8';
const PAPER_2 = '#e8d9b5';
const BRASS = '#d9a957';
const HULL = '#0b131c';

/** One square sail between two yards, bellied a little forward (to the right). */
function sail(x: number, top: number, bottom: number, halfTop: number, halfBottom: number): string {
  const belly = (bottom - top) * 0.18;
  return `<path d="M ${x - halfTop} ${top} L ${x + halfTop} ${top} Q ${x + halfBottom + belly} ${(top + bottom) / 2} ${x + halfBottom} ${bottom} L ${x - halfBottom} ${bottom} Q ${x - halfBottom + belly * 0.6} ${(top + bottom) / 2} ${x - halfTop} ${top} Z" fill="${PAPER_2}" stroke="${HULL}" stroke-width="3"/>`;
}

/** The ship and its sea in a 512 box; `scale` about the centre (the maskable icon keeps it in its safe zone). */
function ship(scale: number): string {
  const masts = [
    { x: 150, top: 120 },
    { x: 256, top: 100 },
    { x: 362, top: 126 },
  ];
  const rig = masts
    .map(
      (m) =>
        `<line x1="${m.x}" y1="${m.top}" x2="${m.x}" y2="330" stroke="${HULL}" stroke-width="7" stroke-linecap="round"/>` +
        sail(m.x, m.top + 24, m.top + 78, 24, 32) +
        sail(m.x, m.top + 88, m.top + 166, 34, 42),
    )
    .join('');
  // Smoke from the funnel (between the fore and main masts), drifting aft in the wind.
  const smoke = [
    [206, 214, 12],
    [190, 196, 15],
    [168, 184, 18],
    [140, 178, 20],
  ]
    .map(([x, y, r], i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#9aa6b2" opacity="${0.9 - i * 0.18}"/>`)
    .join('');
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <line x1="86" y1="316" x2="150" y2="120" stroke="${HULL}" stroke-width="3"/>
    <line x1="362" y1="126" x2="444" y2="310" stroke="${HULL}" stroke-width="3"/>
    ${rig}
    ${smoke}
    <rect x="195" y="224" width="22" height="92" rx="3" fill="${HULL}"/>
    <rect x="195" y="234" width="22" height="7" fill="${BRASS}"/>
    <path d="M 256 100 L 256 80 L 296 89 L 256 98 Z" fill="${BRASS}"/>
    <path d="M 70 312 L 446 312 Q 438 346 404 364 L 112 364 Q 84 352 70 312 Z" fill="${HULL}"/>
    <path d="M 86 328 L 434 328" stroke="${PAPER_2}" stroke-width="5"/>
    ${[130, 170, 210, 250, 290, 330, 370].map((x) => `<rect x="${x}" y="334" width="14" height="10" fill="${PAPER_2}" opacity=".85"/>`).join('')}
  </g>`;
}

/** The sea: two bands of swell below the hull, to the box's edges. */
const sea = (scale: number) => `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
  <path d="M -168 352 Q -104 330 -40 352 T 88 352 T 216 352 T 344 352 T 472 352 T 600 352 T 728 352 L 728 700 L -168 700 Z" fill="${NAVY_3}"/>
  <path d="M -168 392 Q -104 372 -40 392 T 88 392 T 216 392 T 344 392 T 472 392 T 600 392 T 728 392 L 728 700 L -168 700 Z" fill="${NAVY_2}"/>
  <path d="M -168 352 Q -104 330 -40 352 T 88 352 T 216 352 T 344 352 T 472 352 T 600 352 T 728 352" fill="none" stroke="${PAPER}" stroke-width="4" opacity=".55"/>
</g>`;

/** The icon: `maskable` fills the square (a platform cuts its own shape), else a rounded square with a brass rim. */
function svg(maskable: boolean): string {
  const scale = maskable ? 0.78 : 0.92;
  const body = `<defs><radialGradient id="sky" cx="50%" cy="20%" r="80%"><stop offset="0" stop-color="${NAVY_3}"/><stop offset="1" stop-color="${NAVY}"/></radialGradient>
    <clipPath id="clip"><rect width="512" height="512" rx="${maskable ? 0 : 96}"/></clipPath></defs>
    <g clip-path="url(#clip)"><rect width="512" height="512" fill="url(#sky)"/>${sea(scale)}${ship(scale)}</g>`;
  const rim = maskable ? '' : `<rect x="6" y="6" width="500" height="500" rx="92" fill="none" stroke="${BRASS}" stroke-width="12"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${body}${rim}</svg>`;
}

function png(source: string, size: number): Buffer {
  return new Resvg(source, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

mkdirSync(OUT, { recursive: true });
const files: [string, Buffer][] = [
  ['icon-192.png', png(svg(false), 192)],
  ['icon-512.png', png(svg(false), 512)],
  ['icon-maskable-512.png', png(svg(true), 512)],
  ['apple-touch-icon.png', png(svg(true), 180)],
];
for (const [name, data] of files) writeFileSync(resolve(OUT, name), data);
console.log(`icons written to ${OUT}: ${files.map(([n, d]) => `${n} (${d.length} bytes)`).join(', ')}`);
