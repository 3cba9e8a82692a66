/**
 * The benchmark's spectators: socket.io-client connections spread over worker threads.
 *
 * Receiving is what the load generator spends most on: a spectator's scoreUpdate costs about
 * 40 µs of the receiving thread (websocket frame, engine.io and Socket.IO decoding, JSON.parse of
 * the score), so one thread takes ~40 ms to hand a score to 1,000 spectators, whatever the
 * server does. Spread over one thread per core, that work runs beside the server's instead of
 * queueing on one thread (it still shares the machine's cores with the server: bench/README.md).
 *
 * Arrival times are taken on a clock every thread shares (`clock`), so the main thread can compare
 * them with the time it sent each press.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { ClientToServerEvents, LiveScore, ServerToClientEvents } from '@bandeja/contract';
import { io, type Socket } from 'socket.io-client';

/** Milliseconds on a clock every thread shares (each thread's performance.now() has its own origin). */
export const clock = () => performance.timeOrigin + performance.now();

/**
 * When each version of each match (`matchId:version`, or `tag|matchId:version` for spectators
 * connected with a tag) reached each spectator, on `clock`.
 */
export type Arrivals = Map<string, number[]>;

type Command =
  | { type: 'connect'; url: string; matchIds: string[]; tag: string | null }
  | { type: 'collect' }
  | { type: 'close'; drop: boolean };
type Reply =
  | { type: 'connected'; joined: [string, number][] }
  | { type: 'collected'; arrivals: [string, number[]][]; disordered: number }
  | { type: 'closed' }
  | { type: 'failed'; message: string };

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** One thread's spectators (runs in the worker). */
function serveSpectators(port: NonNullable<typeof parentPort>): void {
  const clients: Client[] = [];
  let arrivals: Arrivals = new Map();
  /** scoreUpdates that reached a spectator at or below a version it already had. */
  let disordered = 0;
  const joined = new Map<string, number>();
  const reply = (message: Reply) => port.postMessage(message);

  const open = async (url: string, matchId: string, tag: string | null) => {
    const client: Client = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
    clients.push(client);
    let latest = 0;
    client.on('scoreUpdate', (score: LiveScore) => {
      const at = clock();
      if (score.version <= latest) disordered += 1;
      latest = Math.max(latest, score.version);
      const key =
        tag === null ? `${score.match_id}:${score.version}` : `${tag}|${score.match_id}:${score.version}`;
      const list = arrivals.get(key);
      if (list) list.push(at);
      else arrivals.set(key, [at]);
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('spectator did not join')), 30_000);
      client.once('matchScore', (score: LiveScore) => {
        clearTimeout(timer);
        latest = Math.max(latest, score.version);
        joined.set(matchId, score.version);
        resolve();
      });
      client.emit('joinMatch', { matchId });
    });
  };

  port.on('message', (command: Command) => {
    switch (command.type) {
      case 'connect': {
        void (async () => {
          for (let start = 0; start < command.matchIds.length; start += 250) {
            await Promise.all(
              command.matchIds.slice(start, start + 250).map((id) => open(command.url, id, command.tag)),
            );
          }
          reply({ type: 'connected', joined: [...joined] });
        })().catch((error: unknown) => reply({ type: 'failed', message: String(error) }));
        break;
      }
      case 'collect':
        reply({ type: 'collected', arrivals: [...arrivals], disordered });
        arrivals = new Map();
        disordered = 0;
        break;
      case 'close':
        for (const client of clients.splice(0)) {
          // Dropping the connection is what a phone that leaves does; the server keeps its
          // session for recovery. disconnect() says goodbye, and nothing is kept.
          if (command.drop) client.io.engine.close();
          else client.disconnect();
        }
        joined.clear();
        reply({ type: 'closed' });
        break;
    }
  });
}

if (!isMainThread && workerData === 'bandeja-spectators' && parentPort) serveSpectators(parentPort);

/** Spectators over `threads` worker threads (the main thread only sends presses and counts). */
export class SpectatorThreads {
  readonly #workers: Worker[];

  constructor(threads: number) {
    // Node 20 does not run `--import tsx` in worker threads: the worker loads this file through tsx.
    const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
      .then(({ tsImport }) => tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)}))`;
    this.#workers = Array.from(
      { length: threads },
      () => new Worker(bootstrap, { eval: true, workerData: 'bandeja-spectators' }),
    );
  }

  #ask(worker: Worker, command: Command, answer: Reply['type']): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const done = () => {
        worker.off('message', listener);
        worker.off('error', crashed);
      };
      const listener = (message: Reply) => {
        if (message.type === 'failed') reject(new Error(message.message));
        else if (message.type === answer) resolve(message);
        else return;
        done();
      };
      // A thread that dies (a load error, an exception) fails the phase instead of hanging it.
      const crashed = (error: Error) => {
        done();
        reject(error);
      };
      worker.on('message', listener);
      worker.on('error', crashed);
      worker.postMessage(command);
    });
  }

  /**
   * Connects one spectator per entry of `matchIds` (an id repeated is a crowd), dealt round-robin
   * so that every room spreads over every thread; answers the version each match showed on join.
   * A `tag` (e.g. which server process they are on) prefixes the keys of their arrivals.
   */
  async connect(
    url: string,
    matchIds: readonly string[],
    tag: string | null = null,
  ): Promise<Map<string, number>> {
    const shares = this.#workers.map(() => [] as string[]);
    for (const [index, id] of matchIds.entries()) shares[index % shares.length]?.push(id);
    const replies = await Promise.all(
      this.#workers.map((worker, index) =>
        this.#ask(worker, { type: 'connect', url, matchIds: shares[index] ?? [], tag }, 'connected'),
      ),
    );
    const joined = new Map<string, number>();
    for (const reply of replies)
      if (reply.type === 'connected') for (const [id, v] of reply.joined) joined.set(id, v);
    return joined;
  }

  /**
   * The arrivals recorded since the last call, from every thread, and how many scoreUpdates came
   * to a spectator at or below a version it already had (out of order or twice).
   */
  async collect(): Promise<{ arrivals: Arrivals; disordered: number }> {
    const replies = await Promise.all(
      this.#workers.map((worker) => this.#ask(worker, { type: 'collect' }, 'collected')),
    );
    const arrivals: Arrivals = new Map();
    let disordered = 0;
    for (const reply of replies) {
      if (reply.type !== 'collected') continue;
      disordered += reply.disordered;
      for (const [key, times] of reply.arrivals) {
        const list = arrivals.get(key);
        if (list) list.push(...times);
        else arrivals.set(key, times);
      }
    }
    return { arrivals, disordered };
  }

  /**
   * Disconnects every spectator (the threads stay for the next phase): a goodbye, or with `drop`
   * the connection closed under it (a phone gone: the server keeps a recovery session).
   */
  async disconnect(options: { drop?: boolean } = {}): Promise<void> {
    const command: Command = { type: 'close', drop: options.drop ?? false };
    await Promise.all(this.#workers.map((worker) => this.#ask(worker, command, 'closed')));
  }

  async stop(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }
}
