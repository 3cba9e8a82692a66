import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEADERS } from '@bandeja/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { dataDirWithDatabase, testDatabaseKind } from './database.ts';
import { createMatchOn, demoCourt, JWT_SECRET, pressOn, TEST_API_KEY } from './process-helpers.ts';
import { type ServerProcess, spawnServer, waitForHealth } from './server-process.ts';

/** Every directory and file under `dir` (not following links) with its permission bits. */
function modesUnder(dir: string): { file: string; directory: boolean; mode: number }[] {
  const stat = lstatSync(dir);
  const here = { file: dir, directory: stat.isDirectory(), mode: stat.mode & 0o777 };
  if (!stat.isDirectory()) return stat.isSymbolicLink() ? [] : [here];
  return [here, ...readdirSync(dir).flatMap((name) => modesUnder(path.join(dir, name)))];
}

// These start the real server on the embedded database; the PostgreSQL pass has nothing to add.
const describeEmbedded = testDatabaseKind() === 'pglite' ? describe : describe.skip;

/**
 * Each test's limit: room for two starts at waitForHealth's own limit (a start took over 60 s on
 * the loaded 2-core machine). It only guards against a hang: a passing test ends much sooner.
 */
const TEST_LIMIT_MS = 2 * 180_000 + 60_000;

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

describeEmbedded('the server process on its data directory', { timeout: TEST_LIMIT_MS }, () => {
  it('refuses a second server on the same DATA_DIR with a clear message, and the first keeps serving', async () => {
    const dataDir = await dataDirWithDatabase('bandeja-lock-');
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
  });

  it('shuts down cleanly on SIGTERM, releases the lock, and reopens with its data', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-lifecycle-'));
    const first = await start(dataDir, { SEED_DEMO: '1' });
    await waitForHealth(first);
    const lastLine = `These credentials are shown once; a copy is in ${path.join(dataDir, 'initial-credentials.json')}.`;
    await until(() => first.output().includes(lastLine));
    // Health checks polled all along: none is logged, so the banner stays the last thing printed
    // (after the log's listening lines).
    await fetch(`${first.url}/api/health`);
    // A moment for a log line that must not come (a busy machine can only make it pass).
    await new Promise((resolve) => setTimeout(resolve, 500));
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
  });

  it('takes over the lock of a server that was killed', async () => {
    const dataDir = await dataDirWithDatabase('bandeja-stale-');
    const first = await start(dataDir);
    await waitForHealth(first);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const next = await start(dataDir);
    await waitForHealth(next);
    expect((await login(next)).status).toBe(200);
  });

  it('keeps DATA_DIR its owner’s only: the database’s files, secrets, credentials, outbox and images', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'bandeja-modes-')), 'data');
    // What an earlier version (or a careless copy) left: open to everyone.
    mkdirSync(path.join(dataDir, 'share-images'), { recursive: true });
    chmodSync(dataDir, 0o777);
    chmodSync(path.join(dataDir, 'share-images'), 0o755);
    writeFileSync(path.join(dataDir, 'secrets.json'), 'not json', { mode: 0o666 });
    chmodSync(path.join(dataDir, 'secrets.json'), 0o666);
    const server = await start(dataDir, {
      SEED_DEMO: '1',
      API_KEY: TEST_API_KEY,
      // createMatchOn signs the court token with it.
      JWT_SECRET,
      PRESS_GUARD_MS: '0',
      BUTTON_PRESS_LIMIT: '100000',
    });
    await waitForHealth(server);

    // A match played to its end, its statistics mailed (to the outbox) and its picture drawn.
    const court = demoCourt(dataDir);
    const matchId = await createMatchOn(server.url, court.courtId, {
      goldenPointMode: 'regular_deuce',
      serviceConfig: { mode: 'team1' },
    });
    for (let point = 0; point < 48; point += 1) await pressOn(server.url, court.team1, `point-${point}`);
    const mail = await fetch(`${server.url}/api/matches/${matchId}/statistics/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HEADERS.apiKey]: TEST_API_KEY },
      body: JSON.stringify({ playerNumber: 1, email: 'ana@example.com' }),
    });
    expect(mail.status).toBe(200);
    expect((await fetch(`${server.url}/api/scores/share/${matchId}/image.png`)).status).toBe(200);

    const entries = modesUnder(dataDir);
    const names = entries.map((entry) => path.relative(dataDir, entry.file));
    for (const expected of ['secrets.json', 'initial-credentials.json', 'server.lock', 'db', 'outbox']) {
      expect(
        names.some((name) => name === expected || name.startsWith(`${expected}/`)),
        expected,
      ).toBe(true);
    }
    expect(names.some((name) => name.startsWith('outbox/') && name.endsWith('.eml'))).toBe(true);
    expect(names.some((name) => name.startsWith('share-images/') && name.endsWith('.png'))).toBe(true);
    expect(names.filter((name) => name.startsWith('db/')).length).toBeGreaterThan(100);
    const open = entries.filter((entry) => entry.mode !== (entry.directory ? 0o700 : 0o600));
    expect(open.map((entry) => `${path.relative(dataDir, entry.file)} ${entry.mode.toString(8)}`)).toEqual(
      [],
    );
  });

  it('starts although a stale server.lock names a pid that now belongs to another program', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-reused-pid-'));
    // A crash left the lock; the pid was given since to an unrelated, living process.
    const other = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dataDir, 'server.lock'), String(other.pid));
      const server = await start(dataDir);
      await waitForHealth(server);
      expect((await login(server)).status).toBe(200);
      expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toContain(String(server.child.pid));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('refuses to start with an invalid setting and names it', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-config-'));
    const server = await start(dataDir, { PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
  });
});
