import type { AppContext } from '../context.ts';
import { countWaitingStatisticsMails } from '../mail/statistics-sweeper.ts';
import { type LiveServer, matchRoom } from '../realtime/socket.ts';

/**
 * Connects the app's metrics to what they watch, once the sockets exist: the gauges read the
 * sockets' rooms, the database pool and the mail outbox when Prometheus scrapes, and every
 * message published to the match rooms is counted (and timed from its commit). Registered after
 * the sockets' own listener, so a message is counted once it has been handed to them.
 * Returns the function that stops counting (on close).
 */
export function connectMetrics(ctx: AppContext, io: LiveServer): () => void {
  const prefix = matchRoom('');
  ctx.metrics.watch({
    sockets() {
      let rooms = 0;
      let inRooms = 0;
      for (const [name, members] of io.of('/').adapter.rooms) {
        if (!name.startsWith(prefix)) continue;
        rooms += 1;
        inRooms += members.size;
      }
      return { connected: io.engine.clientsCount, rooms, inRooms };
    },
    pool: () => ctx.database.poolStats(),
    mailOutbox: () => countWaitingStatisticsMails(ctx.db, ctx.now()),
  });
  const unsubscribe = ctx.live.subscribe((message) => ctx.metrics.emitted(message.event, message.payload));
  return () => {
    unsubscribe();
  };
}
