/**
 * The benchmark's socket flood: sockets on a worker thread that send joinMatch and
 * resync as fast as they can, each replaced by a new socket when the server sends it away, until
 * told to stop. The main thread meanwhile times WatchButton presses (run.ts, phase 'flood').
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { ClientToServerEvents, ServerToClientEvents } from '@bandeja/contract';
import { io, type Socket } from 'socket.io-client';

type Command = { type: 'start'; url: string; matchIds: string[]; sockets: number } | { type: 'stop' };

export interface FloodReport {
  /** Events the flooders sent. */
  sent: number;
  /** Sockets opened, those the server disconnected, and handshakes it refused (the cool-off). */
  opened: number;
  sentAway: number;
  refused: number;
  /** Error events received (the server's 'too many messages' among them). */
  errors: number;
}

type Reply = { type: 'started' } | ({ type: 'stopped' } & FloodReport);

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Events sent per socket between two turns of the flooder's event loop. */
const BURST = 200;
/**
 * The flooders' own address (all of 127/8 is this machine's loopback): the server keeps a
 * flooding address out for a while, and the presses and spectators come from 127.0.0.1.
 */
const FLOOD_ADDRESS = '127.0.0.2';
/** engine.io-client hands `localAddress` to Node's WebSocket; socket.io-client's types omit it. */
const FROM_FLOOD_ADDRESS = { localAddress: FLOOD_ADDRESS };

function serveFlood(port: NonNullable<typeof parentPort>): void {
  let running = false;
  const report: FloodReport = { sent: 0, opened: 0, sentAway: 0, refused: 0, errors: 0 };
  const loops: Promise<void>[] = [];

  const flooder = async (url: string, matchIds: readonly string[]) => {
    while (running) {
      const client: Client = io(url, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        ...FROM_FLOOD_ADDRESS,
      });
      client.on('error', () => {
        report.errors += 1;
      });
      const gone = new Promise<void>((resolve) =>
        client.once('disconnect', (reason) => {
          if (reason === 'io server disconnect') report.sentAway += 1;
          resolve();
        }),
      );
      const connected = await new Promise<boolean>((resolve) => {
        client.once('connect', () => resolve(true));
        client.once('connect_error', () => resolve(false));
      });
      if (connected) report.opened += 1;
      else {
        // Refused (kept out for flooding): try again shortly, as a determined flooder would.
        report.refused += 1;
        client.close();
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      let index = 0;
      while (running && client.connected) {
        for (let burst = 0; burst < BURST; burst += 1, index += 1) {
          const matchId = matchIds[index % matchIds.length] ?? '';
          client.emit(index % 2 === 0 ? 'joinMatch' : 'resync', { matchId });
        }
        report.sent += BURST;
        await new Promise((resolve) => setImmediate(resolve));
      }
      client.disconnect();
      await gone;
    }
  };

  port.on('message', (command: Command) => {
    switch (command.type) {
      case 'start':
        running = true;
        for (let socket = 0; socket < command.sockets; socket += 1)
          loops.push(flooder(command.url, command.matchIds));
        port.postMessage({ type: 'started' } satisfies Reply);
        break;
      case 'stop':
        running = false;
        void Promise.all(loops.splice(0)).then(() =>
          port.postMessage({ type: 'stopped', ...report } satisfies Reply),
        );
        break;
    }
  });
}

if (!isMainThread && workerData === 'bandeja-flood' && parentPort) serveFlood(parentPort);

/** A flood of socket events from one worker thread. */
export class FloodThread {
  readonly #worker: Worker;

  constructor() {
    // Node 20 does not run `--import tsx` in worker threads: the worker loads this file through tsx.
    const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
      .then(({ tsImport }) => tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)}))`;
    this.#worker = new Worker(bootstrap, { eval: true, workerData: 'bandeja-flood' });
  }

  #ask(command: Command, answer: Reply['type']): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const listener = (message: Reply) => {
        if (message.type !== answer) return;
        this.#worker.off('message', listener);
        this.#worker.off('error', reject);
        resolve(message);
      };
      this.#worker.on('message', listener);
      this.#worker.once('error', reject);
      this.#worker.postMessage(command);
    });
  }

  async start(url: string, matchIds: readonly string[], sockets: number): Promise<void> {
    await this.#ask({ type: 'start', url, matchIds: [...matchIds], sockets }, 'started');
  }

  async stop(): Promise<FloodReport> {
    const reply = await this.#ask({ type: 'stop' }, 'stopped');
    await this.#worker.terminate();
    if (reply.type !== 'stopped') throw new Error('the flood did not report');
    return {
      sent: reply.sent,
      opened: reply.opened,
      sentAway: reply.sentAway,
      refused: reply.refused,
      errors: reply.errors,
    };
  }
}
