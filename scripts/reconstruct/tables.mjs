// Generator for the reconstructed tables (node scripts/reconstruct/tables.mjs): the reconstruction as code, notes included.
import { writeFileSync, mkdirSync } from 'node:fs';
import { fmt } from './fmt.mjs';
const root = new URL('../../', import.meta.url).pathname; // the project root
const w = (p, v) => {
  mkdirSync(root + p.replace(/\/[^/]+$/, ''), { recursive: true });
  writeFileSync(root + p, fmt(v) + '\n');
};
const dice = [1, 2, 3, 4, 5, 6];

// ---------- Raid (5.11)
const raidRows = [
  // by die 1..6, cells by density 1..6
  [0, 0, 1, 1, 2, 4],
  [0, 1, 2, 3, 4, 6],
  [1, 2, 3, 4, 6, 8],
  [2, 3, 4, 5, 7, 10],
  [3, 4, 5, 7, 9, 13],
  [4, 5, 6, 8, 12, 16],
];
const dens = [1, 2, 3, 4, 5, 6];
w('assets/tables/raid.json', {
  format: 'sea-devils-raid-table',
  rule: '5.11',
  basis:
    "Reconstruction (printed table lost). Calibrated to the merchant-marine history the scenarios encode (facts 5: about 31 points lost in GT1-4, 99 in GT5-7, 177 in GT8-12) and to the players' report that an aggressive early Confederate can take 50+ points in a turn (facts 4). A raider with about 10 MP spends 2 MP per raided area (enter + raid, 4.13), so it raids about 3-5 areas a turn, mostly at densities 1-4. Mean yield per raid by density: 1: 1.7, 2: 2.5, 3: 3.5, 4: 4.7, 5: 6.7, 6: 9.5 points (about 15% below the first pass, after AI-versus-AI calibration of the Campaign: docs/reconstruction.md section 3). History check: Sumter about 8 raids at density 2-3 plus Nashville 2 single raids is about 30 points for GT1-4; the cruisers destroyed about 110,000 tons, i.e. about 440 points of 250 tons each (5.2), over roughly 100 raider-raids. Each row rises with the die and each column with density; density 0 (no U.S. shipping) is omitted: no loss. Auxiliaries use the density-1 column except in C9 (5.43); whaling counters supply the density of the first Sloop raid (5.31). Design choice: the exact cell values and the spread (a C9 raid ranges 4-16).",
  columns: dens,
  rows: dice.map((d, i) => ({ die: d, cells: raidRows[i] })),
});

// ---------- Search (6.11, 6.41): spotted on die >= threshold
const searchCols = [1, 2, 3, 4, 'ECES'];
const searchSpotFrom = { 1: 6, 2: 6, 3: 5, 4: 5, ECES: 5 };
w('assets/tables/search.json', {
  format: 'sea-devils-search-table',
  rule: '6.11',
  basis:
    'Reconstruction. Single die only (6.11). Players reported about 1 success in 12 per searching stack, never more than 4 in 12 (facts 4); one die moves in steps of 2/12, so: 1 stack spots on a 6 (2/12, the nearest non-zero value to 1/12; 0 would make a lone warship blind), 2 stacks on a 6 (2/12, exact), 3 stacks on 5-6 (4/12; 3/12 is impossible, rounded up so that a third stack still counts), 4 or more stacks on 5-6 (4/12, the reported ceiling). Squadrons count as one stack (4.5, 6.11). ECES column (6.41): spots on 5-6 (4/12), the same as the reported ceiling, because the emergency search stands for many East Coast ships mobilising at once; historically no raider off the U.S. coast was caught (Tacony 1863, Florida Jul 1864, Tallahassee Aug 1864, Chickamauga Oct 1864), so it stays at the ceiling rather than above it. Design choice: the rounding of the 1- and 3-stack columns (each 1/12 above the reported rate).',
  columns: searchCols,
  rows: dice.map((d) => ({ die: d, cells: searchCols.map((c) => d >= searchSpotFrom[c]) })),
});

// ---------- Escape (6.21): escaped if die >= threshold; chance p/6
const escCols = [-4, -3, -2, -1, 0, 1, 2, 3, 4];
const escChance = { '-4': 1, '-3': 2, '-2': 3, '-1': 4, 0: 4, 1: 5, 2: 5, 3: 5, 4: 6 };
w('assets/tables/escape.json', {
  format: 'sea-devils-escape-table',
  rule: '6.21',
  basis:
    'Reconstruction. Column = own speed minus enemy speed (6.21; squadrons use their slowest ship); -4 also serves below and +4 above. Players reported that a spotted raider usually escapes and open-water catches were rare; most fights came when a raider left a blockaded European port (facts 4), where it must escape each blockader separately (7.21). Escape chances in sixths: -4: 1, -3: 2, -2: 3, -1: 4, 0: 4, +1: 5, +2: 5, +3: 5, +4 or more: 6 (certain). So an equal-speed raider escapes 2 times in 3, a faster one 5 in 6, while a raider leaving a port watched by three equal-speed blockaders gets clear of all three only about 3 times in 10 ((2/3)^3), which is the pattern reported. History: Sumter slipped past faster Brooklyn (1861) and Iroquois at Martinique (Nov 1861); no raider was run down at sea. Each attempt costs 1 MP and forfeits the raid in that area (4.13, 4.34). Design choice: the exact steps and the plateaus at -1/0 and +1..+3 (one die cannot be smoother).',
  columns: escCols,
  rows: dice.map((d) => ({ die: d, cells: escCols.map((c) => d > 6 - escChance[String(c)]) })),
});

// ---------- Combat (8.11)
const combatCols = [
  [1, 1],
  [2, 2],
  [3, 3],
  [4, 4],
  [5, 5],
  [6, 6],
  [7, 8],
  [9, 11],
  [12, 15],
  [16, null],
];
const combatByCol = [
  [0, 0, 0, 0, 1, 1],
  [0, 0, 0, 1, 1, 1],
  [0, 0, 1, 1, 1, 2],
  [0, 0, 1, 1, 2, 2],
  [0, 1, 1, 1, 2, 3],
  [0, 1, 1, 2, 2, 3],
  [1, 1, 2, 2, 3, 3],
  [1, 2, 2, 3, 4, 4],
  [2, 2, 3, 4, 5, 5],
  [2, 3, 4, 5, 6, 7],
];
w('assets/tables/combat.json', {
  format: 'sea-devils-combat-table',
  rule: '8.11',
  basis:
    'Reconstruction to the fixed rating scales (gunnery 1-8 per ship, squadrons add their gunnery 4.51; defense 1-8 = damage points to sink 8.13). Columns 1..6, 7-8, 9-11, 12-15, 16+. Mean damage per firing segment: 0.33, 0.5, 0.83, 1.0, 1.33, 1.5, 2.0, 2.67, 3.5, 4.5, so a single-ship duel lasts several segments and every point of damage also costs a point of speed (8.21), which lets the loser of an exchange fall behind in later escape attempts. History check, Kearsarge (gunnery ~5) against Alabama (gunnery ~4, defense ~3), Jun 1864: Kearsarge needs about 2-3 segments to sink Alabama, Alabama about 5 to sink a defense-5 Kearsarge, so the Federal usually wins, as happened; a squadron of three sloops (12-15) sinks most raiders in one or two segments, which is why the Federal concentrates. Each row rises with gunnery and each column with the die. Design choice: all cell values.',
  columns: combatCols.map(([min, max]) => ({ min, max })),
  rows: dice.map((d, i) => ({ die: d, cells: combatByCol.map((c) => c[i]) })),
});

// ---------- Blockade (7.11)
const blockadeGunnery = { 8: 2, 9: 3, 10: 4, 11: 6 };
const rows = [];
for (let r = 1; r <= 11; r++) rows.push({ roll: r, gunnery: blockadeGunnery[r] ?? null });
w('assets/tables/blockade.json', {
  format: 'sea-devils-blockade-table',
  rule: '7.11',
  basis:
    'Reconstruction. Modified roll = die + year modifier + direction modifier (7.11); the modifier grows every year because the blockade tightened every year, and running in is one step harder than running out (the inbound ship must find the channel at the end of a long passage; Florida was badly shot up running into Mobile in Sep 1862, while Sumter, Nashville and Florida all got out). Rows cover every reachable modified roll, 1 to 11. Rolls of 7 or less: no contact. 8: one firing segment by a gunnery-2 blockader, 9: gunnery 3, 10: gunnery 4, 11: gunnery 6 (7.11, 8.14). Chance of contact (out / in): 1861 0/0, 1862 0/1 in 6, 1863 1/2 in 6, 1864 2/3 in 6, 1865 3/4 in 6; averaged over both directions 0, 1/12, 1/4, 5/12, 7/12. Commonly cited capture rates for blockade runners (about 1 in 10 in 1861, 1 in 8 in 1862, 1 in 4 in 1863, 1 in 3 in 1864, 1 in 2 in 1865) are matched within one die face, with the caveat that a contact is one firing segment and usually does little damage. Design choice: the threshold, the year steps and the gunnery values.',
  modifiers: { year: { 1861: 0, 1862: 1, 1863: 2, 1864: 3, 1865: 4 }, direction: { in: 1, out: 0 } },
  rows,
});

// ---------- Deployment (10.31)
const P = (s) => {
  const [F, SF, S, GB, SGB] = s.split('/').map(Number);
  return { F, SF, S, GB, SGB };
};
const ERRATUM = '0/0/3/0/0 1/0/6/2/9 1/1/5/4/3 0/0/8/3/9';
const depRows1to5 = [
  ['0/0/1/0/1', '0/0/2/1/3', '1/1/6/0/0', '0/1/4/1/4'],
  ['0/1/0/1/1', '0/0/3/1/4', '0/1/3/2/4', '1/0/4/2/5'],
  ['0/0/2/0/1', '0/1/3/2/4', '1/0/4/2/5', '1/1/5/2/5'],
  ['0/1/2/1/1', '1/0/4/2/4', '1/1/5/2/5', '1/1/5/3/6'],
  ['1/1/2/1/1', '1/1/4/2/5', '1/1/5/3/6', '1/1/6/3/7'],
];
const smoothed6 = ['1/1/2/1/2', '1/1/5/3/5', '1/1/6/3/7', '2/1/6/4/7'];
const errCells = ERRATUM.split(' ').map(P);
w('assets/tables/deployment.json', {
  format: 'sea-devils-deployment-table',
  rule: '10.31',
  basis:
    "Rows 1-5 reconstructed; row 6 from the errata (see erratumRow6). Column = Confederate ships in play, Europe counting half, rounded down (10.31); column 1 also serves 0 and column 4 serves more. Each cell adds F/SF/S/GB/SGB points to the Federal Warship Deployment Track, one point per ship selected (10.4, 10.42); unused points stay on the track (10.41). Totals per cell, rows 1-5: column 1: 2-6, column 2: 6-13, column 3: 8-16, column 4: 10-18. Three cells are the deployments the scenarios record for one Game Turn (levels are 0 afterwards, so the whole roll was spent): column 1, die 2 = 0/1/0/1/1 (GT1: Penguin, Powhatan, Keystone State, 13.13); column 1, die 3 = 0/0/2/0/1 (GT4 with Sumter in Europe and Nashville in port: Tuscarora, Kearsarge, Santiago de Cuba read as a side-wheel gunboat, 13.33); column 3, die 1 = 1/1/6/0/0 (GT12 with Alabama and Florida at sea and Georgia and Rappahannock in France: Niagara, Powhatan and six screw ships, 13.53). Calibration: the scenarios' availability records show about 21 Federal ship-turns used in GT1-4 (about 5 a turn, mostly one raider in play), about 38 in GT5-7 and about 61 in GT8-12 (about 12 a turn with two or three raiders in play), i.e. very roughly 6-15 ships a turn in mid-war, growing with the raiders in play. Type mix follows the Federal pool of about 58 steamers (2.21): few frigates (F, SF), many screw sloops (S) and many side-wheel gunboats and converted side-wheel liners (SGB), some screw gunboats (GB); the erratum row shows the same S/SGB-heavy mix. Pacific Fleet ships cost nothing while in the Pacific (11.2). Design choice: every cell in rows 1-5 and the smoothed row 6.",
  columns: [1, 2, 3, 4],
  rows: [...depRows1to5.map((r, i) => ({ die: i + 1, cells: r.map(P) })), { die: 6, cells: errCells }],
  erratumRow6: {
    cells: errCells,
    basis: `Official errata (S&T 191) supplied the missing die-6 row, garbled in transmission: "${ERRATUM}", read as one F/SF/S/GB/SGB cell per column 1, 2, 3, 4+. UNCERTAIN: its totals (3, 18, 14, 20) do not rise with the number of raiders the way rows 1-5 do, and column 1 (3 points) is below rows 2-5 of that column; it is transcribed exactly and used by default because it is the only printed evidence.`,
  },
  row6WithoutErratum: {
    cells: smoothed6.map(P),
    basis:
      "Design choice for players who switch the erratum off: row 6 continues rows 1-5 by one more step (totals 7, 15, 18, 20), keeping the erratum's S/SGB-heavy mix and its column-4 total of 20.",
  },
});

// ---------- ECES (6.43, 6.44)
const T = (s) => {
  const [g, d, m] = s.split('/').map(Number);
  return { gunnery: g, defense: d, movement: m };
};
const ecesCols = [
  { type: 'S', previous: 0, orMore: false, cells: ['2/2/8', '2/2/9', '3/3/9', '3/3/10', '4/3/10', '4/4/11'] },
  { type: 'S', previous: 1, orMore: false, cells: ['2/2/9', '3/3/9', '3/3/10', '4/3/10', '4/4/11', '5/4/11'] },
  { type: 'S', previous: 2, orMore: false, cells: ['3/3/9', '3/3/10', '4/3/10', '4/4/11', '5/4/11', '5/5/12'] },
  { type: 'S', previous: 3, orMore: true, cells: ['3/3/10', '4/3/10', '4/4/11', '5/4/11', '5/5/12', '6/5/12'] },
  { type: 'GB', previous: 0, orMore: false, cells: ['2/2/10', '3/2/10', '3/3/11', '4/3/11', '4/3/12', '5/4/12'] },
  { type: 'GB', previous: 1, orMore: true, cells: ['3/3/11', '3/3/12', '4/3/12', '4/4/12', '5/4/13', '5/4/14'] },
  { type: 'Aux', previous: 0, orMore: false, cells: ['1/1/7', '1/2/8', '2/2/8', '2/2/9', '3/3/9', '3/3/10'] },
  { type: 'Aux', previous: 1, orMore: true, cells: ['2/2/8', '2/2/9', '3/2/9', '3/3/10', '3/3/10', '4/3/11'] },
  { type: 'IC', previous: 0, orMore: true, cells: ['4/4/7', '5/5/7', '6/5/8', '6/6/8', '7/6/9', '8/7/9'] },
];
w('assets/tables/eces.json', {
  format: 'sea-devils-eces-table',
  rule: '6.43',
  basis:
    "Reconstruction. After a successful ECES roll (6.41) a die on this table gives the spotting Federal ship (no counter) as gunnery/defense/movement (6.43); the column is the Confederate type entering C9 and how many times that type has entered before (6.44), so the navy answers repeat visits with stronger, faster ships. Sloops: from a navy-yard gunboat (2/2/8) on the first entry to a first-class screw sloop or fast side-wheeler (up to 6/5/12) after three. Gunboats (Tallahassee and Chickamauga off New York in 1864): fast double-enders and converted liners (movement 10-14; Pontoosuc and Sassacus-class ships made 14 kn). Auxiliaries (Read's Tacony group off the Chesapeake, Jun 1863, hunted by dozens of chartered and navy steamers): small armed steamers, 1-4 gunnery. Ironclad (Stonewall, defense ~8): harbour-defence monitors, heavy gunnery and defense but slow (movement 7-9), so the ironclad is easily caught but hard to sink. Ratings use the same scales as the counters (gunnery 1-8, defense 1-8, movement 5-14). Design choice: every cell and the column breakpoints (S 0,1,2,3+; GB 0,1+; Aux 0,1+; IC 0+).",
  columns: ecesCols.map(({ type, previous, orMore }) => ({ type, previous, orMore })),
  rows: dice.map((d, i) => ({ die: d, cells: ecesCols.map((c) => T(c.cells[i])) })),
});
console.log('tables written');
