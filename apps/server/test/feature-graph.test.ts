import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from './database.ts';

/**
 * The server's feature folders (src/<feature>/) import one another one way only
 * (docs/ARCHITECTURE.md): no two folders import each other, and no longer circle
 * either. Files at the top of src/ (app.ts, context.ts, config.ts…) are the composition root and
 * stay out of the graph; file-level cycles are Biome's noImportCycles. Type imports count: a type
 * shared both ways is a piece to move down.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../src');

/** Every product source file under a feature folder (tests left out: they may reach anywhere). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function featureOf(file: string): string | null {
  const parts = path.relative(src, file).split(path.sep);
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

/** feature -> the features it imports, with one importing file each (for the message). */
export function featureGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(src)) {
    const from = featureOf(file);
    if (from === null) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier) continue;
      const to = featureOf(path.resolve(path.dirname(file), specifier));
      if (to !== null && to !== from && !edges.has(to)) edges.set(to, path.relative(src, file));
    }
  }
  return graph;
}

/** Every cycle's features, found by depth-first search (each cycle once, from its smallest name). */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlyMap<string, string>>): string[][] {
  const cycles: string[][] = [];
  const walk = (start: string, node: string, trail: string[]) => {
    for (const next of graph.get(node)?.keys() ?? []) {
      if (next === start) cycles.push([...trail, start]);
      else if (next > start && !trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, start, [start]);
  return cycles;
}

// Nothing here depends on the test database: the PostgreSQL pass would run it a second time.
describe.skipIf(testDatabaseKind() !== 'pglite')('the server features import each other one way only', () => {
  const graph = featureGraph();

  it('finds the imports between features (the check reads real folders)', () => {
    expect(graph.get('scores')?.has('matches')).toBe(true);
    expect(graph.size).toBeGreaterThan(10);
  });

  it('has no two features importing each other', () => {
    const pairs = [...graph].flatMap(([from, edges]) =>
      [...edges].flatMap(([to, file]) =>
        from < to && graph.get(to)?.has(from)
          ? [`${from} <-> ${to} (${file}, ${graph.get(to)?.get(from)})`]
          : [],
      ),
    );
    expect(pairs).toEqual([]);
  });

  it('has no longer circle of features either', () => {
    expect(cyclesOf(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('catches a two-way pair and a circle when there is one', () => {
    const made = new Map([
      ['a', new Map([['b', 'a/x.ts']])],
      ['b', new Map([['c', 'b/x.ts']])],
      ['c', new Map([['a', 'c/x.ts']])],
      ['d', new Map([['e', 'd/x.ts']])],
      ['e', new Map([['d', 'e/x.ts']])],
    ]);
    expect(cyclesOf(made).map((cycle) => cycle.join(' -> '))).toEqual(['a -> b -> c -> a', 'd -> e -> d']);
  });
});
