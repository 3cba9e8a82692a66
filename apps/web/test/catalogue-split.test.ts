import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOARD_SOURCES } from '../lingui.config.ts';

/**
 * The board app downloads only the board catalogue (docs/decisions/008-internationalisation.md):
 * a text said by a module the board app reaches but kept in the app catalogue would show as a
 * message id on a TV. So every module the board app imports, statically or lazily, is a board
 * source.
 */
const WEB = path.resolve(import.meta.dirname, '..');

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)]
    .map((match) => path.resolve(path.dirname(file), match[1] ?? ''))
    .filter((target) => /\.tsx?$/.test(target) && existsSync(target));
}

function reachedFrom(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const target of importsOf(file)) visit(target);
  };
  for (const entry of entries) visit(entry);
  return [...seen].map((file) => path.relative(WEB, file));
}

describe('the board catalogue', () => {
  it('covers every module the board app reaches', () => {
    // The board app loads its screens by a glob (src/board/board-app.tsx): each is an entry too.
    const screens = readdirSync(path.join(WEB, 'src/board/screens')).map((file) =>
      path.join(WEB, 'src/board/screens', file),
    );
    const reached = reachedFrom([path.join(WEB, 'src/board/board-app.tsx'), ...screens]);
    expect(reached.length).toBeGreaterThan(50);
    const outside = reached.filter(
      (file) => !BOARD_SOURCES.some((source) => file === source || file.startsWith(`${source}/`)),
    );
    expect(outside).toEqual([]);
  });
});
