import type { FinishedMatchItem } from '@bandeja/contract';
import { isRecord, listOf, one } from '../../../lib/resources/guards.ts';

/**
 * Shallow checks of the answers this public page reads. The server checks every answer against
 * the contract's schema before sending it; these guards only refuse what is plainly something
 * else, so the page needs no schema library.
 */
function isFinishedMatch(v: unknown): v is FinishedMatchItem {
  return (
    isRecord(v) &&
    typeof v.id === 'string' &&
    typeof v.team1_name === 'string' &&
    typeof v.team2_name === 'string' &&
    Array.isArray(v.players)
  );
}

function isEmailSent(v: unknown): v is { email: string; playerNumber: number } {
  return isRecord(v) && typeof v.email === 'string' && typeof v.playerNumber === 'number';
}

export const parseFinishedMatches = listOf(isFinishedMatch, 'matches');
export const parseEmailSent = one(isEmailSent, 'a sent mail');
