import { describe, expect, it } from 'vitest';
import { playGame, type GameRecord } from '../../src/game/record';
import { makeBot } from '../../src/ai/registry';
import { apply, newGame, view, type GameState } from '../../src/engine/index';
import {
  boardAt,
  boardOf,
  eventsAt,
  exportReplay,
  nextTurn,
  openReplay,
  prevTurn,
  ReplayRefused,
  timelineFromLog,
  timelineFromRecord,
  MAX_REPLAY_BYTES,
} from '../../src/game/replay';
import { gameData } from '../helpers';

// Issue 17.3: replays. A recorded AI game of Weak Beginning, told again event by event from each
// side's view; the Federal's never holds an Activity Record before its reveal (4.3).

const data = gameData();
const game = playGame(data, 'weak-beginning', 'replay-1', { confederate: makeBot('historical', 'replay-1:c'), federal: makeBot('historical', 'replay-1:f') });
const record = JSON.parse(JSON.stringify(game.record)) as GameRecord;

/** The states after each command of a record, the start first. */
function statesOf(rec: GameRecord): GameState[] {
  let s = newGame(data, rec.scenario, rec.seed, rec.options).state;
  const out = [s];
  for (const c of rec.commands) {
    const r = apply(data, s, c);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
    out.push(s);
  }
  return out;
}

/** The record cut just after the Confederate's second sealing: records sealed, not yet revealed. */
function unfinished(): GameRecord {
  const seals = record.commands.flatMap((c, i) => ((c as { type: string }).type === 'sealRecords' ? [i] : []));
  expect(seals.length).toBeGreaterThan(1);
  const { finalHash: _, ...rest } = record;
  return { ...rest, commands: record.commands.slice(0, seals[1]! + 2) };
}

describe('3.0 replay timeline of a recorded Weak Beginning', () => {
  it("has one step per event the side may read, in order, ending on the side's view of the final state", () => {
    expect(game.state.phase).toBe('gameOver');
    for (const side of ['federal', 'confederate'] as const) {
      const t = timelineFromRecord(data, record, side);
      expect(t.over).toBe(true);
      expect(t.steps.length).toBe(game.events.filter((e) => !e.secretTo || e.secretTo === side).length);
      expect(t.steps.map((s) => t.events[s.event]!.turn)).toEqual(t.steps.map((s) => s.turn));
      expect(boardAt(t, t.steps.length - 1)).toEqual(boardOf(view(game.state, side)));
      expect(eventsAt(t, t.steps.length - 1)).toEqual(t.events);
    }
    // The VIEW kept at each command's end: the last is the side's view of the final state.
    const kept = timelineFromRecord(data, record, 'federal', { keepViews: true });
    expect(kept.views!.length).toBe(kept.boards.length);
    expect(kept.views!.at(-1)).toEqual(view(game.state, 'federal'));
    const all = timelineFromRecord(data, record, 'all');
    expect(all.steps.length).toBe(game.events.length);
  });
  it('steps by Game Turn forward and back', () => {
    const t = timelineFromRecord(data, record, 'federal');
    const n = nextTurn(t, 0);
    expect(t.steps[n]!.turn).toBeGreaterThan(t.steps[0]!.turn);
    expect(t.steps[n - 1]!.turn).toBe(t.steps[0]!.turn);
    expect(prevTurn(t, n + 2)).toBe(n);
    expect(prevTurn(t, n)).toBe(0);
    expect(nextTurn(t, t.steps.length - 1)).toBe(t.steps.length - 1);
  });
  it('shows everything only once the game is over', () => {
    expect(() => timelineFromRecord(data, unfinished(), 'all')).toThrow(/only once the game is over/);
  });
});

describe('4.3 no Activity Record before its reveal in the Federal replay', () => {
  it('no step of the Federal perspective holds a record, or its written text, before the reveal', () => {
    const rec = unfinished();
    const states = statesOf(rec);
    const secrets = new Map<string, string[]>(); // ship -> secret strings of its sealed records
    for (const s of states)
      for (const [ship, r] of Object.entries(s.records)) {
        if (!r.record || r.revealed || r.record.steps.length === 0) continue;
        const list = secrets.get(ship) ?? [];
        list.push(JSON.stringify(r.record), JSON.stringify(r.record.steps));
        secrets.set(ship, list);
      }
    const secretLines = game.events.filter((e) => e.secretTo === 'confederate').map((e) => e.text);
    expect(secrets.size).toBeGreaterThan(0);
    expect(secretLines.length).toBeGreaterThan(0);
    const t = timelineFromRecord(data, rec, 'federal');
    expect(t.over).toBe(false);
    let revealed = false,
      checked = 0;
    for (let i = 0; i < t.steps.length; i++) {
      const e = t.events[t.steps[i]!.event]!;
      if (e.kind === 'reveal') revealed = true;
      if (e.kind === 'sealed') revealed = false;
      const shown = JSON.stringify({ board: boardAt(t, i), log: eventsAt(t, i) });
      for (const line of secretLines) expect(shown).not.toContain(line);
      if (revealed) continue;
      checked++;
      for (const list of secrets.values()) for (const x of list) expect(shown).not.toContain(x);
      expect(boardAt(t, i)!.records.filter((r) => !r.revealed)).toEqual([]);
    }
    expect(checked).toBeGreaterThan(10);
  });
  it('the exported replay of an unfinished game holds no seed, no salt, no command and no sealed record', () => {
    const rec = unfinished();
    const last = statesOf(rec).at(-1)!;
    const sealed = Object.values(last.records).filter((r) => !r.revealed && r.record && r.record.steps.length);
    expect(sealed.length).toBeGreaterThan(0);
    const file = exportReplay(data, rec);
    expect(file.kind).toBe('public');
    const json = JSON.stringify(file);
    expect(json).not.toContain(rec.seed);
    expect(json).not.toContain('"commands"');
    expect(json).not.toContain('"seed"');
    expect(json).not.toContain('sealRecords');
    for (const r of sealed) {
      expect(json).not.toContain(r.salt!.split(':')[0]!);
      expect(json).not.toContain(JSON.stringify(r.record!.steps));
    }
    for (const e of game.events.filter((x) => x.secretTo)) expect(json).not.toContain(e.text);
    // It opens again as the same public timeline.
    const opened = openReplay(data, json, 'game.json');
    expect(opened.kind).toBe('public');
    if (opened.kind === 'public') {
      const t = timelineFromRecord(data, rec, 'public');
      expect(opened.timeline.steps.length).toBe(t.steps.length);
      expect(opened.timeline.boards).toEqual(t.boards);
    }
  });
});

describe('the replay file (sea-devils-replay)', () => {
  it('a finished game carries its record and opens checked by its final hash', () => {
    const file = exportReplay(data, record);
    expect(file.kind).toBe('finished');
    const opened = openReplay(data, JSON.stringify(file));
    expect(opened.kind).toBe('finished');
    const bad = JSON.parse(JSON.stringify(file));
    bad.record.finalHash = '0'.repeat(64);
    expect(() => openReplay(data, JSON.stringify(bad), 'x.json')).toThrow(/x\.json cannot be replayed: .*does not match its hash/);
  });
  it('a hostile file is refused with a clear error naming the problem', () => {
    const good = JSON.parse(JSON.stringify(exportReplay(data, unfinished())));
    const refuse = (text: string) => {
      try {
        openReplay(data, text, 'r.json');
      } catch (e) {
        expect(e).toBeInstanceOf(ReplayRefused);
        return (e as Error).message;
      }
      return 'opened';
    };
    expect(refuse('x'.repeat(MAX_REPLAY_BYTES + 1))).toMatch(/too large/);
    expect(refuse('{')).toMatch(/not valid JSON/);
    expect(refuse('{"format":"sea-devils-save"}')).toMatch(/not a Sea Devils replay: its format is "sea-devils-save"/);
    expect(refuse(JSON.stringify({ ...good, version: 2 }))).toMatch(/r\.json is damaged: version/);
    expect(refuse(JSON.stringify({ ...good, scenario: 'atlantis' }))).toMatch(/scenario this game does not have: "atlantis"/);
    const ghost = JSON.parse(JSON.stringify(good));
    ghost.boards[0].counters[0].id = 'ghost-ship';
    expect(refuse(JSON.stringify(ghost))).toMatch(/counter this game does not have: "ghost-ship"/);
    const port = JSON.parse(JSON.stringify(good));
    port.boards[0].counters[0].port = 'constructor';
    expect(refuse(JSON.stringify(port))).toMatch(/r\.json is damaged: boards\.0\.counters\.0\.port/);
    const proto = JSON.stringify(good).replace('"scenario":', '"__proto__":{"x":1},"scenario":');
    expect(refuse(proto)).toMatch(/__proto__.*built-in object name/);
    const past = JSON.parse(JSON.stringify(good));
    past.steps.push([past.events.length, 0]);
    expect(refuse(JSON.stringify(past))).toMatch(/step \d+ points past/);
    const extra = JSON.parse(JSON.stringify(good));
    extra.seed = 'x';
    expect(refuse(JSON.stringify(extra))).toMatch(/damaged/);
    const many = { ...record, commands: new Array(60_000).fill({ type: 'endPhase', side: 'federal' }) };
    expect(() => timelineFromRecord(data, many, 'federal')).toThrow(/60000 commands; a game has at most/);
  });
});

describe("a game played apart: its side's log over its present board", () => {
  it("steps through the side's own log only, with one board, the side's view now", () => {
    const cut = unfinished();
    const states = statesOf(cut);
    // The cut game's own log: the same AI game's events up to the cut's last command.
    const start = newGame(data, cut.scenario, cut.seed, cut.options);
    const log = [...start.events];
    let s = start.state;
    for (const c of cut.commands) {
      const r = apply(data, s, c);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
      log.push(...r.events);
    }
    const present = view(states.at(-1)!, 'federal');
    const t = timelineFromLog('weak-beginning', log, present, 'federal');
    expect(t.steps.length).toBe(log.filter((e) => e.secretTo !== 'confederate').length);
    expect(t.steps.length).toBeLessThan(log.length);
    expect(t.boards).toEqual([boardOf(present)]);
    expect(t.boards[0]!.records.filter((r) => !r.revealed)).toEqual([]);
    expect(JSON.stringify(t)).not.toContain('"recordWritten"');
  });
});
