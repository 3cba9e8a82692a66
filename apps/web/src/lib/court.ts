import { MESSAGES, type PublicCourt, publicCourtSchema } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, unwrap } from './api-client.ts';
import { i18n } from './i18n/i18n.ts';
import { withSchema } from './schema-parser.ts';

const parseCourt = withSchema(publicCourtSchema);

/** GET /scores/share/court/{courtId} (public): a court's name and sport. */
function getCourt(court: string, signal?: AbortSignal) {
  return apiRequest<PublicCourt>('GET', `/scores/share/court/${encodeURIComponent(court)}`, {
    parse: parseCourt,
    fallback: MESSAGES.fetchCourt,
    signal,
  });
}

/**
 * A court as the public sees it, or null when it cannot be read (an unknown id, the network): the
 * screens then fall back to 'Court {id}' and padel's defaults.
 */
export async function fetchPublicCourt(court: string, signal?: AbortSignal): Promise<PublicCourt | null> {
  try {
    return await unwrap(getCourt(court, signal));
  } catch {
    return null;
  }
}

export function publicCourtQuery(court: string) {
  return queryOptions({
    queryKey: ['public-court', court] as const,
    queryFn: ({ signal }) => fetchPublicCourt(court, signal),
    retry: false,
  });
}

/**
 * What a court is called on every screen: its name ('Pista 1 Norte'), as on the boards, results and
 * mails; 'Court {id}' only while the name is not known.
 */
export function courtTitle(court: Pick<PublicCourt, 'name'> | null | undefined, fallback: string): string {
  const name = court?.name.trim();
  return name ? name : i18n._(msg`Court ${fallback}`);
}
