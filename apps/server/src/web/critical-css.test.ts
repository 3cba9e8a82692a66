import { describe, expect, it } from 'vitest';
import { classesOfHtml, criticalCss } from './critical-css.ts';

const SHEET =
  '@layer theme{:root{--color-ball:#e5f55a}}@layer base{*{margin:0}}' +
  '@layer utilities{.flex{display:flex}.grid{display:grid}' +
  '.max-\\[600px\\]\\:h-auto{@media (width<600px){height:auto}}' +
  '.hover\\:bg-white\\/20:hover{@media (hover:hover){background:#fff3}}' +
  '.group:hover .group-hover\\:block{display:block}}' +
  'html[data-transparent]{background:transparent}';

describe('the critical part of the stylesheet', () => {
  it('keeps every layer but the utilities, and of those the ones the page uses', () => {
    const classes = classesOfHtml(
      '<div class="flex max-[600px]:h-auto"><p class="hover:bg-white/20">Ana &amp; Bea</p></div>',
    );
    const css = criticalCss(SHEET)(classes);
    expect(css).toBe(
      '@layer theme{:root{--color-ball:#e5f55a}}@layer base{*{margin:0}}' +
        '@layer utilities{.flex{display:flex}' +
        '.max-\\[600px\\]\\:h-auto{@media (width<600px){height:auto}}' +
        '.hover\\:bg-white\\/20:hover{@media (hover:hover){background:#fff3}}}' +
        'html[data-transparent]{background:transparent}',
    );
  });

  it('keeps a rule only when the page has every class of one of its selectors', () => {
    const only = (html: string) => criticalCss(SHEET)(classesOfHtml(html));
    expect(only('<div class="group-hover:block"></div>')).not.toContain('group-hover');
    expect(only('<div class="group"><i class="group-hover:block"></i></div>')).toContain(
      '.group:hover .group-hover\\:block{display:block}',
    );
  });

  it('reads the classes of HTML as React writes them, entities included', () => {
    expect([...classesOfHtml('<a class="[&amp;&gt;*]:p-1  x"></a><b class="y"></b>')]).toEqual([
      '[&>*]:p-1',
      'x',
      'y',
    ]);
  });

  it('gives a sheet without a utilities layer whole', () => {
    expect(criticalCss('body{margin:0}')(new Set())).toBe('body{margin:0}');
  });
});
