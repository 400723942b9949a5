// Reads the numbered paragraphs of the rule book (the text file kept beside the project in
// shared/seeds). Only numbers and structure are taken from it: the matrix never reprints a rule.

export interface BookParagraph {
  /** "4.12", "13.5", "3.0" */
  id: string;
  /** True when the number carries a bare title and no text of its own before the next paragraph. */
  heading: boolean;
}

/** The rule book's file name, under shared/seeds beside the project. */
export const RULE_BOOK = '001_e70a9fd626c75c21.txt';

/** "4.12" -> [4, 12] for ordering; "4.1" sorts before "4.11", which sorts before "4.2". */
export function ruleKey(id: string): [number, string] {
  const [major, minor] = id.split('.') as [string, string];
  return [Number(major), minor];
}

export function compareRuleIds(a: string, b: string): number {
  const [am, an] = ruleKey(a);
  const [bm, bn] = ruleKey(b);
  return am !== bm ? am - bm : an < bn ? -1 : an > bn ? 1 : 0;
}

/** Is `id` within the sections the matrix covers, 3.0 to 13.x? */
export function inScope(id: string): boolean {
  const [major] = ruleKey(id);
  return major >= 3 && major <= 13;
}

// A numbered paragraph starts a line: one or two digits, a dot, one or two digits, a space.
const NUMBERED = /^(\d{1,2})\.(\d{1,2})\s+(\S.*)$/;
// Page furniture repeated through the text, never a paragraph's own words.
const FURNITURE = /^SEA DEVILS$/;

/** A bare title: a few words, no sentence ("How to Move Ships"), not a line such as "Game Length: ...". */
function isTitle(rest: string): boolean {
  return !/[.:]/.test(rest) && rest.split(/\s+/).length <= 8;
}

/**
 * Every numbered paragraph of sections 3 to 13, in the book's order, each once. The text is a
 * conversion of the printed book with pages shuffled in places (section 2 interrupts 3.0), so a
 * paragraph's body is the text up to the next numbered line, whatever its number.
 */
export function parseRuleBook(text: string): BookParagraph[] {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const starts: { id: string; line: number }[] = [];
  lines.forEach((l, i) => {
    const m = NUMBERED.exec(l);
    if (m) starts.push({ id: `${Number(m[1])}.${m[2]}`, line: i });
  });
  const out: BookParagraph[] = [];
  const seen = new Set<string>();
  starts.forEach((s, k) => {
    if (!inScope(s.id) || seen.has(s.id)) return;
    seen.add(s.id);
    const end = k + 1 < starts.length ? starts[k + 1]!.line : lines.length;
    const body = lines.slice(s.line + 1, end).filter((l) => l !== '' && !FURNITURE.test(l));
    out.push({ id: s.id, heading: body.length === 0 && isTitle(NUMBERED.exec(lines[s.line]!)![3]!) });
  });
  return out.sort((a, b) => compareRuleIds(a.id, b.id));
}
