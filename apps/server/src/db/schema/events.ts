import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { clubs, users } from './clubs.ts';
import { createdAt } from './columns.ts';
import { matches } from './matches.ts';

/** Club events (americano, mexicano, ...): the event, its rounds and their games (docs/data.md). */

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
