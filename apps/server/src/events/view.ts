import {
  type EventFinishedData,
  type EventGame,
  type EventRound,
  type EventStanding,
  type EventSummary,
  type EventView,
  MESSAGES,
} from '@bandeja/contract';
import type { EventRound as EngineRound } from '@bandeja/scoring';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/respond.ts';
import { languageOf } from '../texts/index.ts';
import {
  apiPairingOf,
  type EventModel,
  modelOf,
  numbersOf,
  participantNames,
  playersOfSide,
  roundFor,
  sitOutsBeforeStandings,
  standingsOf,
} from './model.ts';
import {
  clubOfEvent,
  courtsByIds,
  type EventGameRow,
  type EventRoundRow,
  type EventRow,
  findEvent,
  gameMatches,
  listGames,
  listRounds,
} from './repository.ts';

/** The event's public view (GET /api/events/{id}, the socket's `eventUpdate`): no addresses. */

export function summaryOf(row: EventRow, courtNames: Map<number, string>): EventSummary {
  const model = modelOf(row);
  return {
    id: row.id,
    name: row.name,
    club_id: row.clubId,
    format: row.format,
    status: row.status,
    points_per_game: model.settings.pointsPerGame,
    minutes_per_round: model.settings.minutesPerRound,
    rounds: model.settings.rounds,
    current_round: row.currentRound,
    mexicano_pairing: apiPairingOf(model.settings.mexicanoPairing),
    serve_change_every: model.settings.serveChangeEvery,
    courts: model.courtIds.map((id) => ({ id, name: courtNames.get(id) ?? '' })),
    created_at: iso(row.createdAt),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
  };
}

function teamOf(model: EventModel, side: readonly number[]): number | null {
  return model.row.format === 'team_americano' ? (side[0] ?? null) : null;
}

function presentGame(
  model: EventModel,
  game: { court: number; team1: number[]; team2: number[] },
  stored: EventGameRow | null,
  matchStatus: string | null,
  courtNames: Map<number, string>,
): EventGame {
  const courtId = stored?.courtId ?? model.courtIds[game.court] ?? 0;
  const finished = stored !== null && stored.team1Points !== null;
  return {
    court_id: courtId,
    court_name: courtNames.get(courtId) ?? '',
    match_id: stored?.matchId ?? null,
    status: finished
      ? 'finished'
      : matchStatus === 'ongoing' || matchStatus === 'finished'
        ? 'ongoing'
        : 'scheduled',
    team1: playersOfSide(model, game.team1),
    team2: playersOfSide(model, game.team2),
    team1_team: teamOf(model, game.team1),
    team2_team: teamOf(model, game.team2),
    team1_points: stored?.team1Points ?? null,
    team2_points: stored?.team2Points ?? null,
    corrected: stored?.corrected ?? false,
  };
}

function presentRounds(
  model: EventModel,
  rounds: readonly EventRoundRow[],
  games: readonly EventGameRow[],
  statuses: Map<string, string>,
  courtNames: Map<number, string>,
): EventRound[] {
  const played: EventRound[] = rounds.map((round) => {
    const own = games.filter((game) => game.round === round.number);
    return {
      number: round.number,
      status: round.finishedAt ? 'finished' : 'playing',
      games: own.map((game) =>
        presentGame(
          model,
          { court: game.courtIndex, team1: numbersOf(game.team1), team2: numbersOf(game.team2) },
          game,
          game.matchId === null ? null : (statuses.get(game.matchId) ?? null),
          courtNames,
        ),
      ),
      sitting_out: playersOfSide(model, numbersOf(round.sittingOut)),
      started_at: iso(round.startedAt),
      ends_at: iso(round.endsAt),
      finished_at: iso(round.finishedAt),
    };
  });
  // The rounds still to come, when the plan fixes them.
  const planned: EventRound[] = (model.plan ?? []).slice(rounds.length).map((round, index) => ({
    number: rounds.length + index + 1,
    status: 'pending',
    games: round.games.map((game) => presentGame(model, game, null, null, courtNames)),
    sitting_out: playersOfSide(model, round.sittingOut),
    started_at: null,
    ends_at: null,
    finished_at: null,
  }));
  return [...played, ...planned];
}

function presentStandings(model: EventModel, games: readonly EventGameRow[]): EventStanding[] {
  return standingsOf(model, games).map((standing) => ({
    rank: standing.rank,
    participant: standing.participant,
    name: standing.name,
    players:
      model.row.format === 'team_americano'
        ? [...(model.teams[standing.participant] ?? [])]
        : [standing.participant],
    points_won: standing.points,
    points_against: standing.pointsAgainst,
    played: standing.played,
    wins: standing.won,
    draws: standing.drawn,
    losses: standing.lost,
  }));
}

/**
 * Who sits out the next round, as far as it is known: from the plan; in Mexicano from the draw
 * itself once this round's games are over, and while they are still in play only those the draw
 * makes sit out whatever the standings (`open` more seats wait for the round's results).
 */
function nextSittingOut(
  model: EventModel,
  rounds: readonly EventRoundRow[],
  games: readonly EventGameRow[],
): { players: number[]; open: number } | null {
  if (model.row.status === 'finished') return null;
  const next = model.row.currentRound + 1;
  if (next > model.settings.rounds) return null;
  const inPlay = games.some((game) => game.round === model.row.currentRound && game.finishedAt === null);
  if (!model.plan && inPlay) {
    const known = sitOutsBeforeStandings(model, next, rounds);
    return known ? { players: playersOfSide(model, known.certain), open: known.open } : null;
  }
  let round: EngineRound;
  try {
    round = roundFor(model, next, rounds, games);
  } catch {
    return null;
  }
  return { players: playersOfSide(model, round.sittingOut), open: 0 };
}

function nextSittingOutFields(next: { players: number[]; open: number } | null) {
  return { next_sitting_out: next?.players ?? null, next_sitting_out_open: next?.open ?? 0 };
}

export async function eventViewOf(db: DbOrTx, id: number, now: number): Promise<EventView | null> {
  const row = await findEvent(db, id);
  if (!row) return null;
  const model = modelOf(row);
  const [rounds, games, courts, club] = await Promise.all([
    listRounds(db, id),
    listGames(db, id),
    courtsByIds(db, model.courtIds),
    clubOfEvent(db, row.clubId),
  ]);
  const courtNames = new Map(courts.map((court) => [court.id, court.name]));
  const matchIds = games.flatMap((game) => (game.matchId === null ? [] : [game.matchId]));
  const statuses = new Map((await gameMatches(db, matchIds)).map((match) => [match.id, match.status]));
  const names = participantNames(model);
  return {
    event: summaryOf(row, courtNames),
    club: {
      id: row.clubId,
      name: club?.name ?? '',
      language: club?.language ? languageOf(club.language) : null,
    },
    players: model.players.map((player, number) => ({
      number,
      name: player.name,
      level: player.level,
      has_email: player.email !== null,
      team: row.format === 'team_americano' ? model.teams.findIndex((team) => team.includes(number)) : null,
    })),
    teams:
      row.format === 'team_americano'
        ? model.teams.map((players, number) => ({ number, name: names[number] ?? '', players }))
        : [],
    rounds: presentRounds(model, rounds, games, statuses, courtNames),
    standings: presentStandings(model, games),
    ...nextSittingOutFields(nextSittingOut(model, rounds, games)),
    image_url: row.status === 'finished' ? `/api/events/${row.id}/standings.png` : null,
    version: row.version,
    now: new Date(now).toISOString(),
  };
}

/** GET /events/{id}: an event's whole view, as its pages and anyone with its link see it; 404 when unknown. */
export async function requireEventView(ctx: AppContext, id: number): Promise<EventView> {
  const found = await eventViewOf(ctx.db, id, ctx.now());
  if (!found) throw notFound(MESSAGES.eventNotFound);
  return found;
}

/**
 * Tells the event's room its new view after a committed change. Never throws: the change is
 * committed, and a screen that misses it gets the view again when it rejoins.
 */
export function publishEvent(ctx: AppContext, id: number, log?: FastifyBaseLogger): void {
  const work = eventViewOf(ctx.db, id, ctx.now())
    .then((view) => {
      if (view) ctx.live.publish({ event: 'eventUpdate', eventId: id, payload: view });
    })
    .catch((error: unknown) => log?.error({ err: error, eventId: id }, 'event broadcast failed'));
  ctx.live.track(work);
}

/**
 * The `event.finished` webhook's data (docs/operations.md, "Webhooks"): the event, its final
 * standings with the players' names, and the games' matches (event games carry no booking
 * reference).
 */
export function eventFinishedData(view: EventView, row: EventRow, endedAt: Date): EventFinishedData {
  const nameOf = new Map(view.players.map((player) => [player.number, player.name]));
  return {
    event: {
      id: row.id,
      name: row.name,
      format: row.format,
      started_at: row.startedAt ? row.startedAt.toISOString() : null,
      ended_at: endedAt.toISOString(),
    },
    standings: view.standings.map((standing) => ({
      position: standing.rank,
      name: standing.name,
      players: standing.players.map((number) => nameOf.get(number) ?? ''),
      played: standing.played,
      won: standing.wins,
      lost: standing.losses,
      drawn: standing.draws,
      points: standing.points_won,
    })),
    matches: view.rounds.flatMap((round) =>
      round.games.flatMap((game) =>
        game.match_id === null ? [] : [{ id: game.match_id, external_ref: null }],
      ),
    ),
  };
}
