import type { CourtKeyMap } from '@bandeja/contract/plain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    /**
     * The language of the club's screens, spoken calls, mails and images (docs/i18n.md); null: not
     * fixed, each screen follows its browser and server texts are English.
     */
    language: text('language'),
    /** An IANA time zone for the club's dates and times; null follows the server's zone (docs/i18n.md). */
    timezone: text('timezone'),
    /** The voice of the spoken calls: 'male' or 'female' (docs/audio.md). */
    voice: text('voice').notNull().default('male'),
    /** New matches run the shot clock unless their setup says otherwise (docs/broadcast.md); off for social play. */
    shotClock: boolean('shot_clock').notNull().default(false),
    /**
     * The MQTT topic prefix this club's buttons must bind under (set by a super admin on a server
     * shared by clubs, docs/hardware.md); null: any topic not bound elsewhere.
     */
    mqttPrefix: text('mqtt_prefix'),
    /**
     * The club's own MQTT broker (mqtt:// or mqtts://, no credentials in it); null: the server's
     * MQTT_URL. Its password is stored encrypted (src/buttons/broker-password.ts), never shown.
     */
    mqttBrokerUrl: text('mqtt_broker_url'),
    mqttBrokerUsername: text('mqtt_broker_username'),
    mqttBrokerPassword: text('mqtt_broker_password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('clubs_result_display_minutes_check', sql`${table.resultDisplayMinutes} between 1 and 60`),
    check('clubs_language_check', sql`${table.language} in ('en', 'es', 'it', 'fr', 'pt', 'sv', 'de')`),
    check('clubs_voice_check', sql`${table.voice} in ('male', 'female')`),
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
    /**
     * How many matches court tokens have started on this court: the token of the start QR code is
     * bound to it, so each token starts one match (src/auth/court-token.ts).
     */
    courtTokenUses: integer('court_token_uses').notNull().default(0),
    /** The keys learned on the court's tablet (docs/hardware.md); null: the defaults (DEFAULT_COURT_KEYS). */
    keyMap: jsonb('key_map').$type<CourtKeyMap>(),
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
    /** What a double press and a long press do (docs/api.md "WatchButton"); null: nothing. */
    doubleAction: text('double_action', { enum: ['TEAM1_SCORE', 'TEAM2_SCORE', 'UNDO', 'RESET'] }),
    longAction: text('long_action', { enum: ['TEAM1_SCORE', 'TEAM2_SCORE', 'UNDO', 'RESET'] }),
    /** The MQTT topic whose messages are this button's presses (docs/hardware.md); unique. */
    mqttTopic: text('mqtt_topic'),
    /** Device health (docs/api.md "Device health"): the last press or MQTT message, and what it said. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    battery: integer('battery'),
    signalKind: text('signal_kind', { enum: ['linkquality', 'rssi'] }),
    signalValue: integer('signal_value'),
    voltageMv: integer('voltage_mv'),
    /** Until when its presses only identify it and score nothing (identify mode of its court). */
    identifyUntil: timestamp('identify_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('buttons_court_idx').on(table.courtId),
    uniqueIndex('buttons_mqtt_topic_idx').on(table.mqttTopic),
    check('buttons_action_check', sql`${table.action} in ('TEAM1_SCORE', 'TEAM2_SCORE', 'UNDO', 'RESET')`),
    check(
      'buttons_double_action_check',
      sql`${table.doubleAction} in ('TEAM1_SCORE', 'TEAM2_SCORE', 'UNDO', 'RESET')`,
    ),
    check(
      'buttons_long_action_check',
      sql`${table.longAction} in ('TEAM1_SCORE', 'TEAM2_SCORE', 'UNDO', 'RESET')`,
    ),
    check('buttons_battery_check', sql`${table.battery} between 0 and 100`),
    check('buttons_signal_kind_check', sql`${table.signalKind} in ('linkquality', 'rssi')`),
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

/**
 * Club events (docs/product.md, "Club events"; docs/data.md): an Americano, Mexicano or Team
 * Americano evening. Its players, teams and courts are stored in the event's own order (the
 * engine numbers them by place); `settings` holds the format's settings and the seed of its draw;
 * `plan` the whole schedule when it is fixed in advance (Americano, Team Americano).
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
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
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    resultsMailedAt: timestamp('results_mailed_at', { withTimezone: true, mode: 'date' }),
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
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    sittingOut: jsonb('sitting_out').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
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
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
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
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.round, table.courtIndex] }),
    uniqueIndex('event_games_match_idx').on(table.matchId),
  ],
);

/**
 * A court user's signed-in device (a court tablet): long-lived and revocable (docs/api.md
 * "Device sessions"). Its token carries the row's id; each use slides `expiresAt` forward, an
 * admin's sign-out deletes the row, and a password change (the user's token version moving on)
 * ends it.
 */
export const deviceSessions = pgTable(
  'device_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's token version at sign-in: a later password change ends the session. */
    tokenVersion: integer('token_version').notNull(),
    /** The browser's User-Agent at sign-in (cut short), to tell devices apart in the list. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('device_sessions_user_idx').on(table.userId)],
);

/**
 * Sponsors' airtime (docs/broadcast.md): slices of a sponsor logo's showing on a paired TV, each
 * with the TV's own id so that a heartbeat sent twice counts once. No foreign key to the logo or
 * the TV: a sponsor's history outlives a removed logo or a disconnected TV.
 */
export const sponsorAirtime = pgTable(
  'sponsor_airtime',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    displayId: integer('display_id').notNull(),
    sponsorId: integer('sponsor_id').notNull(),
    /** The TV's id of the heartbeat (a UUID). */
    beatId: text('beat_id').notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true, mode: 'date' }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The slice starts a new showing of the logo. */
    impression: boolean('impression').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sponsor_airtime_display_beat_idx').on(table.displayId, table.beatId),
    index('sponsor_airtime_club_shown_idx').on(table.clubId, table.shownAt),
    check('sponsor_airtime_duration_check', sql`${table.durationMs} between 1 and 60000`),
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
  bookings,
  webhookEndpoints,
  webhookDeliveries,
  events,
  eventRounds,
  eventGames,
  deviceSessions,
  sponsorAirtime,
};
