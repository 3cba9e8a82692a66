import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs, courts } from './clubs.ts';
import { createdAt, updatedAt } from './columns.ts';

/** The devices of a court: WatchButtons, their presses, and the boards' displays (docs/data.md). */

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
