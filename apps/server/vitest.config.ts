import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (src/, no database) and `api` (test/, the app on PGlite or PostgreSQL, whose
 * database every file copies from a template migrated once per run: test/global-setup.ts).
 * scripts/test.mjs runs them as separate steps with `--project`.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'api', include: ['test/**/*.test.ts'], globalSetup: ['test/global-setup.ts'] },
      },
    ],
  },
});
