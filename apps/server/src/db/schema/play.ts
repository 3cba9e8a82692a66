import { EVENT_KIND_VALUES, EVENT_SOURCES } from '@bandeja/contract/plain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubs, courts, users } from './club.ts';
import { at, createdAt, ownerRef, serialId, updatedAt } from './columns.ts';

/** What is played on a club's courts and what follows from it: matches with their log and score snapshot, club events, bookings that start matches, and the webhooks that tell of them (docs/data.md). */

export const matches = pgTable(
  'matches',
  {
    /** Random and not enumerable: it appears in public links (docs/data.md#match-ids). */
    id: text('id').primaryKey(),
    courtId: integer('court_id').references(() => courts.id, { onDelete: 'set null' }),
    /** The club of the court at creation, so that club rights survive a court's deletion. */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    team1Name: text('team1_name').notNull(),
    team2Name: text('team2_name').notNull(),
    players: jsonb('players').notNull().default([]),
    settings: jsonb('settings').notNull(),
    status: text('status', { enum: ['scheduled', 'ongoing', 'finished'] })
      .notNull()
      .default('scheduled'),
    winner: text('winner', { enum: ['team1', 'team2', 'draw'] }),
    startTime: at('start_time'),
    endTime: at('end_time'),
    matchDuration: integer('match_duration').notNull().default(5400),
    /** Optional address that receives the statistics when the match ends (match creation form). */
    email: text('email'),
    statisticsMailedAt: at('statistics_mailed_at'),
    /**
     * Bumped by a trigger on every update of the row (migration 0003), whoever writes it: the live
     * write path's compare-and-set on the match (src/scores/score-writer.ts) checks it, so a change
     * made by another process (a rename, a court move, a status change) is never overwritten from
     * a stale cache.
     */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // At most one ongoing match per court, enforced by the database under concurrency.
    uniqueIndex('matches_one_ongoing_per_court_idx')
      .on(table.courtId)
      .where(sql`${table.status} = 'ongoing'`),
    index('matches_court_status_idx').on(table.courtId, table.status, table.startTime),
    index('matches_club_status_idx').on(table.clubId, table.status),
    check('matches_status_check', sql`${table.status} in ('scheduled', 'ongoing', 'finished')`),
  ],
);

/** The event log of a match: the score is a fold of it (docs/scoring-rules.md#the-event-log). */
export const matchEvents = pgTable(
  'match_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … per match: the event-log version after this event. */
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: EVENT_KIND_VALUES }).notNull(),
    team: text('team', { enum: ['team1', 'team2'] }),
    /** Event fields beyond kind and team (e.g. the chosen servers). */
    payload: jsonb('payload'),
    /** Epoch milliseconds, the engine's clock input. */
    at: bigint('at', { mode: 'number' }).notNull(),
    /** Who sent it: 'button', 'control', 'api' or 'system'. */
    source: text('source', { enum: EVENT_SOURCES }).notNull(),
    buttonId: integer('button_id'),
    pressId: text('press_id'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('match_events_match_seq_idx').on(table.matchId, table.seq)],
);

/** The latest fold of a match's log, stored in the same transaction as the event that produced it. */
export const scoreSnapshots = pgTable('score_snapshots', {
  matchId: text('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  /** The engine's MatchState, so the next event applies without re-reading the log. */
  state: jsonb('state').notNull(),
  /** The engine's ScoreView, as broadcast. */
  view: jsonb('view').notNull(),
  /**
   * `at` of the latest WatchButton point since the last undo (null after an undo or before any):
   * the accidental-press guard reads it here instead of searching the log (docs/scoring-rules.md#accidental-press-guard).
   */
  guardAt: bigint('guard_at', { mode: 'number' }),
  updatedAt: updatedAt(),
});

/**
 * Club events (docs/product.md, "Club events"; docs/data.md): an Americano, Mexicano or Team
 * Americano evening. Its players, teams and courts are stored in the event's own order (the
 * engine numbers them by place); `settings` holds the format's settings and the seed of its draw;
 * `plan` the whole schedule when it is fixed in advance (Americano, Team Americano).
 */
export const events = pgTable(
  'events',
  {
    id: serialId(),
    clubId: ownerRef('club_id', () => clubs.id),
    name: text('name').notNull(),
    format: text('format', { enum: ['americano', 'mexicano', 'team_americano'] }).notNull(),
    status: text('status', { enum: ['draft', 'running', 'finished'] })
      .notNull()
      .default('draft'),
    settings: jsonb('settings').notNull(),
    courtIds: jsonb('court_ids').notNull(),
    players: jsonb('players').notNull(),
    teams: jsonb('teams').notNull().default([]),
    plan: jsonb('plan'),
    currentRound: integer('current_round').notNull().default(0),
    /** Grows with every change, so a screen keeps the newest view. */
    version: integer('version').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    resultsMailedAt: at('results_mailed_at'),
  },
  (table) => [
    index('events_club_idx').on(table.clubId, table.createdAt),
    check('events_status_check', sql`${table.status} in ('draft', 'running', 'finished')`),
  ],
);

/** A round of an event once it started: who sat out, and its clock. */
export const eventRounds = pgTable(
  'event_rounds',
  {
    eventId: ownerRef('event_id', () => events.id),
    number: integer('number').notNull(),
    sittingOut: jsonb('sitting_out').notNull(),
    startedAt: at('started_at').notNull(),
    endsAt: at('ends_at'),
    finishedAt: at('finished_at'),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.number] })],
);

/**
 * A game of an event's round: an ordinary match on one of the event's courts. The sides are the
 * engine's participants (players, or in Team Americano pairs); the points are the match's result
 * when it finished, or the organiser's correction.
 */
export const eventGames = pgTable(
  'event_games',
  {
    eventId: ownerRef('event_id', () => events.id),
    round: integer('round').notNull(),
    /** The court's place in the event's list of courts (0: the top court). */
    courtIndex: integer('court_index').notNull(),
    courtId: integer('court_id').notNull(),
    matchId: text('match_id').references(() => matches.id, { onDelete: 'set null' }),
    team1: jsonb('team1').notNull(),
    team2: jsonb('team2').notNull(),
    team1Points: integer('team1_points'),
    team2Points: integer('team2_points'),
    corrected: boolean('corrected').notNull().default(false),
    finishedAt: at('finished_at'),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.round, table.courtIndex] }),
    uniqueIndex('event_games_match_idx').on(table.matchId),
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
    id: serialId(),
    clubId: ownerRef('club_id', () => clubs.id),
    courtId: ownerRef('court_id', () => courts.id),
    externalRef: text('external_ref').notNull(),
    startsAt: at('starts_at').notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    matchType: text('match_type', { enum: ['singles', 'doubles'] })
      .notNull()
      .default('doubles'),
    /**
     * The players known when booking, by team: `{ team1, team2 }`, each player
     * `{ name, playerId }` (the roster player their reference named, else null), or a plain name
     * in bookings stored before references (read through db/booked-players.ts).
     */
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
    id: serialId(),
    clubId: ownerRef('club_id', () => clubs.id),
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
    endpointId: ownerRef('endpoint_id', () => webhookEndpoints.id),
    clubId: ownerRef('club_id', () => clubs.id),
    eventType: text('event_type').notNull(),
    /** What the event is about ('match:<id>', 'event:<id>'): one delivery per address and subject. */
    subject: text('subject').notNull(),
    /** The JSON body exactly as sent and signed. */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    lockedUntil: at('locked_until'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: at('delivered_at'),
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
