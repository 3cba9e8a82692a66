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
  rulesErrorField,
  rulesErrorMessage,
  rulesInputOf,
  slotSeconds,
} from '@bandeja/contract';
import {
  defaultRules,
  initialState,
  matchStatistics,
  parseRules,
  presetById,
  type Rules,
  type Sport,
  scoreView,
} from '@bandeja/scoring';
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
import { rulesOf } from './rules.ts';

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

/** The players of a new match: two in singles (players 1 and 3), four in doubles. */
function playersOfBody(body: z.output<typeof matchCreateBodySchema>): MatchPlayer[] {
  const team1: MatchPlayer = { name: body.team1Player1.name, team: 'team1', playerNumber: 1 };
  const team2: MatchPlayer = { name: body.team2Player1.name, team: 'team2', playerNumber: 3 };
  if (body.matchType === 'singles') return [team1, team2];
  return [
    team1,
    { name: body.team1Player2?.name ?? '', team: 'team1', playerNumber: 2 },
    team2,
    { name: body.team2Player2?.name ?? '', team: 'team2', playerNumber: 4 },
  ];
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
    settings: {
      goldenPointMode: rules.goldenPointMode,
      bestOfSets: rules.bestOfSets,
      gamesPerSet: rules.gamesPerSet,
      tiebreakAt: rules.tiebreakAt,
      superTiebreak: rules.superTiebreak,
      sport: rules.sport,
      matchType: rules.matchType,
      presetId: preset?.id ?? null,
      serviceConfig: {
        mode: rules.serviceMode,
        team1Server: rules.team1Server,
        team2Server: rules.team2Server,
      },
      coinToss,
    },
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
 * once, ongoing from now. A court with an ongoing match answers 409 with that match's id; two
 * creations racing on one court are decided by the one-ongoing-per-court index.
 */
export async function createMatch(
  ctx: AppContext,
  body: z.output<typeof matchCreateBodySchema>,
): Promise<MatchRecord> {
  const court = await findCourt(ctx.db, body.courtId);
  if (!court) throw notFound(MESSAGES.courtNotFound);
  const { settings, rules, matchDuration } = formatOf(body, court.sportType);
  const players = playersOfBody(body);
  const name = (team: 'team1' | 'team2') =>
    joinTeamName(...players.filter((player) => player.team === team).map((player) => player.name));
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
          team1Name: name('team1'),
          team2Name: name('team2'),
          players,
          settings,
          status: 'ongoing',
          startTime: now,
          matchDuration,
          email: body.email ?? null,
          createdAt: now,
          updatedAt: now,
        });
        const state = initialState(rules);
        await saveSnapshot(tx, {
          matchId: id,
          version: state.version,
          state: encodeState(state),
          view: scoreView(rules, state),
          updatedAt: now,
        });
      }),
  );
  ctx.scores.forgetCourt(court.id);
  return requireMatchRecord(ctx, id);
}

/**
 * The admin edit (docs/product.md#states): names, court, start time and status in one transaction. Status
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

/** Statistics of a match from its log (docs/scoring-rules.md#statistics), with the spec's field names. */
export async function statisticsOf(ctx: AppContext, match: MatchRow): Promise<MatchStatisticsPayload> {
  const events = await listEvents(ctx.db, match.id);
  return matchStatistics(rulesOf(match), events, {
    team1_name: match.team1Name,
    team2_name: match.team2Name,
  });
}
