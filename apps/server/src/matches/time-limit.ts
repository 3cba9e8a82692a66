import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { startSweeping } from '../system/sweeper.ts';
import { deleteExpiredPresses } from './press-repository.ts';
import { expiredOngoingMatchIds } from './repository.ts';

/**
 * Finishes, for time, every ongoing match whose elapsed time exceeds its duration (docs/scoring-rules.md#time-limit), so
 * a match ends even when no screen is open. Each is finished through the live writer, which checks
 * the time again on the match as it finds it and writes only at the version it checked, so several
 * processes sweeping at once finish it once. Also forgets press ids older than their 10 minutes.
 */
export async function sweepExpiredMatches(ctx: AppContext): Promise<number> {
  const ids = await expiredOngoingMatchIds(ctx.db, ctx.now());
  // One match that cannot be finished stops neither the others nor the forgetting of press ids.
  const settled = await Promise.allSettled(ids.map((id) => ctx.scores.timeUp(id)));
  await deleteExpiredPresses(ctx.db, ctx.now());
  const failures = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} of ${ids.length} matches not finished for time`);
  return settled.filter((result) => result.status === 'fulfilled' && result.value.kind === 'applied').length;
}

/** Sweeps every `intervalMs` until the returned stop function is called (on app close). */
export function startSweeper(
  ctx: AppContext,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  return startSweeping('time-limit sweep', () => sweepExpiredMatches(ctx), intervalMs, log);
}
