import { randomBytes, randomInt } from 'node:crypto';
import {
  canManageClub,
  DEFAULT_MATCH_DURATION_SECONDS,
  joinTeamName,
  type LiveScore,
  type Match,
  type MatchPlayer,
  type MatchSettings,
  type MatchUpdateBody,
  MESSAGES,
  type matchCreateBodySchema,
  rulesErrorField,
  rulesErrorMessage,
  rulesInputOf,
  settingsOfRules,
  slotSeconds,
} from '@bandeja/contract';
import { defaultRules, parseRules, presetById, type Rules, type Sport } from '@bandeja/scoring';
import type { z } from 'zod';
import { type Actor, authorize } from '../auth/policy.ts';
import { spendCourtToken } from '../auth/start-token.ts';
import type { AppContext } from '../context.ts';
import { uniqueViolationConstraint } from '../db/errors.ts';
import { AppError, badRequest, conflict, invalid, notFound } from '../http/errors.ts';
import { rosterNames } from '../players/service.ts';
import { liveScoreOf, presentMatch } from './presenter.ts';
import {
  clubShotClock,
  deleteMatchRow,
  eventIdOfMatch,
  findCourt,
  findMatchRecord,
  findOngoingMatchOfCourt,
  insertMatch,
  type MatchRecord,
  ONE_ONGOING_PER_COURT,
} from './repository.ts';

/** Random, URL-safe and not enumerable (docs/data.md#match-ids): 96 bits. */
export function newMatchId(): string {
  return randomBytes(12).toString('base64url');
}

/** The server's coin toss for service mode 'random' (docs/scoring-rules.md#service-order), drawn once at creation. */
function tossCoin(): 'team1' | 'team2' {
  return randomInt(2) === 0 ? 'team1' : 'team2';
}

export async function requireMatchRecord(ctx: AppContext, id: string): Promise<MatchRecord> {
  const record = await findMatchRecord(ctx.db, id);
  if (!record) throw notFound(MESSAGES.matchNotFound);
  return record;
}

/** GET /matches/{id}'s answer from the match's record (none: 404): the match as the public reads it, never an email. */
export function publicMatchOf(record: MatchRecord | null): Match {
  if (!record) throw notFound(MESSAGES.matchNotFound);
  return presentMatch(record);
}

/** GET /scores/public/{matchId}'s answer from the match's record (none: 404): its live score, as anyone sees it. */
export function publicScoreOf(record: MatchRecord | null): LiveScore {
  if (!record) throw notFound(MESSAGES.scoreNotFound);
  return liveScoreOf(record);
}

type CreateBody = z.output<typeof matchCreateBodySchema>;
const PLAYER_SLOTS = [
  { key: 'team1Player1', team: 'team1', playerNumber: 1 },
  { key: 'team1Player2', team: 'team1', playerNumber: 2 },
  { key: 'team2Player1', team: 'team2', playerNumber: 3 },
  { key: 'team2Player2', team: 'team2', playerNumber: 4 },
] as const;

/**
 * The players of a new match: two in singles (players 1 and 3), four in doubles. A player named by
 * `playerId` is a roster player of the court's club (docs/players.md) and carries the roster's name.
 */
async function playersOfBody(ctx: AppContext, body: CreateBody, clubId: number): Promise<MatchPlayer[]> {
  const slots = PLAYER_SLOTS.filter((slot) => body.matchType !== 'singles' || slot.playerNumber % 2 === 1);
  const named = slots.flatMap((slot) => {
    const playerId = body[slot.key]?.playerId;
    return playerId === undefined ? [] : [{ playerId, field: `${slot.key}.playerId` }];
  });
  const names = named.length > 0 ? await rosterNames(ctx, clubId, named) : new Map<number, string>();
  return slots.map(({ key, team, playerNumber }) => {
    const given = body[key];
    const playerId = given?.playerId;
    if (playerId === undefined) return { name: given?.name ?? '', team, playerNumber };
    return { name: names.get(playerId) ?? given?.name ?? '', team, playerNumber, playerId };
  });
}

/**
 * The match's settings from the create call (docs/api.md, "Match formats"): the court's sport sets
 * the defaults (`parseRules` fills every absent field from them), a preset fixes the sets and the
 * slot, the fields given choose the rest. The engine validates the whole; the contract's schema
 * already ran the same check without the court's sport.
 */
function formatOf(
  body: z.output<typeof matchCreateBodySchema>,
  courtSport: Sport,
  clubShotClock: boolean,
): { settings: MatchSettings; rules: Rules; matchDuration: number } {
  const preset = body.presetId ? presetById(body.presetId) : null;
  const input = rulesInputOf(body, courtSport);
  const sport = input.sport === 'TENNIS' ? 'TENNIS' : 'PADEL';
  if (preset && !preset.sports.includes(sport)) throw badRequest(MESSAGES.presetNotForSport);
  const mode = body.settings.serviceConfig?.mode ?? defaultRules(sport).serviceMode;
  const coinToss = mode === 'random' ? tossCoin() : null;
  const parsed = parseRules({ ...input, ...(coinToss === null ? {} : { coinToss }) });
  if (!parsed.ok) throw invalid(rulesErrorMessage(parsed.error), rulesErrorField(parsed.error));
  const rules = parsed.rules;
  const { matchDuration, slotMinutes } = body.settings;
  return {
    rules,
    settings: settingsOfRules(rules, {
      presetId: preset?.id ?? null,
      coinToss,
      // Only doubles are mixed: a singles match ignores the flag (docs/broadcast.md).
      mixed: rules.matchType === 'doubles' && body.settings.mixed === true,
      shotClock: body.settings.shotClock ?? clubShotClock,
    }),
    matchDuration:
      matchDuration ??
      (slotMinutes !== undefined
        ? slotSeconds(slotMinutes)
        : preset
          ? slotSeconds(preset.slotMinutes)
          : DEFAULT_MATCH_DURATION_SECONDS),
  };
}

/**
 * The public QR flow (docs/product.md#match-creation): the match becomes the court's active match at
 * once, ongoing, in warm-up until its first point or 'Start match' (no start time: its clock and time
 * limit count from then, docs/scoring-rules.md#warm-up). `startedNow` starts the clock at creation
 * instead (a booking's rented slot). A court with an ongoing match answers 409 with that match's id;
 * two creations racing on one court are decided by the one-ongoing-per-court index.
 */
export async function createMatch(
  ctx: AppContext,
  body: z.output<typeof matchCreateBodySchema>,
  options: {
    startedNow?: boolean;
    /** The court token of the court's QR code, checked and spent by this match (docs/api.md). */
    courtToken?: string | undefined;
  } = {},
): Promise<MatchRecord> {
  const court = await findCourt(ctx.db, body.courtId);
  if (!court) throw notFound(MESSAGES.courtNotFound);
  const { settings, matchDuration } = formatOf(
    body,
    court.sportType,
    await clubShotClock(ctx.db, court.clubId),
  );
  const players = await playersOfBody(ctx, body, court.clubId);
  const name = (team: 'team1' | 'team2') =>
    joinTeamName(...players.filter((player) => player.team === team).map((player) => player.name));
  const id = newMatchId();
  const now = new Date(ctx.now());
  await withActiveMatchConflict(ctx, court.id, () =>
    ctx.db.transaction(async (tx) => {
      const active = await findOngoingMatchOfCourt(tx, court.id);
      if (active) throw conflict(MESSAGES.activeMatchExists, { matchId: active.id });
      await insertMatch(tx, {
        id,
        courtId: court.id,
        clubId: court.clubId,
        team1Name: name('team1'),
        team2Name: name('team2'),
        players,
        settings,
        status: 'ongoing',
        startTime: options.startedNow ? now : null,
        matchDuration,
        email: body.email ?? null,
        createdAt: now,
        updatedAt: now,
      });
      if (options.courtToken !== undefined) await spendCourtToken(ctx, tx, court.id, options.courtToken);
    }),
  );
  // Its score (version 0), made by the writer, which then holds the court's new match.
  await ctx.scores.open({ matchId: id });
  return requireMatchRecord(ctx, id);
}

/** Runs `work`, turning the one-ongoing-match-per-court violation into the contract's 409. */
async function withActiveMatchConflict<T>(
  ctx: AppContext,
  courtId: number,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const constraint = uniqueViolationConstraint(error);
    // PGlite may not name the constraint; the insert writes no other unique index that can clash.
    if (constraint !== ONE_ONGOING_PER_COURT && constraint !== '') throw error;
    const active = await findOngoingMatchOfCourt(ctx.db, courtId);
    throw conflict(MESSAGES.activeMatchExists, active ? { matchId: active.id } : {});
  }
}

/**
 * The admin edit (docs/product.md#states): names, court, start time and status in one change,
 * through the score writer (the rules are decideEdit's, src/scores/decisions.ts); moving to a court
 * needs the right to manage its club.
 */
export async function updateMatch(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: MatchUpdateBody,
): Promise<MatchRecord> {
  let targetCourt: { id: number; clubId: number } | null = null;
  if (body.court_id !== undefined && body.court_id !== null) {
    const court = await findCourt(ctx.db, body.court_id);
    if (!court) throw notFound(MESSAGES.courtNotFound);
    authorize(canManageClub(actor, court.clubId));
    targetCourt = court;
  }
  await ctx.scores.edit({
    matchId: id,
    edit: {
      ...(body.team1_name === undefined ? {} : { team1Name: body.team1_name }),
      ...(body.team2_name === undefined ? {} : { team2Name: body.team2_name }),
      ...(body.court_id === undefined ? {} : { court: targetCourt }),
      ...(body.start_time === undefined
        ? {}
        : { startTime: body.start_time === null ? null : new Date(body.start_time) }),
      ...(body.status === undefined ? {} : { status: body.status }),
    },
  });
  return requireMatchRecord(ctx, id);
}

/**
 * Deletes a match, unless it is a game of a club event (409 `eventGameNotDeletable`): its round
 * could never finish without it (docs/api.md, "Events").
 */
export async function deleteMatch(ctx: AppContext, id: string): Promise<void> {
  if ((await eventIdOfMatch(ctx.db, id)) !== null) throw conflict(MESSAGES.eventGameNotDeletable);
  await deleteMatchRow(ctx.db, id);
}
