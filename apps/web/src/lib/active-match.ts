import { type ActiveLookup, activeLookupSchema, MESSAGES } from '@bandeja/contract';
import { apiRequest } from './api-client.ts';
import { withSchema } from './schema-parser.ts';

const parseActiveLookup = withSchema(activeLookupSchema);

/** GET /matches/court/{courtId}/active (docs/api.md "Matches"): the court dashboard polls it, match creation checks it once. */
export function getActiveMatch(court: string | number, signal?: AbortSignal) {
  return apiRequest<ActiveLookup>('GET', `/matches/court/${encodeURIComponent(String(court))}/active`, {
    parse: parseActiveLookup,
    fallback: MESSAGES.fetchActiveMatch,
    signal,
  });
}
