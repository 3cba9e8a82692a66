import { randomInt } from 'node:crypto';
import {
  type EventCreateBody,
  type EventGameCorrectionBody,
  joinTeamName,
  type MatchPlayer,
  MESSAGES,
} from '@bandeja/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type Actor, authorize } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { AppError, badRequest, conflict, invalid, notFound } from '../http/errors.ts';
import { publishCourtBoard } from '../matches/board.ts';
import { findOngoingMatchOfCourt, insertMatch } from '../matches/repository.ts';
import { newMatchId, updateMatch } from '../matches/service.ts';
import { rosterNames } from '../players/service.ts';
import { seedingLevels } from '../ratings/club-ratings.ts';
import { enqueueWebhook } from '../webhooks/outbox.ts';
import {
  type EventModel,
  gameFormat,
  modelOf,
  planOf,
  playersOfSide,
  rallyPointsOf,
  roundFor,
  settingsOfBody,
  teamsOfBody,
} from './model.ts';
import { canOrganise } from './policy.ts';
import {
  courtsByIds,
  type EventRow,
  findEvent,
  finishRound,
  gameMatches,
  insertEvent,
  insertGame,
  insertRound,
  listGames,
  listRounds,
  touchMatches,
  updateEvent,
  updateGame,
} from './repository.ts';
import { sendResults } from './results.ts';
import { eventFinishedData, eventViewOf, publishEvent } from './view.ts';

/**
 * Running a club event (docs/product.md, "Club events"): creating it, starting it, making each
 * round's games ordinary matches on the event's courts, following their results to the next round
 * and the final standings, and the organiser's corrections. Every change is made under the event's
 * row lock, so two games finishing at once in two processes advance the event once.
 */

export async function requireEvent(ctx: Pick<AppContext, 'db'>, id: number): Promise<EventRow> {
  const row = await findEvent(ctx.db, id);
  if (!row) throw notFound(MESSAGES.eventNotFound);
  return row;
}

/** POST /api/events: checks the club's courts, draws the seed and fixes the plan when the format has one. */
export async function createEvent(ctx: AppContext, actor: Actor, body: EventCreateBody): Promise<EventRow> {
  authorize(canOrganise(actor, body.clubId));
  const found = await courtsByIds(ctx.db, body.courtIds);
  if (found.length !== body.courtIds.length || found.some((court) => court.clubId !== body.clubId)) {
    throw badRequest(MESSAGES.eventCourtNotInClub);
  }
  const teams = teamsOfBody(body);
  const settings = settingsOfBody(body, body.players.length, randomInt(0, 2 ** 32 - 1));
  const planned = planOf(body.format, settings, body.players.length, teams.length, body.courtIds.length);
  if (!planned.ok) throw invalid(MESSAGES.validation, 'players');
  const names = await rosterNames(
    ctx,
    body.clubId,
    body.players.flatMap((player, index) =>
      player.playerId === undefined
        ? []
        : [{ playerId: player.playerId, field: `players.${index}.playerId` }],
    ),
  );
  const entrants = body.players.map((player) => ({
    playerId: player.playerId ?? null,
    level: player.level ?? null,
  }));
  // Mexicano's first round goes by the club rating of the courts' sport (docs/rating.md).
  const seedLevels =
    body.format === 'mexicano'
      ? await seedingLevels(ctx, body.clubId, found[0]?.sportType ?? 'PADEL', entrants)
      : null;
  const now = new Date(ctx.now());
  return insertEvent(ctx.db, {
    clubId: body.clubId,
    name: body.name,
    format: body.format,
    settings,
    courtIds: body.courtIds,
    players: body.players.map((player, index) => ({
      name: player.playerId === undefined ? player.name : (names.get(player.playerId) ?? player.name),
      email: player.email ?? null,
      level: player.level ?? null,
      playerId: player.playerId ?? null,
      seedLevel: seedLevels?.[index] ?? player.level ?? null,
    })),
    teams,
    plan: planned.plan,
    createdBy: actor.id,
    createdAt: now,
  });
}

interface Advance {
  row: EventRow;
  /** Courts that got a new match (their boards are told). */
  courts: number[];
  /** The new matches: their scores are opened by the score writer once the round is committed. */
  matches: string[];
  changed: boolean;
  finishedNow: boolean;
  /** Why the next round could not start (a court busy with another match): it waits for a retry. */
  blocked?: AppError;
}

/**
 * Creates round `number`'s games as ongoing matches on their courts (a court with another match in
 * play refuses the round with 409), and the round's record.
 */
async function createRound(
  tx: Tx,
  ctx: AppContext,
  model: EventModel,
  number: number,
): Promise<{ courts: number[]; matches: string[] }> {
  const [rounds, games] = await Promise.all([listRounds(tx, model.row.id), listGames(tx, model.row.id)]);
  const round = roundFor(model, number, rounds, games);
  const courts = await courtsByIds(tx, model.courtIds);
  const now = new Date(ctx.now());
  const created: number[] = [];
  const opened: string[] = [];
  for (const game of round.games) {
    const courtId = model.courtIds[game.court];
    const court = courts.find((candidate) => candidate.id === courtId);
    if (courtId === undefined || !court) throw conflict(MESSAGES.courtNotFound);
    const ongoing = await findOngoingMatchOfCourt(tx, courtId, { lock: true });
    if (ongoing) throw conflict(MESSAGES.eventCourtBusy, { matchId: ongoing.id });
    const format = gameFormat(model.settings, court.sportType);
    const side1 = playersOfSide(model, game.team1);
    const side2 = playersOfSide(model, game.team2);
    const name = (index: number | undefined) =>
      index === undefined ? '' : (model.players[index]?.name ?? '');
    // A roster player is named by id in the game's match too (docs/players.md).
    const player = (index: number | undefined, team: MatchPlayer['team'], playerNumber: 1 | 2 | 3 | 4) => {
      const playerId = index === undefined ? null : (model.players[index]?.playerId ?? null);
      return { name: name(index), team, playerNumber, ...(playerId === null ? {} : { playerId }) };
    };
    const players: MatchPlayer[] = [
      player(side1[0], 'team1', 1),
      player(side1[1], 'team1', 2),
      player(side2[0], 'team2', 3),
      player(side2[1], 'team2', 4),
    ];
    const id = newMatchId();
    await insertMatch(tx, {
      id,
      courtId,
      clubId: court.clubId,
      team1Name: joinTeamName(name(side1[0]), name(side1[1])),
      team2Name: joinTeamName(name(side2[0]), name(side2[1])),
      players,
      settings: format.settings,
      status: 'ongoing',
      startTime: now,
      matchDuration: format.matchDuration,
      email: null,
      createdAt: now,
      updatedAt: now,
    });
    await insertGame(tx, {
      eventId: model.row.id,
      round: number,
      courtIndex: game.court,
      courtId,
      matchId: id,
      team1: game.team1,
      team2: game.team2,
    });
    created.push(courtId);
    opened.push(id);
  }
  const minutes = model.settings.minutesPerRound;
  await insertRound(tx, {
    eventId: model.row.id,
    number,
    sittingOut: round.sittingOut,
    startedAt: now,
    endsAt: minutes === null ? null : new Date(now.getTime() + minutes * 60_000),
  });
  return { courts: created, matches: opened };
}

/**
 * After a commit: the new games' scores, the courts' boards, the event's room, and the results at
 * the end. A game's score is made by the score writer's `open`, the one door to score_snapshots
 * (docs/decisions/010-one-door-to-the-score.md); a game whose opening fails (a crash, a match
 * deleted meanwhile) reads as not started until the writer opens it on its first change.
 */
async function afterAdvance(ctx: AppContext, advance: Advance, log?: FastifyBaseLogger): Promise<void> {
  for (const matchId of advance.matches) {
    await ctx.scores
      .open({ matchId })
      .catch((error: unknown) => log?.error({ err: error, matchId }, 'event game score not opened'));
  }
  for (const courtId of advance.courts) publishCourtBoard(ctx, courtId, log);
  if (advance.changed) publishEvent(ctx, advance.row.id, log);
  if (advance.finishedNow) {
    ctx.live.track(
      sendResults(ctx, advance.row.id).catch((error: unknown) =>
        log?.error({ err: error, eventId: advance.row.id }, 'event results mail failed'),
      ),
    );
  }
}

/**
 * An organiser's change to an event: `change` runs in one transaction with the event locked (404
 * for an unknown one, 403 for another club's), and what it did is told after the commit.
 */
async function changeAsOrganiser(
  ctx: AppContext,
  actor: Actor,
  id: number,
  log: FastifyBaseLogger | undefined,
  change: (tx: Tx, row: EventRow) => Promise<Advance>,
): Promise<EventRow> {
  const advance = await ctx.db.transaction(async (tx) => {
    const row = await findEvent(tx, id, { lock: true });
    if (!row) throw notFound(MESSAGES.eventNotFound);
    authorize(canOrganise(actor, row.clubId));
    return change(tx, row);
  });
  await afterAdvance(ctx, advance, log);
  return advance.row;
}

/** POST /api/events/{id}/start: round 1's games on their courts. */
export function startEvent(
  ctx: AppContext,
  actor: Actor,
  id: number,
  log?: FastifyBaseLogger,
): Promise<EventRow> {
  return changeAsOrganiser(ctx, actor, id, log, async (tx, row) => {
    if (row.status !== 'draft') throw conflict(MESSAGES.eventAlreadyStarted);
    const model = modelOf(row);
    const { courts, matches } = await createRound(tx, ctx, model, 1);
    const updated = await updateEvent(tx, id, {
      status: 'running',
      currentRound: 1,
      startedAt: new Date(ctx.now()),
      version: row.version + 1,
    });
    return { row: updated, courts, matches, changed: true, finishedNow: false };
  });
}

/**
 * Brings the event in step with its matches: a finished game's points are its match's (unless the
 * organiser corrected them; a reopened match, undone within its minute, takes them back). When
 * every game of the round has its points, the round ends and the next one starts, or after the
 * last round the event finishes. Safe to run any number of times, from any process.
 */
async function advanceLocked(tx: Tx, ctx: AppContext, row: EventRow): Promise<Advance> {
  const unchanged: Advance = { row, courts: [], matches: [], changed: false, finishedNow: false };
  if (row.status !== 'running') return unchanged;
  const model = modelOf(row);
  const games = await listGames(tx, row.id);
  const current = games.filter((game) => game.round === row.currentRound);
  const ids = current.flatMap((game) => (game.matchId === null ? [] : [game.matchId]));
  const byId = new Map((await gameMatches(tx, ids)).map((match) => [match.id, match]));
  const now = new Date(ctx.now());
  let changed = false;
  for (const game of current) {
    if (game.corrected || game.matchId === null) continue;
    const match = byId.get(game.matchId);
    if (!match) continue;
    const points = match.status === 'finished' ? rallyPointsOf(match.view) : null;
    const team1 = points?.team1 ?? null;
    const team2 = points?.team2 ?? null;
    if (team1 === game.team1Points && team2 === game.team2Points) continue;
    await updateGame(tx, game, { team1Points: team1, team2Points: team2, finishedAt: points ? now : null });
    game.team1Points = team1;
    game.team2Points = team2;
    changed = true;
  }
  const roundOver = current.length > 0 && current.every((game) => game.team1Points !== null);
  if (!roundOver) {
    return changed
      ? { ...unchanged, row: await updateEvent(tx, row.id, { version: row.version + 1 }), changed }
      : unchanged;
  }
  if (row.currentRound >= model.settings.rounds) {
    // The last games close to undo once the event finishes (the score writer asks
    // `finishedEventGames`). Under their row locks, with their revision moved: an undo folded
    // before this commit is folded again after it and refused; one committed before it shows here.
    const latest = await touchMatches(tx, ids);
    const played = new Set(current.filter((game) => !game.corrected).flatMap((game) => game.matchId ?? []));
    if (latest.some((match) => played.has(match.id) && match.status !== 'finished')) {
      return {
        ...unchanged,
        row: await updateEvent(tx, row.id, { version: row.version + 1 }),
        changed: true,
      };
    }
  }
  await finishRound(tx, row.id, row.currentRound, now);
  if (row.currentRound >= model.settings.rounds) {
    const finished = await updateEvent(tx, row.id, {
      status: 'finished',
      finishedAt: now,
      version: row.version + 1,
    });
    // Results out (docs/operations.md, "Webhooks"): queued in the same transaction, so a finished
    // event is sent exactly when it is committed, and once (the outbox keys it by the event).
    const view = await eventViewOf(tx, row.id, now.getTime());
    if (view) {
      await enqueueWebhook(ctx, row.clubId, 'event.finished', eventFinishedData(view, finished, now), {
        db: tx,
        occurredAt: now,
      });
    }
    return { row: finished, courts: [], matches: [], changed: true, finishedNow: true };
  }
  const next = row.currentRound + 1;
  try {
    // In a savepoint: when a court is busy, the results above stay and the round waits.
    const { courts, matches } = await tx.transaction((inner) => createRound(inner, ctx, model, next));
    const updated = await updateEvent(tx, row.id, { currentRound: next, version: row.version + 1 });
    return { row: updated, courts, matches, changed: true, finishedNow: false };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const updated = await updateEvent(tx, row.id, { version: row.version + 1 });
    return { row: updated, courts: [], matches: [], changed: true, finishedNow: false, blocked: error };
  }
}

/** Runs `advanceLocked` for an event, under its lock, and tells everyone after the commit. */
export async function syncEvent(
  ctx: AppContext,
  id: number,
  log?: FastifyBaseLogger,
): Promise<{ row: EventRow; blocked: AppError | null } | null> {
  const advance = await ctx.db.transaction(async (tx) => {
    const row = await findEvent(tx, id, { lock: true });
    return row ? advanceLocked(tx, ctx, row) : null;
  });
  if (!advance) return null;
  await afterAdvance(ctx, advance, log);
  if (advance.blocked) log?.warn({ eventId: id, code: advance.blocked.code }, 'next round of an event waits');
  return { row: advance.row, blocked: advance.blocked ?? null };
}

/**
 * POST /api/events/{id}/next-round: in a timed round, the organiser calls time: the games still in
 * play finish as they stand and the next round starts. In a round to a points target, the next
 * round starts by itself; the call only retries a next round that could not start (a court was busy).
 */
export async function nextRound(
  ctx: AppContext,
  actor: Actor,
  id: number,
  log?: FastifyBaseLogger,
): Promise<EventRow> {
  const row = await requireEvent(ctx, id);
  authorize(canOrganise(actor, row.clubId));
  if (row.status !== 'running') throw conflict(MESSAGES.eventNotRunning);
  const model = modelOf(row);
  const games = (await listGames(ctx.db, id)).filter((game) => game.round === row.currentRound);
  const ids = games.flatMap((game) => (game.matchId === null ? [] : [game.matchId]));
  const open = (await gameMatches(ctx.db, ids)).filter((match) => match.status !== 'finished');
  if (open.length > 0) {
    if (model.settings.minutesPerRound === null) throw conflict(MESSAGES.eventRoundNotTimed);
    // Through the score writer, which publishes each finish (src/scores/score-writer.ts).
    for (const match of open) await updateMatch(ctx, actor, match.id, { status: 'finished' });
  }
  const synced = await syncEvent(ctx, id, log);
  if (!synced) throw notFound(MESSAGES.eventNotFound);
  if (synced.blocked) throw synced.blocked;
  return synced.row;
}

/**
 * PUT /api/events/{id}/games/{matchId}: the organiser corrects a finished game's points; the
 * standings are computed afresh from the results (the match itself keeps its record as played).
 */
export function correctGame(
  ctx: AppContext,
  actor: Actor,
  id: number,
  matchId: string,
  body: EventGameCorrectionBody,
  log?: FastifyBaseLogger,
): Promise<EventRow> {
  return changeAsOrganiser(ctx, actor, id, log, async (tx, row) => {
    const game = (await listGames(tx, id)).find((candidate) => candidate.matchId === matchId);
    if (!game) throw notFound(MESSAGES.eventGameNotFound);
    if (game.team1Points === null) throw conflict(MESSAGES.eventGameNotFinished);
    await updateGame(tx, game, {
      team1Points: body.team1Points,
      team2Points: body.team2Points,
      corrected: true,
    });
    const updated = await updateEvent(tx, id, { version: row.version + 1 });
    return { row: updated, courts: [], matches: [], changed: true, finishedNow: false };
  });
}
