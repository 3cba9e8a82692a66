import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (src/, no database) and `api` (test/, the app on PGlite or PostgreSQL, whose
 * database every file copies from a template migrated once per run: test/global-setup.ts).
 * scripts/test.mjs runs them as separate steps with `--project`.
 */
export default defineConfig({
  test: {
    // Guards against a test that never ends, not a speed limit: a test that opens its own database
    // or starts a server took over 30 s on the 2-core machine under a load of 30, and a file's
    // set-up with two MQTT brokers and its app over 60 s under a load of 40 (two gates side by
    // side). No test sets a shorter one.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // A worker's files share its loaded modules instead of loading the app (and compiling PGlite's
    // WebAssembly) again for each: a third to a half of these steps' CPU (bench/README.md, "The
    // gate"). They can: every API file builds its own app on its own database, and no file mocks a
    // module or stubs a global (fake timers are put back after each test).
    isolate: false,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'api', include: ['test/**/*.test.ts'], globalSetup: ['test/global-setup.ts'] },
      },
    ],
  },
});
