import { onceNextTurn } from '../system/next-turn.ts';
import type { Item, Settled, Work } from './work.ts';

const MAX_BATCH = 256;

/**
 * The score writer's queue (docs/decisions/004-live-write-path.md): changes arriving in the same
 * turn of the event loop go out as one batch, up to `concurrency` batches at once, and a match never
 * has two batches in flight, so one match's changes stay in order.
 */
export class WriteQueue {
  readonly #concurrency: number;
  readonly #run: (items: Item[]) => Promise<void>;
  readonly #busy = new Set<string>();
  readonly #queue: Item[] = [];
  #running = 0;
  readonly #idleWaiters: (() => void)[] = [];

  /** `run` writes one batch, settling each of its items. */
  constructor(concurrency: number, run: (items: Item[]) => Promise<void>) {
    this.#concurrency = Math.max(1, concurrency);
    this.#run = run;
  }

  /** Whether a batch on this match is in flight. */
  busy(matchId: string): boolean {
    return this.#busy.has(matchId);
  }

  submit(work: Work): Promise<Settled> {
    return new Promise<Settled>((resolve, reject) => {
      this.#queue.push({ work, resolve, reject });
      this.#schedule();
    });
  }

  /** Puts items a batch deferred back at the front, in order: they go in the next batch. */
  requeue(items: readonly Item[]): void {
    this.#queue.unshift(...items);
  }

  /** Resolves once nothing is queued or being written. */
  async idle(): Promise<void> {
    if (this.#queue.length === 0 && this.#running === 0) return;
    await new Promise<void>((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Lets the changes that arrive in the same turn of the event loop join the batch. */
  readonly #schedule = onceNextTurn(() => this.#dispatch());

  #dispatch(): void {
    while (this.#running < this.#concurrency) {
      const items = this.#take();
      if (items.length === 0) break;
      this.#running += 1;
      const matchIds = new Set(items.map((item) => item.work.matchId));
      for (const id of matchIds) this.#busy.add(id);
      void this.#run(items).finally(() => {
        for (const id of matchIds) this.#busy.delete(id);
        this.#running -= 1;
        if (this.#queue.length > 0) this.#dispatch();
        else if (this.#running === 0) for (const resolve of this.#idleWaiters.splice(0)) resolve();
      });
    }
  }

  /** The queued items whose match has no batch in flight, in order (one match's stay in order). */
  #take(): Item[] {
    const taken: Item[] = [];
    const blocked = new Set<string>();
    for (let index = 0; index < this.#queue.length && taken.length < MAX_BATCH; ) {
      const item = this.#queue[index];
      if (!item) break;
      const id = item.work.matchId;
      if (this.#busy.has(id) || blocked.has(id)) {
        blocked.add(id);
        index += 1;
        continue;
      }
      taken.push(item);
      this.#queue.splice(index, 1);
    }
    return taken;
  }
}
