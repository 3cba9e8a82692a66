import { matchEventSchema } from '@bandeja/contract/match-log';
import {
  FINISH_REASONS,
  LAST_POINT_TYPES,
  MATCH_STATUSES,
  type MatchEvent,
  type MatchState,
  TEAM_SERVERS,
  TEAMS,
  WINNERS,
} from '@bandeja/scoring';
import { z } from 'zod';

/**
 * How the engine's MatchState is stored in score_snapshots.state: every field except `history`,
 * the engine's list of effective events. Only an undo reads that list (it re-folds them), so an
 * undo re-reads the log instead (the log is the truth, docs/scoring-rules.md#the-event-log), and every other event applies
 * to the stored state in O(1): the snapshot stays a few hundred bytes however long the match.
 * Rows are parsed on the way back in: a damaged row is an error, never a silently wrong score.
 */
// The engine's own lists (state-codec.types.test.ts proves the stored shape is its state).
const team = z.enum(TEAMS);
const teamServer = z.literal(TEAM_SERVERS);
const count = z.number().int().min(0);
const byTeam = z.object({ team1: count, team2: count });
const service = z.object({
  servingTeam: team,
  nextServer: z.object({ team1: teamServer, team2: teamServer }),
});

const storedStateSchema = z.object({
  status: z.enum(MATCH_STATUSES),
  winner: z.enum(WINNERS).nullable(),
  finishReason: z.enum(FINISH_REASONS).nullable(),
  endedAt: z.number().nullable(),
  serverDefined: z.boolean(),
  service,
  setStartService: service,
  sets: z.array(z.object({ games: byTeam, tiebreak: byTeam.nullable(), winner: team })),
  games: byTeam,
  points: byTeam,
  setsWon: byTeam,
  lastPoint: team.nullable(),
  lastType: z.enum(LAST_POINT_TYPES),
  version: z.number().int().min(0),
});
export type StoredMatchState = z.infer<typeof storedStateSchema>;

export function encodeState(state: MatchState): StoredMatchState {
  return {
    status: state.status,
    winner: state.winner,
    finishReason: state.finishReason,
    endedAt: state.endedAt,
    serverDefined: state.serverDefined,
    service: state.service,
    setStartService: state.setStartService,
    sets: state.sets.map((set) => ({ games: set.games, tiebreak: set.tiebreak, winner: set.winner })),
    games: state.games,
    points: state.points,
    setsWon: state.setsWon,
    lastPoint: state.lastPoint,
    lastType: state.lastType,
    version: state.version,
  };
}

/**
 * The stored state, ready for `apply` of any event but undo: its history is empty (an undo is
 * applied to `replay` of the log instead: the writer re-reads it, see score-writer.ts).
 */
export function decodeState(stored: unknown): MatchState {
  return { ...storedStateSchema.parse(stored), history: null };
}

/** The columns of match_events that hold an event: kind, team, and the rest in payload. */
export interface EventColumns {
  kind: MatchEvent['kind'];
  team: 'team1' | 'team2' | null;
  payload: Record<string, unknown> | null;
  at: number;
}

export function eventColumns(event: MatchEvent): EventColumns {
  switch (event.kind) {
    case 'point':
    case 'serveDecided':
      return { kind: event.kind, team: event.team, payload: null, at: event.at };
    case 'undo':
    case 'resetGame':
    case 'resetSet':
      return { kind: event.kind, team: null, payload: null, at: event.at };
    case 'serversChosen':
      return {
        kind: event.kind,
        team: null,
        payload: { team1Server: event.team1Server, team2Server: event.team2Server },
        at: event.at,
      };
    case 'finish':
      return { kind: event.kind, team: null, payload: { reason: event.reason }, at: event.at };
    case 'retire':
    case 'walkover':
      return { kind: event.kind, team: event.team, payload: null, at: event.at };
    case 'manualResult':
      return {
        kind: event.kind,
        team: null,
        payload: { sets: event.sets, retired: event.retired ?? null },
        at: event.at,
      };
  }
}

/** A stored log row back into the engine's event (throws on a damaged row). */
export function eventFromColumns(row: {
  kind: string;
  team: string | null;
  payload: unknown;
  at: number;
}): MatchEvent {
  const payload = typeof row.payload === 'object' && row.payload !== null ? row.payload : {};
  const fields =
    row.team === null ? { kind: row.kind, at: row.at } : { kind: row.kind, team: row.team, at: row.at };
  return matchEventSchema.parse({ ...payload, ...fields });
}
