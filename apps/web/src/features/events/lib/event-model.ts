import type { EventGame, EventRound, EventStanding, EventView } from '@bandeja/contract';

/**
 * What the events' screens read out of the whole evening (docs/product.md, "Club events"): names
 * of sides, the round in play, a player's next court and partner, a player's games. Pure.
 */

export type Side = 'team1' | 'team2';

export function playerName(view: EventView, player: number): string {
  return view.players.find((candidate) => candidate.number === player)?.name ?? `#${player + 1}`;
}

export function namesOf(view: EventView, players: readonly number[]): string[] {
  return players.map((player) => playerName(view, player));
}

/** A side's name: its pair's name in Team Americano, else its players joined with ' & '. */
export function sideName(view: EventView, game: EventGame, side: Side): string {
  const team = side === 'team1' ? game.team1_team : game.team2_team;
  const pair = team === null ? undefined : view.teams.find((candidate) => candidate.number === team);
  return pair?.name ?? namesOf(view, side === 'team1' ? game.team1 : game.team2).join(' & ');
}

/** The round being played, or null before the start and after the end. */
export function currentRound(view: EventView): EventRound | null {
  if (view.event.status !== 'running') return null;
  return view.rounds.find((round) => round.number === view.event.current_round) ?? null;
}

/** The round a screen shows: the one in play, else the last played (finished), else the first. */
export function shownRound(view: EventView): EventRound | null {
  const current = currentRound(view);
  if (current) return current;
  const played = view.rounds.filter((round) => round.status !== 'pending');
  return played.at(-1) ?? view.rounds[0] ?? null;
}

/** Seconds left in a timed round by the server's clock (never below 0), or null when untimed. */
export function secondsLeft(round: EventRound | null, now: number): number | null {
  if (!round?.ends_at || round.status !== 'playing') return null;
  return Math.max(0, Math.ceil((Date.parse(round.ends_at) - now) / 1000));
}

export function sideOf(game: EventGame, player: number): Side | null {
  if (game.team1.includes(player)) return 'team1';
  if (game.team2.includes(player)) return 'team2';
  return null;
}

export interface PlayerGame {
  round: EventRound;
  game: EventGame;
  side: Side;
  partners: number[];
  opponents: number[];
}

function playerGame(round: EventRound, player: number): PlayerGame | null {
  for (const game of round.games) {
    const side = sideOf(game, player);
    if (side === null) continue;
    const own = side === 'team1' ? game.team1 : game.team2;
    return {
      round,
      game,
      side,
      partners: own.filter((other) => other !== player),
      opponents: side === 'team1' ? game.team2 : game.team1,
    };
  }
  return null;
}

/** Every game a player has in the rounds known so far, in round order. */
export function gamesOf(view: EventView, player: number): PlayerGame[] {
  return view.rounds.flatMap((round) => {
    const found = playerGame(round, player);
    return found ? [found] : [];
  });
}

/** What a player's phone says next: where they play now or next, or why not. */
export type NextForPlayer =
  | { kind: 'playing'; game: PlayerGame }
  | { kind: 'next'; game: PlayerGame }
  | { kind: 'sitting-out'; round: EventRound; next: PlayerGame | null }
  | { kind: 'sits-out-next'; round: EventRound }
  | { kind: 'drawn-later' }
  | { kind: 'not-started'; first: PlayerGame | null }
  | { kind: 'done' }
  | { kind: 'finished' };

export function nextForPlayer(view: EventView, player: number): NextForPlayer {
  const { status, current_round: current } = view.event;
  if (status === 'finished') return { kind: 'finished' };
  if (status === 'draft') {
    const first = view.rounds[0];
    return { kind: 'not-started', first: first ? playerGame(first, player) : null };
  }
  const later = view.rounds.filter((round) => round.number > current);
  const nextRound = later[0];
  const nextGame = nextRound ? playerGame(nextRound, player) : null;
  const round = currentRound(view);
  if (round) {
    const now = playerGame(round, player);
    if (now && now.game.status !== 'finished') return { kind: 'playing', game: now };
    if (!now && round.status !== 'finished') return { kind: 'sitting-out', round, next: nextGame };
  }
  if (nextGame) return { kind: 'next', game: nextGame };
  if (nextRound) return { kind: 'sits-out-next', round: nextRound };
  // Mexicano draws each round from the standings when the one before ends.
  return current < view.event.rounds ? { kind: 'drawn-later' } : { kind: 'done' };
}

export function standingOf(view: EventView, player: number): EventStanding | null {
  return view.standings.find((line) => line.players.includes(player) || line.participant === player) ?? null;
}

/** A game's points as shown: the result once finished, else the live rally score (or none yet). */
export function gamePoints(
  game: EventGame,
  live: { team1_points: number; team2_points: number } | undefined,
): { team1: number; team2: number } | null {
  if (game.status === 'finished' && game.team1_points !== null && game.team2_points !== null) {
    return { team1: game.team1_points, team2: game.team2_points };
  }
  if (game.status === 'ongoing') return { team1: live?.team1_points ?? 0, team2: live?.team2_points ?? 0 };
  return null;
}

/** The outcome of a finished game for one side. */
export function outcomeFor(game: EventGame, side: Side): 'won' | 'lost' | 'drawn' | null {
  if (game.team1_points === null || game.team2_points === null || game.status !== 'finished') return null;
  const own = side === 'team1' ? game.team1_points : game.team2_points;
  const other = side === 'team1' ? game.team2_points : game.team1_points;
  return own > other ? 'won' : own < other ? 'lost' : 'drawn';
}
