import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `sweep` every `intervalMs`, with one run in flight at most (a tick that finds the last run
 * still going skips), until the returned stop function is called (on app close); stopping waits for
 * the run in flight. A failed run is logged as `what` failed and the next tick tries again. The
 * timer does not keep the process alive.
 */
export function startSweeping(
  what: string,
  sweep: () => Promise<unknown>,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweep()
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
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
