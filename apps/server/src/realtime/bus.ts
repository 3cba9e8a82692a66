import type {
  CourtBoard,
  DisplayConfig,
  EventView,
  LiveScore,
  MatchFinished,
  StatisticsUpdate,
} from '@bandeja/contract';

/**
 * A message for the sockets, published only after its transaction committed: a match's changes
 * (to its match room, and its court's and club's rooms), a court's whole board, a TV's
 * configuration. Which rooms each goes to is `roomsOf` (src/realtime/rooms.ts).
 */
export type LiveMessage =
  | { event: 'scoreUpdate'; matchId: string; payload: LiveScore }
  | { event: 'matchFinished'; matchId: string; payload: MatchFinished }
  | { event: 'statisticsUpdate'; matchId: string; courtId: number | null; payload: StatisticsUpdate }
  | { event: 'courtBoard'; payload: CourtBoard }
  | { event: 'displayConfig'; displayId: number; payload: DisplayConfig }
  | { event: 'eventUpdate'; eventId: number; payload: EventView };

export type LiveListener = (message: LiveMessage) => void;

/**
 * The seam between the services (which commit changes) and the sockets (which fan them out). It
 * holds nothing: a message published with no listener is simply dropped, since clients recover by
 * asking for the snapshot (docs/api.md "Socket.IO": correctness comes from full state plus resync).
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
