import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './database.ts';
import { freePort, type ServerProcess, spawnServer, waitForHealth } from './server-process.ts';

// These start the real server on the embedded database; the PostgreSQL pass has nothing to add.
const describeEmbedded = testDatabaseKind() === 'pglite' ? describe : describe.skip;

const running: ServerProcess[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
});

async function start(dataDir: string, extra: Record<string, string> = {}) {
  const server = spawnServer({
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    ADMIN_PASSWORD: 'process-test-password',
    ...extra,
  });
  running.push(server);
  return server;
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function login(server: ServerProcess) {
  return fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'process-test-password' }),
  });
}

describeEmbedded('the server process on its data directory', () => {
  it('refuses a second server on the same DATA_DIR with a clear message, and the first keeps serving', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-lock-'));
    const first = await start(dataDir);
    await waitForHealth(first);

    const second = await start(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Bandeja server (pid ${first.child.pid}) is already using ${dataDir}`,
    );

    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    expect((await login(first)).status).toBe(200);
  }, 120_000);

  it('shuts down cleanly on SIGTERM, releases the lock, and reopens with its data', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-lifecycle-'));
    const first = await start(dataDir, { SEED_DEMO: '1' });
    await waitForHealth(first);
    const lastLine = `These credentials are shown once; a copy is in ${path.join(dataDir, 'initial-credentials.json')}.`;
    await until(() => first.output().includes(lastLine));
    // Health checks polled all along: none is logged, so the banner stays the last thing printed
    // (after the log's listening lines).
    await fetch(`${first.url}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.output().trimEnd().split('\n').at(-1)).toBe(lastLine);
    expect(first.output().indexOf('Server listening')).toBeLessThan(
      first.output().indexOf('Bandeja is running'),
    );
    expect(first.output()).toContain('Sign in with:');
    expect(first.output()).toContain('admin / process-test-password');
    const credentials = JSON.parse(readFileSync(path.join(dataDir, 'initial-credentials.json'), 'utf8'));
    expect(credentials.demo.courts).toHaveLength(2);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const again = await start(dataDir);
    await waitForHealth(again);
    expect((await login(again)).status).toBe(200);
    expect(again.output()).not.toContain('Sign in with:');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('takes over the lock of a server that was killed', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-stale-'));
    const first = await start(dataDir);
    await waitForHealth(first);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const next = await start(dataDir);
    await waitForHealth(next);
    expect((await login(next)).status).toBe(200);
  }, 120_000);

  it('refuses to start with an invalid setting and names it', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-config-'));
    const server = await start(dataDir, { PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
  }, 60_000);
});
