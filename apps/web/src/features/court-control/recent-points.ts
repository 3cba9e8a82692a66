import type { LiveScore } from '@bandeja/contract';
import { SET_KEYS } from '@bandeja/contract/plain';
import { useEffect, useRef, useState } from 'react';

/**
 * The last points as this screen saw them arrive (docs/product.md#control-screen), so the operator
 * sees what Undo takes back. Built from the scores the socket pushes, one version at a time: a
 * point, game, set or match adds a line, a reset adds one, an undo takes the latest off. Events
 * this screen did not see one by one (before it opened, or while it was away) are not listed.
 */
export interface RecentEvent {
  version: number;
  kind: 'point' | 'game' | 'set' | 'match' | 'reset' | 'other';
  team: 'team1' | 'team2' | null;
  /** The score when the point was played: the game's points, then the set's games. */
  at: string;
}

export interface RecentPoints {
  events: RecentEvent[];
  /** Some events were not seen one by one: the list starts after them. */
  gap: boolean;
}

const KEPT = 30;

/** '30-15 · 3-2': the game's (or tiebreak's) points, then the games of the set in play. */
export function scoreLine(score: LiveScore): string {
  const game = score.current_game;
  const points = game.is_tiebreak
    ? `${game.team1_tiebreak_score}-${game.team2_tiebreak_score}`
    : `${game.team1_score}-${game.team2_score}`;
  const set = score.set_scores[SET_KEYS[score.currentSet] ?? 'set1'];
  return `${points} · ${set.team1}-${set.team2}`;
}

/** The next list after `next` arrives, given the score before it. */
export function nextRecentPoints(list: RecentPoints, previous: LiveScore, next: LiveScore): RecentPoints {
  if (next.version <= previous.version) return list;
  if (next.version !== previous.version + 1) return { events: [], gap: true };
  const type = next.last_point_type;
  if (type === 'undo') return { ...list, events: list.events.slice(0, -1) };
  const team = next.last_point_score === 'none' ? null : next.last_point_score;
  const kind: RecentEvent['kind'] =
    type === 'reset' ? 'reset' : type === 'none' || team === null ? 'other' : type;
  const event: RecentEvent = { version: next.version, kind, team, at: scoreLine(previous) };
  return { ...list, events: [...list.events, event].slice(-KEPT) };
}

export function useRecentPoints(score: LiveScore): RecentPoints {
  const previous = useRef(score);
  const [list, setList] = useState<RecentPoints>({ events: [], gap: false });
  useEffect(() => {
    const before = previous.current;
    previous.current = score;
    if (before !== score) setList((current) => nextRecentPoints(current, before, score));
  }, [score]);
  return list;
}
