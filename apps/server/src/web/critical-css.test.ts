import { describe, expect, it } from 'vitest';
import { criticalCss, partsOfHtml } from './critical-css.ts';

const SHEET =
  '@layer theme{:root{--color-ball:#e5f55a}}@layer base{*{margin:0}}' +
  '@layer utilities{.flex{display:flex}.grid{display:grid}' +
  '.max-\\[600px\\]\\:h-auto{@media (width<600px){height:auto}}' +
  '.hover\\:bg-white\\/20:hover{@media (hover:hover){background:#fff3}}' +
  '.group:hover .group-hover\\:block{display:block}}' +
  'html[data-transparent]{background:transparent}';

/** Tailwind's own shape: variants as at-rule blocks around their rules, its theme, its @property. */
const TAILWIND =
  '/*! tailwindcss */@layer properties{@supports (-moz-orient:inline){*,:before{--tw-ring-color:initial;--tw-skew-x:initial}}}' +
  '@layer theme{:root,:host{--font-sans:"Inter";--default-font-family:var(--font-sans);--color-ball:#d9f99d;--color-red-500:red;--animate-pulse:pulse 2s infinite}}' +
  '@layer base{*,:after{margin:0}html,:host{font-family:var(--default-font-family)}h1,h2{font-size:inherit}' +
  'button,input:where([type=button]){font:inherit}:-moz-focusring:where(:not(iframe)){outline:auto}}' +
  '@layer components{.board-points{font-size:19vmin}}' +
  '@layer utilities{.bg-ball{background-color:var(--color-ball)}.ring-1{box-shadow:0 0 0 1px var(--tw-ring-color,currentcolor)}' +
  '.text-red-500{color:var(--color-red-500)}.odd\\:bg-ball:nth-child(odd){background:var(--color-ball)}' +
  '.p-1:not(.p-2){padding:1px}' +
  '@media (width>=64rem){.lg\\:flex{display:flex}.lg\\:grid{display:grid}}' +
  '@supports (color:color-mix(in lab,red,red)){.bg-red\\/50{background:color-mix(in oklab,var(--color-red-500) 50%,transparent)}}' +
  '@media (prefers-reduced-motion:no-preference){.motion-safe\\:animate-pulse{animation:var(--animate-pulse)}}}' +
  '@keyframes pulse{50%{opacity:.5}}@keyframes spin{to{rotate:360deg}}' +
  '@property --tw-ring-color{syntax:"*";inherits:false}@property --tw-skew-x{syntax:"*";inherits:false}';

const criticalOf = (sheet: string, html: string) => criticalCss(sheet)(`<html><body>${html}</body></html>`);

describe('the critical part of the stylesheet', () => {
  it('keeps every rule the page can match, and of the utilities the ones the page uses', () => {
    const css = criticalOf(
      SHEET,
      '<div class="flex max-[600px]:h-auto"><p class="hover:bg-white/20">Ana &amp; Bea</p></div>',
    );
    // The theme's one value is read by nothing the page keeps.
    expect(css).toBe(
      '@layer theme{}@layer base{*{margin:0}}' +
        '@layer utilities{.flex{display:flex}' +
        '.max-\\[600px\\]\\:h-auto{@media (width<600px){height:auto}}' +
        '.hover\\:bg-white\\/20:hover{@media (hover:hover){background:#fff3}}}' +
        'html[data-transparent]{background:transparent}',
    );
  });

  it('keeps a rule only when the page has every class of one of its selectors', () => {
    const only = (html: string) => criticalOf(SHEET, html);
    expect(only('<div class="group-hover:block"></div>')).not.toContain('group-hover');
    expect(only('<div class="group"><i class="group-hover:block"></i></div>')).toContain(
      '.group:hover .group-hover\\:block{display:block}',
    );
  });

  it('looks inside @media and @supports blocks, and leaves out a block the page uses nothing of', () => {
    const css = criticalOf(TAILWIND, '<div class="lg:flex"></div>');
    expect(css).toContain('@media (width>=64rem){.lg\\:flex{display:flex}}');
    expect(css).not.toContain('lg\\:grid');
    expect(css).not.toContain('@supports (color:color-mix');
    expect(css).not.toContain('prefers-reduced-motion');
  });

  it('keeps every @layer, even emptied, so that the whole sheet later finds the layers in the same order', () => {
    const css = criticalOf(TAILWIND, '<div></div>');
    expect(css).toContain('@layer components{}@layer utilities{}');
    expect(css.indexOf('@layer theme')).toBeLessThan(css.indexOf('@layer base'));
  });

  it('keeps the theme values the kept rules read, and the ones those read', () => {
    const css = criticalOf(TAILWIND, '<div class="bg-ball"></div>');
    expect(css).toContain(
      ':root,:host{--font-sans:"Inter";--default-font-family:var(--font-sans);--color-ball:#d9f99d}',
    );
    expect(css).not.toContain('--color-red-500');
    expect(criticalOf(TAILWIND, '<div class="bg-red/50"></div>')).toContain('--color-red-500:red');
    // The page's own style reads one too.
    expect(criticalOf(TAILWIND, '<div style="color:var(--color-red-500)"></div>')).toContain(
      '--color-red-500:red',
    );
  });

  it('keeps an @property, and its fallback for older browsers, only when the property is read', () => {
    const ring = criticalOf(TAILWIND, '<div class="ring-1"></div>');
    expect(ring).toContain('@property --tw-ring-color{');
    expect(ring).toContain('*,:before{--tw-ring-color:initial}');
    expect(ring).not.toContain('--tw-skew-x');
    const none = criticalOf(TAILWIND, '<div></div>');
    expect(none).not.toContain('@property');
    expect(none).not.toContain('@supports (-moz-orient:inline)');
  });

  it('keeps an animation only when a kept rule names it, through a theme value or directly', () => {
    const pulsing = criticalOf(TAILWIND, '<div class="motion-safe:animate-pulse"></div>');
    expect(pulsing).toContain('@keyframes pulse{');
    expect(pulsing).toContain('--animate-pulse:pulse 2s infinite');
    expect(pulsing).not.toContain('@keyframes spin');
    expect(criticalOf(TAILWIND, '<div></div>')).not.toContain('@keyframes');
  });

  it('keeps an element rule only when the page has the element; what :not names is not needed', () => {
    expect(criticalOf(TAILWIND, '<div></div>')).not.toContain('h1,h2');
    expect(criticalOf(TAILWIND, '<h2>Court 1</h2>')).toContain('h1,h2{font-size:inherit}');
    expect(criticalOf(TAILWIND, '<button>Go</button>')).toContain('button,input:where([type=button])');
    const always = criticalOf(TAILWIND, '<div></div>');
    expect(always).toContain('*,:after{margin:0}');
    expect(always).toContain('html,:host{font-family:var(--default-font-family)}');
    expect(always).toContain(':-moz-focusring:where(:not(iframe)){outline:auto}');
    expect(criticalOf(TAILWIND, '<div class="p-1"></div>')).toContain('.p-1:not(.p-2){padding:1px}');
    expect(criticalOf(TAILWIND, '<li class="odd:bg-ball"></li>')).toContain('.odd\\:bg-ball:nth-child(odd)');
  });

  it('reads the classes of HTML as React writes them, entities included', () => {
    expect([...partsOfHtml('<a class="[&amp;&gt;*]:p-1  x"></a><b class="y"></b>').classes]).toEqual([
      '[&>*]:p-1',
      'x',
      'y',
    ]);
  });

  it("works a page's style out once per distinct set of classes, elements and properties read", () => {
    const critical = criticalCss(TAILWIND);
    const scoreboard = (names: string) =>
      critical(
        `<html><body><div class="bg-ball lg:flex"><p class="text-red-500">${names}</p></div></body></html>`,
      );
    const first = scoreboard('Ana / Bea 15');
    // Another request of the same screen: other names and score, the same classes.
    expect(scoreboard('Carla / Dani 40')).toBe(first);
    expect(critical.computed).toBe(1);
    // Another state of the screen: one more class, its own style, worked out once more.
    const other = critical(
      '<html><body><div class="bg-ball lg:flex ring-1"><p class="text-red-500">0</p></div></body></html>',
    );
    expect(other).toContain('--tw-ring-color');
    expect(first).not.toContain('--tw-ring-color');
    expect(critical.computed).toBe(2);
    // The same parts in another order are the same set.
    critical('<html><body><div class="lg:flex bg-ball"><p class="text-red-500">30</p></div></body></html>');
    expect(critical.computed).toBe(2);
  });

  it("leaves out the base layer's rules for form controls' own parts when the page has no control", () => {
    const base =
      '/*! tailwindcss */@layer base{::file-selector-button{font:inherit}::placeholder{opacity:1}' +
      '@supports (contain-intrinsic-size:1px){::placeholder{color:currentColor}}' +
      '::-webkit-datetime-edit-year-field{padding-block:0}::-webkit-inner-spin-button{height:auto}' +
      ':-moz-ui-invalid{box-shadow:none}*{margin:0}}';
    // A board: no control, none of their rules, and no comment either.
    expect(criticalOf(base, '<main><p>15</p></main>')).toBe('@layer base{*{margin:0}}');
    // A text area's placeholder: its rules, not the date field's or the file button's.
    const withTextArea = criticalOf(base, '<textarea placeholder="Note"></textarea>');
    expect(withTextArea).toBe(
      '@layer base{::placeholder{opacity:1}@supports (contain-intrinsic-size:1px){::placeholder{color:currentColor}}' +
        ':-moz-ui-invalid{box-shadow:none}*{margin:0}}',
    );
    // An input: every one of them.
    expect(criticalOf(base, '<input type="date">')).toBe(base.replace('/*! tailwindcss */', ''));
  });

  it('gives a sheet of rules that need nothing whole', () => {
    expect(criticalCss('body{margin:0}')('<body></body>')).toBe('body{margin:0}');
  });
});
