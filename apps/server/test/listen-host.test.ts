import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataDirWithDatabase, testDatabaseKind } from './database.ts';
import { type ServerProcess, spawnServer, waitForHealth } from './server-process.ts';

let running: ServerProcess | null = null;
afterEach(async () => {
  if (running && running.child.exitCode === null && running.child.signalCode === null) {
    running.child.kill('SIGKILL');
    await running.exited;
  }
  running = null;
});

/** Whether a TCP connection to host:port is accepted ('refused' when nothing listens there). */
function tryConnect(host: string, port: number): Promise<'accepted' | 'refused'> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve('refused') : reject(error),
    );
  });
}

/** Starting the real server takes a while on a busy machine. */
const START_MS = 120_000;

// Nothing here depends on the test database: the PostgreSQL pass would run it a second time.
describe.skipIf(testDatabaseKind() !== 'pglite')('HOST binds the server to one address', () => {
  it(
    'with HOST=127.0.0.1 answers on 127.0.0.1 and refuses another local address (127.0.0.2)',
    async () => {
      running = spawnServer({
        DATA_DIR: await dataDirWithDatabase('bandeja-host-'),
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: 'listen-host-password',
      });
      await waitForHealth(running, START_MS);
      const port = Number(new URL(running.url).port);
      expect(await tryConnect('127.0.0.1', port)).toBe('accepted');
      // Linux routes all of 127.0.0.0/8 to the loopback interface: a server on every address
      // (the default) accepts 127.0.0.2 too; one bound to 127.0.0.1 does not.
      expect(await tryConnect('127.0.0.2', port)).toBe('refused');
      expect(running.output()).toContain(`http://127.0.0.1:${port} (HOST: only this address)`);
    },
    START_MS,
  );

  it(
    'without HOST listens on every address, as before (127.0.0.2 answers too)',
    async () => {
      running = spawnServer({
        DATA_DIR: await dataDirWithDatabase('bandeja-host-'),
        HOST: '',
        ADMIN_PASSWORD: 'listen-host-password',
      });
      await waitForHealth(running, START_MS);
      expect(await tryConnect('127.0.0.2', Number(new URL(running.url).port))).toBe('accepted');
    },
    START_MS,
  );

  it(
    'refuses a HOST that is not an IP address at start, naming the setting',
    async () => {
      running = spawnServer({
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bandeja-host-')),
        HOST: 'every-address',
      });
      expect(await running.exited).not.toBe(0);
      expect(running.output()).toContain('HOST: must be an IP address');
    },
    START_MS,
  );
});
