// Finds rule-number citations ("6.13", "9.22/2", "13.x5") in TypeScript source. Only comments and
// string literals are read, so a decimal in code (a scale of 4.5) is never taken for a rule, and
// a number is matched whole, so 4.1 is never found inside 4.12 or 4.1.2 or 127.0.0.1.

/** A rule number standing alone: not part of a longer number, a version or an address. */
const RULE_NUMBER = /(?<![\d.\w])(\d{1,2})\.(\d{1,2}|x\d)(?![\w]|\.\d)/g;

/**
 * The rule numbers cited in a piece of prose. "13.x5" (each scenario's fifth paragraph) stands for
 * 13.15, 13.25, ..., 13.55, with `scenarioSections` naming the scenarios (1 to 5).
 */
export function citedIn(text: string, scenarioSections: readonly number[] = [1, 2, 3, 4, 5]): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(RULE_NUMBER)) {
    const major = Number(m[1]);
    const minor = m[2]!;
    if (minor.startsWith('x')) {
      if (major === 13) for (const n of scenarioSections) out.add(`13.${n}${minor.slice(1)}`);
      continue;
    }
    out.add(`${major}.${minor}`);
  }
  return [...out];
}

export type TokenKind = 'comment' | 'string';
export interface ProseToken {
  kind: TokenKind;
  text: string;
  /** The code just before a string (its last 40 characters), to tell a test's title from other strings. */
  before: string;
}

/** Characters after which a slash starts a regular expression rather than a division. */
const REGEX_AFTER = new Set(['(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^', '']);

/**
 * The comments and string literals of a TypeScript file, in order. A small scanner, not a parser:
 * it knows strings, template literals (with `${...}` read as code), comments and regular expression
 * literals, which is what it takes not to mistake one for another in this project's code.
 */
export function proseTokens(src: string): ProseToken[] {
  const out: ProseToken[] = [];
  let code = '';
  let i = 0;
  // Template literal nesting: each entry is the brace depth at which a `${` began.
  const templates: number[] = [];
  let depth = 0;
  const lastSignificant = (): string => {
    const t = code.trimEnd();
    return t.slice(-1);
  };
  const lastWord = (): string => /([A-Za-z_$][\w$]*)\s*$/.exec(code)?.[1] ?? '';
  const readTemplate = (): void => {
    // At the character after a backtick or after the closing brace of `${...}`.
    let text = '';
    const start = code.slice(-40);
    while (i < src.length) {
      const c = src[i]!;
      if (c === '\\') {
        text += src.slice(i, i + 2);
        i += 2;
        continue;
      }
      if (c === '`') {
        i++;
        out.push({ kind: 'string', text, before: start });
        return;
      }
      if (c === '$' && src[i + 1] === '{') {
        i += 2;
        out.push({ kind: 'string', text, before: start });
        templates.push(depth);
        depth++;
        return;
      }
      text += c;
      i++;
    }
    out.push({ kind: 'string', text, before: start });
  };
  while (i < src.length) {
    const c = src[i]!;
    const n = src[i + 1];
    if (c === '/' && n === '/') {
      const end = src.indexOf('\n', i);
      const stop = end < 0 ? src.length : end;
      out.push({ kind: 'comment', text: src.slice(i + 2, stop), before: '' });
      i = stop;
      continue;
    }
    if (c === '/' && n === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end;
      out.push({ kind: 'comment', text: src.slice(i + 2, stop), before: '' });
      i = stop + 2;
      continue;
    }
    if (c === '/' && (REGEX_AFTER.has(lastSignificant()) || ['return', 'typeof', 'case', 'of', 'in'].includes(lastWord()))) {
      // A regular expression literal: skip it (its digits are a pattern, not a citation).
      let j = i + 1;
      let inClass = false;
      while (j < src.length && src[j] !== '\n') {
        const d = src[j]!;
        if (d === '\\') {
          j += 2;
          continue;
        }
        if (d === '[') inClass = true;
        else if (d === ']') inClass = false;
        else if (d === '/' && !inClass) break;
        j++;
      }
      code += ' /re/ ';
      i = j + 1;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      let text = '';
      while (j < src.length && src[j] !== c && src[j] !== '\n') {
        if (src[j] === '\\') {
          text += src.slice(j, j + 2);
          j += 2;
          continue;
        }
        text += src[j];
        j++;
      }
      out.push({ kind: 'string', text, before: code.slice(-40) });
      code += ' "" ';
      i = j + 1;
      continue;
    }
    if (c === '`') {
      i++;
      readTemplate();
      code += ' `` ';
      continue;
    }
    if (c === '{') depth++;
    if (c === '}') {
      depth--;
      if (templates.length && templates[templates.length - 1] === depth) {
        templates.pop();
        i++;
        readTemplate();
        continue;
      }
    }
    code += c;
    if (code.length > 4000) code = code.slice(-200);
    i++;
  }
  return out;
}

/** Vitest's ways to name a test or a group: it, test, describe, with .skip/.fails/.each(...) and the like. */
const TEST_CALL =
  /\b(it|test|describe|bench)((?:\.(?:skip|only|fails|todo|concurrent|sequential|shuffle|skipIf\([^)]*\)|runIf\([^)]*\)|each\([^)]*\)|for\([^)]*\)))*)\s*\(\s*$/;

export interface TestTitle {
  title: string;
  modifiers: string[];
}

/** If a string token is the title of a test or a group, its title and modifiers (skip, fails...). */
export function testTitle(token: ProseToken): TestTitle | null {
  if (token.kind !== 'string') return null;
  const m = TEST_CALL.exec(token.before);
  if (!m) return null;
  const modifiers = [
    m[1]!,
    ...m[2]!
      .split('.')
      .filter(Boolean)
      .map((x) => x.replace(/\(.*$/, '')),
  ];
  return { title: token.text, modifiers };
}
