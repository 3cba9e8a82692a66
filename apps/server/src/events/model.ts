import {
  type EventCreateBody,
  type EventMexicanoPairing,
  joinTeamName,
  type MatchSettings,
  NO_TIME_LIMIT_SECONDS,
  settingsOfRules,
} from '@bandeja/contract';
import {
  americanoSchedule,
  type EventRound,
  eventStandings,
  firstRoundRanking,
  type GameResult,
  MAX_RALLY_TARGET,
  MEXICANO_PAIRINGS,
  type MexicanoPairing,
  mexicanoRound,
  mexicanoSitOutsBeforeStandings,
  parseRules,
  type Rules,
  type Sport,
  type Standing,
  teamAmericanoSchedule,
} from '@bandeja/scoring';
import { z } from 'zod';
import type { EventGameRow, EventRoundRow, EventRow } from './repository.ts';

/**
 * An event as the service works with it: the stored row with its JSON columns read back, and the
 * bridge to the engine (docs/scoring-rules.md, "Club events"). Participants are the engine's:
 * players by their place in the list, or in Team Americano the pairs by theirs.
 */

const settingsSchema = z.object({
  pointsPerGame: z.number().int().nullable(),
  minutesPerRound: z.number().int().nullable(),
  rounds: z.number().int(),
  mexicanoPairing: z.enum(MEXICANO_PAIRINGS).nullable(),
  serveChangeEvery: z.number().int(),
  seed: z.number().int(),
});
export type EventSettings = z.infer<typeof settingsSchema>;

const playersSchema = z.array(
  z.object({
    name: z.string(),
    email: z.string().nullable(),
    level: z.number().nullable(),
    /** The roster's player (events before the roster have none). */
    playerId: z.number().int().nullable().optional(),
    /**
     * Mexicano's round-1 level, fixed when the event was made: the club rating's level when the
     * player has one, else `level` (docs/rating.md, "Mexicano by level"). Older events have none.
     */
    seedLevel: z.number().nullable().optional(),
  }),
);
export type StoredPlayer = z.infer<typeof playersSchema>[number];
const teamsSchema = z.array(z.tuple([z.number().int(), z.number().int()]));
const numbersSchema = z.array(z.number().int());
const planSchema = z
  .array(
    z.object({
      games: z.array(z.object({ court: z.number().int(), team1: numbersSchema, team2: numbersSchema })),
      sittingOut: numbersSchema,
    }),
  )
  .nullable();

export interface EventModel {
  row: EventRow;
  settings: EventSettings;
  players: StoredPlayer[];
  teams: [number, number][];
  courtIds: number[];
  plan: EventRound[] | null;
}

export function modelOf(row: EventRow): EventModel {
  return {
    row,
    settings: settingsSchema.parse(row.settings),
    players: playersSchema.parse(row.players),
    teams: teamsSchema.parse(row.teams),
    courtIds: numbersSchema.parse(row.courtIds),
    plan: planSchema.parse(row.plan),
  };
}

export function numbersOf(value: unknown): number[] {
  return numbersSchema.parse(value);
}

const PAIRING_OF: Record<EventMexicanoPairing, MexicanoPairing> = {
  '1+3v2+4': 'first_third',
  '1+4v2+3': 'first_fourth',
};
export function apiPairingOf(pairing: MexicanoPairing | null): EventMexicanoPairing | null {
  if (pairing === null) return null;
  return pairing === 'first_third' ? '1+3v2+4' : '1+4v2+3';
}

/** Team Americano without teams given: the players pair up in list order. */
export function teamsOfBody(body: Pick<EventCreateBody, 'format' | 'players' | 'teams'>): [number, number][] {
  if (body.format !== 'team_americano') return [];
  if (body.teams) return body.teams.map(([a, b]) => [a, b]);
  return Array.from({ length: body.players.length / 2 }, (_, index) => [2 * index, 2 * index + 1]);
}

/**
 * Rounds when none are asked for (docs/api.md, "Events"): Americano one rotation of partners
 * (players − 1), Team Americano a round robin of the pairs, Mexicano 6.
 */
export function defaultRounds(format: EventCreateBody['format'], players: number): number {
  switch (format) {
    case 'americano':
      return Math.min(players - 1, 64);
    case 'team_americano': {
      const teams = players / 2;
      return teams % 2 === 0 ? teams - 1 : teams;
    }
    case 'mexicano':
      return 6;
  }
}

export function settingsOfBody(body: EventCreateBody, players: number, seed: number): EventSettings {
  return {
    pointsPerGame: body.pointsPerGame ?? null,
    minutesPerRound: body.minutesPerRound ?? null,
    rounds: body.rounds ?? defaultRounds(body.format, players),
    mexicanoPairing: body.format === 'mexicano' ? PAIRING_OF[body.mexicanoPairing ?? '1+3v2+4'] : null,
    serveChangeEvery: body.serveChangeEvery ?? 4,
    seed,
  };
}

/** The participants' count: players, or in Team Americano pairs. */
export function participantCount(model: Pick<EventModel, 'row' | 'players' | 'teams'>): number {
  return model.row.format === 'team_americano' ? model.teams.length : model.players.length;
}

/** The names the standings show: players, or 'Ana / Bea' for a pair. */
export function participantNames(model: Pick<EventModel, 'row' | 'players' | 'teams'>): string[] {
  if (model.row.format !== 'team_americano') return model.players.map((player) => player.name);
  return model.teams.map(([a, b]) => joinTeamName(model.players[a]?.name, model.players[b]?.name));
}

/** The players of one side of a game (a pair's two players in Team Americano). */
export function playersOfSide(model: Pick<EventModel, 'row' | 'teams'>, side: readonly number[]): number[] {
  if (model.row.format !== 'team_americano') return [...side];
  return side.flatMap((team) => model.teams[team] ?? []);
}

/** The whole schedule of the formats that fix it in advance; null for Mexicano. */
export function planOf(
  format: EventRow['format'],
  settings: EventSettings,
  players: number,
  teams: number,
  courts: number,
): { ok: true; plan: EventRound[] | null } | { ok: false; error: string } {
  if (format === 'mexicano') return { ok: true, plan: null };
  const result =
    format === 'americano'
      ? americanoSchedule({ players, courts, rounds: settings.rounds, seed: settings.seed })
      : teamAmericanoSchedule({ teams, courts, rounds: settings.rounds, seed: settings.seed });
  return result.ok ? { ok: true, plan: result.rounds } : { ok: false, error: result.error };
}

/** Finished games as the engine's results (a game counts once it has points). */
export function resultsOf(games: readonly EventGameRow[]): GameResult[] {
  return games.flatMap((game) =>
    game.team1Points === null || game.team2Points === null
      ? []
      : [
          {
            team1: numbersOf(game.team1),
            team2: numbersOf(game.team2),
            team1Points: game.team1Points,
            team2Points: game.team2Points,
          },
        ],
  );
}

export function standingsOf(model: EventModel, games: readonly EventGameRow[]): Standing[] {
  const result = eventStandings(participantNames(model), resultsOf(games));
  if (!result.ok) throw new Error(`event ${model.row.id}: standings refused (${result.error})`);
  return result.standings;
}

/**
 * Mexicano's first round: by level (highest first, players without one after, then list order)
 * when any player has one, else a draw from the event's seed (`firstRoundRanking`). The level is
 * the one fixed for seeding when the event was made (the club rating's, else the typed one).
 */
function firstRanking(model: EventModel): number[] {
  return firstRoundRanking(
    model.players.map((player) => (player.seedLevel === undefined ? player.level : player.seedLevel)),
    model.settings.seed,
  );
}

/**
 * Round `number` (1-based): from the plan, or for Mexicano from the standings so far (round 1 from
 * the levels or the draw) and who sat out before.
 */
export function roundFor(
  model: EventModel,
  number: number,
  rounds: readonly EventRoundRow[],
  games: readonly EventGameRow[],
): EventRound {
  if (model.plan) {
    const planned = model.plan[number - 1];
    if (!planned) throw new Error(`event ${model.row.id}: no round ${number} in its plan`);
    return planned;
  }
  const ranking =
    number === 1 ? firstRanking(model) : standingsOf(model, games).map((standing) => standing.participant);
  const result = mexicanoRound({
    players: model.players.length,
    courts: model.courtIds.length,
    ranking,
    pairing: model.settings.mexicanoPairing ?? 'first_third',
    sitOutHistory: rounds
      .filter((round) => round.number < number)
      .map((round) => numbersOf(round.sittingOut)),
  });
  if (!result.ok) throw new Error(`event ${model.row.id}: Mexicano round refused (${result.error})`);
  return result.round;
}

/**
 * Who sits out Mexicano round `number` while the round before it is still in play, when the
 * standings that break ties are not final: those certain to sit out, and how many more seats the
 * standings will decide (the engine's `mexicanoSitOutsBeforeStandings`, the draw's own order).
 */
export function sitOutsBeforeStandings(
  model: EventModel,
  number: number,
  rounds: readonly EventRoundRow[],
): { certain: number[]; open: number } | null {
  return mexicanoSitOutsBeforeStandings({
    players: model.players.length,
    courts: model.courtIds.length,
    sitOutHistory: rounds
      .filter((round) => round.number < number)
      .map((round) => numbersOf(round.sittingOut)),
  });
}

/**
 * The rally rules of an event's game (docs/scoring-rules.md, "Rally scoring"): the points target
 * played in total, or for a timed round without one a race to the engine's highest target (the
 * clock ends it first); team 1 serves first, the serve passing every `serveChangeEvery` points.
 */
export function gameFormat(
  settings: EventSettings,
  sport: Sport,
): { rules: Rules; settings: MatchSettings; matchDuration: number } {
  const rally =
    settings.pointsPerGame !== null
      ? {
          target: settings.pointsPerGame,
          targetMode: 'total' as const,
          serveEvery: settings.serveChangeEvery,
        }
      : { target: MAX_RALLY_TARGET, targetMode: 'race' as const, serveEvery: settings.serveChangeEvery };
  const parsed = parseRules({
    sport,
    matchType: 'doubles',
    scoringFormat: 'rally',
    rally,
    serviceConfig: { mode: 'team1', team1Server: 1, team2Server: 1 },
  });
  if (!parsed.ok) throw new Error(`event game rules refused: ${parsed.error}`);
  const rules = parsed.rules;
  return {
    rules,
    settings: settingsOfRules(rules, { presetId: null, coinToss: null, mixed: false, shotClock: false }),
    matchDuration: settings.minutesPerRound === null ? NO_TIME_LIMIT_SECONDS : settings.minutesPerRound * 60,
  };
}

/** The points of a finished rally game from its stored score view; null when there are none. */
export function rallyPointsOf(view: unknown): { team1: number; team2: number } | null {
  const parsed = z
    .object({ rally: z.object({ team1_points: z.number().int(), team2_points: z.number().int() }) })
    .safeParse(view);
  return parsed.success
    ? { team1: parsed.data.rally.team1_points, team2: parsed.data.rally.team2_points }
    : null;
}
