import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubs, courts, users } from './clubs.ts';
import { createdAt, updatedAt } from './columns.ts';
import { matches } from './matches.ts';

/** What a club's outside systems use: API tokens, bookings, webhooks and their deliveries (docs/data.md). */

/**
 * A club's API tokens (docs/api.md, "Integrations"): a booking system or a league calls the club's
 * integration routes with one. Only a SHA-256 hash of the token is kept: it is 32 random bytes, so
 * a fast hash is enough (docs/decisions/003-button-secrets.md), and a lookup is one index probe.
 */
export const clubApiTokens = pgTable(
  'club_api_tokens',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token's last characters, shown in the list to tell tokens apart. */
    hint: text('hint').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('club_api_tokens_hash_idx').on(table.tokenHash),
    index('club_api_tokens_club_idx').on(table.clubId),
  ],
);

/**
 * Court slots a club's booking system put through the API (docs/decisions/009-bookings.md), named
 * by the booking system's own reference: putting the same reference again updates the booking.
 * Started, it points to the match the players started from it; cancelled, it stays (hidden) so
 * that a repeated cancel is answered the same.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    externalRef: text('external_ref').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    matchType: text('match_type', { enum: ['singles', 'doubles'] })
      .notNull()
      .default('doubles'),
    /** The names known when booking: `{ team1: string[], team2: string[] }`. */
    players: jsonb('players').notNull().default({ team1: [], team2: [] }),
    status: text('status', { enum: ['booked', 'started', 'cancelled'] })
      .notNull()
      .default('booked'),
    matchId: text('match_id').references(() => matches.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('bookings_club_ref_idx').on(table.clubId, table.externalRef),
    index('bookings_court_start_idx').on(table.courtId, table.status, table.startsAt),
    index('bookings_match_idx').on(table.matchId),
    check('bookings_status_check', sql`${table.status} in ('booked', 'started', 'cancelled')`),
    check('bookings_match_type_check', sql`${table.matchType} in ('singles', 'doubles')`),
    check('bookings_slot_minutes_check', sql`${table.slotMinutes} between 15 and 240`),
  ],
);

/**
 * Addresses a club's results are POSTed to (docs/operations.md, "Webhooks"). The signing secret is
 * kept as it is: the server needs it to sign every delivery (unlike a token, which it only checks).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    secret: text('secret').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_endpoints_club_idx').on(table.clubId)],
);

/**
 * The webhook outbox: one row per event and address, written before anything is sent, so a
 * delivery survives a restart; a process claims due rows for a while (`locked_until`) and records
 * each attempt's outcome, with the next attempt backed off exponentially.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** Random: the `x-bandeja-delivery` idempotency key, the same on every attempt. */
    id: text('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /** What the event is about ('match:<id>', 'event:<id>'): one delivery per address and subject. */
    subject: text('subject').notNull(),
    /** The JSON body exactly as sent and signed. */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_endpoint_subject_idx').on(
      table.endpointId,
      table.eventType,
      table.subject,
    ),
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_club_idx').on(table.clubId, table.createdAt),
    check('webhook_deliveries_status_check', sql`${table.status} in ('pending', 'delivered', 'failed')`),
  ],
);
