import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/engine/context';
import { internConfederate, merchantMarineLoss, sinkConfederate, stonewallBonus, victoryLevel, vpClass } from '../../src/engine/rules/victory';
import { con, gameData, idleCommand, ok, start, withDice } from '../helpers';

describe('12.0 Victory Points', () => {
  it('12.11: each merchant marine point removed is a Confederate VP', () => {
    const ctx = new Ctx(gameData(), start('campaign').state);
    merchantMarineLoss(ctx, 7, 'test');
    expect(ctx.s.vp.confederate).toBe(7);
    expect(ctx.s.merchantMarine).toBe(1240);
  });
  it('12.13, 12.14: sunk and interned raiders score by type, screw or side wheel alike', () => {
    expect(['S', 'SS'].map((t) => vpClass(t as never))).toEqual(['S', 'S']);
    expect(['GB', 'SGB'].map((t) => vpClass(t as never))).toEqual(['GB', 'GB']);
    const ctx = new Ctx(gameData(), structuredClone(start('campaign').state));
    sinkConfederate(ctx, con('Sum'), '8.13', 'test');
    expect(ctx.s.vp.federal).toBe(75);
    const ctx2 = new Ctx(gameData(), structuredClone(start('campaign').state));
    internConfederate(ctx2, con('Sum'), '11.41', 'test');
    expect(ctx2.s.vp.federal).toBe(15);
  });
  it('11.73: Semmes leaves the game when his second ship is lost; after his first he waits for a new command', () => {
    const ctx = new Ctx(gameData(), structuredClone(start('campaign').state));
    sinkConfederate(ctx, con('Sum'), '8.13', 'test');
    expect(ctx.s.semmes).toMatchObject({ status: 'track', shipsCommanded: 1 });
  });
  it('12.12: the Stonewall afloat in C9, C14 or C15 at the end scores 25', () => {
    const ctx = new Ctx(gameData(), structuredClone(start('endgame').state));
    Object.assign(ctx.s.confederate[con('Stone')]!, { status: 'inPlay', area: 'C14', port: null });
    stonewallBonus(ctx);
    expect(ctx.s.vp.confederate).toBe(25);
  });
  it('12.15: the net VP falls in exactly one band of the scenario', () => {
    const data = gameData();
    for (const sc of Object.values(data.scenarios)) {
      for (const net of [-1000, -100, -50, -30, 0, 1, 19, 20, 30, 31, 59, 60, 100, 150, 300, 351, 501, 2000]) {
        const s = { ...start(sc.id).state, vp: { confederate: Math.max(0, net), federal: Math.max(0, -net), entries: [] } };
        const r = victoryLevel(data, s);
        const bands = sc.victory.filter((b) => (b.min === null || net >= b.min) && (b.max === null || net <= b.max));
        expect(bands).toHaveLength(1);
        expect(r.level).toBe(bands[0]!.level);
      }
    }
  });
  it('13.25: Weak Beginning bands: 60 is a Confederate Major Victory, 0 a Federal Major Victory', () => {
    const data = gameData();
    const s = start('weak-beginning').state;
    expect(victoryLevel(data, { ...s, vp: { confederate: 60, federal: 0, entries: [] } }).level).toBe('Confederate Major Victory');
    expect(victoryLevel(data, { ...s, vp: { confederate: 25, federal: 0, entries: [] } }).level).toBe('Draw');
    expect(victoryLevel(data, { ...s, vp: { confederate: 0, federal: 0, entries: [] } }).level).toBe('Federal Major Victory');
  });
});

describe('12.1 ships that never enter play', () => {
  it('12.16: a raider that never arrived, or was struck off the track, scores nothing whatever befalls it', () => {
    const ctx = new Ctx(gameData(), structuredClone(start('campaign').state));
    const ala = con('Ala'),
      tex = con('Tex');
    expect(ctx.s.confederate[ala]!.status).toBe('notArrived');
    ctx.s.confederate[tex]!.status = 'offTrack';
    sinkConfederate(ctx, ala, '8.13', 'test');
    internConfederate(ctx, tex, '11.41', 'test');
    expect(ctx.s.vp.federal).toBe(0);
    expect(ctx.s.vp.entries).toEqual([]);
    expect([ctx.s.confederate[ala]!.status, ctx.s.confederate[tex]!.status]).toEqual(['notArrived', 'offTrack']);
  });
  it('12.16: at the end of an idle Weak Beginning the raiders that never arrived give the Federal nothing', () => {
    let s = start('weak-beginning').state;
    for (let guard = 0; s.phase !== 'gameOver' && guard < 400; guard++) {
      if (s.phase === 'confederateRecord') s = ok(s, { type: 'sealRecords', side: 'confederate', records: [], salt: '3dc69512269df700dbda5cd2b536090f' }).state;
      else s = ok(withDice(s, 3), idleCommand(s, s.phase === 'confederatePlacement' ? 'confederate' : 'federal')).state;
    }
    expect(s.phase).toBe('gameOver');
    const never = Object.values(s.confederate).filter((c) => c.status === 'notArrived' || c.status === 'offTrack');
    expect(never.length).toBeGreaterThan(10);
    expect(s.result).toMatchObject({ federalVp: 0, confederateVp: 0, turnsPlayed: 4 });
    expect(s.vp.entries).toEqual([]);
  });
});
