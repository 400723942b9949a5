// Issue 14.2: the record editor never breaks on a typed area the map lacks, keystroke by
// keystroke ("leave C0 C10"), nor on a pasted book: it lists the problem and the page goes on.

import { describe, expect, it } from 'vitest';
import { choosePassphrase, mapReady, openGame, shot, takeDevice, waitPhase, useGame } from './helpers';

const game = useGame();

describe('record editor, hostile notation', () => {
  it('2.11: "leave C0 C10" typed key by key is listed as a problem, with no page error', async () => {
    const { page, errors } = await openGame(game.browser(), game.base());
    await page.getByText('Weak Beginning', { exact: true }).click();
    await page.getByText('Hot-seat', { exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await choosePassphrase(page, 'confederate', 'stars and bars');
    await choosePassphrase(page, 'federal', 'union blue 1861');
    await page.locator('[data-testid="handoff"]').waitFor();
    await takeDevice(page, 'stars and bars');
    await mapReady(page);
    await waitPhase(page, 'Activity Record');

    const notation = page.locator('.notation');
    await notation.fill('');
    await notation.pressSequentially('leave C0 C10 raid', { delay: 5 });
    await expect.poll(() => page.locator('[data-testid="problems"]').innerText()).toContain('no Movement Area C0');
    await shot(page, 'hostile-record-editor-unknown-area');

    // A pasted text far beyond any record is refused in one line, quoting only its start.
    await notation.fill('C1 '.repeat(100_000));
    await expect.poll(() => page.locator('[data-testid="problems"]').innerText()).toContain('a record is at most');
    expect((await page.locator('[data-testid="problems"]').innerText()).length).toBeLessThan(400);

    // The editor still works: a legal record can be written and sealed.
    await notation.fill('');
    await expect.poll(() => page.locator('.panel.record').innerText()).toContain('This record can be sealed');
    expect(errors).toEqual([]);
  });
});
