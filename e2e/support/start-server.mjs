// Starts the real server for the browser suite on a wiped data directory, with the demo data:
// the build `npm start` runs (`npm run build` makes it; `npm test` builds before this suite).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
rmSync(dataDir, { recursive: true, force: true });

const root = path.resolve(import.meta.dirname, '../..');
const serverBuild = path.join(root, 'apps/server/dist/server.mjs');
if (!existsSync(serverBuild)) throw new Error(`${serverBuild} is missing: run \`npm run build\` first`);
const child = spawn(process.execPath, [serverBuild], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'e2e-admin-password',
    SEED_DEMO: '1',
    DATABASE_URL: '',
    REDIS_URL: '',
    // Several engineers can run the suite at once, each on its own build (E2E_WEB_DIST).
    WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? '',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
