import { defineConfig } from 'vitest/config';

/**
 * The test settings of the pure packages: packages/scoring, rating and contract (each one's
 * vitest.config.ts is this file). Their tests do no I/O and wait on nothing.
 */
export default defineConfig({
  test: {
    // Only a test that never ends should hit this: a property test runs hundreds of cases, and on
    // a busy 2-core machine one took over vitest's default 5 s. How fast the machine is is no test.
    testTimeout: 60_000,
    // No module keeps state, so a worker's files share its loaded modules instead of loading them again.
    isolate: false,
  },
});
