import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/engine/context';
import { applyArrivalCutoffs, automaticAdjustment, checkMerchantMarine, portUsable, repairRefitPenalty } from '../../src/engine/rules/prestige';
import { merchantMarineLoss } from '../../src/engine/rules/victory';
import { con, gameData, start } from '../helpers';
import type { GameState } from '../../src/engine/types';

const ctxOf = (s: GameState) => new Ctx(gameData(), structuredClone(s));

describe('9.0 Confederate Prestige Level', () => {
  it('9.21: W moves all three tracks, then E England and F France', () => {
    const { state } = start('campaign');
    const ctx = ctxOf({ ...state, turn: 5 });
    // The turn table's Game Turn 5: W 0, E -1, F 0; the Campaign starts at W +1, E +3, F +3.
    automaticAdjustment(ctx);
    expect(ctx.s.cpl).toEqual({ W: 1, E: 2, F: 3 });
    // World 0 moves nothing; England -1 is the one adjustment, and no track falls below -1 (9.32, 9.33).
    expect(ctx.events.map((e) => [e.rule, e.kind])).toEqual([['9.21', 'cpl']]);
  });
  // 9.2's printed ends (the clamp in adjustCpl) are checked through whole turns in tests/rules/r09-prestige.test.ts.
  it('9.22 (1): England drops one the first time the merchant marine falls below 1165, once only', () => {
    const { state } = start('campaign');
    const ctx = ctxOf({ ...state, merchantMarine: 1170 });
    const e = ctx.s.cpl.E;
    merchantMarineLoss(ctx, 10, 'test raid');
    expect(ctx.s.merchantMarine).toBe(1160);
    expect(ctx.s.cpl.E).toBe(e - 1);
    merchantMarineLoss(ctx, 10, 'test raid');
    checkMerchantMarine(ctx);
    expect(ctx.s.cpl.E).toBe(e - 1);
    expect(ctx.events.filter((e) => e.rule === '9.22' && e.kind === 'cpl')).toHaveLength(1);
  });
  it('9.22 (2): a repair or refit in England or France costs that country a point each time', () => {
    const ctx = ctxOf(start('campaign').state);
    repairRefitPenalty(ctx, 'England', 'repair');
    repairRefitPenalty(ctx, 'England', 'refit');
    repairRefitPenalty(ctx, 'France', 'refit');
    expect(ctx.s.cpl.E).toBe(1);
    expect(ctx.s.cpl.F).toBe(2);
  });
  it('9.31: a colonial coal port needs the World CPL shown for it', () => {
    const data = gameData();
    const { state } = start('campaign');
    const area = Object.values(data.areas).find((a) => a.ports.some((p) => p.nation === 'E' && p.cpl !== null))!;
    const port = area.ports.find((p) => p.nation === 'E')!;
    const sumter = con('Sum');
    expect(portUsable(data, { ...state, cpl: { ...state.cpl, W: port.cpl! } }, area, port, 'coal', sumter).ok).toBe(true);
    const closed = portUsable(data, { ...state, cpl: { ...state.cpl, W: port.cpl! - 1 } }, area, port, 'coal', sumter);
    expect(closed).toMatchObject({ ok: false, rule: '9.31' });
  });
  it('9.32: below -1 England delivers no new ships except Georgia, Rappahannock and Shenandoah', () => {
    const ctx = ctxOf(start('campaign').state);
    ctx.s.cpl.E = -2;
    applyArrivalCutoffs(ctx);
    const data = gameData();
    for (const ship of Object.values(data.confederate)) {
      if (ship.arrival?.area !== 'C2') continue;
      const exempt = ['georgia', 'rappahannock', 'shenandoah'].includes(ship.id);
      expect(ctx.s.confederate[ship.id]!.status, ship.name).toBe(exempt ? 'notArrived' : 'offTrack');
    }
  });
  it('9.33: below -1 France delivers no new ships except the Stonewall', () => {
    const ctx = ctxOf(start('campaign').state);
    ctx.s.cpl.F = -2;
    applyArrivalCutoffs(ctx);
    for (const ship of Object.values(gameData().confederate)) {
      if (ship.arrival?.area !== 'C5') continue;
      expect(ctx.s.confederate[ship.id]!.status, ship.name).toBe(ship.id === 'stonewall' ? 'notArrived' : 'offTrack');
    }
  });
  it('9.34, 9.35, 9.37: England below -19 and France below -6 close repair and refit; commissioned ships still coal', () => {
    const data = gameData();
    const { state } = start('campaign');
    const c2 = data.areas.C2!,
      c5 = data.areas.C5!;
    const eng = c2.ports.find((p) => p.nation === 'England')!,
      fra = c5.ports.find((p) => p.nation === 'France')!;
    const s = { ...state, cpl: { W: 0, E: -20, F: -7 } };
    const sumter = con('Sum');
    expect(portUsable(data, s, c2, eng, 'repair', sumter)).toMatchObject({ ok: false, rule: '9.34' });
    expect(portUsable(data, s, c5, fra, 'refit', sumter)).toMatchObject({ ok: false, rule: '9.35' });
    expect(portUsable(data, s, c5, fra, 'coal', sumter)).toMatchObject({ ok: true, rule: '9.37' });
    expect(portUsable(data, { ...s, cpl: { W: 0, E: -19, F: -6 } }, c2, eng, 'repair', sumter).ok).toBe(true);
  });
  it('9.36: a ship received in England can never refit there', () => {
    const data = gameData();
    const { state } = start('campaign');
    const ala = Object.values(data.confederate).find((x) => x.arrival?.area === 'C2')!;
    const c2 = data.areas.C2!;
    expect(portUsable(data, state, c2, c2.ports.find((p) => p.nation === 'England')!, 'refit', ala.id)).toMatchObject({ ok: false, rule: '9.36' });
  });
  it('4.41: the Confederate ports are lost at Game Turn 14 (C15) and 16 (C14)', () => {
    const data = gameData();
    const { state } = start('campaign');
    const c15 = data.areas.C15!,
      c14 = data.areas.C14!;
    const csa15 = c15.ports.find((p) => p.nation === 'CSA')!,
      csa14 = c14.ports.find((p) => p.nation === 'CSA')!;
    expect(portUsable(data, { ...state, turn: 13 }, c15, csa15, 'coal', con('Sum')).ok).toBe(true);
    expect(portUsable(data, { ...state, turn: 14 }, c15, csa15, 'coal', con('Sum'))).toMatchObject({ ok: false, rule: '4.41' });
    expect(portUsable(data, { ...state, turn: 15 }, c14, csa14, 'coal', con('Sum')).ok).toBe(true);
    expect(portUsable(data, { ...state, turn: 16 }, c14, csa14, 'coal', con('Sum'))).toMatchObject({ ok: false, rule: '4.41' });
  });
  it('9.38: a country whose coal is denied this turn gives none', () => {
    const data = gameData();
    const { state } = start('campaign');
    const area = Object.values(data.areas).find((a) => a.ports.some((p) => p.nation === 'Chile'))!;
    const port = area.ports.find((p) => p.nation === 'Chile')!;
    const s = { ...state, cpl: { ...state.cpl, W: 10 }, deniedCountries: ['Chile' as const] };
    expect(portUsable(data, s, area, port, 'coal', con('Sum'))).toMatchObject({ ok: false, rule: '9.38' });
  });
});
