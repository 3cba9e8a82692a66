import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishMarkOf } from './board-labels.ts';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('the finish mark beside a team (score card, overlay, wall)', () => {
  it('stands beside the team that did not win a match ended by a retirement or a walkover', () => {
    const retired = { status: 'finished', finish_reason: 'retired', winner: 'team1' } as const;
    expect(finishMarkOf(retired, 'team2')).toBe('Ret.');
    expect(finishMarkOf(retired, 'team1')).toBe('');
    const walkover = { status: 'finished', finish_reason: 'walkover', winner: 'team2' } as const;
    expect(finishMarkOf(walkover, 'team1')).toBe('W/O');
  });

  it('is absent from a match that ended on the score, has no winner, or is still on', () => {
    expect(finishMarkOf({ status: 'finished', finish_reason: 'score', winner: 'team1' }, 'team2')).toBe('');
    expect(finishMarkOf({ status: 'finished', finish_reason: 'retired', winner: null }, 'team2')).toBe('');
    expect(finishMarkOf({ status: 'ongoing', finish_reason: 'retired', winner: 'team1' }, 'team2')).toBe('');
  });
});
