import type { LiveScore, ScoreCreateBody } from '@bandeja/contract';
import { HEADERS, SCREEN_MESSAGES, type ScoreAction } from '@bandeja/contract/plain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiResponse, apiRequest, type Parser, unwrap } from './api-client.ts';

/**
 * The live score of a match, shared by every screen that shows one (scoreboard, court control,
 * admin). One query per match; socket messages write into it (`acceptScore`), never a second store.
 */
export const liveScoreKey = (matchId: string) => ['matches', matchId, 'score'] as const;

/**
 * The public scoreboard must stay small, so the live score is not re-checked with zod here: the
 * server validates every response and socket message against the contract's schema before sending
 * it. This guard only refuses what is plainly not a score.
 */
export const parseLiveScore: Parser<LiveScore> = (data) => {
  if (!isLiveScore(data)) throw new Error('not a live score');
  return data;
};

function isLiveScore(data: unknown): data is LiveScore {
  return (
    typeof data === 'object' &&
    data !== null &&
    'match_id' in data &&
    typeof data.match_id === 'string' &&
    'version' in data &&
    typeof data.version === 'number' &&
    'set_scores' in data &&
    'current_game' in data
  );
}

export function fetchPublicScore(matchId: string, signal?: AbortSignal): Promise<ApiResponse<LiveScore>> {
  return apiRequest('GET', `/scores/public/${encodeURIComponent(matchId)}`, {
    parse: parseLiveScore,
    fallback: SCREEN_MESSAGES.fetchPublicScore,
    signal,
  });
}

/** POST /scores/{matchId}/create (docs/api.md "Scores"): a score for a match that has none, from its team names. */
export function createScore(matchId: string, body: ScoreCreateBody): Promise<ApiResponse<LiveScore>> {
  return apiRequest('POST', `/scores/${encodeURIComponent(matchId)}/create`, {
    parse: parseLiveScore,
    fallback: SCREEN_MESSAGES.createScore,
    body,
  });
}

/** Starts loading a match's public score into the cache (the scoreboard's first paint). */
export function prefetchPublicScore(queryClient: QueryClient, matchId: string): void {
  void queryClient.prefetchQuery({
    queryKey: liveScoreKey(matchId),
    // No abort signal: the board's own query takes this request over when it mounts.
    queryFn: () => unwrap(fetchPublicScore(matchId)),
    retry: false,
  });
}

export function useLiveScore(matchId: string | undefined, options: { refetchIntervalMs?: number } = {}) {
  return useQuery({
    queryKey: liveScoreKey(matchId ?? ''),
    queryFn: ({ signal }) => unwrap(fetchPublicScore(matchId ?? '', signal)),
    enabled: Boolean(matchId),
    refetchInterval: options.refetchIntervalMs,
    // 'No score found' at once: a 4xx will not change on a retry, a network or server error may.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    // A fetched score never replaces a newer one that arrived over the socket meanwhile.
    structuralSharing: (previous, next) => (isNewerOrSame(previous, next) ? next : previous),
  });
}

function isNewerOrSame(previous: unknown, next: unknown): boolean {
  if (!isLiveScore(previous) || !isLiveScore(next)) return true;
  return isNewerScore(previous, next) || next.version === previous.version;
}

/**
 * Versions count the events of the match's log: a score with a lower version is stale (an older
 * message arriving late). A reset of the log (match recreated) starts again from a new match id.
 */
export function isNewerScore(current: LiveScore | undefined, incoming: LiveScore): boolean {
  if (!current || current.match_id !== incoming.match_id) return true;
  return (
    incoming.version > current.version ||
    (incoming.version === current.version && incoming.updated_at > current.updated_at)
  );
}

/**
 * Whether `incoming` skips versions after `current` (docs/api.md "Socket.IO"): a socket never
 * receives a lower version of a match than one it received, and each change adds one, so a jump of
 * more means changes this screen did not hear (a message lost between the server's processes).
 * The score itself is whole; the screen asks again (`resync`) to be sure it holds the newest.
 */
export function skipsVersions(current: LiveScore | undefined, incoming: LiveScore): boolean {
  if (!current || current.match_id !== incoming.match_id) return false;
  return incoming.version > current.version + 1;
}

/** Writes a score into the cache unless the cache already holds a newer one. Returns true if taken. */
export function acceptScore(queryClient: QueryClient, score: LiveScore): boolean {
  const current = queryClient.getQueryData<LiveScore>(liveScoreKey(score.match_id));
  if (!isNewerScore(current, score)) return false;
  queryClient.setQueryData(liveScoreKey(score.match_id), score);
  return true;
}

/** How long a queued action's send may take before it counts as a network failure. */
const QUEUED_SEND_TIMEOUT_MS = 10_000;

/** The fallback message of each score action in docs/product.md#messages. */
const ACTION_FALLBACKS: Record<ScoreAction, string> = {
  'team1-point': SCREEN_MESSAGES.team1Point,
  'team2-point': SCREEN_MESSAGES.team2Point,
  'reset-game': SCREEN_MESSAGES.resetGame,
  'reset-set': SCREEN_MESSAGES.resetSet,
  undo: SCREEN_MESSAGES.undo,
};

/**
 * POST /scores/{matchId}/{action} (docs/api.md "Scores"): a point, undo or reset from a screen. The
 * answer is the new score; callers put it into the cache with `acceptScore` (the socket may be slower).
 */
export function postScoreAction(
  matchId: string,
  action: ScoreAction,
  /** A queued action's key (applied once however often it is sent) and press time (epoch ms). */
  queued?: { key: string; pressedAt: number },
): Promise<ApiResponse<LiveScore>> {
  return apiRequest('POST', `/scores/${encodeURIComponent(matchId)}/${action}`, {
    parse: parseLiveScore,
    fallback: ACTION_FALLBACKS[action],
    ...(queued
      ? {
          headers: { [HEADERS.idempotencyKey]: queued.key },
          body: { pressedAt: queued.pressedAt },
          // A send that hangs (Wi-Fi gone without a word) gives up and is sent again with its key.
          signal: AbortSignal.timeout(QUEUED_SEND_TIMEOUT_MS),
        }
      : {}),
  });
}
