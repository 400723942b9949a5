export function entryNames(read: (file: string) => string): Map<string, string>;
export function rewrite(
  file: string,
  text: string,
  resolveSpec: (spec: string) => string | null,
  names: Map<string, string>,
): { text: string; missing: string[] };
