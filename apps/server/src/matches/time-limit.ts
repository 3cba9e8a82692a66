import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { deleteExpiredPresses } from '../buttons/press-repository.ts';
import type { AppContext } from '../context.ts';
import { matches } from '../db/schema.ts';
import { lockMatchWithState } from '../scores/repository.ts';
import { applyEventLocked, publishChange, timeIsUp } from '../scores/service.ts';
import { expiredOngoingMatchIds } from './repository.ts';

/**
 * Finishes, for time, every ongoing match whose elapsed time exceeds its duration (design §3), so
 * a match ends even when no screen is open. Each match is re-checked under its lock, so several
 * processes sweeping at once finish it once. Also forgets press ids older than their 10 minutes.
 */
export async function sweepExpiredMatches(ctx: AppContext, log?: FastifyBaseLogger): Promise<number> {
  const ids = await expiredOngoingMatchIds(ctx.db, ctx.now());
  let finished = 0;
  for (const id of ids) {
    const change = await ctx.db.transaction(async (tx) => {
      const locked = await lockMatchWithState(tx, eq(matches.id, id));
      if (!locked || !timeIsUp(locked.match, ctx.now())) return null;
      return applyEventLocked(
        tx,
        ctx,
        locked,
        { kind: 'finish', reason: 'time', at: ctx.now() },
        { source: 'system' },
      );
    });
    if (change) {
      finished += 1;
      publishChange(ctx, change, log);
    }
  }
  await deleteExpiredPresses(ctx.db, ctx.now());
  return finished;
}

/** Sweeps every `intervalMs` until the returned stop function is called (on app close). */
export function startSweeper(
  ctx: AppContext,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepExpiredMatches(ctx, log)
      .catch((error: unknown) => log.error({ err: error }, 'time-limit sweep failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
