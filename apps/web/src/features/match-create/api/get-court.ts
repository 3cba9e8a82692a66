import type { Sport } from '@bandeja/scoring';
import { queryOptions } from '@tanstack/react-query';
import { fetchPublicCourt } from '../../../lib/court.ts';

/**
 * The court the form is for: its name for the header, and its sport, which sets the form's
 * defaults. A court that cannot be read (an unknown id) gets padel's defaults: creating the match
 * then says what is wrong.
 */
export function courtInfoQuery(court: string) {
  return queryOptions({
    queryKey: ['match-create', 'court', court] as const,
    queryFn: ({ signal }) => fetchPublicCourt(court, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function sportOf(court: { sport_type: Sport } | null | undefined): Sport {
  return court?.sport_type ?? 'PADEL';
}
