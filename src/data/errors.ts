import { excerpt } from './ids';

// Problems found in data files. Every problem names the file, the path inside it and what is wrong,
// so a player fixing a data pack or a modder fixing a scenario knows exactly where to look.

export interface DataProblem {
  file: string;
  path: string;
  message: string;
}

export class DataError extends Error {
  readonly problems: DataProblem[];
  constructor(problems: DataProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'DataError';
    this.problems = problems;
  }
}

export function formatProblem(p: DataProblem): string {
  return `${p.file}: ${p.path || '(root)'}: ${p.message}`;
}

/** Formats a zod issue path as `areas[3].density`, adding the element's id where it has one. */
export function formatPath(path: readonly PropertyKey[], root: unknown): string {
  let out = '';
  let node: unknown = root;
  for (const key of path) {
    if (typeof key === 'number') {
      out += `[${key}]`;
      node = Array.isArray(node) ? node[key] : undefined;
      const id = node && typeof node === 'object' ? ((node as Record<string, unknown>).id ?? (node as Record<string, unknown>).abbr) : undefined;
      if (typeof id === 'string' || typeof id === 'number') out += `(${excerpt(String(id))})`;
    } else {
      const k = excerpt(String(key));
      out += out === '' ? k : /^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `["${k}"]`;
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined;
    }
  }
  return out;
}
