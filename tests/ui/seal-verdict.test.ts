import { describe, expect, it } from 'vitest';
import { con, gameData } from '../helpers';
import { adjacent } from '../../src/engine/queries';
import { recordWarnings } from '../../src/engine/activity/validate';
import { sealVerdict } from '../../src/ui/panels/sealVerdict';
import { voidRaids } from '../../src/ui/summary';
import { arranged, placeConfederate, record, run } from '../fixtures/activity';

// Issue 48.2: a record whose raids 11.52 will void is not called sealable with a tick, and the
// turn summary says why the raids came to nothing.

const ala = con('Ala');
const data = gameData();
const quiet = (id: string) => data.areas[id]!.ports.length === 0 && !data.areas[id]!.eces;
const [a, b] = Object.keys(data.areas)
  .filter(quiet)
  .flatMap((x) =>
    adjacent(data, x)
      .filter(quiet)
      .map((y) => [x, y] as const),
  )[0]!;
const at = () => arranged((s) => placeConfederate(s, ala, a, null, { canRaid: true }));
const dryRaid = record(ala, [{ op: 'move', to: b }, { op: 'raid' }]);

describe('48.2 void raids shown before and after', () => {
  it('a legal record short of coal: a caution, not a tick, naming 11.52', () => {
    const v = sealVerdict(0, recordWarnings(data, at(), dryRaid));
    expect(v.badge).toBe('!');
    expect(v.badgeClass).toBe('caution');
    expect(v.line).not.toContain('✓');
    expect(v.line).toContain('11.52');
    expect(v.badgeTitle).toContain('11.52');
  });
  it('a record with nothing lost keeps its tick; one with problems shows their count', () => {
    expect(sealVerdict(0, [])).toMatchObject({ badge: '✓', badgeClass: 'ok', line: '✓ This record can be sealed.' });
    expect(sealVerdict(2, [{ rule: '11.52' }])).toMatchObject({ badge: '2', badgeClass: 'warn', line: null });
  });
  it('the turn summary lists why the raids were void (11.52)', () => {
    const { events } = run(at(), [dryRaid], [1, 1, 1, 1, 1, 1]);
    const raids = events.filter((e) => e.kind === 'raid');
    expect(raids.length).toBe(1);
    const why = voidRaids(events);
    expect(why.map((e) => e.kind)).toContain('coal');
    expect(why.map((e) => e.text).join(' ')).toMatch(/raids this turn are void/);
  });
});
