import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server. This module runs as src/paths.ts (tsx: tests, `npm run dev`) or inside the build,
 * dist/server.mjs (`npm start`): both sit one level below apps/server, so one rule finds it.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The committed migrations. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

/** The web app's build (apps/web/dist), served by the server. */
export const WEB_DIST_DIR = path.resolve(SERVER_ROOT, '../web/dist');
