import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The board app's own build (docs/decisions/013-board-renderer.md): the web build writes it to
 * dist/board/, served under /board/, with its own page and manifest. The board routes get that page;
 * every other page is the full app's.
 */
export const BOARD_BUILD = { folder: 'board', base: '/board/' } as const;

/**
 * The page without what only its readers need, comments and the indentation between tags: bytes a
 * phone would receive before the score (docs/displays.md, "What comes before the score").
 */
const compact = (page: string) => page.replace(/<!--[\s\S]*?-->/g, '').replace(/>\s+</g, '><');

/** The board app's page (its index.html, compact), or null when the web build has no board build. */
export function boardBuild(distDir: string): { template: string } | null {
  const indexFile = path.join(distDir, BOARD_BUILD.folder, 'index.html');
  return existsSync(indexFile) ? { template: compact(readFileSync(indexFile, 'utf8')) } : null;
}
