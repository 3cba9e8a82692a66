import type { MatchStatisticsPayload } from '@bandeja/contract';
import { matchStatistics } from '@bandeja/scoring';
import type { DbOrTx } from '../db/client.ts';
import type { MatchRow } from '../matches/repository.ts';
import { rulesOf } from '../matches/rules.ts';
import { listEvents } from './log.ts';

/** Statistics of a match from its log (docs/scoring-rules.md#statistics), with the spec's field names. */
export async function statisticsOf(db: DbOrTx, match: MatchRow): Promise<MatchStatisticsPayload> {
  const events = await listEvents(db, match.id);
  return matchStatistics(rulesOf(match), events, {
    team1_name: match.team1Name,
    team2_name: match.team2Name,
  });
}
