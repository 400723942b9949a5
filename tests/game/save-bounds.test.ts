import { describe, expect, it } from 'vitest';
import { MAX_SAVE_TEXT, parseSaveFile, SaveRefused } from '../../src/game/saveFormat';
import { hashState } from '../../src/game/record';
import { gameData, start } from '../helpers';

// Issue 33.5: a save with a 50 MB name is refused by its size before it is parsed (it took 7 s),
// a name longer than any the game writes is refused by name, and a refusal quotes a file name of
// any length in a few words.

function save(name: string): string {
  const { state } = start('campaign');
  return JSON.stringify({
    format: 'sea-devils-save',
    version: 1,
    name,
    savedAt: 0,
    holder: 'federal',
    meta: { id: 'g1', mode: 'solitaire', aiLevel: 'random', scenario: 'campaign', seed: 'test', options: {}, createdAt: 0, dataPack: null },
    summary: { scenarioName: 'Campaign', turn: state.turn, date: '', phase: state.phase },
    state,
    events: [],
    commands: [],
    hash: hashState(state),
  });
}

const refusal = (text: string, fileName = 'x.json'): string => {
  try {
    parseSaveFile(gameData(), text, fileName);
  } catch (e) {
    expect(e).toBeInstanceOf(SaveRefused);
    return (e as Error).message;
  }
  throw new Error('the save was taken');
};

describe('save sizes are bounded before the work', () => {
  it('a save named with 50 MB is refused for its size, before it is parsed', () => {
    const text = save('n'.repeat(50_000_000));
    expect(text.length).toBeGreaterThan(MAX_SAVE_TEXT);
    expect(refusal(text)).toBe(`x.json is too large to be a save: ${text.length} characters, at most ${MAX_SAVE_TEXT}`);
  });

  it('a save name longer than 200 characters is refused by name; one of 200 loads', () => {
    expect(refusal(save('n'.repeat(201)))).toMatch(/^x\.json is damaged: name: .*200/);
    expect(parseSaveFile(gameData(), save('n'.repeat(200)), 'x.json').name).toHaveLength(200);
  });

  it('a file name of 50 MB is quoted in a few words', () => {
    const message = refusal('not json', 'f'.repeat(50_000_000));
    expect(message.length).toBeLessThan(400);
    expect(message).toMatch(/^f{100}… is not a save file: it is not valid JSON/);
  });
});
