import { describe, expect, it } from 'vitest';
import type { BoardPage } from './board-render.ts';
import { boardHtml } from './spa.ts';

/** The board build's page as the server fills it: Vite's entry script and preload, the server's preloads. */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Bandeja</title>\n' +
  '    <script type="module" crossorigin src="/board/assets/index-1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/board/assets/core-2.js">\n' +
  '  <meta name="bandeja-api-key" content="k"><link rel="modulepreload" href="/board/assets/board-app-3.js"></head>\n' +
  '  <body>\n    <div id="root"></div>\n  </body>\n</html>';

const BOARD: BoardPage = {
  status: 200,
  language: 'es',
  html: '<main><p data-testid="team1-points">15</p></main>',
  stateScript: '<script type="application/json" id="board-state">{}</script>',
  catalogueTag: '<link rel="modulepreload" href="/board/assets/es-4.js">',
  inlineStyle: (page) => page.replace('</head>', '<style>p{margin:0}</style></head>'),
};

describe("a board page's first HTML", () => {
  const page = boardHtml(TEMPLATE, BOARD);

  it('has no preload before the score, only the entry script: the preloads follow the screen', () => {
    const score = page.indexOf('data-testid="team1-points"');
    expect(score).toBeGreaterThan(0);
    const before = page.slice(0, score);
    expect(before).not.toContain('modulepreload');
    expect(before).toContain('<script type="module" crossorigin src="/board/assets/index-1.js"></script>');
  });

  it('keeps every preload, after the screen and before its state, the catalogue last', () => {
    const after = page.slice(page.indexOf('</main></div>') + '</main></div>'.length);
    expect(
      after.startsWith(
        '<link rel="modulepreload" crossorigin href="/board/assets/core-2.js">' +
          '<link rel="modulepreload" href="/board/assets/board-app-3.js">' +
          '<link rel="modulepreload" href="/board/assets/es-4.js">' +
          '<script type="application/json" id="board-state">{}</script>',
      ),
    ).toBe(true);
  });

  it('keeps the head: its language, its entry script, its meta tags and its inline style', () => {
    expect(page).toContain('<html lang="es">');
    expect(page).toMatch(
      /<title>Bandeja<\/title>\s*<script type="module" crossorigin src="\/board\/assets\/index-1.js"><\/script>\s*<meta name="bandeja-api-key" content="k"><style>p\{margin:0\}<\/style><\/head>/,
    );
  });
});
