import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { eventIdOfMatch } from '../matches/repository.ts';
import type { LiveMessage } from '../realtime/bus.ts';
import { numbersOf } from './model.ts';
import { runningEventsOfClub } from './repository.ts';
import { syncEvent } from './service.ts';

/**
 * Follows the committed score messages of this process (src/realtime/bus.ts) and brings an event
 * in step when one of its games finishes, or when a rally game's end is undone (its points go
 * back). The scoring code knows nothing of events: this listener is the only link. The process
 * that committed a change is the one that hears it, and `syncEvent` is safe to repeat, so every
 * finish advances its event once.
 */
export function followEventGames(ctx: AppContext, log: FastifyBaseLogger): () => void {
  const concerns = (message: LiveMessage): string | null => {
    if (message.event === 'matchFinished') return message.matchId;
    // Only an undo in a rally game can reopen an event's game: no query on any other press.
    if (
      message.event === 'scoreUpdate' &&
      message.payload.rally !== undefined &&
      message.payload.last_point_type === 'undo' &&
      message.payload.status === 'ongoing'
    ) {
      return message.matchId;
    }
    return null;
  };
  const unsubscribe = ctx.live.subscribe((message) => {
    const matchId = concerns(message);
    if (matchId === null) return;
    const work = eventIdOfMatch(ctx.db, matchId)
      .then(async (eventId) => {
        if (eventId !== null) return void (await syncEvent(ctx, eventId, log));
        // Another match finished: a round held back by its court may start now.
        if (message.event !== 'matchFinished') return;
        const { court_id: courtId, club_id: clubId } = message.payload.score;
        if (courtId === null || clubId === null) return;
        for (const row of await runningEventsOfClub(ctx.db, clubId)) {
          if (numbersOf(row.courtIds).includes(courtId)) await syncEvent(ctx, row.id, log);
        }
      })
      .catch((error: unknown) => log.error({ err: error, matchId }, 'event update after a game failed'));
    ctx.live.track(work);
  });
  return () => {
    unsubscribe();
  };
}
