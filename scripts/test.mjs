#!/usr/bin/env node
// `npm test`: the one gate (README.md). Type-check, lint, unit tests, API tests on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set), the build (web app and server), then the browser suite
// in Chromium against the built server.
// TEST_STEPS=lint,unit (comma-separated step names) runs a subset while working.
import { spawnSync } from 'node:child_process';

const TYPECHECK_PROJECTS = [
  'packages/scoring',
  'packages/contract',
  'apps/server',
  'apps/web',
  'apps/web/tsconfig.node.json',
  'e2e',
  'bench',
];

const steps = [
  { name: 'typecheck', runs: TYPECHECK_PROJECTS.map((project) => ['npx', ['tsc', '-p', project]]) },
  {
    name: 'lint',
    runs: [
      ['npx', ['biome', 'ci', '.']],
      ['node', ['scripts/check-doc-citations.mjs']],
    ],
  },
  {
    name: 'unit',
    runs: [
      ['npx', ['vitest', 'run'], { cwd: 'packages/scoring' }],
      ['npx', ['vitest', 'run', '--passWithNoTests'], { cwd: 'packages/contract' }],
      ['npx', ['vitest', 'run', 'src'], { cwd: 'apps/server' }],
      ['npx', ['vitest', 'run', '--passWithNoTests'], { cwd: 'apps/web' }],
    ],
  },
  {
    name: 'api-pglite',
    runs: [['npx', ['vitest', 'run', 'test'], { cwd: 'apps/server', env: { TEST_DB: 'pglite' } }]],
  },
  {
    name: 'api-postgres',
    skip: process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set',
    runs: [['npx', ['vitest', 'run', 'test'], { cwd: 'apps/server', env: { TEST_DB: 'postgres' } }]],
  },
  { name: 'build', runs: [['npm', ['run', 'build']]] },
  { name: 'browser', runs: [['npx', ['playwright', 'test'], { cwd: 'e2e' }]] },
];

const only = process.env.TEST_STEPS ? new Set(process.env.TEST_STEPS.split(',').map((s) => s.trim())) : null;
const summary = [];
let failed = null;
for (const step of steps) {
  if (only && !only.has(step.name)) continue;
  if (step.skip) {
    summary.push(`  ${step.name.padEnd(13)} skipped (${step.skip})`);
    continue;
  }
  const started = Date.now();
  process.stdout.write(`\n=== ${step.name} ===\n`);
  for (const [command, args, options = {}] of step.runs) {
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
    });
    if (result.status !== 0) {
      failed = `${step.name}: ${command} ${args.join(' ')}${options.cwd ? ` (in ${options.cwd})` : ''}`;
      break;
    }
  }
  summary.push(
    `  ${step.name.padEnd(13)} ${failed ? 'FAILED' : 'ok'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (failed) break;
}
process.stdout.write(`\n${summary.join('\n')}\n`);
if (failed) {
  process.stderr.write(`\nnpm test failed at ${failed}\n`);
  process.exit(1);
}
process.stdout.write('\nAll checks passed.\n');
