import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import {
  WEBHOOK_HEADERS,
  type WebhookDataByType,
  type WebhookEnvelope,
  type WebhookEventType,
  type WebhookFailure,
  webhookFailureText,
} from '@bandeja/contract';
import { UNDO_WINDOW_MS } from '@bandeja/scoring';
import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { AppContext } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { matches, webhookDeliveries, webhookEndpoints } from '../db/schema.ts';
import { iso } from '../http/respond.ts';
import {
  guardedLookup,
  refusalOfLiteralHost,
  type TargetPolicy,
  TargetRefusedError,
} from '../net/targets.ts';
import { startSweeping } from '../system/sweeper.ts';
import { matchFinishedData } from './payload.ts';
import { signWebhook } from './signature.ts';

/**
 * The webhook outbox (docs/operations.md, "Webhooks"). Deliveries are rows written before anything
 * is sent; every process sweeps: it enqueues the matches that became final (finished, and past
 * their 60 s undo window: docs/scoring-rules.md#undo-window), claims due deliveries for a lease,
 * POSTs them signed, and records the outcome. A process that dies mid-delivery leaves a lease that
 * runs out, and the delivery is sent again by whoever sweeps next: at least once, with the same
 * `x-bandeja-delivery` key every time, so a receiver can drop repeats.
 */

/** How often each process sweeps the outbox (also its delay to deliver a result). */
export const WEBHOOK_SWEEP_INTERVAL_MS = 2000;
/** Back-off after a failed attempt: 10 s, doubling, at most 6 hours. */
export const WEBHOOK_FIRST_RETRY_MS = 10_000;
export const WEBHOOK_MAX_RETRY_MS = 6 * 60 * 60 * 1000;
/** Attempts before a delivery is given up (about two days of retries); a resend starts again. */
export const WEBHOOK_MAX_ATTEMPTS = 15;
/** A receiver has this long to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A claim lasts this long: well beyond the timeout, so only a dead process's claim runs out. */
export const WEBHOOK_LEASE_MS = 60_000;
/** Matches that ended longer ago than this are not sent (e.g. after a long outage). */
export const WEBHOOK_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A sweep looks for final matches among those that ended in the last 10 minutes; at its first sweep
 * and every 10 minutes a process looks back over the whole week instead (a restart after an outage,
 * a sweep that fell behind). Each sweep stays a small query however many matches a club plays.
 */
export const WEBHOOK_RECENT_WINDOW_MS = 10 * 60 * 1000;
export const WEBHOOK_CATCH_UP_INTERVAL_MS = 10 * 60 * 1000;
const BATCH = 20;
/** Batches one catch-up queues at most (the next catch-up goes on). */
const CATCH_UP_BATCHES = 50;

export function retryDelayMs(attempts: number): number {
  return Math.min(WEBHOOK_MAX_RETRY_MS, WEBHOOK_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

function newDeliveryId(): string {
  return `dlv_${randomBytes(16).toString('base64url')}`;
}

/** The subject a delivery is about, which makes it once per address: a match's id, an event's. */
function subjectOf<T extends WebhookEventType>(type: T, data: WebhookDataByType[T]): string {
  if ('match' in data) return data.match.id;
  if ('event' in data) return String(data.event.id);
  throw new Error(`no subject for a ${type} delivery`);
}

/**
 * Queues an event for every webhook address of the club (that existed when it happened), once per
 * address: queuing the same subject again does nothing. `db` may be the caller's transaction, so
 * the delivery is written with the change it reports. The events feature calls it with
 * 'event.finished' when an event ends. Returns the deliveries queued.
 */
export async function enqueueWebhook<T extends WebhookEventType>(
  ctx: Pick<AppContext, 'db' | 'now'>,
  clubId: number,
  type: T,
  data: WebhookDataByType[T],
  options: { db?: DbOrTx; occurredAt?: Date } = {},
): Promise<number> {
  const db = options.db ?? ctx.db;
  const now = new Date(ctx.now());
  const occurredAt = options.occurredAt ?? now;
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.clubId, clubId), lte(webhookEndpoints.createdAt, occurredAt)));
  if (endpoints.length === 0) return 0;
  const subject = subjectOf(type, data);
  const envelope: WebhookEnvelope = {
    id: `${type}:${subject}`,
    type,
    created_at: iso(occurredAt),
    club_id: clubId,
    data,
  };
  const body = JSON.stringify(envelope);
  const inserted = await db
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        id: newDeliveryId(),
        endpointId: endpoint.id,
        clubId,
        eventType: type,
        subject,
        body,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return inserted.length;
}

/** Deliveries not delivered nor given up yet, all processes together (the database). */
export async function countPendingDeliveries(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'pending'));
  return row?.n ?? 0;
}

interface WebhookMetrics {
  attempts: Counter<'result'>;
}

/** One set of webhook metrics per registry (an app), made by the first dispatcher of the app. */
const metricsByRegistry = new WeakMap<Registry, WebhookMetrics>();

function webhookMetrics(ctx: AppContext): WebhookMetrics {
  const registry = ctx.metrics.registry;
  let metrics = metricsByRegistry.get(registry);
  if (!metrics) {
    new Gauge({
      name: 'bandeja_webhook_outbox_pending',
      help: 'Webhook deliveries not delivered yet (due, or waiting for a retry; shared by all processes: the database)',
      registers: [registry],
      async collect() {
        this.set(await countPendingDeliveries(ctx.db));
      },
    });
    metrics = {
      attempts: new Counter({
        name: 'bandeja_webhook_attempts_total',
        help: 'Webhook delivery attempts by result: delivered, failed (retried later), gave_up (the last attempt failed)',
        labelNames: ['result'],
        registers: [registry],
      }),
    };
    metricsByRegistry.set(registry, metrics);
  }
  return metrics;
}

export interface ClaimedDelivery {
  id: string;
  attempts: number;
  eventType: string;
  body: string;
  url: string;
  secret: string;
}

export interface SweepResult {
  enqueued: number;
  delivered: number;
  failed: number;
}

export class WebhookDispatcher {
  readonly #metrics: WebhookMetrics;
  #lastCatchUp = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly ctx: AppContext,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.#metrics = webhookMetrics(ctx);
  }

  /** One round: queue the results that became final, then send what is due. */
  async sweep(): Promise<SweepResult> {
    const enqueued = await this.enqueueFinishedMatches();
    // Sent side by side: a batch of slow receivers takes one timeout (10 s), well within the claim
    // (60 s), so no other process claims them again while they are being sent.
    const outcomes = await Promise.all((await this.claimDue()).map((claimed) => this.deliver(claimed)));
    const delivered = outcomes.filter(Boolean).length;
    return { enqueued, delivered, failed: outcomes.length - delivered };
  }

  /**
   * Finished matches past their undo window that an address of their club has not been given yet
   * (matches that ended before the address was added are not sent to it). A match undone within
   * its window is not finished any more, so it is only sent once it is final.
   */
  async enqueueFinishedMatches(): Promise<number> {
    const now = this.ctx.now();
    const catchUp = now - this.#lastCatchUp >= WEBHOOK_CATCH_UP_INTERVAL_MS;
    if (catchUp) this.#lastCatchUp = now;
    const since = now - (catchUp ? WEBHOOK_MAX_AGE_MS : WEBHOOK_RECENT_WINDOW_MS);
    let enqueued = 0;
    for (let batch = 0; batch < (catchUp ? CATCH_UP_BATCHES : 1); batch += 1) {
      const { queued, full } = await this.enqueueBatch(now, since);
      enqueued += queued;
      if (!full) break;
    }
    return enqueued;
  }

  private async enqueueBatch(now: number, since: number): Promise<{ queued: number; full: boolean }> {
    const db = this.ctx.db;
    const due = await db
      .selectDistinct({ id: matches.id, clubId: matches.clubId, endTime: matches.endTime })
      .from(matches)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.clubId, matches.clubId))
      .where(
        and(
          eq(matches.status, 'finished'),
          isNotNull(matches.endTime),
          lt(matches.endTime, new Date(now - UNDO_WINDOW_MS)),
          gt(matches.endTime, new Date(since)),
          gt(matches.endTime, webhookEndpoints.createdAt),
          notExists(
            db
              .select({ one: sql`1` })
              .from(webhookDeliveries)
              .where(
                and(
                  eq(webhookDeliveries.endpointId, webhookEndpoints.id),
                  eq(webhookDeliveries.eventType, 'match.finished'),
                  eq(webhookDeliveries.subject, matches.id),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(matches.endTime))
      .limit(BATCH);
    let enqueued = 0;
    for (const match of due) {
      if (match.clubId === null || match.endTime === null) continue;
      try {
        const data = await matchFinishedData(this.ctx, match.id);
        if (!data) continue;
        enqueued += await enqueueWebhook(this.ctx, match.clubId, 'match.finished', data, {
          occurredAt: match.endTime,
        });
      } catch (error) {
        // One match that cannot be described holds up neither the others nor the deliveries.
        this.log?.error({ err: error, matchId: match.id }, 'webhook result not queued');
      }
    }
    return { queued: enqueued, full: due.length === BATCH };
  }

  /**
   * Claims due deliveries for WEBHOOK_LEASE_MS, counting the attempt: of several processes, one
   * gets each (skip locked), and a claim whose process died runs out and is claimed again.
   */
  async claimDue(limit = BATCH): Promise<ClaimedDelivery[]> {
    const now = new Date(this.ctx.now());
    const db = this.ctx.db;
    const due = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, now)),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(webhookDeliveries)
      .set({
        lockedUntil: new Date(now.getTime() + WEBHOOK_LEASE_MS),
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        updatedAt: now,
      })
      .where(inArray(webhookDeliveries.id, due))
      .returning();
    if (claimed.length === 0) return [];
    const endpoints = await db
      .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(
        inArray(
          webhookEndpoints.id,
          claimed.map((row) => row.endpointId),
        ),
      );
    const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
    return claimed.flatMap((row) => {
      const endpoint = byId.get(row.endpointId);
      return endpoint
        ? [
            {
              id: row.id,
              attempts: row.attempts,
              eventType: row.eventType,
              body: row.body,
              url: endpoint.url,
              secret: endpoint.secret,
            },
          ]
        : [];
    });
  }

  /** Sends one claimed delivery and records the outcome; true when the receiver answered 2xx. */
  async deliver(delivery: ClaimedDelivery): Promise<boolean> {
    const timestamp = Math.floor(this.ctx.now() / 1000);
    const attempt = await postWebhook(
      delivery.url,
      {
        'content-type': 'application/json',
        'user-agent': 'Bandeja-Webhooks/1',
        [WEBHOOK_HEADERS.signature]: signWebhook(delivery.secret, timestamp, delivery.body),
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.delivery]: delivery.id,
        [WEBHOOK_HEADERS.event]: delivery.eventType,
      },
      delivery.body,
      { allowPrivate: this.ctx.config.webhookPrivateTargets === true },
    );
    const statusCode = attempt.statusCode;
    // The admin sees a fixed text per class (docs/operations.md, "Where webhooks may go"); the
    // operator's log keeps the cause.
    const error = attempt.failure === null ? null : webhookFailureText(attempt.failure, statusCode);
    const now = new Date(this.ctx.now());
    const db = this.ctx.db;
    if (error === null) {
      await db
        .update(webhookDeliveries)
        .set({
          status: 'delivered',
          deliveredAt: now,
          lastStatusCode: statusCode,
          lastError: null,
          lockedUntil: null,
          nextAttemptAt: null,
          updatedAt: now,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      this.#metrics.attempts.inc({ result: 'delivered' });
      this.log?.info({ delivery: delivery.id, url: delivery.url }, 'webhook delivered');
      return true;
    }
    const givenUp = delivery.attempts >= WEBHOOK_MAX_ATTEMPTS;
    await db
      .update(webhookDeliveries)
      .set({
        status: givenUp ? 'failed' : 'pending',
        lastStatusCode: statusCode,
        lastError: error,
        lockedUntil: null,
        nextAttemptAt: givenUp ? null : new Date(now.getTime() + retryDelayMs(delivery.attempts)),
        updatedAt: now,
      })
      // Another process may have delivered it meanwhile (after this one's lease ran out).
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending')));
    this.#metrics.attempts.inc({ result: givenUp ? 'gave_up' : 'failed' });
    this.log?.warn(
      { delivery: delivery.id, url: delivery.url, attempts: delivery.attempts, error, cause: attempt.cause },
      givenUp ? 'webhook failed: given up' : 'webhook failed: will retry',
    );
    return false;
  }
}

export interface AttemptResult {
  statusCode: number | null;
  /** What the admin page may say (a class, never the receiver's words); null: a 2xx answer. */
  failure: WebhookFailure | null;
  /** For the operator's log only: the error's code or message. */
  cause: string | null;
}

const TLS_ERROR = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH)/;

function classify(error: unknown, timedOut: boolean): WebhookFailure {
  if (error instanceof TargetRefusedError) return 'address';
  if (timedOut) return 'timeout';
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return 'dns';
  if (code === 'ETIMEDOUT') return 'timeout';
  if (TLS_ERROR.test(code)) return 'tls';
  return 'connect';
}

/**
 * POSTs one delivery through the target check (src/net/targets.ts): a host that is an IP
 * address is judged before connecting, a name by the `lookup` the socket connects through. Only
 * the status is read; the receiver's body is dropped unread. No redirect is followed (the address
 * the club set is the one that gets the result), and no connection is reused (each is checked).
 */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  policy: TargetPolicy,
): Promise<AttemptResult> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.resolve({ statusCode: null, failure: 'address', cause: 'not a URL' });
  }
  const refusal = refusalOfLiteralHost(url, policy);
  if (refusal !== null) {
    return Promise.resolve({ statusCode: null, failure: 'address', cause: `${refusal} address` });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let timedOut = false;
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      agent: false,
      lookup: guardedLookup(policy),
    });
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy(new Error('timed out'));
    }, WEBHOOK_TIMEOUT_MS);
    const finish = (result: AttemptResult) => {
      clearTimeout(timer);
      resolve(result);
    };
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? 0;
      response.destroy();
      finish({
        statusCode,
        failure: statusCode >= 200 && statusCode < 300 ? null : 'status',
        cause: `HTTP ${statusCode}`,
      });
    });
    request.on('error', (error) => {
      const code = 'code' in error ? String(error.code) : error.message;
      finish({ statusCode: null, failure: classify(error, timedOut), cause: code });
    });
    request.end(body);
  });
}

/** Sweeps every `intervalMs` until the returned stop function is called (on app close); 0: never. */
export function startWebhookDispatcher(
  ctx: AppContext,
  log: FastifyBaseLogger,
  intervalMs = WEBHOOK_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  const dispatcher = new WebhookDispatcher(ctx, log);
  if (intervalMs <= 0) return async () => undefined;
  return startSweeping('webhook sweep', () => dispatcher.sweep(), intervalMs, log);
}
