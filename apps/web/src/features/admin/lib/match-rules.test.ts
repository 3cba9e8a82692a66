import { describe, expect, it } from 'vitest';
import { navItemsFor } from '../components/admin-shell.tsx';
import { fieldsShown, statusChoices } from './match-rules.ts';

describe('admin match edit rules', () => {
  it('lets a scheduled match take any status, an ongoing one stay or finish, and locks a finished one', () => {
    expect(statusChoices('scheduled')).toEqual(['scheduled', 'ongoing', 'finished']);
    expect(statusChoices('ongoing')).toEqual(['ongoing', 'finished']);
    expect(statusChoices('finished')).toEqual(['finished']);
  });

  it('asks for the court of an ongoing match and the start time of a scheduled one', () => {
    expect(fieldsShown('ongoing')).toEqual({ court: true, startTime: false });
    expect(fieldsShown('scheduled')).toEqual({ court: false, startTime: true });
    expect(fieldsShown('finished')).toEqual({ court: false, startTime: false });
  });
});

describe('admin sidebar', () => {
  it("shows a super admin the spec's five items, Events, Players, Contested results, API tokens, Webhooks and Sponsors, a club admin three and the same six", () => {
    expect(navItemsFor('super_admin').map((item) => item.label)).toEqual([
      'Dashboard',
      'Users',
      'Clubs',
      'Courts',
      'Matches',
      'Events',
      'Players',
      'Contested results',
      'API tokens',
      'Webhooks',
      'Sponsors',
    ]);
    expect(navItemsFor('club_admin').map((item) => item.label)).toEqual([
      'Dashboard',
      'Courts',
      'Matches',
      'Events',
      'Players',
      'Contested results',
      'API tokens',
      'Webhooks',
      'Sponsors',
    ]);
  });
});
