import type { ComparisonModel } from './model';

// The command line's self-contained HTML report: the page, its style, the comparison as JSON and
// the bundled drawing script (Chart.js included) in one file that opens offline.

/** Escapes text for HTML element content. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that is safe inside a <script> element (no "</script>", no "<!--"). */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A script that is safe inside a <script> element. */
const safeScript = (js: string) => js.replace(/<\/script/gi, '<\\/script');

export function reportHtml(model: ComparisonModel, parts: { css: string; script: string; footer: string }): string {
  const names = model.facts.map((f) => f.name).join(', ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sea Devils — scenario comparison</title>
<style>
body { margin: 0; background: #14202d; padding: 1rem 1.2rem 2rem; }
header { color: #f4ecd8; margin-bottom: .8rem; font-family: 'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif; }
header h1 { margin: 0; font-size: 28px; }
header p { margin: .2em 0 0; font: 13px system-ui, sans-serif; color: #d9cba8; }
footer { color: #c8bca0; font: 12px system-ui, sans-serif; margin-top: 1rem; }
${parts.css}
</style>
</head>
<body class="compare-view">
<header><h1>Sea Devils — scenario comparison</h1><p>${escapeHtml(names)}</p></header>
<main id="results"><noscript>The charts need JavaScript; the numbers are in compare.json and the CSV files beside this report.</noscript></main>
<footer>${escapeHtml(parts.footer)}</footer>
<script type="application/json" id="comparison-data">${scriptJson(model)}</script>
<script>${safeScript(parts.script)}</script>
</body>
</html>
`;
}
