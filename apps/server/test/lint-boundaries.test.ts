import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './database.ts';

/**
 * The shape of the code is kept by the linter (docs/ARCHITECTURE.md): no import cycle, type imports
 * included, and no feature reaching into the score writer's insides or importing scores from
 * matches, buttons or realtime, nor writing a score beside the writer (its SQL, its state codec),
 * nor a lower feature importing one above it. Each fixture (test/fixtures/lint-*, left out of the normal lint) is
 * linted with the repository's own biome.json, so these prove the real rules, not a copy.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');
const made: string[] = [];

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function lintFixture(name: string): { status: number | null; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), `bandeja-${name}-`));
  made.push(dir);
  cpSync(path.join(here, 'fixtures', name), dir, { recursive: true });
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ['**'] };
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  const result = spawnSync(biome, ['lint', '--colors=off', '--max-diagnostics=50', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

// Nothing here depends on the test database: the PostgreSQL pass would run it a second time.
describe.skipIf(testDatabaseKind() !== 'pglite')('the linter keeps the shape of the code', () => {
  it('fails on an import cycle made of type imports', () => {
    const { status, output } = lintFixture('lint-cycle');
    expect(status, output).not.toBe(0);
    expect(output).toContain('lint/suspicious/noImportCycles');
  });

  it("fails on a feature importing another's internals, the wrong way round", () => {
    const { status, output } = lintFixture('lint-boundary');
    expect(status, output).not.toBe(0);
    expect(output).toContain('lint/style/noRestrictedImports');
  });

  it("fails on a feature importing the score writer's SQL or its state codec (one door to score_snapshots)", () => {
    const { status, output } = lintFixture('lint-writer');
    expect(status, output).not.toBe(0);
    // Both imports of events/service.ts are refused, each by name.
    expect(output.match(/lint\/style\/noRestrictedImports/g)?.length, output).toBe(2);
    expect(output).toContain('it alone writes a match');
  });

  it('fails on a feature importing one above it (auth importing users)', () => {
    const { status, output } = lintFixture('lint-features');
    expect(status, output).not.toBe(0);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain('importing a feature above it');
  });

  it('passes on one-way imports that keep to the boundaries', () => {
    const { status, output } = lintFixture('lint-clean');
    expect(status, output).toBe(0);
  });
});
