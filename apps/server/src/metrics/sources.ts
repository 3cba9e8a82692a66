import type { AppContext } from '../context.ts';
import { countWaitingStatisticsMails } from '../mail/statistics-sweeper.ts';
import { ROOM_KINDS, roomKindOf } from '../realtime/room-names.ts';
import type { LiveServer } from '../realtime/socket.ts';

/**
 * Connects the app's metrics to what they watch, once the sockets exist: the gauges read the
 * sockets' rooms of each kind (match, court, club, display), the database pool and the mail outbox
 * when Prometheus scrapes, and every message published to the rooms is counted (and timed from its
 * commit). Registered after the sockets' own listener, so a message is counted once it has been
 * handed to them. Returns the function that stops counting (on close).
 */
export function connectMetrics(ctx: AppContext, io: LiveServer): () => void {
  ctx.metrics.watch({
    sockets() {
      const rooms = new Map(ROOM_KINDS.map((kind) => [kind, { kind, rooms: 0, sockets: 0 }]));
      for (const [name, members] of io.of('/').adapter.rooms) {
        const kind = roomKindOf(name);
        const counted = kind === null ? undefined : rooms.get(kind);
        if (!counted) continue;
        counted.rooms += 1;
        counted.sockets += members.size;
      }
      return { connected: io.engine.clientsCount, rooms: [...rooms.values()] };
    },
    pool: () => ctx.database.poolStats(),
    mailOutbox: () => countWaitingStatisticsMails(ctx.db, ctx.now()),
  });
  const unsubscribe = ctx.live.subscribe((message) => ctx.metrics.emitted(message.event, message.payload));
  return () => {
    unsubscribe();
  };
}
