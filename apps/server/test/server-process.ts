import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_ROOT } from '../src/paths.ts';

const SERVER_ENTRY = path.join(SERVER_ROOT, 'src/server.ts');

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
  url: string;
  output(): string;
  /** Resolves with the exit code (or the signal name) when the process ends. */
  exited: Promise<number | string>;
}

/**
 * Starts the real server (src/server.ts under tsx: the sources `npm start` builds) as a child
 * process, with the given environment. `ready` waits until /api/health answers.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const port = env.PORT ?? '3000';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The latest output only: a server pressed for minutes logs every request.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until the server answers /api/health, or fails with its output. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline) {
    if (ended) throw new Error(`server exited before it was ready:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}
