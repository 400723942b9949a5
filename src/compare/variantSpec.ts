import type { Variant } from './types';
import { excerpt } from '../data/ids';
import { flagName, optionsChanges, parseOptionSetting, variantEntries } from '../engine/index';

// The command line's variant syntax: comma-separated changes to the base settings, e.g.
//   erratum-row6=off    data-pack=printed.json    data-pack=none
//   confederate=bold,federal=cautious    label="Row 6 off"
// The rule variants (erratum-row6=…, or the key itself, erratumRow6=…) are the registry's
// (src/engine/options.ts). Reading a pack file is the caller's (the parser stays pure).

export type PackReader = (file: string) => { name: string; file: string; json: unknown };

const keyList = () => [...variantEntries('comparison').map((e) => flagName(e.key)), 'data-pack', 'confederate', 'federal', 'label'].join(', ');

export function parseVariant(spec: string, base: Variant, label: string, readPack: PackReader, bots: readonly string[]): Variant {
  const v: Variant = { ...base, options: { ...base.options }, label };
  const parts = spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) throw new Error(`the variant "${spec}" changes nothing`);
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq < 0) throw new Error(`"${excerpt(part)}" is not key=value (keys: ${keyList()})`);
    const key = part.slice(0, eq).trim(),
      value = part.slice(eq + 1).trim();
    switch (key) {
      case 'data-pack':
        v.dataPack = value === 'none' ? null : readPack(value);
        break;
      case 'confederate':
      case 'federal':
        if (!bots.includes(value)) throw new Error(`no bot "${excerpt(value)}" (bots: ${bots.join(', ')})`);
        v[key] = value;
        break;
      case 'label':
        v.label = value.replace(/^"(.*)"$/, '$1');
        break;
      default: {
        if (!variantEntries('comparison').some((e) => e.key === key || flagName(e.key) === key))
          throw new Error(`unknown variant setting "${excerpt(key)}" (keys: ${keyList()})`);
        const s = parseOptionSetting(key, value, 'comparison');
        (v.options as Record<string, boolean>)[s.key] = s.on;
      }
    }
  }
  return v;
}

/** A short description of what a variant changes from another, for its default label. */
export function describeChange(a: Variant, b: Variant): string {
  const changes: string[] = [];
  if (a.confederate !== b.confederate) changes.push(`Confederate ${b.confederate}`);
  if (a.federal !== b.federal) changes.push(`Federal ${b.federal}`);
  changes.push(...optionsChanges(a.options, b.options, 'comparison'));
  if ((a.dataPack?.name ?? null) !== (b.dataPack?.name ?? null)) changes.push(b.dataPack ? `pack ${b.dataPack.name}` : 'built-in data');
  return changes.join(', ') || 'same settings';
}
