import type { CourtKeyMap } from '@bandeja/contract/plain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, ownerRef, serialId, updatedAt } from './columns.ts';

/** What a club is made of: the club, its courts and people, their signed-in devices, the buttons and displays on its courts, and the API tokens of its outside systems (docs/data.md). */

export const clubs = pgTable(
  'clubs',
  {
    id: serialId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    logo: bytea('logo'),
    logoContentType: text('logo_content_type'),
    logoUpdatedAt: at('logo_updated_at'),
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
    /** Minutes after a match's end within which a team may contest its result (docs/players.md). */
    resultConfirmMinutes: integer('result_confirm_minutes').notNull().default(30),
    /**
     * The club's Ed25519 key pair that signs its result documents (PEM, made on first use); the
     * public half is published (docs/players.md, "Results both teams confirm").
     */
    resultSigningKey: text('result_signing_key'),
    resultPublicKey: text('result_public_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('clubs_result_display_minutes_check', sql`${table.resultDisplayMinutes} between 1 and 60`),
    check('clubs_result_confirm_minutes_check', sql`${table.resultConfirmMinutes} between 5 and 1440`),
    check('clubs_language_check', sql`${table.language} in ('en', 'es', 'it', 'fr', 'pt', 'sv', 'de')`),
    check('clubs_voice_check', sql`${table.voice} in ('male', 'female')`),
  ],
);

export const clubSponsorLogos = pgTable(
  'club_sponsor_logos',
  {
    id: serialId(),
    clubId: ownerRef('club_id', () => clubs.id),
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
    id: serialId(),
    clubId: ownerRef('club_id', () => clubs.id, 'restrict'),
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
    id: serialId(),
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

/**
 * A court user's signed-in device (a court tablet): long-lived and revocable (docs/api.md
 * "Device sessions"). Its token carries the row's id; each use slides `expiresAt` forward, an
 * admin's sign-out deletes the row, and a password change (the user's token version moving on)
 * ends it.
 */
export const deviceSessions = pgTable(
  'device_sessions',
  {
    id: serialId(),
    userId: ownerRef('user_id', () => users.id),
    /** The user's token version at sign-in: a later password change ends the session. */
    tokenVersion: integer('token_version').notNull(),
    /** The browser's User-Agent at sign-in (cut short), to tell devices apart in the list. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('device_sessions_user_idx').on(table.userId)],
);

export const buttons = pgTable(
  'buttons',
  {
    id: serialId(),
    courtId: ownerRef('court_id', () => courts.id),
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
    lastSeenAt: at('last_seen_at'),
    battery: integer('battery'),
    signalKind: text('signal_kind', { enum: ['linkquality', 'rssi'] }),
    signalValue: integer('signal_value'),
    voltageMv: integer('voltage_mv'),
    /** Until when its presses only identify it and score nothing (identify mode of its court). */
    identifyUntil: at('identify_until'),
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

/** WatchButton presses seen recently, so a retried press never scores twice (docs/api.md "WatchButton"). */
export const buttonPresses = pgTable(
  'button_presses',
  {
    buttonId: ownerRef('button_id', () => buttons.id),
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
    id: serialId(),
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
    codeExpiresAt: at('code_expires_at'),
    pairedAt: at('paired_at'),
    lastSeenAt: at('last_seen_at'),
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
    id: serialId(),
    clubId: ownerRef('club_id', () => clubs.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token's last characters, shown in the list to tell tokens apart. */
    hint: text('hint').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [
    uniqueIndex('club_api_tokens_hash_idx').on(table.tokenHash),
    index('club_api_tokens_club_idx').on(table.clubId),
  ],
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
    clubId: ownerRef('club_id', () => clubs.id),
    displayId: integer('display_id').notNull(),
    sponsorId: integer('sponsor_id').notNull(),
    /** The TV's id of the heartbeat (a UUID). */
    beatId: text('beat_id').notNull(),
    shownAt: at('shown_at').notNull(),
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
