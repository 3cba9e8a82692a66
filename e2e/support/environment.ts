import os from 'node:os';
import path from 'node:path';

/** Where the browser suite's server keeps its embedded database (wiped at each run). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'bandeja-e2e');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

/**
 * Where QR codes and share links point for a page opened on `baseURL` (localhost), by the rule of
 * apps/web/src/lib/public-url.ts with no PUBLIC_URL: the machine's first network address (IPv4
 * first, not link-local) on the same port, or `baseURL` itself on a machine with none.
 */
export function linkOrigin(baseURL: string): string {
  const found = Object.values(os.networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.internal)
    .filter((entry) =>
      entry.family === 'IPv4' ? !entry.address.startsWith('169.254.') : !/^fe80:/i.test(entry.address),
    );
  const address = [
    ...found.filter((e) => e.family === 'IPv4'),
    ...found.filter((e) => e.family === 'IPv6'),
  ][0]?.address;
  if (!address) return baseURL;
  const url = new URL(baseURL);
  url.hostname = address.includes(':') ? `[${address}]` : address;
  return url.origin;
}
