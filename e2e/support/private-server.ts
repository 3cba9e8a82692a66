import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN, E2E_PORT } from './environment.ts';

/**
 * A server of a test's own, on its own port and data directory, that the test may stop and start
 * again (the suite's shared server must keep running for the other tests). The build `npm start`
 * runs, like support/start-server.mjs.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

export class PrivateServer {
  readonly port: number;
  readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-e2e-private-'));
  private child: ChildProcess | null = null;

  /** `env`: more of the server's environment (e.g. MQTT_URL). */
  constructor(
    offset: number,
    private readonly env: Record<string, string> = {},
  ) {
    this.port = E2E_PORT + offset;
  }

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  /** Starts (or starts again, on the same data) and waits until it answers. */
  async start(): Promise<void> {
    this.child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.mjs')], {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        SEED_DEMO: '0',
        DATABASE_URL: '',
        REDIS_URL: '',
        WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? '',
        ...this.env,
      },
    });
    try {
      await this.waitUntil(true);
    } catch (error) {
      // Never leave a half-started server behind on the port: the next run would talk to it.
      this.child.kill('SIGKILL');
      throw error;
    }
  }

  /** Stops it as an operator would (SIGTERM: it closes the database and drops its sockets). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await this.waitUntil(false);
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /**
   * A guard against a server that never answers, not a speed limit: a first start (a new embedded
   * database) took over 90 s beside another gate on two cores.
   */
  private async waitUntil(up: boolean, timeoutMs = 240_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (up && this.child?.exitCode !== null) {
        throw new Error(`the private server exited with code ${this.child?.exitCode} before answering`);
      }
      let answering = false;
      try {
        answering = (await fetch(`${this.url}/api/health`)).ok;
      } catch {
        answering = false;
      }
      if (answering === up) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the private server did not ${up ? 'start' : 'stop'} within ${timeoutMs} ms`);
  }
}
