import type { LiveScore } from '@bandeja/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { acceptScore, isNewerScore, liveScoreKey, skipsVersions } from './live-score.ts';

function score(version: number, updatedAt = '2026-11-22T10:00:00.000Z', matchId = 'match-abcdef'): LiveScore {
  // Only the fields the version logic reads matter here; the rest keeps the type honest.
  return { match_id: matchId, version, updated_at: updatedAt } as unknown as LiveScore;
}

describe('live score versions', () => {
  it('takes a score with a higher version', () => {
    expect(isNewerScore(score(3), score(4))).toBe(true);
  });

  it('refuses a late message with a lower version', () => {
    expect(isNewerScore(score(5), score(4))).toBe(false);
  });

  it('takes the same version when it was updated later (a status change without a new event)', () => {
    expect(isNewerScore(score(5, '2026-11-22T10:00:00.000Z'), score(5, '2026-11-22T10:00:01.000Z'))).toBe(
      true,
    );
    expect(isNewerScore(score(5), score(5))).toBe(false);
  });

  it('writes only newer scores into the query cache', () => {
    const queryClient = new QueryClient();
    expect(acceptScore(queryClient, score(2))).toBe(true);
    expect(acceptScore(queryClient, score(1))).toBe(false);
    expect(queryClient.getQueryData<LiveScore>(liveScoreKey('match-abcdef'))?.version).toBe(2);
  });

  it('tells an update that skips versions (changes the screen did not hear) from the next one or a repeat', () => {
    expect(skipsVersions(score(3), score(4))).toBe(false);
    expect(skipsVersions(score(3), score(3, '2026-11-22T10:00:01.000Z'))).toBe(false);
    expect(skipsVersions(score(3), score(5))).toBe(true);
    expect(skipsVersions(undefined, score(9))).toBe(false);
    expect(skipsVersions(score(3, undefined, 'match-other1'), score(9))).toBe(false);
  });
});
