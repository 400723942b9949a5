// Ships the rules name individually, by id. Data-pack overrides never change ids, and a test
// checks that every id here exists in the ship files.

export const SHIP = {
  sumter: 'sumter', // 11.7 Semmes starts aboard
  nashville: 'nashville', // 5.42
  florida: 'florida', // 11.32
  alabama: 'alabama',
  georgia: 'georgia', // 11.53, 9.32 exempt
  rappahannock: 'rappahannock', // 10.52, 9.32 exempt
  shenandoah: 'shenandoah', // 9.32 exempt
  stonewall: 'stonewall', // 11.6, 12.12, 9.33 exempt
  tallahassee: 'tallahassee', // 5.42
  chickamauga: 'chickamauga', // 5.42
  wyoming: 'wyoming', // 11.21
  wateree: 'wateree', // 11.22
  suwanee: 'suwanee', // 11.22
} as const;

/** 9.32: ships received in England that still arrive when England's CPL is below -1. */
export const ENGLAND_EXEMPT: string[] = [SHIP.georgia, SHIP.rappahannock, SHIP.shenandoah];
/** 9.33: the ship received in France that still arrives when France's CPL is below -1. */
export const FRANCE_EXEMPT: string[] = [SHIP.stonewall];
/** 5.42: raid only one Movement Area each Game Turn (with the two Auxiliaries). */
export const ONE_RAID_AREA: string[] = [SHIP.nashville, SHIP.tallahassee, SHIP.chickamauga];
/** 5.42: whether this ship raids only one Movement Area a turn: the three named ships and the Auxiliaries. */
export const raidsOneArea = (id: string, type: string) => ONE_RAID_AREA.includes(id) || type === 'Aux';
/** 11.22: Pacific Fleet reinforcements that sail from C9 to the Pacific at half speed. */
export const PACIFIC_REINFORCEMENTS: string[] = [SHIP.wateree, SHIP.suwanee];
