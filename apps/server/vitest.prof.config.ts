import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'api', include: ['test/**/*.test.ts'], globalSetup: ['test/global-setup.ts'], setupFiles: ['/tmp/gate-prof/prof-setup.ts'] } },
    ],
  },
});
