import { readFileSync } from 'node:fs';
import path from 'node:path';
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

const serverUrl = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), devApiKey()],
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
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
