import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_ROOT } from '../src/paths.ts';

const SERVER_ENTRY = path.join(SERVER_ROOT, 'src/server.ts');

/**
 * Where test/global-setup.ts leaves the server built once for this run (scripts/build.ts, the
 * module `npm start` runs). Without it (a script outside vitest) the sources run under tsx.
 */
export const SERVER_BUILD_ENV = 'BANDEJA_TEST_SERVER_BUILD';

/** The built server when the run has one: no compiler at each start, about 2 CPU-s less each. */
function serverCommand(): string[] {
  const built = process.env[SERVER_BUILD_ENV];
  return built ? [built] : ['--import', 'tsx', SERVER_ENTRY];
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  /** The server's own address, known once its banner is printed (waitForHealth waits for it). */
  readonly url: string;
  output(): string;
  /** Resolves with the exit code (or the signal name) when the process ends. */
  exited: Promise<number | string>;
}

/**
 * This test file's own names in Redis (src/net/redis-names.ts): its servers share them, and two
 * test runs on one Redis (two gates side by side) never hear each other's matches, whose ids are
 * the same small numbers in both databases.
 */
export const TEST_REDIS_PREFIX = `bandeja-test-${randomBytes(4).toString('hex')}`;

/** The port in the banner the server prints once it listens (src/server.ts printBanner). */
const LISTENING_PORT = /http:\/\/[^\s:/]+:(\d+)/;
const LOCAL_PORT = /on this machine http:\/\/[^\s:/]+:(\d+)/;

/**
 * Starts the real server (the run's build of src/server.ts, as `npm start` runs it, or the sources
 * under tsx) as a child process, with the given environment. Unless PORT is given it listens on a port the system
 * picks (PORT=0) and the port is read from its banner: a port chosen by the test beforehand can
 * be taken by another test process in between, and then a health check answered by that other
 * server looks like ours.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, serverCommand(), {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      REDIS_PREFIX: TEST_REDIS_PREFIX,
      SEED_DEMO: '0',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The latest output only: a server pressed for minutes logs every request.
  let output = '';
  let port: string | null = null;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (port === null) {
      const banner = output.split('\n').find((line) => line.includes('Bandeja is running at'));
      const found = banner?.match(LOCAL_PORT) ?? banner?.match(LISTENING_PORT);
      if (found) port = found[1] ?? null;
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return {
    child,
    get url() {
      if (port === null) throw new Error(`the server has not said its address yet:\n${output}`);
      return `http://127.0.0.1:${port}`;
    },
    output: () => output,
    exited,
  };
}

/** Whether the server printed the banner that says it listens (so `url` is its own). */
function listening(server: ServerProcess): boolean {
  try {
    return server.url.length > 0;
  } catch {
    return false;
  }
}

/**
 * Waits until the server says it listens and answers /api/health, or fails with its output when it
 * exits first. The time limit only guards against a server that hangs: a start took over 60 s on
 * the 2-core machine under a load of 30.
 */
export async function waitForHealth(server: ServerProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline) {
    if (ended) throw new Error(`server exited before it was ready:\n${server.output()}`);
    if (listening(server)) {
      try {
        const response = await fetch(`${server.url}/api/health`);
        if (response.ok) return;
      } catch {
        // not answering yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}
