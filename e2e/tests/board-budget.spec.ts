import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { BOARD_SCREENS } from '../../packages/contract/src/board-routes.ts';

/**
 * The board routes' JavaScript budget (docs/decisions/002-small-public-bundle.md, 007-board-app.md):
 * at most 100 KB gzipped before the first score of the scoreboard and of every display
 * (a court, the clubhouse wall, the streaming overlay, an event's standings), and before a new TV's
 * pairing code. Counted as bench/web/run.ts's `bundleReport` counts it, on the build
 * this suite serves: the entry, the board app and the screen's chunk with every chunk they import
 * statically (what the browser loads before the score can show), each file gzipped at level 9. A size
 * read from the built manifest, no timing: it is the same on any machine.
 */
const WEB_DIST = process.env.E2E_WEB_DIST || path.resolve(import.meta.dirname, '../../apps/web/dist');
const BUDGET_BYTES = 100 * 1024;
const BOARD_APP = 'src/board/board-app.tsx';
/** Every screen of the board app (packages/contract/src/board-routes.ts), as the board app loads it. */
const SCREENS = Object.keys(BOARD_SCREENS).map(
  (screen) => [screen, `src/board/screens/${screen}.tsx`] as const,
);

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function keyOf(manifest: Manifest, module: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.src === module);
  if (!key) throw new Error(`the build has no chunk for ${module}`);
  return key;
}

/** The gzipped bytes of some chunks and of everything they import statically, transitively. */
function firstScoreBytes(manifest: Manifest, keys: string[]): number {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  let bytes = 0;
  for (const key of seen) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} without its chunk`);
    bytes += gzipSync(readFileSync(path.join(WEB_DIST, chunk.file)), { level: 9 }).length;
  }
  return bytes;
}

test.describe('the board routes’ JavaScript before the first score', () => {
  const manifest: Manifest = JSON.parse(readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);

  for (const [screen, module] of SCREENS) {
    test(`the ${screen} stays within 100 KB gzipped`, () => {
      expect(entry, 'the build has an entry').toBeDefined();
      const bytes = firstScoreBytes(manifest, [
        entry ?? '',
        keyOf(manifest, BOARD_APP),
        keyOf(manifest, module),
      ]);
      expect(bytes, `${screen}: ${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});
