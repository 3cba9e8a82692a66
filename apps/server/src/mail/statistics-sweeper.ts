import { UNDO_WINDOW_MS } from '@bandeja/scoring';
import { and, asc, count, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { matches } from '../db/schema.ts';
import { findMatchRecord } from '../matches/repository.ts';
import { statisticsOf } from '../scores/statistics.ts';
import { startSweeping } from '../system/sweeper.ts';
import { sendStatisticsMail, shareUrlOf } from './service.ts';

/** How often the server looks for finished matches whose statistics are due. */
export const STATISTICS_SWEEP_INTERVAL_MS = 10_000;
/** Matches that ended longer ago than this are not mailed any more (e.g. after a long outage). */
export const STATISTICS_MAIL_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH = 20;
/** Retry delays after a failed send (SMTP down): 1 min, 5 min, 30 min, then every 2 h. */
const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000];

/** Finished matches of the last week with an email whose statistics are not sent (nor being sent). */
function waitingForMail(now: number) {
  return and(
    eq(matches.status, 'finished'),
    isNotNull(matches.email),
    isNull(matches.statisticsMailedAt),
    gt(matches.endTime, new Date(now - STATISTICS_MAIL_MAX_AGE_MS)),
  );
}

/**
 * The statistics summary for the email given at match creation (docs/product.md#mails), sent once the match
 * has finished and its 60 s undo window (docs/scoring-rules.md#undo-window) has passed. The state lives in the database
 * (matches.email, matches.statistics_mailed_at), so a match that ends while the server is down is
 * mailed after the restart, and of several processes only the one whose claim succeeds sends.
 */
export class StatisticsMailer {
  private readonly retries = new Map<string, { attempts: number; notBefore: number }>();
  /** Matches claimed by this process whose mail failed, whose claim is still to be given back. */
  private readonly unclaimed = new Set<string>();

  constructor(
    private readonly ctx: AppContext,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Sends what is due; returns how many mails were sent. */
  async sweep(): Promise<number> {
    await this.releaseClaims();
    const now = this.ctx.now();
    const due = await this.ctx.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          waitingForMail(now),
          isNotNull(matches.endTime),
          lt(matches.endTime, new Date(now - UNDO_WINDOW_MS)),
        ),
      )
      .orderBy(asc(matches.endTime))
      .limit(BATCH);
    let sent = 0;
    for (const { id } of due) {
      const retry = this.retries.get(id);
      if (retry && retry.notBefore > now) continue;
      if (await this.mailOne(id)) sent += 1;
    }
    return sent;
  }

  private async mailOne(id: string): Promise<boolean> {
    // Everything the mail needs is read before the claim: a database that goes away before the
    // claim leaves the match unclaimed, to be mailed by a later sweep.
    const record = await findMatchRecord(this.ctx.db, id);
    if (!record) return false;
    const statistics = await statisticsOf(this.ctx.db, record.match);
    // Claim next: one process wins the row; a crash between claim and send loses that one mail
    // rather than sending it twice.
    const claimed = await this.ctx.db
      .update(matches)
      .set({ statisticsMailedAt: new Date(this.ctx.now()) })
      .where(and(eq(matches.id, id), isNull(matches.statisticsMailedAt), eq(matches.status, 'finished')))
      .returning({ email: matches.email });
    const email = claimed[0]?.email;
    if (!email) return false;
    try {
      await sendStatisticsMail(this.ctx, record, {
        to: email,
        playerNumber: null,
        shareUrl: shareUrlOf(this.ctx, id),
        statistics,
      });
      this.retries.delete(id);
      await this.forgetAddress(id);
      this.log?.info({ matchId: id }, 'statistics mailed to the match creation address');
      return true;
    } catch (error) {
      if (isPermanent(error)) {
        await this.forgetAddress(id);
        this.log?.warn({ err: error, matchId: id }, 'statistics mail refused for good: not retried');
        return false;
      }
      const attempts = (this.retries.get(id)?.attempts ?? 0) + 1;
      const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? 7_200_000;
      this.retries.set(id, { attempts, notBefore: this.ctx.now() + delay });
      this.unclaimed.add(id);
      this.log?.warn({ err: error, matchId: id, attempts }, 'statistics mail failed: will retry');
      await this.releaseClaims();
      return false;
    }
  }

  /**
   * The address was given for this one mail (docs/privacy.md): once it is sent (or refused for
   * good) the match forgets it. The claim (statistics_mailed_at) stays, so nothing is sent again.
   */
  private async forgetAddress(id: string): Promise<void> {
    await this.ctx.db.update(matches).set({ email: null }).where(eq(matches.id, id));
  }

  /**
   * Gives back the claims of mails that failed to send, so a later sweep (of any process) sends
   * them. One that cannot be given back now (the database is away too) is tried again at the next
   * sweep, instead of staying claimed and never sent.
   */
  private async releaseClaims(): Promise<void> {
    for (const id of [...this.unclaimed]) {
      await this.ctx.db.update(matches).set({ statisticsMailedAt: null }).where(eq(matches.id, id));
      this.unclaimed.delete(id);
    }
  }
}

/**
 * Mails of finished matches still to send (in their undo window, due, or waiting for a retry):
 * the mail outbox that /metrics shows (src/metrics). One count over the matches of the last week.
 */
export async function countWaitingStatisticsMails(db: DbOrTx, now: number): Promise<number> {
  const [row] = await db.select({ waiting: count() }).from(matches).where(waitingForMail(now));
  return row?.waiting ?? 0;
}

/** An SMTP 5xx answer (e.g. an unknown mailbox): retrying cannot help. */
function isPermanent(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'responseCode' in error &&
    typeof error.responseCode === 'number' &&
    error.responseCode >= 500
  );
}

/** Sweeps every `intervalMs` until the returned stop function is called (on app close). */
export function startStatisticsMailer(
  ctx: AppContext,
  log: FastifyBaseLogger,
  intervalMs = STATISTICS_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  const mailer = new StatisticsMailer(ctx, log);
  return startSweeping('statistics mail sweep', () => mailer.sweep(), intervalMs, log);
}
