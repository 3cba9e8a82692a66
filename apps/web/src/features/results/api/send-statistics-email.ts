import type { StatisticsEmailBody } from '@bandeja/contract';
import { MESSAGES } from '@bandeja/contract/plain';
import { apiRequest } from '../../../lib/api-client.ts';
import { parseEmailSent } from './parse.ts';

/** POST /matches/{id}/statistics/email (docs/api.md "Results and sharing"): mails one player's statistics. */
export function sendStatisticsEmail(matchId: string, body: StatisticsEmailBody) {
  return apiRequest('POST', `/matches/${encodeURIComponent(matchId)}/statistics/email`, {
    parse: parseEmailSent,
    fallback: MESSAGES.sendStatistics,
    body,
  });
}
