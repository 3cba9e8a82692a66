import { randomBytes, randomInt } from 'node:crypto';
import {
  DEFAULT_MATCH_DURATION_SECONDS,
  joinTeamName,
  type MatchPlayer,
  type MatchSettings,
  type MatchStatisticsPayload,
  type MatchUpdateBody,
  MESSAGES,
  type matchCreateBodySchema,
} from '@bandeja/contract';
import { initialState, matchStatistics, scoreView } from '@bandeja/scoring';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, authorize, canManageClub } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { matches } from '../db/schema.ts';
import { badRequest, conflict, invalid, notFound } from '../http/errors.ts';
import { type LockedMatch, listEvents, lockMatchWithState, saveSnapshot } from '../scores/repository.ts';
import {
  changeStatusLocked,
  courtOfMatch,
  type ScoreChange,
  storedStateOf,
  withActiveMatchConflict,
} from '../scores/service.ts';
import { encodeState } from '../scores/state-codec.ts';
import { presentLiveScore } from './presenter.ts';
import {
  deleteMatchRow,
  findCourt,
  findMatchRecord,
  findOngoingMatchOfCourt,
  insertMatch,
  type MatchRecord,
  type MatchRow,
  updateMatchRow,
} from './repository.ts';
import { rulesFromSettings, rulesOf } from './rules.ts';

/** Random, URL-safe and not enumerable (design §5): 96 bits. */
export function newMatchId(): string {
  return randomBytes(12).toString('base64url');
}

/** The server's coin toss for service mode 'random' (design §3), drawn once at creation. */
function tossCoin(): 'team1' | 'team2' {
  return randomInt(2) === 0 ? 'team1' : 'team2';
}

export async function requireMatchRecord(ctx: AppContext, id: string): Promise<MatchRecord> {
  const record = await findMatchRecord(ctx.db, id);
  if (!record) throw notFound(MESSAGES.matchNotFound);
  return record;
}

/**
 * The public QR flow (spec §2, match creation): the match becomes the court's active match at
 * once, ongoing from now. A court with an ongoing match answers 409 with that match's id; two
 * creations racing on one court are decided by the one-ongoing-per-court index.
 */
export async function createMatch(
  ctx: AppContext,
  body: z.output<typeof matchCreateBodySchema>,
): Promise<MatchRecord> {
  const court = await findCourt(ctx.db, body.courtId);
  if (!court) throw notFound(MESSAGES.courtNotFound);
  const input = body.settings;
  const settings: MatchSettings = {
    goldenPointMode: input.goldenPointMode,
    bestOfSets: input.bestOfSets,
    gamesPerSet: input.gamesPerSet,
    tiebreakAt: input.tiebreakAt,
    superTiebreak: input.superTiebreak,
    sport: input.sport ?? court.sportType,
    serviceConfig: input.serviceConfig,
    coinToss: input.serviceConfig.mode === 'random' ? tossCoin() : null,
  };
  const parsed = rulesFromSettings(settings);
  if ('error' in parsed) throw invalid(parsed.error, 'settings');

  const players: MatchPlayer[] = [
    { name: body.team1Player1.name, team: 'team1', playerNumber: 1 },
    { name: body.team1Player2.name, team: 'team1', playerNumber: 2 },
    { name: body.team2Player1.name, team: 'team2', playerNumber: 3 },
    { name: body.team2Player2.name, team: 'team2', playerNumber: 4 },
  ];
  const id = newMatchId();
  const now = new Date(ctx.now());
  await withActiveMatchConflict(
    ctx,
    async () => court.id,
    () =>
      ctx.db.transaction(async (tx) => {
        const active = await findOngoingMatchOfCourt(tx, court.id);
        if (active) throw conflict(MESSAGES.activeMatchExists, { matchId: active.id });
        await insertMatch(tx, {
          id,
          courtId: court.id,
          clubId: court.clubId,
          team1Name: joinTeamName(body.team1Player1.name, body.team1Player2.name),
          team2Name: joinTeamName(body.team2Player1.name, body.team2Player2.name),
          players,
          settings,
          status: 'ongoing',
          startTime: now,
          matchDuration: input.matchDuration ?? DEFAULT_MATCH_DURATION_SECONDS,
          email: body.email ?? null,
          createdAt: now,
          updatedAt: now,
        });
        const state = initialState(parsed.rules);
        await saveSnapshot(tx, {
          matchId: id,
          version: state.version,
          state: encodeState(state),
          view: scoreView(parsed.rules, state),
          updatedAt: now,
        });
      }),
  );
  ctx.scores.forgetCourt(court.id);
  return requireMatchRecord(ctx, id);
}

/**
 * The admin edit (spec §4): names, court, start time and status in one transaction. Status
 * changes follow changeStatusLocked; moving to a court needs the right to manage its club.
 */
export async function updateMatch(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: MatchUpdateBody,
): Promise<{ record: MatchRecord; change: ScoreChange | null }> {
  let targetCourt: { id: number; clubId: number } | null = null;
  if (body.court_id !== undefined && body.court_id !== null) {
    const court = await findCourt(ctx.db, body.court_id);
    if (!court) throw notFound(MESSAGES.courtNotFound);
    authorize(canManageClub(actor, court.clubId));
    targetCourt = court;
  }
  const change = await withActiveMatchConflict(
    ctx,
    async () => targetCourt?.id ?? (await courtOfMatch(ctx, id)()),
    () =>
      ctx.db.transaction(async (tx) => {
        const locked = await lockMatchWithState(tx, eq(matches.id, id));
        if (!locked) throw notFound(MESSAGES.matchNotFound);
        let match: MatchRow = locked.match;
        const values: Parameters<typeof updateMatchRow>[2] = {};
        if (body.team1_name !== undefined) values.team1Name = body.team1_name;
        if (body.team2_name !== undefined) values.team2Name = body.team2_name;
        if (body.court_id !== undefined && body.court_id !== match.courtId) {
          if (match.status === 'finished') throw conflict(MESSAGES.matchFinished);
          // A scheduled or ongoing match is its court's: detaching it would free the court.
          if (!targetCourt) throw badRequest(MESSAGES.courtRequired);
          values.courtId = targetCourt.id;
          values.clubId = targetCourt.clubId;
        }
        if (body.start_time !== undefined) {
          const startTime = body.start_time === null ? null : new Date(body.start_time);
          if ((startTime?.getTime() ?? null) !== (match.startTime?.getTime() ?? null)) {
            if (match.status !== 'scheduled' || (body.status !== undefined && body.status !== 'scheduled')) {
              throw conflict(MESSAGES.startTimeLocked);
            }
            values.startTime = startTime;
          }
        }
        if (Object.keys(values).length > 0) {
          match = await updateMatchRow(tx, id, { ...values, updatedAt: new Date(ctx.now()) });
        }
        const statusChange =
          body.status === undefined
            ? null
            : await changeStatusLocked(tx, ctx, { ...locked, match }, body.status, {
                source: 'control',
              });
        const renamed = Object.keys(values).length > 0;
        return statusChange ?? (renamed ? unchangedScore(ctx, { ...locked, match }) : null);
      }),
  );
  // Written outside the live writer (under the match lock): its cache reloads the match.
  ctx.scores.forget(id);
  return { record: await requireMatchRecord(ctx, id), change };
}

/** A change with no event (e.g. a renamed team): the same version, re-sent with the new names. */
function unchangedScore(ctx: AppContext, locked: LockedMatch): ScoreChange {
  const { match } = locked;
  const rules = rulesOf(match);
  const state = storedStateOf(locked, rules);
  return {
    match,
    score: presentLiveScore(match, scoreView(rules, state), new Date(ctx.now())),
    rules,
    before: state,
    after: state,
  };
}

export async function deleteMatch(ctx: AppContext, id: string): Promise<void> {
  await deleteMatchRow(ctx.db, id);
  ctx.scores.forget(id);
}

/** Statistics of a match from its log (design §3), with the spec's field names. */
export async function statisticsOf(ctx: AppContext, match: MatchRow): Promise<MatchStatisticsPayload> {
  const events = await listEvents(ctx.db, match.id);
  return matchStatistics(rulesOf(match), events, {
    team1_name: match.team1Name,
    team2_name: match.team2Name,
  });
}
