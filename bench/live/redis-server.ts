/**
 * A Redis the benchmark starts for itself (`redis-server` on a free port, no persistence) and
 * stops at the end: the machine's shared Redis serves other work, and only a Redis of our own
 * gives memory, CPU and command counts that are the benchmark's alone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { sleep } from './harness.ts';

/** The stream the Socket.IO Redis Streams adapter writes every broadcast to (its default name). */
export const ADAPTER_STREAM = 'socket.io';
/** The adapter's recovery sessions are keys with this prefix (its default `sessionKeyPrefix`). */
const ADAPTER_SESSION_PREFIX = 'sio:session:';
/** The adapter trims its stream to about this many entries (its default `maxLen`). */
export const ADAPTER_STREAM_MAX_LEN = 10_000;

/** Counters of the Redis server at one moment. */
export interface RedisSample {
  /** Calls per command since the last reset (INFO commandstats), lower-case names. */
  calls: Map<string, number>;
  /** CPU time of the server (user + system), seconds. */
  cpuSeconds: number;
  usedMemory: number;
  /** Keys in the database: the adapter's stream and its recovery sessions. */
  keys: number;
  streamEntries: number;
  /** MEMORY USAGE of the adapter's stream, bytes. */
  streamBytes: number;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `field:value` lines of an INFO section. */
function infoFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && !line.startsWith('#')) fields.set(line.slice(0, colon), line.slice(colon + 1).trim());
  }
  return fields;
}

export class OwnRedis {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    private readonly client: ReturnType<typeof createClient>,
  ) {}

  /** Starts redis-server (BENCH_REDIS_SERVER names another binary); null if there is none. */
  static async start(): Promise<OwnRedis | null> {
    const port = await freePort();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-bench-redis-'));
    const child = spawn(
      process.env.BENCH_REDIS_SERVER ?? 'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    // If the benchmark dies without stopping it, its Redis goes with it.
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    child.once('exit', () => process.off('exit', killOnExit));
    const failed = new Promise<null>((resolve) => {
      child.once('error', () => resolve(null));
      child.once('exit', () => resolve(null));
    });
    const url = `redis://127.0.0.1:${port}`;
    const connected = (async () => {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const client = createClient({ url });
        client.on('error', () => {});
        try {
          await client.connect();
          await client.ping();
          return new OwnRedis(child, url, client);
        } catch {
          await client.destroy();
          await sleep(100);
        }
      }
      return null;
    })();
    const started = await Promise.race([connected, failed]);
    if (!started && child.exitCode === null) child.kill('SIGKILL');
    return started;
  }

  /** Empties Redis and zeroes its command counters (between clusters). */
  async reset(): Promise<void> {
    await this.client.flushAll();
    await this.client.configResetStat();
  }

  async sample(): Promise<RedisSample> {
    const [commandStats, cpu, memory, keys, streamEntries, streamBytes] = await Promise.all([
      this.client.info('commandstats'),
      this.client.info('cpu'),
      this.client.info('memory'),
      this.client.dbSize(),
      this.client.xLen(ADAPTER_STREAM),
      this.client.memoryUsage(ADAPTER_STREAM, { SAMPLES: 0 }),
    ]);
    const calls = new Map<string, number>();
    for (const [field, value] of infoFields(commandStats)) {
      const count = /calls=(\d+)/.exec(value)?.[1];
      if (field.startsWith('cmdstat_') && count) calls.set(field.slice('cmdstat_'.length), Number(count));
    }
    const cpuFields = infoFields(cpu);
    return {
      calls,
      cpuSeconds: Number(cpuFields.get('used_cpu_user') ?? 0) + Number(cpuFields.get('used_cpu_sys') ?? 0),
      usedMemory: Number(infoFields(memory).get('used_memory') ?? 0),
      keys,
      streamEntries,
      streamBytes: streamBytes ?? 0,
    };
  }

  /**
   * The memory of one connection-state recovery session (what the adapter writes, with a TTL of
   * the recovery time, for each socket whose connection dropped), bytes: MEMORY USAGE of a few.
   */
  async sessionBytes(): Promise<{ sessions: number; bytesEach: number }> {
    const { keys } = await this.client.scan('0', { MATCH: `${ADAPTER_SESSION_PREFIX}*`, COUNT: 1000 });
    const sizes = await Promise.all(
      keys.slice(0, 20).map((key) => this.client.memoryUsage(key, { SAMPLES: 0 })),
    );
    const measured = sizes.filter((size): size is number => typeof size === 'number');
    const sessions = (await this.client.dbSize()) - (await this.client.exists(ADAPTER_STREAM));
    return {
      sessions,
      bytesEach: measured.length > 0 ? measured.reduce((a, b) => a + b, 0) / measured.length : Number.NaN,
    };
  }

  async stop(): Promise<void> {
    await this.client.destroy();
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000).then(() => this.child.kill('SIGKILL'))]);
  }
}
