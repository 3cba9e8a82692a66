import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { HeadTagsProvider } from './head-tags.ts';

/**
 * The entry loads one of two apps (docs/decisions/007-board-app.md) and each screen is a lazy
 * chunk, all found only after the entry script has run. Listing a page's chunks as <link
 * rel="modulepreload"> lets the browser fetch them alongside the entry: a spectator's first score
 * arrives round trips sooner. Vite's manifest names the chunks. The first match wins.
 */
const BOARD_APP = 'src/app/board-app.tsx';
const FULL_APP = 'src/app/full-app.tsx';
const DISPLAYS = 'src/features/displays';
const ROUTE_MODULES: readonly { test: (pathname: string) => boolean; modules: string[] }[] = [
  // The board app's screens (apps/web/src/app/board-routes.ts).
  {
    test: (p) => /^\/scores\/public\/[^/]+\/?$/.test(p),
    modules: [BOARD_APP, 'src/features/scoreboard/scoreboard-page.tsx'],
  },
  {
    test: (p) => p.startsWith('/display/court/'),
    modules: [BOARD_APP, `${DISPLAYS}/court-display-page.tsx`],
  },
  { test: (p) => p.startsWith('/display/club/'), modules: [BOARD_APP, `${DISPLAYS}/club-display-page.tsx`] },
  {
    test: (p) => p.startsWith('/display/event/'),
    modules: [BOARD_APP, 'src/features/events/event-display-page.tsx'],
  },
  {
    test: (p) => p === '/display' || p === '/display/',
    modules: [BOARD_APP, `${DISPLAYS}/pairing-page.tsx`],
  },
  { test: (p) => p.startsWith('/overlay/court/'), modules: [BOARD_APP, `${DISPLAYS}/overlay-page.tsx`] },
  // The full app's.
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

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), isEntry: z.boolean().optional() }),
);
type Manifest = z.infer<typeof manifestSchema>;

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
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const parsed = existsSync(manifestFile)
    ? manifestSchema.safeParse(JSON.parse(readFileSync(manifestFile, 'utf8')))
    : null;
  const manifest = parsed?.success ? parsed.data : null;
  const tagsByRoute = new Map<(typeof ROUTE_MODULES)[number], string>();
  for (const route of ROUTE_MODULES) {
    const files = manifest ? chunkFiles(manifest, route.modules) : [];
    tagsByRoute.set(route, files.map((file) => `<link rel="modulepreload" href="/${file}">`).join(''));
  }
  return async (request) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const route = ROUTE_MODULES.find((candidate) => candidate.test(pathname));
    return route ? (tagsByRoute.get(route) ?? null) : null;
  };
}
