/**
 * The part of the web app's stylesheet a server-rendered page needs for its first paint
 * (docs/displays.md, "The style"): the rules whose selectors the page's HTML can match, the
 * custom properties those rules read, and the animations they name. The rest of the sheet loads
 * after the page's content, without holding its first paint back.
 *
 * The sheet is read once into a tree of rules and at-rule blocks; each page then keeps:
 * - a style rule when one of its selectors needs only classes and elements the page has (what a
 *   `:not(…)` names is not needed); a rule of element and pseudo selectors only (`*`, `:root`,
 *   `::placeholder`) is always kept, unless it styles a part only form controls have and the page
 *   has none of them;
 * - an `@media`/`@supports`/… block when something inside it is kept; an `@layer` block always,
 *   even empty, as the order in which the layers first appear is their order in the cascade (the
 *   whole sheet, linked after the content, must find them in the same order);
 * - of the blocks that only set custom properties (Tailwind's theme, its fallback for browsers
 *   without `@property`), the properties the kept style or the page reads, and the ones those read;
 *   an `@property` when the property is read, an `@keyframes` when its name is used.
 */

type Node =
  /** A style rule, kept when one of its selectors' needs are all on the page. */
  | { kind: 'rule'; text: string; needs: Needs[] }
  /** A style rule that only sets custom properties (`:root{--color-ball:#e5f55a}`), kept the same way. */
  | { kind: 'properties'; selector: string; needs: Needs[]; declarations: { name: string; text: string }[] }
  | { kind: 'block'; prelude: string; children: Node[]; keepEmpty: boolean }
  | { kind: 'property'; name: string; text: string }
  | { kind: 'keyframes'; name: string; text: string }
  /** Statements, `@font-face`: always kept. */
  | { kind: 'other'; text: string };

/** What a selector needs on the page: classes and element names. */
interface Needs {
  classes: string[];
  elements: string[];
}

/** What a page has, read from its HTML. */
interface PageParts {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
  /** The custom properties the HTML reads itself (`style="color:var(--color-ball)"`). */
  variables: ReadonlySet<string>;
}

/** The index past the quoted string that opens at `start`. */
function stringEnd(css: string, start: number): number {
  const quote = css[start];
  let index = start + 1;
  while (index < css.length && css[index] !== quote) index += css[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** The end of the block opened at `open` (the index of its `{`), past its `}`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    const char = css[index];
    if (char === '"' || char === "'") index = stringEnd(css, index) - 1;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return index + 1;
  }
  return css.length;
}

/** The first of `chars` at or after `from` outside quoted strings, or -1. */
function indexOfAny(css: string, chars: string, from: number): number {
  for (let index = from; index < css.length; index++) {
    const char = css[index] ?? '';
    if (char === '"' || char === "'") index = stringEnd(css, index) - 1;
    else if (chars.includes(char)) return index;
  }
  return -1;
}

/** Splits at `separator` outside parentheses and quoted strings. */
function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"' || char === "'") index = stringEnd(text, index) - 1;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const CLASS = /\.((?:\\.|[\w-])+)/g;
const unescapeCss = (name: string) => name.replace(/\\(.)/g, '$1');

/**
 * The pseudo-elements and pseudo-classes only form controls have, and those controls: Tailwind's
 * base layer styles them for every page, and a board page has none (no `<input>`, no first-paint
 * rule for its date fields).
 */
const FORM_PARTS: readonly { part: RegExp; controls: string[] }[] = [
  { part: /::placeholder\b/, controls: ['input', 'textarea'] },
  { part: /:-moz-ui-invalid\b/, controls: ['input', 'textarea', 'select', 'form'] },
  {
    part: /::(?:file-selector-button|-webkit-(?:file-upload-button|search-|date-and-time-value|datetime-edit|calendar-picker-indicator|inner-spin-button|outer-spin-button))/,
    controls: ['input'],
  },
];

/**
 * What one selector needs (`.a:hover>p:not(.b)`: the class a and a <p>): one set of needs, or
 * several when any one will do (`::placeholder`: an <input> or a <textarea>).
 */
function needsOf(selector: string): Needs[] {
  const needed = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  const classes = [...needed.matchAll(CLASS)].map(([, name]) => unescapeCss(name ?? ''));
  const rest = needed
    .replace(CLASS, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/#(?:\\.|[\w-])+/g, ' ')
    // The selectors inside :is/:where/:has are needed; other pseudo-classes' arguments are not.
    .replace(/::?(?:is|where|has)(?=\()/g, ' ')
    .replace(/::?[\w-]+(?:\([^()]*\))?/g, ' ');
  const elements = [...rest.matchAll(/(?<![\w-])([a-zA-Z][\w-]*)/g)].map(([, name]) =>
    (name ?? '').toLowerCase(),
  );
  // A form control's own part (`::placeholder`, `::-webkit-datetime-edit`) needs one of them.
  const controls = FORM_PARTS.find(({ part }) => part.test(needed))?.controls ?? [];
  if (controls.length === 0 || controls.some((control) => elements.includes(control)))
    return [{ classes, elements }];
  return controls.map((control) => ({ classes, elements: [...elements, control] }));
}

const AT_BLOCKS = /^@(?:media|supports|container|layer|scope|starting-style)\b/;

/** Custom property declarations only (`--a:1;--b:var(--a)`), or null. */
function customProperties(body: string): { name: string; text: string }[] | null {
  const declarations = splitOutside(body, ';')
    .map((text) => text.trim())
    .filter(Boolean);
  const parsed = declarations.map((text) => ({ name: /^(--[\w-]+)\s*:/.exec(text)?.[1] ?? '', text }));
  return parsed.length > 0 && parsed.every(({ name }) => name) ? parsed : null;
}

/** The sheet's rules between `start` and `end`. */
function parse(css: string, start: number, end: number): Node[] {
  const nodes: Node[] = [];
  let index = start;
  while (index < end) {
    while (index < end && /\s/.test(css[index] ?? '')) index++;
    if (index >= end) break;
    if (css.startsWith('/*', index)) {
      // Left out: comments say nothing to the first paint (the linked sheet keeps its licence).
      const close = css.indexOf('*/', index + 2);
      index = close === -1 ? end : close + 2;
      continue;
    }
    const stop = indexOfAny(css, '{;}', index);
    if (stop === -1 || stop >= end || css[stop] !== '{') {
      // A statement (`@layer a,b;`), or what is left of a malformed block: kept as it stands.
      const next = stop === -1 || stop >= end ? end : stop + 1;
      nodes.push({ kind: 'other', text: css.slice(index, next) });
      index = next;
      continue;
    }
    const prelude = css.slice(index, stop).trim();
    const close = blockEnd(css, stop);
    const text = css.slice(index, close);
    if (AT_BLOCKS.test(prelude)) {
      nodes.push({
        kind: 'block',
        prelude,
        children: parse(css, stop + 1, close - 1),
        keepEmpty: prelude.startsWith('@layer'),
      });
    } else if (prelude.startsWith('@property')) {
      nodes.push({ kind: 'property', name: prelude.slice('@property'.length).trim(), text });
    } else if (/^@(?:-webkit-)?keyframes\b/.test(prelude)) {
      nodes.push({ kind: 'keyframes', name: prelude.replace(/^@\S+\s*/, ''), text });
    } else if (prelude.startsWith('@')) {
      nodes.push({ kind: 'other', text });
    } else {
      const needs = splitOutside(prelude, ',').flatMap(needsOf);
      const declarations = customProperties(css.slice(stop + 1, close - 1));
      nodes.push(
        declarations
          ? { kind: 'properties', selector: prelude, needs, declarations }
          : { kind: 'rule', text, needs },
      );
    }
    index = close;
  }
  return nodes;
}

const VARIABLE = /var\(\s*(--[\w-]+)/g;
const variablesOf = (text: string) => [...text.matchAll(VARIABLE)].map(([, name]) => name ?? '');

/** The classes, elements and custom properties of a page's HTML. */
export function partsOfHtml(html: string): PageParts {
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
  const elements = new Set(
    [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map(([, name]) => (name ?? '').toLowerCase()),
  );
  return { classes, elements, variables: new Set(variablesOf(html)) };
}

/** The style rules, blocks and others a page keeps; custom properties, `@property` and animations undecided. */
function keptFor(nodes: readonly Node[], page: PageParts): Node[] {
  const kept: Node[] = [];
  for (const node of nodes) {
    if (node.kind === 'rule' || node.kind === 'properties') {
      const matches = node.needs.some(
        ({ classes, elements }) =>
          classes.every((name) => page.classes.has(name)) &&
          elements.every((name) => page.elements.has(name)),
      );
      if (matches) kept.push(node);
    } else if (node.kind === 'block') {
      const children = keptFor(node.children, page);
      if (children.length > 0 || node.keepEmpty) kept.push({ ...node, children });
    } else kept.push(node);
  }
  return kept;
}

/** Every node of a tree, blocks' children included. */
function* walk(nodes: readonly Node[]): Generator<Node> {
  for (const node of nodes) {
    yield node;
    if (node.kind === 'block') yield* walk(node.children);
  }
}

/** The custom properties read by the kept rules and the page, and by the properties those read. */
function variablesRead(kept: readonly Node[], page: PageParts): Set<string> {
  const read = new Set(page.variables);
  const values = new Map<string, string[]>();
  for (const node of walk(kept)) {
    if (node.kind === 'rule' || node.kind === 'other')
      for (const name of variablesOf(node.text)) read.add(name);
    if (node.kind === 'properties')
      for (const { name, text } of node.declarations) values.set(name, [...(values.get(name) ?? []), text]);
  }
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const text of values.get(name) ?? [])
      for (const next of variablesOf(text))
        if (!read.has(next)) {
          read.add(next);
          pending.push(next);
        }
  }
  return read;
}

/** The kept tree as CSS: custom properties, `@property` and animations by what is read and used. */
function serialize(
  kept: readonly Node[],
  read: ReadonlySet<string>,
  used: (name: string) => boolean,
): string {
  let css = '';
  for (const node of kept) {
    if (node.kind === 'rule' || node.kind === 'other') css += node.text;
    else if (node.kind === 'property') css += read.has(node.name) ? node.text : '';
    else if (node.kind === 'keyframes') css += used(node.name) ? node.text : '';
    else if (node.kind === 'properties') {
      const declarations = node.declarations.filter(({ name }) => read.has(name));
      if (declarations.length > 0)
        css += `${node.selector}{${declarations.map(({ text }) => text).join(';')}}`;
    } else {
      const children = serialize(node.children, read, used);
      if (children || node.keepEmpty) css += `${node.prelude}{${children}}`;
    }
  }
  return css;
}

/** The critical part of a stylesheet for a page's HTML; `computed` counts the parts worked out. */
export interface CriticalCss {
  (pageHtml: string): string;
  /** How many times a page's style was worked out: once per distinct set of its parts. */
  readonly computed: number;
}

/** Distinct pages' styles kept at most (a board's pages repeat a few sets of classes). */
const MEMO_LIMIT = 500;

/** The parts that decide a page's critical style, as one string: equal parts, equal style. */
const keyOf = (page: PageParts) =>
  [page.classes, page.elements, page.variables].map((names) => [...names].sort().join(' ')).join('\n');

/**
 * The critical part of a stylesheet for a page: the sheet is read once; each page's style is worked
 * out from its classes, elements and custom properties, once per distinct set of them (a board's
 * pages repeat the same few sets, request after request, whatever their text says).
 */
export function criticalCss(sheet: string): CriticalCss {
  const nodes = parse(sheet, 0, sheet.length);
  const styles = new Map<string, string>();
  let computed = 0;
  const styleOf = (page: PageParts) => {
    computed += 1;
    const kept = keptFor(nodes, page);
    const read = variablesRead(kept, page);
    // An animation is used when a kept rule, or a custom property it reads, names it.
    const naming = serialize(kept, read, () => false);
    const words = new Set(naming.split(/[^\w-]+/));
    return serialize(kept, read, (name) => words.has(name));
  };
  const critical = (pageHtml: string) => {
    const page = partsOfHtml(pageHtml);
    const key = keyOf(page);
    let style = styles.get(key);
    if (style === undefined) {
      if (styles.size >= MEMO_LIMIT) styles.clear();
      style = styleOf(page);
      styles.set(key, style);
    }
    return style;
  };
  return Object.defineProperty(critical, 'computed', { get: () => computed }) as CriticalCss;
}
