import { z } from 'zod';
import { serialIdTextSchema, timestampSchema } from './common.ts';
import { matchStatisticsSchema } from './statistics.ts';
import { fillTemplate } from './template.ts';
import { FINISH_REASONS, MATCH_TYPES, WINNER_VALUES } from './vocabulary.ts';

/**
 * Webhooks (docs/operations.md, "Webhooks"): a club's admins set the addresses that receive its
 * results; the server POSTs each finished match (after its undo window) and each finished event,
 * signed, from a durable outbox.
 */

export const WEBHOOK_EVENT_TYPES = ['match.finished', 'event.finished'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Addresses one club may have at once. */
export const MAX_WEBHOOKS = 10;

/** Every signing secret starts with this. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The headers of a delivery (lower case, as HTTP/2 and Node spell them). */
export const WEBHOOK_HEADERS = {
  /** `sha256=` and the hex HMAC-SHA256, keyed by the secret, of `timestamp + "." + body`. */
  signature: 'x-bandeja-signature',
  /** Seconds since 1970 when this attempt was signed. */
  timestamp: 'x-bandeja-timestamp',
  /** The delivery's id: the same on every attempt and resend (the idempotency key). */
  delivery: 'x-bandeja-delivery',
  /** The event type, e.g. match.finished. */
  event: 'x-bandeja-event',
} as const;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const INVALID_URL = 'Enter a web address starting with https:// or http://';

/** A receiving address: http(s), a host, no user name or password in it, no fragment. */
export const webhookUrlSchema = z
  .string({ error: INVALID_URL })
  .trim()
  .min(1, 'Webhook address is required')
  .max(2000, 'Webhook address is too long')
  // A scheme, a host (letters, digits, dots, dashes, or an IPv6 address in brackets), an optional
  // port and path: no user name or password (no '@' before the path), no spaces, no fragment.
  .regex(/^https?:\/\/([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?([/?][^\s#]*)?$/i, INVALID_URL);

export const webhookCreateBodySchema = z.object({
  url: webhookUrlSchema,
  description: z.string().trim().max(100, 'Description is too long').default(''),
});
export type WebhookCreateBody = z.input<typeof webhookCreateBodySchema>;

export const webhookSchema = z.object({
  id: z.number().int(),
  club_id: z.number().int(),
  url: z.string(),
  description: z.string(),
  /** The secret's last characters, to tell which one a receiver holds. */
  secret_hint: z.string(),
  created_at: timestampSchema,
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

/** A creation's or rotation's answer: the only time the signing secret is shown. */
export const webhookWithSecretSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookParamsSchema = z.object({ id: serialIdTextSchema, webhookId: serialIdTextSchema });

/**
 * What a delivery's `last_error` says: a fixed text per kind of failure, never the receiver's
 * answer (a receiver on an internal network must not become a window onto it).
 */
export const WEBHOOK_FAILURE_TEXTS = {
  status: 'The receiver answered {status}',
  connect: 'Could not connect',
  timeout: 'Timed out',
  address: 'Address not allowed',
  dns: 'Address not found',
  tls: 'Secure connection failed',
} as const;
export type WebhookFailure = keyof typeof WEBHOOK_FAILURE_TEXTS;

export function webhookFailureText(failure: WebhookFailure, statusCode: number | null): string {
  return fillTemplate(WEBHOOK_FAILURE_TEXTS[failure], { status: statusCode ?? '' });
}

export const webhookDeliverySchema = z.object({
  id: z.string(),
  webhook_id: z.number().int(),
  url: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  /** What the delivery is about (a match id, an event id). */
  subject: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: timestampSchema.nullable(),
  last_status_code: z.number().int().nullable(),
  /** One of WEBHOOK_FAILURE_TEXTS, filled in ('The receiver answered 403'); null after a success. */
  last_error: z.string().nullable(),
  delivered_at: timestampSchema.nullable(),
  created_at: timestampSchema,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListQuerySchema = z.object({
  webhook_id: serialIdTextSchema.optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: 'Invalid status' }).optional(),
});
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookDeliveryParamsSchema = z.object({
  id: serialIdTextSchema,
  deliveryId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid delivery id'),
});

// ------------------------------------------------------------------ what a delivery carries

const teamResultSchema = z.object({ name: z.string(), players: z.array(z.string()) });

/** One set as played: games, and the tiebreak's points when it had one. */
export const webhookSetSchema = z.object({
  team1: z.number().int(),
  team2: z.number().int(),
  tiebreak: z.object({ team1: z.number().int(), team2: z.number().int() }).nullable(),
});

/** `data` of a match.finished delivery. */
export const matchFinishedDataSchema = z.object({
  match: z.object({
    id: z.string(),
    club_id: z.number().int(),
    court: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** The booking's reference when the match was started from a booking (docs/api.md, "Bookings"). */
    external_ref: z.string().nullable(),
    match_type: z.enum(MATCH_TYPES),
    sport: z.string(),
    start_time: timestampSchema.nullable(),
    end_time: timestampSchema.nullable(),
    winner: z.enum(WINNER_VALUES).nullable(),
    finish_reason: z.enum(FINISH_REASONS).nullable(),
    team1: teamResultSchema,
    team2: teamResultSchema,
    sets: z.array(webhookSetSchema),
    statistics: matchStatisticsSchema,
    /** The public result page. */
    result_url: z.string(),
  }),
});
export type MatchFinishedData = z.infer<typeof matchFinishedDataSchema>;

/**
 * `data` of an event.finished delivery (a club event: an americano, a league day, a tournament):
 * the final standings and the matches played, each with its external reference if any.
 */
export const eventFinishedDataSchema = z.object({
  event: z.object({
    id: z.union([z.string(), z.number().int()]),
    name: z.string(),
    /** The event's format as the events feature names it (americano, round robin, …). */
    format: z.string(),
    started_at: timestampSchema.nullable(),
    ended_at: timestampSchema,
  }),
  standings: z.array(
    z.object({
      position: z.number().int(),
      /** A team's name, or the player's in an individual format. */
      name: z.string(),
      players: z.array(z.string()),
      played: z.number().int(),
      won: z.number().int(),
      lost: z.number().int(),
      drawn: z.number().int(),
      /** The format's own ranking figure (points, games won …). */
      points: z.number(),
    }),
  ),
  matches: z.array(z.object({ id: z.string(), external_ref: z.string().nullable() })),
});
export type EventFinishedData = z.infer<typeof eventFinishedDataSchema>;

export interface WebhookDataByType {
  'match.finished': MatchFinishedData;
  'event.finished': EventFinishedData;
}

/** The body of every delivery. `id` names the event: the same for every address it goes to. */
export const webhookEnvelopeSchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  created_at: timestampSchema,
  club_id: z.number().int(),
  data: z.union([matchFinishedDataSchema, eventFinishedDataSchema]),
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;
