import type { LiveScore } from '@bandeja/contract';
import { describe, expect, it } from 'vitest';
import { pressFlashOf } from './use-live-calls.ts';

const score = (version: number, change: Partial<LiveScore> = {}) =>
  ({
    match_id: 'match-0001',
    version,
    last_point_type: 'point',
    last_point_score: 'team1',
    ...change,
  }) as LiveScore;

describe('the boards’ confirmation of a press', () => {
  it('names the point or the undo of the very next version', () => {
    expect(pressFlashOf(score(3), score(4))).toBe('team1');
    expect(pressFlashOf(score(3), score(4, { last_point_type: 'game', last_point_score: 'team2' }))).toBe(
      'team2',
    );
    expect(pressFlashOf(score(3), score(4, { last_point_type: 'undo', last_point_score: 'none' }))).toBe(
      'undo',
    );
  });

  it('shows nothing for no new version (a press the guard refused), a jump, a reset or another match', () => {
    expect(pressFlashOf(score(3), score(3))).toBeNull();
    expect(pressFlashOf(score(3), score(6))).toBeNull();
    expect(
      pressFlashOf(score(3), score(4, { last_point_type: 'reset', last_point_score: 'none' })),
    ).toBeNull();
    expect(pressFlashOf(score(3), score(4, { match_id: 'match-0002' }))).toBeNull();
  });
});
