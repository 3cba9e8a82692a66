import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubs, users } from './club.ts';
import { at, createdAt, ownerRef, serialId, updatedAt } from './columns.ts';
import { matches } from './play.ts';

/**
 * The club's roster (docs/players.md): a player is named once and their matches carry their id
 * (matches.players[].playerId). An erased player keeps the row, nameless and without email, so the
 * scores stay (docs/privacy.md).
 */
export const players = pgTable(
  'players',
  {
    id: serialId(),
    clubId: ownerRef('club_id', () => clubs.id),
    name: text('name').notNull(),
    email: text('email'),
    /** The club's level, 0 to 7 (docs/players.md). */
    level: doublePrecision('level'),
    /** The player allows their page and name to be shown publicly. */
    public: boolean('public').notNull().default(false),
    /** When the player agreed to be mailed; null: not (or withdrawn). */
    mailConsentAt: at('mail_consent_at'),
    /** When the player agreed to publication (public turned on); null: not (or withdrawn). */
    publicationConsentAt: at('publication_consent_at'),
    /**
     * The club's booking system's reference for this person (docs/players.md, "Players from
     * bookings"): a booking naming it names this player. Unique per club; dropped on erasure.
     */
    bookingRef: text('booking_ref'),
    erasedAt: at('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('players_club_name_idx').on(table.clubId, table.name),
    uniqueIndex('players_club_booking_ref_idx').on(table.clubId, table.bookingRef),
    check('players_level_check', sql`${table.level} between 0 and 7`),
  ],
);

/**
 * The teams' answers to a finished match's result (docs/players.md, "Results both teams confirm"):
 * one row per match, each team's verdict with its time, a contesting team's claim, and the club
 * admin's resolution of a contest.
 */
export const matchResults = pgTable(
  'match_results',
  {
    matchId: text('match_id')
      .primaryKey()
      .references(() => matches.id, { onDelete: 'cascade' }),
    team1Verdict: text('team1_verdict', { enum: ['confirmed', 'contested'] }),
    team1At: at('team1_at'),
    team1Claim: jsonb('team1_claim'),
    /** A contesting team's reason, in its words: shown to the club's admins only, never published. */
    team1Reason: text('team1_reason'),
    team2Verdict: text('team2_verdict', { enum: ['confirmed', 'contested'] }),
    team2At: at('team2_at'),
    team2Claim: jsonb('team2_claim'),
    team2Reason: text('team2_reason'),
    resolvedAt: at('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('match_results_team1_verdict_check', sql`${table.team1Verdict} in ('confirmed', 'contested')`),
    check('match_results_team2_verdict_check', sql`${table.team2Verdict} in ('confirmed', 'contested')`),
  ],
);
