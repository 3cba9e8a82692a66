#!/usr/bin/env node
// `npm run typecheck`, and the typecheck step of `npm test` (scripts/test.mjs imports the list):
// every TypeScript project of the repository, in one list.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const TYPECHECK_PROJECTS = [
  'packages/scoring',
  'packages/rating',
  'packages/contract',
  'apps/server',
  'apps/web',
  'apps/web/tsconfig.node.json',
  'e2e',
  'bench',
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const project of TYPECHECK_PROJECTS) {
    const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
    if (result.status !== 0) {
      process.stderr.write(`typecheck failed: tsc -p ${project}\n`);
      process.exit(1);
    }
  }
}
