import { h } from './dom';
import { installPack, removePack } from './dataPack';

// The start screen's "Printed values" row: which data the game uses, and a way to change it.
// Changing it reloads the page, so every part of the game starts from the new data.

export function dataPackPicker(pack: { name: string; file: string } | null, notice: string | null): HTMLElement {
  const message = h('div', { class: 'small pack-message', role: 'status' }, notice ?? '');
  const input = h('input', { type: 'file', accept: '.json,application/json', 'data-action': 'pack-file', hidden: true }) as HTMLInputElement;
  input.addEventListener('change', async () => {
    const file = input.files?.[0];
    if (!file) return;
    try {
      const name = await installPack(file.name, await file.text());
      message.textContent = `Loaded "${name}"; reloading…`;
      location.reload();
    } catch (e) {
      message.textContent = (e as Error).message;
      message.classList.add('error');
    }
    input.value = '';
  });
  return h(
    'fieldset',
    { class: 'data-pack' },
    h('legend', {}, 'Printed values'),
    h(
      'span',
      { class: 'small', 'data-role': 'pack-name' },
      pack
        ? `Data pack: ${pack.name} (${pack.file})`
        : "Built-in reconstruction: values rebuilt from the rule book and the ships' records (a data pack of the printed values replaces them)",
    ),
    h('button', { type: 'button', class: 'btn', 'data-action': 'pack-load', onclick: () => input.click() }, 'Load a data pack…'),
    pack
      ? h(
          'button',
          {
            type: 'button',
            class: 'btn',
            'data-action': 'pack-remove',
            onclick: () => {
              removePack();
              location.reload();
            },
          },
          'Use built-in values',
        )
      : null,
    input,
    message,
  );
}
