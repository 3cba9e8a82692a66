import { RESULT_CONFIRM_MINUTES_DEFAULT } from '@bandeja/contract';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { clubs, matches, matchResults } from '../db/schema.ts';

export type MatchResultRow = typeof matchResults.$inferSelect;

export async function findAnswers(db: DbOrTx, matchId: string): Promise<MatchResultRow | null> {
  const [row] = await db.select().from(matchResults).where(eq(matchResults.matchId, matchId));
  return row ?? null;
}

/** Records one team's answer unless it already answered (false then). */
export async function recordAnswer(
  db: DbOrTx,
  matchId: string,
  team: 'team1' | 'team2',
  answer: { verdict: 'confirmed' | 'contested'; at: Date; claim: unknown; reason: string | null },
): Promise<boolean> {
  const values =
    team === 'team1'
      ? {
          team1Verdict: answer.verdict,
          team1At: answer.at,
          team1Claim: answer.claim,
          team1Reason: answer.reason,
        }
      : {
          team2Verdict: answer.verdict,
          team2At: answer.at,
          team2Claim: answer.claim,
          team2Reason: answer.reason,
        };
  await db.insert(matchResults).values({ matchId }).onConflictDoNothing();
  const verdictColumn = team === 'team1' ? matchResults.team1Verdict : matchResults.team2Verdict;
  const updated = await db
    .update(matchResults)
    .set(values)
    .where(and(eq(matchResults.matchId, matchId), sql`${verdictColumn} is null`))
    .returning({ matchId: matchResults.matchId });
  return updated.length > 0;
}

export async function resolveContest(db: DbOrTx, matchId: string, userId: number, at: Date): Promise<void> {
  await db
    .update(matchResults)
    .set({ resolvedAt: at, resolvedBy: userId })
    .where(eq(matchResults.matchId, matchId));
}

export async function confirmMinutesOf(db: DbOrTx, clubId: number | null): Promise<number> {
  if (clubId === null) return RESULT_CONFIRM_MINUTES_DEFAULT;
  const [row] = await db
    .select({ minutes: clubs.resultConfirmMinutes })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row?.minutes ?? RESULT_CONFIRM_MINUTES_DEFAULT;
}

/** The club's results a team contests that no admin resolved yet, the newest end first. */
export async function contestedOfClub(db: DbOrTx, clubId: number) {
  return db
    .select({
      matchId: matches.id,
      team1Name: matches.team1Name,
      team2Name: matches.team2Name,
      courtId: matches.courtId,
      endTime: matches.endTime,
    })
    .from(matchResults)
    .innerJoin(matches, eq(matches.id, matchResults.matchId))
    .where(
      and(
        eq(matches.clubId, clubId),
        isNull(matchResults.resolvedAt),
        or(eq(matchResults.team1Verdict, 'contested'), eq(matchResults.team2Verdict, 'contested')),
      ),
    )
    .orderBy(desc(matches.endTime))
    .limit(200);
}
