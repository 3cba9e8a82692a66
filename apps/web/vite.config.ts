import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
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

const serverUrl = `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * What every screen runs first: React, TanStack Query, the API client, the live score cache and
 * the socket's hooks, the contract's texts the screens fall back on (`SCREEN_MESSAGES`: the API's
 * whole `MESSAGES` load with the full app's screens), the app's paths, spinner and clock.
 */
const CORE_MODULES = new RegExp(
  [
    String.raw`node_modules[\/](react|react-dom|scheduler|@tanstack[\/](query-core|react-query))[\/]`,
    String.raw`[\/]src[\/]lib[\/](api-client|live-score|query-client|socket|use-media-query|board[\/]server-clock)\.ts$`,
    String.raw`[\/]src[\/](config[\/]paths\.ts|components[\/]ui[\/]spinner\.tsx)$`,
    String.raw`[\/]contract[\/]src[\/](screen-messages|vocabulary|plain)\.ts$`,
  ].join('|'),
);

export default defineConfig({
  plugins: [react(), tailwindcss(), devApiKey(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': serverUrl,
      '/socket.io': { target: serverUrl, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The server reads it to preload each route's chunk with the page (src/web/preload.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every screen runs first goes in one chunk rather than a dozen small ones: each
          // file costs a request and compresses on its own (about 6 KB of gzip on a board's
          // first score, bench/README.md).
          groups: [{ name: 'core', test: CORE_MODULES }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // test/: checks of committed files (the spoken calls), run in Node.
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
  },
});
