/**
 * Event standings (docs/scoring-rules.md, "Standings"), recomputed from the list of finished game
 * results every time, so a corrected result simply gives new standings. Ranked by points won, then
 * games won, then head-to-head among the players still level, then name, then number.
 */
import type { EventError, GameResult } from './types.ts';
import { MAX_EVENT_PLAYERS } from './types.ts';

export interface Standing {
  /** 1-based; every participant has a different rank (the last tie-breaks are name and number). */
  rank: number;
  /** The participant's number: a player (or, in Team Americano, a pair). */
  participant: number;
  name: string;
  /** Points won in all games: the ranking figure. */
  points: number;
  pointsAgainst: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
}

export type StandingsResult = { ok: true; standings: Standing[] } | { ok: false; error: EventError };

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000;
}

function resultError(result: GameResult, participants: number): boolean {
  if (typeof result !== 'object' || result === null) return true;
  if (!Array.isArray(result.team1) || !Array.isArray(result.team2)) return true;
  const sides = [...result.team1, ...result.team2];
  if (result.team1.length === 0 || result.team2.length === 0) return true;
  if (new Set(sides).size !== sides.length) return true;
  if (
    sides.some(
      (participant) => !Number.isInteger(participant) || participant < 0 || participant >= participants,
    )
  ) {
    return true;
  }
  return !isCount(result.team1Points) || !isCount(result.team2Points);
}

interface Row extends Omit<Standing, 'rank'> {
  /** Points won minus points lost against the other participants of its tie group. */
  headToHead: number;
}

/** The standings of `names.length` participants from the finished games' results. */
export function eventStandings(names: readonly string[], results: readonly GameResult[]): StandingsResult {
  if (
    !Array.isArray(names) ||
    names.length > 2 * MAX_EVENT_PLAYERS ||
    names.some((name) => typeof name !== 'string')
  ) {
    return { ok: false, error: 'invalid_names' };
  }
  if (!Array.isArray(results) || results.some((result) => resultError(result, names.length))) {
    return { ok: false, error: 'invalid_result' };
  }
  const rows: Row[] = names.map((name, participant) => ({
    participant,
    name,
    points: 0,
    pointsAgainst: 0,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    headToHead: 0,
  }));
  for (const result of results) {
    const sides: [readonly number[], number, number][] = [
      [result.team1, result.team1Points, result.team2Points],
      [result.team2, result.team2Points, result.team1Points],
    ];
    for (const [side, scored, conceded] of sides) {
      for (const participant of side) {
        const row = rows[participant] as Row;
        row.points += scored;
        row.pointsAgainst += conceded;
        row.played += 1;
        if (scored > conceded) row.won += 1;
        else if (scored === conceded) row.drawn += 1;
        else row.lost += 1;
      }
    }
  }

  // Head-to-head inside each group level on points and games won.
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.points}:${row.won}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const members = new Set(group.map((row) => row.participant));
    for (const result of results) {
      const sides: [readonly number[], readonly number[], number][] = [
        [result.team1, result.team2, result.team1Points - result.team2Points],
        [result.team2, result.team1, result.team2Points - result.team1Points],
      ];
      for (const [side, others, difference] of sides) {
        if (!others.some((participant) => members.has(participant))) continue;
        for (const participant of side)
          if (members.has(participant)) (rows[participant] as Row).headToHead += difference;
      }
    }
  }

  const ordered = [...rows].sort(
    (a, b) =>
      b.points - a.points ||
      b.won - a.won ||
      b.headToHead - a.headToHead ||
      compareNames(a.name, b.name) ||
      a.participant - b.participant,
  );
  return {
    ok: true,
    standings: ordered.map(({ headToHead: _, ...row }, index) => ({ rank: index + 1, ...row })),
  };
}

/** Case-insensitive by code unit, the same on every machine (no locale data involved). */
function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}
