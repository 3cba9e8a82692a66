import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
// By its path: Vite loads its config with Node, which runs no TypeScript out of node_modules.
import { BOARD_AREAS, BOARD_SCREENS } from '../../packages/contract/src/board-routes.ts';

/**
 * In development Vite serves index.html, so the API key meta tag that the server writes into the
 * page in production is added here, from API_KEY or the key the server generated in DATA_DIR.
 */
function devApiKey(): Plugin {
  return {
    name: 'bandeja-dev-api-key',
    apply: 'serve',
    transformIndexHtml(html) {
      let apiKey = process.env.API_KEY ?? '';
      if (!apiKey) {
        try {
          const dataDir = path.resolve(import.meta.dirname, '../..', process.env.DATA_DIR ?? 'data');
          apiKey = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).apiKey ?? '';
        } catch {
          apiKey = '';
        }
      }
      return html.replace('</head>', `<meta name="bandeja-api-key" content="${apiKey}"></head>`);
    },
  };
}

/**
 * Writes .br and .gz copies of the built text files, so the server sends them compressed without
 * spending CPU per request (@fastify/static `preCompressed`). A spectator's phone on the club's
 * wifi gets about a third of the bytes.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  let outDir = '';
  return {
    name: 'bandeja-precompress',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // A failed build wrote nothing: let its own error show rather than this one.
      if (!existsSync(outDir)) return;
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The board screens' server renderer (src/board/server-render.tsx, `npm run build`): one file the
 * server imports, with its dependencies inside, and none of the client's public files.
 */
function serverRenderer(): Plugin {
  return {
    name: 'bandeja-server-renderer',
    config: (_, env) => (env.isSsrBuild ? { publicDir: false, ssr: { noExternal: true } } : undefined),
  };
}

/**
 * A lazy chunk's preload list without what is loaded already: the chunks that the chunk importing
 * it loaded statically before its code ran, and, from the board app, the screen's own chunks, which
 * the server preloads with the page (apps/server/src/web/preload.ts). The same requests, minus the
 * file names that every board's first chunks otherwise carry (their gzip counts in the 100 KB
 * budget, decision 007).
 */
function preloadOnlyWhatIsMissing(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  const staticImports = new Map<string, readonly string[]>();
  let boardApp = '';
  const loadedWith = (host: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of staticImports.get(file) ?? []) visit(imported);
    };
    visit(host);
    return seen;
  };
  return {
    plugin: {
      name: 'bandeja-preload-only-what-is-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_, bundle) {
          staticImports.clear();
          for (const output of Object.values(bundle)) {
            if (output.type !== 'chunk') continue;
            staticImports.set(output.fileName, output.imports);
            if (output.facadeModuleId?.endsWith('/src/board/board-app.tsx')) boardApp = output.fileName;
          }
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => {
      // No graph (the server renderer's build): the list as Vite made it.
      if (!staticImports.has(hostId)) return deps;
      if (hostId === boardApp) return [];
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
const preloads = preloadOnlyWhatIsMissing();

const serverUrl = `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * What every screen runs first: React, TanStack Query (but its mutations, which no board makes
 * before its first score: the operator's controls load after it), Lingui, the API client and its
 * book of error texts (`SCREEN_MESSAGES` only: the API's whole `MESSAGES` load with the full app),
 * the live score cache and the socket's hooks, the app's paths, spinner and clock, and what the
 * board app wraps every screen in (error boundary, language provider). Rolldown takes the
 * dependencies of these modules with them (docs/decisions/007-board-app.md).
 */
const CORE_MODULES = new RegExp(
  [
    String.raw`node_modules[\/](react|react-dom|scheduler|preact)[\/]`,
    String.raw`node_modules[\/]@tanstack[\/](query-core|react-query)[\/](?!.*(useMutation|mutationObserver)\.js$)`,
    String.raw`[\/]src[\/]lib[\/](api-client|auth-context|message-book|live-score|query-client|socket|use-media-query|lazy-part|use-hydrated|board[\/]server-clock)\.ts$`,
    String.raw`[\/]src[\/](config[\/]paths\.ts|components[\/]ui[\/]spinner\.tsx)$`,
    String.raw`[\/]contract[\/]src[\/](screen-messages|vocabulary|plain)\.ts$`,
    // The engine's small helpers the boards' formats use, which the contract's schemas and the full
    // app's screens use too: in the board chunk they would make every such screen load it.
    String.raw`[\/]scoring[\/]src[\/](deuce|service|game|labels|sets-to-win)\.ts$`,
    String.raw`[\/]contract[\/]src[\/]result-line\.ts$`,
    String.raw`[\/]src[\/](app[\/]app-error-boundary|components[\/]ui[\/]button|lib[\/]i18n[\/]language-provider)\.tsx$`,
  ].join('|'),
);

/**
 * What every board but an event's standings shows before its first score (the scoreboard, the court
 * display, the wall, the overlay, a new TV's pairing code): texts, formats and rule labels, the
 * offline notices and the sponsor strip's loader, in one chunk rather than a dozen small ones (each file compresses on its own: about 5 KB
 * of gzip on the scoreboard, bench/README.md). Named one by one: what loads after the first score
 * (sound, statistics, match details' parse, the sponsor strip) must not be pulled in. An event's
 * standings display uses none of it.
 */
const BOARD_MODULES = new RegExp(
  [
    String.raw`[\/]src[\/]components[\/]board[\/](lazy-sponsor-strip|live-notices|no-winner|stacked-label|text)\.tsx?$`,
    String.raw`[\/]src[\/]lib[\/]board[\/](club-branding|format|use-connection|use-score-age)\.ts$`,
    String.raw`[\/]src[\/](config[\/]screens\.ts|lib[\/]i18n[\/]board-labels\.ts)$`,
    // The engine's points column, which the wall's tiles and the overlay read too.
    String.raw`[\/]scoring[\/]src[\/]points-column\.ts$`,
  ].join('|'),
);

/**
 * What only the boards of a match being scored (the scoreboard and the court display) show before
 * their first score: the score card, banners, the timer, the spoken calls and the press flash, the
 * match's details, the wake lock. The wall, the overlay and a new TV's pairing code never load it
 * (the wall's tiles take the name scale from format.ts).
 */
const LIVE_BOARD_MODULES = new RegExp(
  [
    String.raw`[\/]src[\/]components[\/]board[\/](banners|lazy-sound-control|press-flash|score-card|sound-label|timer-bar)\.tsx$`,
    String.raw`[\/]src[\/]lib[\/]board[\/](match-details|use-announcer|use-live-calls|use-wake-lock)\.ts$`,
  ].join('|'),
);

/**
 * The scoreboard's page with what only it shows before its first score among the boards (the end
 * state, the status badge, the operator's policy check), in one chunk: the court display loads
 * the end state with its result card after the first score, the wall says a finished match with
 * result-summary.tsx and no-winner.ts, and the displays never load it.
 */
const SCOREBOARD_MODULES = new RegExp(
  [
    String.raw`[\/]src[\/]components[\/](board[\/]end-state|ui[\/]status-badge)\.tsx$`,
    String.raw`[\/]contract[\/]src[\/]policy\.ts$`,
    String.raw`[\/]src[\/]features[\/]scoreboard[\/]scoreboard-page\.tsx$`,
  ].join('|'),
);

/**
 * What the displays (court, wall, overlay, pairing) share and the scoreboard does not: the frame,
 * the court's fetch and channel, the shot clock's loader and their texts. The wall's own fetch and
 * result summary stay with the wall.
 */
const DISPLAY_MODULES = new RegExp(
  [
    String.raw`[\/]src[\/]features[\/]displays[\/](text\.ts|components[\/](display-frame|display-message|lazy-shot-clock|retrying-message)\.tsx)$`,
    String.raw`[\/]src[\/]features[\/]displays[\/](lib[\/](use-court-channel|use-court-phase|court-board)|api[\/](parse|display-query|get-court-display))\.ts$`,
  ].join('|'),
);

/**
 * The board pages' addresses (packages/contract/src/board-routes.ts) as one pattern over a full
 * URL: their HTML carries the live state (docs/displays.md, "The first paint").
 */
const BOARD_PAGES = new RegExp(
  `^https?://[^/]+(${[
    ...Object.values(BOARD_SCREENS).flatMap(({ path }) =>
      path === null ? [] : [`${path.replace(/:\w+/g, '[^/?#]+')}/?`],
    ),
    ...BOARD_AREAS.map((area) => `${area}/[^?#]*`),
  ].join('|')})([?#]|$)`,
);

/**
 * The court tablet and the displays install as apps and open without the network (docs/displays.md,
 * "Devices that stay on"). The service worker precaches the built code and keeps the last copy of
 * each page it opened: pages come from the network first (the server writes the API key and the
 * preloads into them, apps/server/src/web/spa.ts) and from that copy when the server cannot be
 * reached. The API is never cached. The pages that need it register it after their first screen
 * (src/lib/stay-on.ts), so the public scoreboard loads nothing more.
 */
function installable(): Plugin[] {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: {
      name: 'Bandeja',
      short_name: 'Bandeja',
      description: 'Live scores of padel and tennis matches: court tablets and club displays.',
      // No start_url: an installed app opens where it was installed from (a court's dashboard, a
      // court display), which the manifest's default (the page's own address) gives.
      start_url: undefined,
      display: 'fullscreen',
      display_override: ['fullscreen', 'standalone'],
      background_color: '#0f3d2e',
      theme_color: '#0f3d2e',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,svg,png,woff2}'],
      // The pre-compressed copies are the server's business; the spoken calls load when used.
      globIgnores: ['**/*.{gz,br}', '.vite/**', 'audios/**'],
      // The page is the server's (with its meta tags): no precached index.html in its place.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      runtimeCaching: [
        {
          // A board page's copy only when the network does not answer at all: a slow answer is
          // still newer than any copy of the live state.
          urlPattern: BOARD_PAGES,
          handler: 'NetworkFirst',
          options: {
            cacheName: 'bandeja-pages',
            expiration: { maxEntries: 30 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            !url.pathname.startsWith('/api') &&
            !url.pathname.startsWith('/socket.io'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'bandeja-pages',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 30 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

/**
 * The board app's own build (`vite build --mode board`, docs/decisions/013-board-renderer.md): the
 * same entry and screens, with React's public API (`react`, `react-dom/client`, `react-dom/server`,
 * the JSX runtime) served by Preact's compat layer, into dist/board/ under /board/. The server
 * sends its page for the board routes; the full app keeps React. Built first: the full app's build
 * then writes the service worker, whose precache lists these files too, and compresses them.
 */
const BOARD_BUILD = {
  outDir: 'dist/board',
  base: '/board/',
  alias: [
    { find: /^react$/, replacement: 'preact/compat' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  ],
};

/** The board app's page links the full app's manifest: its TVs install as the same app. */
function boardPage(): Plugin {
  return {
    name: 'bandeja-board-page',
    transformIndexHtml: (html) =>
      html.replace('</head>', '<link rel="manifest" href="/manifest.webmanifest"></head>'),
  };
}

export default defineConfig(({ mode }) => ({
  base: mode === 'board' ? BOARD_BUILD.base : '/',
  // The icons and spoken calls are the full app's build's, at the same addresses for both apps.
  publicDir: mode === 'board' ? false : 'public',
  resolve: mode === 'board' ? { alias: BOARD_BUILD.alias } : {},
  plugins: [
    react(),
    // Lingui's macros (`Trans`, `t`, `plural`) become plain catalogue look-ups at build time; only
    // the app's own sources go through Babel, never the PO catalogues (decision 008).
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: /[/]src[/].*\.tsx?$/ }),
    lingui({ failOnMissing: process.env.NODE_ENV === 'production' }),
    tailwindcss(),
    devApiKey(),
    ...(mode === 'board' ? [boardPage()] : [installable(), precompress()]),
    serverRenderer(),
    preloads.plugin,
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': serverUrl,
      '/socket.io': { target: serverUrl, ws: true },
    },
  },
  build: {
    outDir: mode === 'board' ? BOARD_BUILD.outDir : 'dist',
    // The board app's build (built first) is in dist/board/: `npm run build` empties dist/ itself.
    emptyOutDir: mode === 'board',
    sourcemap: false,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    // The server reads it to preload each route's chunk with the page (src/web/preload.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every screen runs first goes in one chunk, what the boards share in a few, rather
          // than a dozen small ones: each file costs a request and compresses on its own (about
          // 6 KB of gzip on a board's first score, bench/README.md).
          groups: [
            // The engine's reducer: only the control screen folds a log (its pending score), so it
            // stays out of 'core', where the dependencies of the core's engine helpers would take it.
            { name: 'engine', test: /[\\/]scoring[\\/]src[\\/]engine\.ts$/ },
            { name: 'core', test: CORE_MODULES },
            // Loaded on first use, beside the first score (src/lib/socket.ts): named, so the budget
            // test can tell it among what a board loads.
            {
              name: 'socket-client',
              test: /node_modules[/](socket\.io-client|socket\.io-parser|engine\.io-(client|parser)|@socket\.io)[/]/,
            },
            { name: 'board', test: BOARD_MODULES },
            { name: 'live-board', test: LIVE_BOARD_MODULES },
            { name: 'displays', test: DISPLAY_MODULES },
            { name: 'scoreboard', test: SCOREBOARD_MODULES },
          ],
        },
      },
    },
  },
  test: {
    // Component tests type and tap through whole forms: 5 s (vitest's default) is short on a busy
    // 2-core machine running the other steps of npm test beside them.
    testTimeout: 30_000,
    setupFiles: ['src/test-setup.ts'],
    projects: [
      // Screens (*.test.tsx) render into jsdom; everything else is logic and runs in plain Node,
      // without the 3 s a jsdom environment costs each file.
      { extends: true, test: { name: 'web-dom', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
      // test/: checks of committed files (the spoken calls).
      {
        extends: true,
        test: { name: 'web', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
      },
    ],
  },
}));
