import type { Sport } from '@bandeja/scoring';

/**
 * The court's sport sets the form's defaults. A court that cannot be read (an unknown id) gets
 * padel's defaults: creating the match then says what is wrong.
 */
export function sportOf(court: { sport_type: Sport } | null | undefined): Sport {
  return court?.sport_type ?? 'PADEL';
}
