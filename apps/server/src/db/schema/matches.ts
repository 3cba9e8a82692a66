import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubs, courts } from './clubs.ts';
import { createdAt, updatedAt } from './columns.ts';

/** Matches, their event log and the score snapshot the writer keeps (docs/data.md). */

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
