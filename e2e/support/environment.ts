import os from 'node:os';
import path from 'node:path';

/** Where the browser suite's server keeps its embedded database (wiped at each run). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'bandeja-e2e');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;
