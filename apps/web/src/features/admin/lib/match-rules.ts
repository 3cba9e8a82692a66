import type { MatchStatus } from '@bandeja/contract';

/**
 * The statuses the admin edit form offers (docs/product.md#states): a scheduled match may take any status, an
 * ongoing one may stay or finish, a finished one is locked.
 */
export function statusChoices(current: MatchStatus): MatchStatus[] {
  switch (current) {
    case 'scheduled':
      return ['scheduled', 'ongoing', 'finished'];
    case 'ongoing':
      return ['ongoing', 'finished'];
    case 'finished':
      return ['finished'];
  }
}

/** The court is asked for an ongoing match, the start time for a scheduled one (docs/product.md#states). */
export function fieldsShown(status: MatchStatus): { court: boolean; startTime: boolean } {
  return { court: status === 'ongoing', startTime: status === 'scheduled' };
}
