import {
  MAX_WEBHOOKS,
  MESSAGES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_FAILURE_TEXTS,
  type Webhook,
  type WebhookCreateBody,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookWithSecret,
  webhookFailureText,
} from '@bandeja/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Actor } from '../auth/policy.ts';
import { lockClub } from '../clubs/repository.ts';
import { loadManagedClub } from '../clubs/service.ts';
import type { AppContext } from '../context.ts';
import { webhookDeliveries, webhookEndpoints } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { iso } from '../http/respond.ts';
import { checkTargetUrl } from '../net/targets.ts';
import { generateWebhookSecret } from './signature.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Deliveries the admin page lists, newest first. */
export const DELIVERIES_LISTED = 100;
/** Characters of the secret shown in the list. */
const HINT_LENGTH = 4;

function presentWebhook(row: EndpointRow): Webhook {
  return {
    id: row.id,
    club_id: row.clubId,
    url: row.url,
    description: row.description,
    secret_hint: row.secret.slice(-HINT_LENGTH),
    created_at: iso(row.createdAt),
  };
}

/** 'The receiver answered 403', 'Timed out', …: the fixed texts of the contract. */
const FIXED_FAILURE = new RegExp(
  `^(${Object.values(WEBHOOK_FAILURE_TEXTS)
    .map((text) => text.replace('{status}', '\\d{3}'))
    .join('|')})$`,
);

/**
 * The last failure as the admin may read it: a fixed text. A row written before the texts were
 * fixed may hold a receiver's words; it is shown by its class instead.
 */
function failureText(row: DeliveryRow): string | null {
  if (row.lastError === null || FIXED_FAILURE.test(row.lastError)) return row.lastError;
  return webhookFailureText(row.lastStatusCode === null ? 'connect' : 'status', row.lastStatusCode);
}

function presentDelivery(row: DeliveryRow, url: string): WebhookDelivery {
  const eventType = WEBHOOK_EVENT_TYPES.find((type) => type === row.eventType) ?? 'match.finished';
  return {
    id: row.id,
    webhook_id: row.endpointId,
    url,
    event_type: eventType,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: iso(row.nextAttemptAt),
    last_status_code: row.lastStatusCode,
    last_error: failureText(row),
    delivered_at: iso(row.deliveredAt),
    created_at: iso(row.createdAt),
  };
}

export async function listWebhooksFor(ctx: AppContext, actor: Actor, clubId: number): Promise<Webhook[]> {
  await loadManagedClub(ctx.db, actor, clubId);
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.clubId, clubId))
    .orderBy(asc(webhookEndpoints.id));
  return rows.map(presentWebhook);
}

/** Adds an address; its signing secret is in this answer, and in a rotation's, only. */
export async function createWebhookFor(
  ctx: AppContext,
  actor: Actor,
  clubId: number,
  body: WebhookCreateBody,
): Promise<WebhookWithSecret> {
  await loadManagedClub(ctx.db, actor, clubId);
  // Where it points, resolved now; each delivery checks again as it connects (src/net/targets.ts).
  const refusal = await checkTargetUrl(body.url.trim(), {
    allowPrivate: ctx.config.webhookPrivateTargets === true,
  });
  if (refusal === 'forbidden') throw badRequest(MESSAGES.webhookAddressForbidden);
  if (refusal === 'private') throw badRequest(MESSAGES.webhookAddressPrivate);
  const secret = generateWebhookSecret();
  const now = new Date(ctx.now());
  const row = await ctx.db.transaction(async (tx) => {
    // The limit is checked under the club's row lock, so two additions at once cannot pass it.
    if (!(await lockClub(tx, clubId))) throw notFound(MESSAGES.clubNotFound);
    const [counted] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.clubId, clubId));
    if ((counted?.n ?? 0) >= MAX_WEBHOOKS) throw conflict(MESSAGES.tooManyWebhooks);
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({
        clubId,
        url: body.url,
        description: body.description ?? '',
        secret,
        createdBy: actor.id,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('insert into webhook_endpoints returned no row');
    return inserted;
  });
  return { webhook: presentWebhook(row), secret };
}

async function requireWebhook(ctx: AppContext, clubId: number, webhookId: number): Promise<EndpointRow> {
  const [row] = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.clubId, clubId), eq(webhookEndpoints.id, webhookId)))
    .limit(1);
  if (!row) throw notFound(MESSAGES.webhookNotFound);
  return row;
}

/** Removes an address and its deliveries (those still pending are never sent). */
export async function deleteWebhookFor(ctx: AppContext, actor: Actor, clubId: number, webhookId: number) {
  await loadManagedClub(ctx.db, actor, clubId);
  await requireWebhook(ctx, clubId, webhookId);
  await ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, webhookId));
}

/**
 * A new signing secret for an address, at once: every attempt from now on is signed with it,
 * retries of older deliveries included (docs/operations.md, "Rotating secrets and tokens").
 */
export async function rotateWebhookSecretFor(
  ctx: AppContext,
  actor: Actor,
  clubId: number,
  webhookId: number,
): Promise<WebhookWithSecret> {
  await loadManagedClub(ctx.db, actor, clubId);
  await requireWebhook(ctx, clubId, webhookId);
  const secret = generateWebhookSecret();
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({ secret })
    .where(eq(webhookEndpoints.id, webhookId))
    .returning();
  if (!row) throw notFound(MESSAGES.webhookNotFound);
  return { webhook: presentWebhook(row), secret };
}

export async function listDeliveriesFor(
  ctx: AppContext,
  actor: Actor,
  clubId: number,
  filter: { webhookId?: number; status?: WebhookDeliveryStatus },
): Promise<WebhookDelivery[]> {
  await loadManagedClub(ctx.db, actor, clubId);
  const conditions = [eq(webhookDeliveries.clubId, clubId)];
  if (filter.webhookId !== undefined) conditions.push(eq(webhookDeliveries.endpointId, filter.webhookId));
  if (filter.status !== undefined) conditions.push(eq(webhookDeliveries.status, filter.status));
  const rows = await ctx.db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(...conditions))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_LISTED);
  return rows.map((row) => presentDelivery(row.delivery, row.url));
}

/**
 * Sends a delivery again at the next sweep, with fresh attempts: one that failed for good, or one
 * delivered that the receiver lost. Same body, same delivery id (a receiver that kept it ignores
 * it), a new timestamp and signature.
 */
export async function resendDeliveryFor(
  ctx: AppContext,
  actor: Actor,
  clubId: number,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await loadManagedClub(ctx.db, actor, clubId);
  const now = new Date(ctx.now());
  const [row] = await ctx.db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null, updatedAt: now })
    .where(and(eq(webhookDeliveries.clubId, clubId), eq(webhookDeliveries.id, deliveryId)))
    .returning();
  if (!row) throw notFound(MESSAGES.webhookDeliveryNotFound);
  const endpoint = await requireWebhook(ctx, clubId, row.endpointId);
  return presentDelivery(row, endpoint.url);
}
