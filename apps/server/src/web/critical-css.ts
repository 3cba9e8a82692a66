/**
 * The part of the web app's stylesheet a server-rendered page needs for its first paint
 * (docs/displays.md, "The style"): everything but the utility classes, and of those only the ones
 * the page's HTML uses. The rest of the sheet loads after the page's content, without holding
 * its first paint back. The sheet is Tailwind's: its utilities are the rules of one `@layer
 * utilities` block, each one selector of classes (with its variants' at-rules nested inside).
 */

/** The end of the block opened at `open` (the index of its `{`), past its `}`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    if (css[index] === '{') depth++;
    else if (css[index] === '}' && --depth === 0) return index + 1;
  }
  return css.length;
}

/** The classes a selector needs, one set per selector of its list (`.a:hover>.b,.c`: [[a, b], [c]]). */
function classesOfSelector(selector: string): string[][] {
  return selector
    .split(/,(?![^(]*\))/)
    .map((one) =>
      [...one.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) => (name ?? '').replace(/\\(.)/g, '$1')),
    );
}

/** The classes of a rendered page's HTML. */
export function classesOfHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\bclass="([^"]*)"/g)) {
    const text = (value ?? '')
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    for (const name of text.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The critical part of a stylesheet for a page's classes. The sheet is read once; each page then
 * keeps the utilities one of whose selectors its classes all match.
 */
export function criticalCss(sheet: string): (classes: ReadonlySet<string>) => string {
  const layer = sheet.indexOf('@layer utilities{');
  if (layer === -1) return () => sheet;
  const open = sheet.indexOf('{', layer);
  const end = blockEnd(sheet, open);
  const before = sheet.slice(0, open + 1);
  const after = sheet.slice(end - 1);
  const rules: { text: string; needs: string[][] }[] = [];
  for (let start = open + 1; start < end - 1; ) {
    const ruleOpen = sheet.indexOf('{', start);
    if (ruleOpen === -1 || ruleOpen >= end - 1) break;
    const ruleEnd = blockEnd(sheet, ruleOpen);
    rules.push({ text: sheet.slice(start, ruleEnd), needs: classesOfSelector(sheet.slice(start, ruleOpen)) });
    start = ruleEnd;
  }
  return (classes) =>
    before +
    rules
      .filter(({ needs }) => needs.some((names) => names.every((name) => classes.has(name))))
      .map(({ text }) => text)
      .join('') +
    after;
}
