import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL (docs/data.md). Migrations in ../../drizzle are generated from it
 * by drizzle-kit and committed.
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers bytea as Buffer, PGlite as Uint8Array: expose both as Uint8Array.
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    logo: bytea('logo'),
    logoContentType: text('logo_content_type'),
    logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true, mode: 'date' }),
    /** Minutes a court display shows a finished match before it idles (docs/displays.md). */
    resultDisplayMinutes: integer('result_display_minutes').notNull().default(5),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('clubs_result_display_minutes_check', sql`${table.resultDisplayMinutes} between 1 and 60`),
  ],
);

export const clubSponsorLogos = pgTable(
  'club_sponsor_logos',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    image: bytea('image').notNull(),
    contentType: text('content_type').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('club_sponsor_logos_club_idx').on(table.clubId, table.position)],
);

export const courts = pgTable(
  'courts',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    sportType: text('sport_type', { enum: ['PADEL', 'TENNIS'] })
      .notNull()
      .default('PADEL'),
    screenIdentifier: text('screen_identifier').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('courts_club_idx').on(table.clubId),
    check('courts_sport_type_check', sql`${table.sportType} in ('PADEL', 'TENNIS')`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['super_admin', 'club_admin', 'court_user'] }).notNull(),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    courtId: integer('court_id').references(() => courts.id, { onDelete: 'set null' }),
    /**
     * Carried in every token (`ver`) and compared on each request: bumped when the password
     * changes, which signs the user out everywhere.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Usernames are unique regardless of case: 'Court1' and 'court1' are the same person at a desk.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    index('users_club_idx').on(table.clubId),
    index('users_court_idx').on(table.courtId),
    check('users_role_check', sql`${table.role} in ('super_admin', 'club_admin', 'court_user')`),
  ],
);

export const buttons = pgTable(
  'buttons',
  {
    id: serial('id').primaryKey(),
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    label: text('label').notNull(),
    action: text('action', { enum: ['TEAM1_SCORE', 'TEAM2_SCORE', 'UNDO', 'RESET'] })
      .notNull()
      .default('TEAM1_SCORE'),
    /** The device's secret, hashed (it is shown once, on creation or regeneration). */
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('buttons_court_idx').on(table.courtId),
    check('buttons_action_check', sql`${table.action} in ('TEAM1_SCORE', 'TEAM2_SCORE', 'UNDO', 'RESET')`),
  ],
);

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
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }),
    matchDuration: integer('match_duration').notNull().default(5400),
    /** Optional address that receives the statistics when the match ends (match creation form). */
    email: text('email'),
    statisticsMailedAt: timestamp('statistics_mailed_at', { withTimezone: true, mode: 'date' }),
    /**
     * Bumped by a trigger on every update of the row (migration 0003), whoever writes it: the live
     * write path's compare-and-set on the match (src/scores/live-writer.ts) checks it, so a change
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
    kind: text('kind').notNull(),
    team: text('team', { enum: ['team1', 'team2'] }),
    /** Event fields beyond kind and team (e.g. the chosen servers). */
    payload: jsonb('payload'),
    /** Epoch milliseconds, the engine's clock input. */
    at: bigint('at', { mode: 'number' }).notNull(),
    /** Who sent it: 'button', 'control', 'api' or 'system'. */
    source: text('source').notNull(),
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

/** WatchButton presses seen recently, so a retried press never scores twice (docs/api.md "WatchButton"). */
export const buttonPresses = pgTable(
  'button_presses',
  {
    buttonId: integer('button_id')
      .notNull()
      .references(() => buttons.id, { onDelete: 'cascade' }),
    pressId: text('press_id').notNull(),
    matchId: text('match_id'),
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('button_presses_button_press_idx').on(table.buttonId, table.pressId),
    index('button_presses_created_idx').on(table.createdAt),
  ],
);

/**
 * TVs paired to a court or to a club's wall (docs/displays.md). A TV gets a row and a device token
 * when it first asks for a pairing code; signed-in staff enter the code and pick the target. The
 * token is kept hashed: a TV proves itself with it, the database never holds it.
 */
export const displays = pgTable(
  'displays',
  {
    id: serial('id').primaryKey(),
    /** Null while pending (no target yet). */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    targetKind: text('target_kind', { enum: ['pending', 'court', 'club'] })
      .notNull()
      .default('pending'),
    /** The court shown, for target 'court' (its deletion takes the pairing with it). */
    courtId: integer('court_id').references(() => courts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the device token, hex. */
    tokenHash: text('token_hash').notNull(),
    /** The pairing code while pending: valid until codeExpiresAt, cleared once used. */
    code: text('code'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true, mode: 'date' }),
    pairedAt: timestamp('paired_at', { withTimezone: true, mode: 'date' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('displays_token_hash_idx').on(table.tokenHash),
    uniqueIndex('displays_code_idx').on(table.code).where(sql`${table.code} is not null`),
    index('displays_club_idx').on(table.clubId),
    index('displays_court_idx').on(table.courtId),
    check('displays_target_kind_check', sql`${table.targetKind} in ('pending', 'court', 'club')`),
    // A court display names its court; a pending one has no club yet.
    check(
      'displays_target_check',
      sql`(${table.targetKind} = 'court') = (${table.courtId} is not null) and (${table.targetKind} = 'pending') = (${table.clubId} is null)`,
    ),
  ],
);

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

export const schema = {
  clubs,
  clubSponsorLogos,
  courts,
  users,
  buttons,
  matches,
  matchEvents,
  scoreSnapshots,
  buttonPresses,
  displays,
  clubApiTokens,
};
