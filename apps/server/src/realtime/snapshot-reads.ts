import { onceNextTurn } from '../system/next-turn.ts';

/**
 * The snapshots the sockets ask for (a match's score on joinMatch and resync, a court's or club's
 * board, a TV's configuration), read at most once at a time per key (a room's name, rooms.ts) and a
 * bounded number at a time overall (docs/decisions/006-socket-budget.md). The comments below say
 * "match" for any key:
 *
 * - A socket joins the match's room first, then asks: the read it gets must start after it asked,
 *   or an update committed between the read and the join could be missed. So an ask shares the
 *   match's read that has not started yet, or makes one; while a read runs, everyone who asks
 *   shares the next one, which starts when it ends. One read in flight per match, however many
 *   screens join at once.
 * - Reads of different matches run `concurrency` at a time, the rest wait in order; past
 *   `maxWaiting` matches waiting, an ask is refused (ServerBusyError) instead of growing the queue:
 *   the writes of live scores must not queue behind a flood of reads.
 */
export class ServerBusyError extends Error {
  constructor() {
    super('too many snapshot reads waiting');
    this.name = 'ServerBusyError';
  }
}

interface Shared<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

interface MatchReads<T> {
  /** A read that has not started: everyone who asks now shares it. */
  next: Shared<T> | null;
  running: boolean;
}

export interface SnapshotReadLimits {
  /** Reads of different matches at once. */
  concurrency: number;
  /** Matches whose read may wait for a free slot. */
  maxWaiting: number;
}

export class SnapshotReads<T> {
  readonly #read: (matchId: string) => Promise<T>;
  readonly #limits: SnapshotReadLimits;
  readonly #matches = new Map<string, MatchReads<T>>();
  /** Matches whose `next` read waits for a slot, in order. */
  readonly #waiting: string[] = [];
  #running = 0;
  /** Reads started since the process started (tests and the benchmark look). */
  reads = 0;

  constructor(read: (matchId: string) => Promise<T>, limits: SnapshotReadLimits) {
    this.#read = read;
    this.#limits = limits;
  }

  /** Reads running now, all matches together. */
  get running(): number {
    return this.#running;
  }

  /** The match's snapshot as read after this call. */
  get(matchId: string): Promise<T> {
    let reads = this.#matches.get(matchId);
    if (reads?.next) return reads.next.promise;
    if (!reads) {
      reads = { next: null, running: false };
      this.#matches.set(matchId, reads);
    }
    // Waiting matches beyond the limit are refused; a match already running queues its next read
    // behind itself, not in the line.
    if (!reads.running && this.#waiting.length >= this.#limits.maxWaiting) {
      this.#matches.delete(matchId);
      return Promise.reject(new ServerBusyError());
    }
    reads.next = shared<T>();
    const { promise } = reads.next;
    if (!reads.running) {
      this.#waiting.push(matchId);
      this.#schedule();
    }
    return promise;
  }

  /**
   * Reads start on the next turn of the event loop, not at once: the joins that arrive together
   * (many screens' frames read from the network in one turn) find the read not started and share
   * it. A read on PGlite runs on this thread and would otherwise end before the next frame is read.
   */
  readonly #schedule = onceNextTurn(() => this.#pump());

  #pump(): void {
    while (this.#running < this.#limits.concurrency) {
      const matchId = this.#waiting.shift();
      if (matchId === undefined) return;
      const reads = this.#matches.get(matchId);
      const current = reads?.next;
      if (!reads || !current) continue;
      reads.next = null;
      reads.running = true;
      this.#running += 1;
      this.reads += 1;
      this.#read(matchId)
        .then(current.resolve, current.reject)
        .finally(() => {
          this.#running -= 1;
          reads.running = false;
          // Asked while it ran: their read takes its place in line, behind the matches waiting.
          if (reads.next) this.#waiting.push(matchId);
          else this.#matches.delete(matchId);
          this.#schedule();
        });
    }
  }
}

function shared<T>(): Shared<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}
