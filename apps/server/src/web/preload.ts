import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { HeadTagsProvider } from './spa.ts';

/**
 * Each screen is a lazy chunk, found only after the entry script has run. Listing a route's chunks
 * as <link rel="modulepreload"> in the page lets the browser fetch them alongside the entry: the
 * spectator's first score arrives one round trip sooner. Vite's manifest names the chunks.
 */
const ROUTE_MODULES: readonly { test: (pathname: string) => boolean; module: string }[] = [
  {
    test: (p) => p === '/scores/public' || p.startsWith('/scores/public/'),
    module: 'src/features/scoreboard/scoreboard-page.tsx',
  },
  {
    test: (p) => p.startsWith('/scores/share/court/'),
    module: 'src/features/results/court-results-page.tsx',
  },
  { test: (p) => p.startsWith('/scores/share/'), module: 'src/features/share/share-match-page.tsx' },
  { test: (p) => p === '/match/create', module: 'src/features/match-create/match-create-page.tsx' },
  { test: (p) => p === '/login', module: 'src/features/auth/login-page.tsx' },
  { test: (p) => p === '/dashboard', module: 'src/features/court-dashboard/court-dashboard-page.tsx' },
  { test: (p) => p.startsWith('/court/'), module: 'src/features/court-control/court-control-page.tsx' },
];

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), isEntry: z.boolean().optional() }),
);
type Manifest = z.infer<typeof manifestSchema>;

/** The files of a chunk and of everything it imports statically, minus the entry's own. */
function chunkFiles(manifest: Manifest, key: string): string[] {
  const entryFiles = new Set<string>();
  const collect = (name: string, into: Set<string>) => {
    const chunk = manifest[name];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [name, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(name, entryFiles);
  const files = new Set<string>();
  collect(key, files);
  return [...files].filter((file) => !entryFiles.has(file) && file.endsWith('.js'));
}

export function routePreloads(distDir: string): HeadTagsProvider {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const parsed = existsSync(manifestFile)
    ? manifestSchema.safeParse(JSON.parse(readFileSync(manifestFile, 'utf8')))
    : null;
  const manifest = parsed?.success ? parsed.data : null;
  const tagsByModule = new Map<string, string>();
  for (const route of ROUTE_MODULES) {
    const files = manifest ? chunkFiles(manifest, route.module) : [];
    tagsByModule.set(
      route.module,
      files.map((file) => `<link rel="modulepreload" href="/${file}">`).join(''),
    );
  }
  return async (request) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const route = ROUTE_MODULES.find((candidate) => candidate.test(pathname));
    return route ? (tagsByModule.get(route.module) ?? null) : null;
  };
}
