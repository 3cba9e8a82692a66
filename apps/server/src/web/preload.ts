import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BoardScreenName, boardRouteOf } from '@bandeja/contract/board-routes';
import { z } from 'zod';
import { BOARD_BUILD, boardBuild } from './board-build.ts';
import type { HeadTagsProvider } from './head-tags.ts';

/**
 * The entry loads one of two apps (docs/decisions/007-board-app.md) and each screen is a lazy
 * chunk, all found only after the entry script has run. Listing a page's chunks as <link
 * rel="modulepreload"> lets the browser fetch them alongside the entry: a spectator's first score
 * arrives round trips sooner. Vite's manifest names the chunks. The first match wins.
 */
const BOARD_APP = 'src/board/board-app.tsx';
const FULL_APP = 'src/app/full-app.tsx';

/** The web app's file of a board screen (apps/web/src/board/board-app.tsx loads it). */
export const boardScreenModule = (screen: BoardScreenName) => `src/board/screens/${screen}.tsx`;

const FULL_APP_ROUTES: readonly { test: (pathname: string) => boolean; modules: string[] }[] = [
  { test: (p) => p === '/scores/public', modules: [FULL_APP, 'src/features/scoreboard/scoreboard-page.tsx'] },
  {
    test: (p) => p.startsWith('/scores/share/court/'),
    modules: [FULL_APP, 'src/features/results/court-results-page.tsx'],
  },
  {
    test: (p) => p.startsWith('/scores/share/'),
    modules: [FULL_APP, 'src/features/share/share-match-page.tsx'],
  },
  {
    test: (p) => p === '/match/create',
    modules: [FULL_APP, 'src/features/match-create/match-create-page.tsx'],
  },
  { test: (p) => p === '/login', modules: [FULL_APP, 'src/features/auth/login-page.tsx'] },
  {
    test: (p) => /^\/events\/\d+\/?$/.test(p),
    modules: [FULL_APP, 'src/features/events/event-public-page.tsx'],
  },
  {
    test: (p) => p === '/dashboard',
    modules: [FULL_APP, 'src/features/court-dashboard/court-dashboard-page.tsx'],
  },
  {
    test: (p) => p.startsWith('/court/'),
    modules: [FULL_APP, 'src/features/court-control/court-control-page.tsx'],
  },
  { test: () => true, modules: [FULL_APP] },
];

/** The modules a page needs first: the board app and its screen (BOARD_SCREENS), or the full app's. */
function modulesOf(pathname: string): { key: string; board: boolean; modules: string[] } {
  const board = boardRouteOf(pathname);
  if (board) return { key: board.screen, board: true, modules: [BOARD_APP, boardScreenModule(board.screen)] };
  const index = FULL_APP_ROUTES.findIndex((route) => route.test(pathname));
  return { key: String(index), board: false, modules: FULL_APP_ROUTES[index]?.modules ?? [FULL_APP] };
}

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), isEntry: z.boolean().optional() }),
);
type Manifest = z.infer<typeof manifestSchema>;

/** The web build's manifest (which file each source became), or null without a build. */
export function readManifest(distDir: string): Manifest | null {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const parsed = existsSync(manifestFile)
    ? manifestSchema.safeParse(JSON.parse(readFileSync(manifestFile, 'utf8')))
    : null;
  return parsed?.success ? parsed.data : null;
}

/** The files of some chunks and of everything they import statically, minus the entry's own. */
function chunkFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const entryFiles = new Set<string>();
  const collect = (name: string, into: Set<string>) => {
    const chunk = manifest[name];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [name, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(name, entryFiles);
  const files = new Set<string>();
  for (const key of keys) collect(key, files);
  return [...files].filter((file) => !entryFiles.has(file) && file.endsWith('.js'));
}

export function routePreloads(distDir: string): HeadTagsProvider {
  const fullApp = readManifest(distDir);
  // The board routes' page is the board app's own build when there is one (board-build.ts).
  const boardApp = boardBuild(distDir) ? readManifest(path.join(distDir, BOARD_BUILD.folder)) : null;
  // Each page's tags, worked out once.
  const tagsByKey = new Map<string, string>();
  return async (request) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const { key, board, modules } = modulesOf(pathname);
    let tags = tagsByKey.get(key);
    if (tags === undefined) {
      const [manifest, base] = board && boardApp ? [boardApp, BOARD_BUILD.base] : [fullApp, '/'];
      const files = manifest ? chunkFiles(manifest, modules) : [];
      tags = files.map((file) => `<link rel="modulepreload" href="${base}${file}">`).join('');
      tagsByKey.set(key, tags);
    }
    return tags || null;
  };
}
