import type { LiveScore, MatchFinished, StatisticsUpdate } from '@bandeja/contract';

/** A message for the sockets of one match room, published only after its transaction committed. */
export type LiveMessage =
  | { event: 'scoreUpdate'; matchId: string; payload: LiveScore }
  | { event: 'matchFinished'; matchId: string; payload: MatchFinished }
  | { event: 'statisticsUpdate'; matchId: string; payload: StatisticsUpdate };

export type LiveListener = (message: LiveMessage) => void;

/**
 * The seam between the services (which commit changes) and the sockets (which fan them out). It
 * holds nothing: a message published with no listener is simply dropped, since clients recover by
 * asking for the snapshot (design §4: correctness comes from full state plus resync).
 */
export class LiveBus {
  readonly #listeners = new Set<LiveListener>();
  readonly #pending = new Set<Promise<unknown>>();

  subscribe(listener: LiveListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  publish(message: LiveMessage): void {
    for (const listener of this.#listeners) listener(message);
  }

  /** Keeps track of work done after a commit (e.g. statistics), so closing can wait for it. */
  track(work: Promise<unknown>): void {
    this.#pending.add(work);
    void work.finally(() => this.#pending.delete(work));
  }

  /** Resolves once the tracked work has settled (before the database closes). */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}
