import { h } from '../dom';
import { showModal } from '../modal';
import type { FoldItem } from '../toolFold';

/**
 * "Menu" (issue 35.5): what leaving costs is said, nothing is asked (48.8); the game is autosaved
 * after every command, so leaving loses nothing. It offers the top bar's buttons folded away on a
 * narrow screen (35.1), the settings (35.4) and, online, the spectator link (48.6).
 */
export async function openGameMenu(
  layer: HTMLElement,
  folded: readonly FoldItem[],
  spectate: HTMLElement | null,
  cb: { toMenu(): void; openSettings(): Promise<void> },
): Promise<void> {
  if (layer.querySelector('.menu-modal')) return;
  const choice = await showModal<'settings' | 'spectate' | 'leave' | 'stay' | FoldItem>(
    layer,
    'Menu',
    h(
      'p',
      { class: 'small', 'data-testid': 'menu-note' },
      'The game is saved on this device after every move: leave it whenever you like, and the start screen brings it back.',
    ),
    [
      ...folded.map((it) => ({ label: it.label, value: it })),
      ...(spectate ? [{ label: 'Spectator link…', value: 'spectate' as const }] : []),
      { label: 'Settings…', value: 'settings' },
      { label: 'Leave the game', value: 'leave' },
      { label: 'Back to the game', value: 'stay', primary: true },
    ],
    'menu-modal',
  );
  if (choice === 'leave') cb.toMenu();
  else if (choice === 'settings') await cb.openSettings();
  else if (choice === 'spectate' && spectate)
    await showModal(layer, 'Spectator link', spectate, [{ label: 'Back to the game', value: 'stay', primary: true }], 'spectate-modal');
  else if (typeof choice === 'object') choice.el.click();
}
