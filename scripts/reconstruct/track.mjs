// Generator for the reconstructed track (node scripts/reconstruct/track.mjs): the reconstruction as code, notes included.
import { writeFileSync, mkdirSync } from 'node:fs';
import { fmt } from './fmt.mjs';
const root = new URL('../../', import.meta.url).pathname; // the project root
const w = (p, v) => {
  mkdirSync(root + p.replace(/\/[^/]+$/, ''), { recursive: true });
  writeFileSync(root + p, fmt(v) + '\n');
};

const T = [
  // turn, W, E, F, basis
  [
    1,
    1,
    2,
    2,
    'War opens: First Bull Run (Jul 1861) raises Confederate prestige everywhere; England and France both accept the South as a belligerent. Sets the Campaign start levels W+1 E+3 F+3 (13.12) from a base of 0.',
  ],
  [
    2,
    0,
    2,
    1,
    "Trent affair (Nov-Dec 1861): British anger at the seizure of Mason and Slidell, backed by France; France lands in Mexico (Dec 1861). History also takes England -1 for Nashville's repair at Southampton this turn (9.22 action, not part of the track).",
  ],
  [3, -2, 0, 0, 'Union victories in the West and on the coast (Mill Springs, Forts Henry and Donelson, Roanoke Island, early 1862).'],
  [4, -2, 1, 0, 'New Orleans, Memphis and Shiloh lost (spring 1862); in England the cotton famine in Lancashire keeps interest in intervention alive.'],
  [
    5,
    0,
    -1,
    0,
    'Second Bull Run and Antietam cancel out (Aug-Sep 1862); the preliminary Emancipation Proclamation cools British talk of mediation. Levels W-3 E0 F0 as 13.32 requires; England still at least -1 when Alabama arrives (9.32).',
  ],
  [
    6,
    1,
    0,
    2,
    "Fredericksburg (Dec 1862); Napoleon III proposes joint mediation (Nov 1862); Gladstone's Newcastle speech (Oct 1862) offsets the British cabinet's refusal. History takes England -1 this turn when the merchant marine falls below 1165 (9.22 action).",
  ],
  [
    7,
    0,
    -1,
    1,
    "Emancipation Proclamation in force (Jan 1863): British working-class meetings for the Union; in France the Erlanger cotton loan is floated (early 1863). England stays at -1 or better for Georgiana's arrival (9.32).",
  ],
  [
    8,
    1,
    -1,
    2,
    'Chancellorsville (May 1863); Britain seizes Alexandra (Apr 1863); French enthusiasm peaks as French troops take Mexico City (Jun 1863). Levels W-1 E-1 F+7 as 13.42 requires.',
  ],
  [
    9,
    -3,
    -2,
    1,
    "Gettysburg, Vicksburg and Port Hudson (Jul 1863); Britain detains the Laird rams and Mason leaves London (Sep 1863); France signs Bulloch's ironclad contract (Jul 1863). England now below -1 by the track alone, so Texas can never be received (9.32, errata). History takes France -1 for Rappahannock's forced repair (10.52).",
  ],
  [
    10,
    -2,
    -1,
    -3,
    "Chattanooga (Nov 1863); the Laird rams are bought for the Royal Navy (Oct 1863); France withdraws leave to arm the Bordeaux and Nantes ships (22 Oct 1863). History takes France -1 for Florida's refit at Brest.",
  ],
  [
    11,
    -2,
    -1,
    -1,
    "Grant takes overall command (Mar 1864); Britain detains Pampero (Texas) on the Clyde; France keeps its distance. France now below -1 by the track alone, so Louisiana and Mississippi can never be received (9.33, errata). History takes France -1 for Georgia's refit at Cherbourg (she starts the Endgame with no turns at sea since refit, 13.53).",
  ],
  [
    12,
    -2,
    0,
    -2,
    'Overland and Atlanta campaigns (spring 1864); France blocks the sale of the Bordeaux ironclads and corvettes to the Confederacy (they go to Denmark and Peru).',
  ],
  [13, -2, 0, 0, 'Mobile Bay (Aug 1864) and the fall of Atlanta (Sep 1864). Levels W-12 E-16 F-12 as 13.52 requires.'],
  [
    14,
    -2,
    0,
    4,
    "Lincoln re-elected, Sherman's march to the sea, Franklin and Nashville (late 1864). Denmark refuses the Bordeaux ironclad and her French builder resells her to the Confederacy (Dec 1864). England stays at -19 or better so that Shenandoah may leave England uncommissioned (9.34).",
  ],
  [
    15,
    -1,
    0,
    6,
    'Fort Fisher and Wilmington fall (early 1865), but France looks the other way while Stonewall takes on crew and stores at Quiberon Bay (Jan 1865), and the Kenner mission offers emancipation for recognition in Paris (Mar 1865). France rises to -6 or better so that Stonewall can be commissioned in C5 as 12.12 advises (9.35 otherwise forbids it).',
  ],
  [
    16,
    -1,
    0,
    -2,
    'Richmond falls and Lee surrenders (Apr 1865); Britain withdraws belligerent rights (Jun 1865): England reaches the bottom space and closes (9.34).',
  ],
];
const date = (t) => {
  const y = 1861 + Math.floor((t + 1) / 4);
  const q = ((t + 1) % 4) + 1;
  return { date: `${q}/${String(y).slice(2)}`, year: y, quarter: q };
};
w('assets/track/turns.json', {
  format: 'sea-devils-turn-track',
  version: 1,
  basis:
    "Game Turn Record Track (2.16, 9.21). Dates from the calendar of 4.41 and 13.x (one quarter per turn, GT1 = 3/61). The W/E/F automatic adjustments are reconstructed so that, starting from 0 and adding the Confederate actions that happened historically (9.22: Nashville repaired at Southampton GT2 England -1; merchant marine below 1165 in GT6 England -1; Rappahannock forced repair GT9 France -1; Florida refit at Brest GT10 France -1; Georgia refit at Cherbourg GT11 France -1), the levels after each turn's advance segment are exactly the scenario start levels: GT1 W+1 E+3 F+3, GT5 W-3 E0 F0, GT8 W-1 E-1 F+7, GT13 W-12 E-16 F-12. The track alone (no actions) closes England (below -1) from GT9 and France from GT11, before Texas (GT10+), Louisiana (GT11) and Mississippi (GT11+) could arrive (errata); England is at least -1 on the historical path when Alabama (GT5) and Georgiana (GT7) arrive. Timing of each step follows the war's diplomatic and military events named per turn; the size of each step is a design choice. Arrivals are not listed here: the loader builds them from the ship files.",
  turns: T.map(([turn, W, E, F, basis]) => ({ turn, ...date(turn), cpl: { W, E, F }, basis })),
});
w('assets/track/cpl.json', {
  format: 'sea-devils-cpl-track',
  version: 1,
  basis:
    'Confederate Prestige Level Track (2.16, 9.1): three tracks (World, England, France) with the same range. Bottom -20 because England closes only below -19 (9.34) and France below -6 (9.35), so -20 is the one space that means "England closed"; the historical path reaches -20 for England only in GT16. Top +10 leaves room above France\'s historical peak of +7 (GT8, 13.42); no rule raises a level by Confederate action (9.22 only lowers), so levels above +10 cannot arise from the printed track. Levels are held at the ends. Design choice: the exact ends.',
  min: -20,
  max: 10,
});
w('assets/track/cse.json', {
  format: 'sea-devils-cse',
  version: 1,
  basis:
    'California Steamer Escort points per calendar year (11.12). Escorts began only after Alabama took the gold-route steamer Ariel (7 Dec 1862): Connecticut escorted from Aspinwall Dec 1862-Jun 1863, Neptune convoyed the California steamers from Jan 1864. 1861: 0 (no escorts). 1862: 1, the one point the Cresting Tide and Endgame records show used (13.43, 13.53), for the last weeks of the year. 1863: 9, exactly the points the Endgame record shows used by the end of 1863 (13.53). 1864: 8 (3 used by GT13 per 13.53, in the first half of the year; the same rate for the second half). 1865: 4 (two Game Turns at the 1864 rate). Design choice: 1864 and 1865, and reading 1862 and 1863 as fully used.',
  perYear: { 1861: 0, 1862: 1, 1863: 9, 1864: 8, 1865: 4 },
});
w('assets/counters/whaling.json', {
  format: 'sea-devils-whaling-counters',
  version: 1,
  basis:
    "Five whaling counters (2.25), drawn face down and placed one per whaling area (5.3); the number is the shipping density of the first Sloop raid there (5.31). Three values are fixed by the late scenarios, which use one each of 1, 3 and 4 (13.44, 13.54). The two counters missing from those scenarios are the ones Alabama's cruise used up before GT8: 6 for a rich ground like the Azores, where Alabama burned about 10 whalers in two weeks (Sep 1862; about 3,000 tons, about 12 points of 250 tons, 5.2, near the density-6 mean of 10.7), and 2 for a thin ground like the South Atlantic off Fernando de Noronha, where she found a single whaler (Apr 1863). The 1, 3 and 4 left for 1863-65 fit a whaling fleet that had shrunk by about half; Shenandoah's two dozen whalers in the Bering Sea (Jun 1865) came over several raids and the area's own density after the counter was removed. Design choice: 2 and 6.",
  counters: [1, 2, 3, 4, 6].map((density, i) => ({ id: i + 1, density })),
});
console.log('track written');
