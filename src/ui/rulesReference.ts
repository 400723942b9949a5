// A short reference to the rule book, section by section, in our own words (a paraphrase, not
// the book's text). The log links each event's rule number here.

import { SCENARIO_NOTES, type RuleNote } from './scenarioNotes';

export type { RuleNote };

export const RULES: RuleNote[] = [
  {
    id: '1.0',
    title: 'Introduction',
    text: 'Two players: the Confederate sends commerce raiders after the U.S. merchant fleet; the Federal hunts them with the Navy. The raider scores by driving merchant shipping off the seas, the Federal by sinking or trapping raiders.',
  },
  { id: '2.0', title: 'Equipment', text: 'A world ocean map, ship counters and markers, the record sheets, and one six-sided die.' },
  { id: '2.1', title: 'The map', text: 'The oceans are cut into Movement Areas on a Robinson-style projection; ships move from area to area.' },
  {
    id: '2.11',
    title: 'Area codes',
    text: "Each area has an id: C for coastal, D for deep water, then a number. The second number is the area's U.S. merchant shipping density.",
  },
  {
    id: '2.12',
    title: 'Ports',
    text: 'Some areas hold ports, marked by country or colony (England, France, CSA, USA, Brazil, English colonial and so on). Raiders use them to build, coal, commission, repair and refit.',
  },
  { id: '2.13', title: 'Map-edge arrows', text: 'Areas with arrows on the east and west edges connect to the areas named under the arrow on the far edge.' },
  {
    id: '2.14',
    title: 'Tables on the map',
    text: 'Blockade, Escape, Combat, Raid, Search and Federal Warship Deployment tables resolve the die rolls of play.',
  },
  { id: '2.16', title: 'Tracks', text: 'Prestige (CPL), Game Turn, U.S. merchant marine and Federal Warship Deployment tracks keep the running totals.' },
  {
    id: '2.17',
    title: 'Pools',
    text: 'The Available Pool holds Federal ships ready but unused this turn; the Unavailable Pool holds ships worn out of service except in emergencies.',
  },
  { id: '2.2', title: 'Counters', text: 'Ship counters show name, type, gunnery, defense and movement; raiders also show how often they must coal each turn.' },
  { id: '2.21', title: 'The fleets', text: '58 Federal steamers and 13 Confederate raiders that served, plus four raiders seized before completion.' },
  {
    id: '2.22',
    title: 'Ship types',
    text: 'Frigate, side wheel frigate, sloop, side wheel sloop, gunboat, side wheel gunboat, ironclad; two small sailing Auxiliaries. Movement Allowance doubles as speed when escaping.',
  },
  {
    id: '2.23',
    title: 'Markers',
    text: "Markers track the turn, the three prestige levels, the merchant marine and the five deployment levels; In Port markers show which nation's port a raider uses.",
  },
  { id: '2.24', title: 'Uncommissioned', text: 'A marker flags a raider that has not yet been commissioned.' },
  {
    id: '2.25',
    title: 'Whaling counters',
    text: 'Face-down counters mark whaling grounds in the areas with a W; their value is unknown until a sloop raids there.',
  },
  { id: '2.3', title: 'The rules', text: 'Rules are grouped by topic and numbered for look-up.' },
  { id: '2.33', title: 'Activity Record', text: "The Confederate writes down each raider's whole turn on the Activity Record before the Federal moves." },
  {
    id: '2.34',
    title: 'Availability Record',
    text: "The Federal crosses off a ship's Availability Points as it is used; the emergency-search ship table is printed there too.",
  },
  {
    id: '3.0',
    title: 'Sequence of Play',
    text: "Each Game Turn: 1 Reinforcement and Placement (A turn advance and prestige, B Confederate arrivals, C Federal pools, deployment roll, selection, and European blockade declarations); 2 the Confederate secretly records every raider's activity; 3 the Federal moves; 4 the records are carried out, with searches, escapes, blockades and battles.",
  },
  {
    id: '4.0',
    title: 'Movement',
    text: 'Federal ships move in the Federal Movement Phase; raiders move while their records run in the Activity Phase, where searches and fights can interrupt them.',
  },
  { id: '4.1', title: 'How ships move', text: 'Ships move area by area through adjacent areas, one ship at a time, within their Movement Allowance.' },
  { id: '4.11', title: 'Movement Allowance', text: 'A ship may use any part of its allowance in a phase; leftover points are lost and cannot be shared.' },
  {
    id: '4.12',
    title: 'One ship at a time',
    text: "Paths run through adjacent areas only. Each ship finishes its move (with any search or fight it causes) before the next starts, and may not move again that turn. Here a ship's move is completed when another ship begins to move (or it joins the CSE box); forming squadrons and joining blockades are not moves.",
  },
  {
    id: '4.13',
    title: 'Movement Point costs',
    text: 'A raider pays 1 MP to enter an area, to raid, to run a blockade, to try an escape and to be commissioned; ports, repairs and refits have their own costs. A Federal ship pays 1 MP per area entered.',
  },
  { id: '4.14', title: 'Continuous movement', text: "Raiding, blockade running, escaping or fighting do not end a ship's move while it has points left." },
  { id: '4.2', title: 'Inhibitions', text: 'Other ships never block or slow movement.' },
  {
    id: '4.21',
    title: 'Entering occupied areas',
    text: 'Moving through areas with enemy ships costs nothing extra, but a raider entering an area with Federal ships may be searched for.',
  },
  { id: '4.22', title: 'Map edge', text: 'Ships cannot leave the map, but the marked edge areas on the west and east connect to each other.' },
  {
    id: '4.3',
    title: 'Activity Record',
    text: "Before the Federal moves, the Confederate scripts every raider's turn: moves, raids, blockade runs, entering and leaving port, commissioning, repair and refit. The script must be followed whatever happens; only the reactions to being spotted cannot be written in advance.",
  },
  { id: '4.31', title: 'Writing the record', text: "Each raider's activities are written in the order they will happen." },
  {
    id: '4.32',
    title: 'Running out of points',
    text: 'Escapes may be tried even beyond the allowance, but a raider that overspends stops and the rest of its record is dropped.',
  },
  { id: '4.33', title: 'Accepting blockade', text: 'A raider that takes refuge in a neutral port under blockade ends its activity for the turn.' },
  {
    id: '4.34',
    title: 'No raid after an escape',
    text: 'A raider that tries to escape in an area loses its recorded raid there; the point goes to the escape. It may raid in the next area.',
  },
  {
    id: '4.4',
    title: 'Ports',
    text: 'Raiders enter ports to coal, commission, repair, refit or shelter; Federal ships never enter ports. Entering or leaving is free unless a blockade must be run. Leaving a port counts as entering the area for searches.',
  },
  {
    id: '4.41',
    title: 'Confederate ports',
    text: 'The Confederate ports in C14 and C15 serve every purpose, until C15 falls at the start of Game Turn 14 and C14 at the start of Game Turn 16.',
  },
  {
    id: '4.42',
    title: 'Shelter in port',
    text: 'A spotted raider in a coastal area with a port (not C9 or C54) may duck into port and accept a blockade instead of fighting, whatever the prestige levels.',
  },
  { id: '4.43', title: 'Neutral ports', text: 'Which neutral ports a raider may use depends on the Confederate Prestige Levels (9.3).' },
  { id: '4.5', title: 'Squadrons', text: 'Ships stacked together act as one unit for searching and fighting.' },
  {
    id: '4.51',
    title: 'Squadron combat',
    text: "A squadron fires with the summed gunnery of its ships; the enemy picks which ship takes its hits. This edition: the pick is made once each firing segment's dice are rolled. The raider's record carries a standing order (the ship nearest sinking, or the biggest guns) and the Federal's standing order, set with his movement, is the one nearest sinking (the default: where the damage sinks a raider, else the one nearest sinking) or the biggest guns; a game set to ask puts the question to the player.",
  },
  {
    id: '4.52',
    title: 'Forming squadrons',
    text: "Federal squadrons are stacked at the end of Federal movement; raiders may stack during the Activity Phase. This edition: the leader's record writes gather:SHIP where the other ship, its own record done and at sea there, joins; from then on both follow the leader's record, at the slowest member's allowance, searched for, escaping and raiding as one ship; a squadron cannot shelter in port.",
  },
  {
    id: '5.0',
    title: 'Raiding',
    text: 'A commissioned raider may raid each area it enters, once per area per turn, at 1 MP. Searches in the area are settled before the raid, and an escape attempt there forbids raiding it.',
  },
  { id: '5.11', title: 'Raid Table', text: "Roll a die against the area's shipping density; the result is how many merchant marine points the Federal loses." },
  { id: '5.2', title: 'Merchant marine points', text: 'Each point stands for about 1,900 tons of U.S. shipping, mostly sold abroad as insurance costs rose.' },
  { id: '5.21', title: 'Merchant marine track', text: 'Points lost to raids come off the U.S. merchant marine track.' },
  { id: '5.3', title: 'Whaling counters', text: 'Whaling counters are mixed face down and placed one per marked area as the scenario says.' },
  {
    id: '5.31',
    title: 'Raiding whalers',
    text: 'The first sloop raid in a whaling area turns the counter up and uses its number as the density; then the counter is removed.',
  },
  { id: '5.4', title: 'Raid restrictions', text: 'Some raiders are limited in where and how often they raid.' },
  {
    id: '5.41',
    title: 'Who raids where',
    text: 'Gunboats and Auxiliaries raid only coastal areas (the Georgia has an exception); sloops raid anywhere; ironclads never raid.',
  },
  { id: '5.42', title: 'One-area raiders', text: 'Nashville, Tallahassee, Chickamauga and the two Auxiliaries raid only one area per turn.' },
  { id: '5.43', title: 'Auxiliary raids', text: 'Auxiliaries raid coastal areas of density 1 or more, but always as if the density were 1, except in C9.' },
  { id: '5.44', title: 'Coal and raids', text: 'A raider short of coal may lose its raids (11.52).' },
  { id: '5.45', title: 'Movement is free', text: 'These limits affect raiding only, never where a raider may sail.' },
  { id: '5.46', title: 'Uncommissioned', text: 'An uncommissioned raider cannot raid.' },
  { id: '6.0', title: 'Search and escape', text: 'Federal ships find raiders by searching; a spotted raider may fight, run or shelter.' },
  {
    id: '6.1',
    title: 'Normal searches',
    text: 'When a raider enters an area holding Federal ships during the Activity Phase, they may search for it, every time, as often as raiders come. Only a spotted raider can be attacked. No searches happen when ships are placed.',
  },
  {
    id: '6.11',
    title: 'Resolving a search',
    text: 'Count the Federal units in the area (a squadron is one), roll a die and read the Search Table: spotted or not.',
  },
  { id: '6.12', title: 'Not spotted', text: 'An unspotted raider carries on with its record untouched.' },
  {
    id: '6.13',
    title: 'Spotted',
    text: 'The raider chooses: fight the spotter (which may itself try to slip away), try to escape (failing means a fight; if both want to avoid battle they simply part), or, in a coastal area other than C9 and C54, enter port and be blockaded there.',
  },
  { id: '6.14', title: 'Which ship spots', text: 'Only one unit spots; with several searchers, each rolls and the highest (re-rolling ties) is the spotter.' },
  { id: '6.2', title: 'Escape', text: 'An escape lets a ship avoid battle with the enemy that has found it or is blockading it.' },
  {
    id: '6.21',
    title: 'Escape Table',
    text: "Subtract the enemy's speed from your own (a squadron moves at its slowest ship), roll, and read the Escape Table.",
  },
  { id: '6.22', title: 'Failed escape', text: 'A ship that fails to escape must fight.' },
  { id: '6.23', title: 'Successful escape', text: 'The ship avoids battle and carries on with its record, but may not raid that area.' },
  {
    id: '6.3',
    title: 'Searches in Europe',
    text: 'A raider that began the turn in C2, C5, C7 or C8 is found and blockaded in port by any Federal ship that moves into its area this turn, but the Federal must announce those ships before the Confederate writes his records. Newly placed raiders are exempt. Here that automatic spot counts as a spot (the Florida, 11.32), leaving the port costs the 1 MP of a blockade run from the moment the declaration is made, and the Stonewall can never be declared against (11.61).',
  },
  {
    id: '6.4',
    title: 'East Coast Emergency Search',
    text: 'Any raider entering C9 sets off an extra emergency search by ships assembled from East Coast yards, besides normal searches. Here the normal searches of C9 and the CSE box follow it whatever its result: after the emergency ship has been escaped or fought, as after a miss.',
  },
  { id: '6.41', title: 'Rolling the ECES', text: 'Roll on the ECES column of the Search Table.' },
  { id: '6.42', title: 'ECES fails', text: 'The raider carries on, still open to ordinary searches by ships in C9 or the CSE box.' },
  {
    id: '6.43',
    title: 'ECES succeeds',
    text: 'A second roll on the emergency ship table gives the strength of the (counterless) Federal ship; the raider must escape it or fight it.',
  },
  { id: '6.44', title: 'Which ECES column', text: "The column depends on the raider's type and how many raiders of that type have already entered C9." },
  {
    id: '7.0',
    title: 'Blockades',
    text: 'Raiders can be blockaded in Confederate ports (by the unseen blockade) or in neutral ports (by Federal ships). Running a blockade costs 1 MP.',
  },
  {
    id: '7.1',
    title: 'Confederate port blockade',
    text: 'Every entry into or exit from C14 and C15 runs the Union blockade of the South, which has no counters.',
  },
  {
    id: '7.11',
    title: 'Blockade Table',
    text: 'Roll, add the year and direction modifiers and read the Blockade Table. A number means one round of fire from a blockader of that gunnery; then the raider goes on. As reconstructed, no 1861 run can meet the blockaders (the paper blockade of 1861).',
  },
  {
    id: '7.12',
    title: 'Federal ships off Southern ports',
    text: 'Federal counters do not add to the Southern blockade, but in C14 and C15 they search raiders entering or leaving port as usual.',
  },
  { id: '7.2', title: 'Neutral port blockade', text: 'Federal ships blockade raiders that chose shelter in a neutral port or were caught in Europe (6.3).' },
  {
    id: '7.21',
    title: 'Breaking out',
    text: 'To leave a blockaded neutral port the raider must escape or sink each blockading unit in turn; it cannot shelter again on the way out. Here running the blockade is not a new spot of the Florida (11.32): the spot that put her in port was counted; and a blockader never tries to escape a raider that fights her way out (to avoid the fight, lift the blockade in the Movement Phase, 7.24).',
  },
  { id: '7.22', title: 'After breaking out', text: 'Once past the blockaders, the raider can still be searched for by other Federal ships in the area.' },
  {
    id: '7.23',
    title: 'Blockade or search',
    text: 'Outside C14 and C15 a Federal ship either blockades one port or searches the area, not both. A blockade ends when its ship leaves: a move, the CSE box, a pool at placement, repair.',
  },
  { id: '7.24', title: 'Changing blockaders', text: 'Ships may join or leave a standing blockade freely.' },
  {
    id: '8.0',
    title: 'Combat',
    text: 'Battles happen in the Activity Phase when a spotted raider fights or fails to escape, and in a single round when running a Southern blockade.',
  },
  {
    id: '8.11',
    title: 'Firing',
    text: 'Both sides total their gunnery, roll, and read the Combat Results Table for the damage they deal; fire is simultaneous.',
  },
  { id: '8.12', title: 'Fight to the finish', text: 'Rounds repeat until one side is sunk.' },
  { id: '8.13', title: 'Sinking', text: 'A ship whose damage reaches its defense strength sinks.' },
  { id: '8.14', title: 'Blockade combat', text: 'Running a Southern blockade brings only a single round of fire (7.11).' },
  { id: '8.2', title: 'Damage', text: 'Damage slows ships and is mended in port.' },
  { id: '8.21', title: 'Slowed by damage', text: "Each damage point takes one from the ship's Movement Allowance and speed." },
  {
    id: '8.22',
    title: 'Confederate repair',
    text: "A whole turn in a port able to repair clears all of a raider's damage; it can be repaired and refitted in the same turn.",
  },
  {
    id: '8.23',
    title: 'Federal repair',
    text: 'Damaged Federal ships leave the map at the end of the turn, are repaired free, and go to the Available Pool (or the Unavailable Pool if their availability is spent).',
  },
  {
    id: '9.0',
    title: 'Confederate Prestige Level',
    text: 'The CPL measures how much the world believes the South will survive, and so which neutral ports help raiders.',
  },
  {
    id: '9.11',
    title: 'Three levels',
    text: 'England and France each have their own level for C2 and C5; everywhere else, colonies included, uses the World level.',
  },
  { id: '9.2', title: 'Adjusting prestige', text: 'Levels move each turn by the track and when raiders take certain actions.' },
  { id: '9.21', title: 'Automatic changes', text: 'At each turn advance, the W change applies to all three levels, then E to England and F to France.' },
  {
    id: '9.22',
    title: 'Changes from raider actions',
    text: "England drops one, once, when the merchant marine first falls below 1165; a country drops one each time a raider is repaired or refitted in its home port. Here a raid's points, and England's drop, come at the raid; if 11.52 later voids the raid the points go back, the drop stands.",
  },
  { id: '9.3', title: 'Effects of prestige', text: 'The levels decide which ports a raider may use and which new raiders can still arrive.' },
  { id: '9.31', title: 'Colonial coal ports', text: 'A colonial or foreign coal port serves only while the World level is at least the value printed for it.' },
  {
    id: '9.32',
    title: 'England closes to new ships',
    text: 'Below -1 in England, Alabama, Florida, Georgiana, Alexandra and Texas no longer arrive; Georgia, Rappahannock and Shenandoah still do.',
  },
  { id: '9.33', title: 'France closes to new ships', text: 'Below -1 in France, Louisiana and Mississippi no longer arrive; the Stonewall still does.' },
  {
    id: '9.34',
    title: 'England shuts its yards',
    text: 'Below -19 in England, no uncommissioned raider may leave and none may be repaired, refitted or commissioned there.',
  },
  {
    id: '9.35',
    title: 'France shuts its yards',
    text: 'Below -6 in France, no uncommissioned raider may leave, and raiders cannot be repaired, refitted or commissioned there.',
  },
  { id: '9.36', title: 'No refit at home', text: 'A raider received in England can never refit in England; the same for France.' },
  { id: '9.37', title: 'Coal in Europe', text: 'Commissioned raiders can always coal in England and France.' },
  {
    id: '9.38',
    title: 'South America',
    text: "Each South American country opens or closes all its ports together. A Federal ship that stays all Federal movement off a Chilean, Peruvian or Colombian coal port denies that country's coal that turn.",
  },
  {
    id: '10.0',
    title: 'Reinforcements and availability',
    text: 'Ships arrive by the turn track; Federal ships are drawn for each turn from the pools at a cost.',
  },
  {
    id: '10.1',
    title: 'Worn-out Federal ships',
    text: 'At placement, ships with no Availability Points left go to the Unavailable Pool; ships in the CSE box with points left go back to the Available Pool.',
  },
  {
    id: '10.11',
    title: 'Using the Unavailable Pool',
    text: 'A ship may come back from the Unavailable Pool only when no other ship of its type is available and points of that type remain, in turn with the others, and returns at the next placement.',
  },
  { id: '10.2', title: 'Federal reinforcements', text: 'Arriving Federal ships go into the Available Pool.' },
  { id: '10.3', title: 'Deployment', text: 'Each placement decides how many ships of each type the Federal may use this turn.' },
  {
    id: '10.31',
    title: 'Deployment roll',
    text: "Count raiders on the map (those in Europe count half, round down), roll, and add the table's F/SF/S/GB/SGB points to the track.",
  },
  {
    id: '10.4',
    title: 'Selecting ships',
    text: 'The Federal picks as many ships of each type as the points on the track. Here that is an obligation: while a ship of the type waits on the map or in the Available Pool, its points must be spent (the panel says what is still owed).',
  },
  {
    id: '10.41',
    title: 'Where from',
    text: 'Selected ships come from the map or the Available Pool; only when those run short may spare points be kept, or spent on the Unavailable Pool under 10.11.',
  },
  { id: '10.42', title: 'Cost', text: 'Each ship used costs one Deployment Point of its type and one of its Availability Points.' },
  { id: '10.43', title: 'Where they start', text: 'Selected ships already on the map stay put; ships from a pool start in C9.' },
  { id: '10.44', title: 'Unused ships', text: 'Ships on the map not selected go to the Available Pool.' },
  { id: '10.5', title: 'Confederate reinforcements', text: 'New raiders appear where the turn track says; Auxiliaries appear with their parent ship.' },
  {
    id: '10.51',
    title: 'Commissioning',
    text: 'Raiders received in England or France start uncommissioned: no guns, no raids. Commissioning costs 1 MP in a Confederate port or an area with a usable neutral port, and only one neutral-port commissioning is allowed per calendar year.',
  },
  {
    id: '10.52',
    title: 'The Rappahannock',
    text: 'She arrives unfit for sea: she spends her arrival turn repairing in France (costing France a prestige point) and sails normally the next turn. A missing record is no way out: her repair is sealed for her.',
  },
  { id: '11.0', title: 'Special rules', text: 'Escorts, the Pacific Fleet, refits, internment, coal, the Stonewall and Semmes.' },
  {
    id: '11.1',
    title: 'California Steamer Escort',
    text: 'Federal ships sent to the CSE box escort the gold steamers between C9 and C16 for the rest of the turn; any area may send them.',
  },
  { id: '11.11', title: 'Escort searches', text: 'Ships in the CSE box search and fight in C9, C14 and C16 at once, as often as needed.' },
  {
    id: '11.12',
    title: 'Escort points',
    text: "Each ship sent to the box uses one of that calendar year's CSE points; when they are gone, no more escorts that year.",
  },
  { id: '11.2', title: 'Pacific Fleet', text: 'Ships marked P cost no points while they stay the whole turn in the Pacific.' },
  {
    id: '11.21',
    title: 'The Wyoming',
    text: 'Only the Wyoming may leave the Pacific, and only after a raider has struck there; outside the Pacific she costs points.',
  },
  {
    id: '11.22',
    title: 'Wateree and Suwanee',
    text: 'These two appear in C9 and sail for the Pacific at half speed, never costing points, and then join the Pacific Fleet.',
  },
  { id: '11.23', title: 'Others in the Pacific', text: 'Any other Federal ship may operate in the Pacific at the usual cost.' },
  {
    id: '11.3',
    title: 'Refits',
    text: 'A raider may spend only its refit period at sea. The last turn of that period must end in a port that can refit it (a Confederate port, or England or France while their prestige allows), where it refits the next turn; otherwise it is lost at the end of that turn, interned in a port, sunk at sea. Turns wholly in port do not count, and a refit restarts the clock.',
  },
  {
    id: '11.31',
    title: 'Where to refit',
    text: 'A refit takes a whole turn in a Confederate port, France (C5) or England (C2), subject to prestige; repair and refit can share the turn.',
  },
  {
    id: '11.32',
    title: 'The Florida',
    text: 'After her first refit, the Florida is lost the second time she is spotted, and her allowance drops to 7 (she still escapes at speed 10).',
  },
  { id: '11.4', title: 'Internment', text: 'Raiders cannot stay in port forever.' },
  { id: '11.41', title: 'Port stays', text: 'Up to four straight turns in a European or Confederate port, two elsewhere; longer means internment.' },
  { id: '11.42', title: 'Refit extends the stay', text: 'One refit during a stay in a port that can refit stretches the limit to five turns.' },
  { id: '11.43', title: 'Lost ports', text: 'Raiders in C14 or C15 when that port falls are interned at once.' },
  {
    id: '11.5',
    title: 'Coaling',
    text: 'A raider not spending the whole turn in port must coal as often as its counter says, unless it accepted a blockade that turn.',
  },
  {
    id: '11.51',
    title: 'How to coal',
    text: 'Coal by entering a Confederate port or an area with a usable neutral port; each usable coal port in an area counts once; coaling is free.',
  },
  {
    id: '11.52',
    title: 'Short of coal',
    text: 'A raider that fails its coaling cannot raid (its raids that turn are void) until it is refitted; it may refit at once to restore raiding. A raid by a ship that cannot raid rolls no die and turns up no whaling counter; the record editor warns of it.',
  },
  {
    id: '11.53',
    title: "Georgia's prize coal",
    text: 'Once per game, announced at the start of the Activity Phase, the Georgia may coal from a prize for 6 extra MP that turn and may raid deep water the next turn.',
  },
  { id: '11.6', title: 'The Stonewall', text: 'The ironclad Stonewall plays by her own rules.' },
  {
    id: '11.61',
    title: 'Stonewall moves first',
    text: 'She moves during the Record Phase, before the Federal; she is found only by Federal ships ending their move in her area, and that fight opens the Activity Phase.',
  },
  { id: '11.62', title: 'Stonewall Pursuit Fleet', text: 'On Game Turn 16 the seven ships marked S arrive free of all point costs.' },
  { id: '11.7', title: 'Raphael Semmes', text: 'The famous captain brings luck to the ship he commands.' },
  { id: '11.71', title: 'Semmes on the Sumter', text: 'Semmes starts aboard the Sumter until she is lost or he is landed.' },
  { id: '11.72', title: 'A new command', text: 'He may be landed from the Sumter in port, then joins any raider in port a turn later.' },
  { id: '11.73', title: 'Semmes leaves', text: 'If his second ship is lost, he is out of the game.' },
  { id: '11.74', title: "Semmes' reroll", text: 'Once per turn his ship may reroll a Raid, Escape or Blockade roll (never Combat), and the new roll stands.' },
  { id: '12.0', title: 'Victory Points', text: 'The Confederate scores merchant tonnage; the Federal scores raiders sunk or interned.' },
  { id: '12.11', title: 'Confederate VP', text: 'One VP per merchant marine point destroyed; sinking warships earns nothing.' },
  { id: '12.12', title: "The Stonewall's bonus", text: '25 VP if the Stonewall is still afloat in C9, C14 or C15 when the game ends.' },
  { id: '12.13', title: 'Raiders sunk', text: 'Federal VP per raider sunk: ironclad 150, sloop 75, gunboat 30, Auxiliary 15 (side wheel or screw alike).' },
  { id: '12.14', title: 'Raiders interned', text: 'Federal VP per raider interned: ironclad 30, sloop 15, gunboat 6, Auxiliary 3.' },
  { id: '12.15', title: 'Level of victory', text: "Confederate VP minus Federal VP, read against the scenario's victory bands." },
  { id: '12.16', title: 'Ships never played', text: 'Ships that never enter play score nothing.' },
  ...SCENARIO_NOTES,
];

const BY_ID = new Map(RULES.map((r) => [r.id, r]));

/** The note for a rule number, or its nearest parent section ("10.31" falls back to "10.3"). */
export function ruleNote(id: string): RuleNote | null {
  let key = id;
  while (key) {
    const hit = BY_ID.get(key);
    if (hit) return hit;
    if (/\.\d\d$/.test(key)) key = key.slice(0, -1);
    else if (/\.\d$/.test(key) && !key.endsWith('.0')) key = `${key.split('.')[0]}.0`;
    else break;
  }
  return null;
}
