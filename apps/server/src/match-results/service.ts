import {
  type ContestedResult,
  canControlMatch,
  canManageClub,
  canManageMatch,
  MESSAGES,
  type ResultAnswerBody,
  type ResultDocument,
  type ResultKey,
  type ResultLinks,
  type ResultReview,
  type SignedResult,
} from '@bandeja/contract';
import { type Actor, authorize } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { type MatchRecord, selectMatchRecords } from '../matches/repository.ts';
import { requireMatchRecord } from '../matches/service.ts';
import { pointLog } from '../scores/log.ts';
import { confirmUntil, resultDocumentOf } from './document.ts';
import {
  confirmMinutesOf,
  contestedOfClub,
  findAnswers,
  recordAnswer,
  resolveContest,
} from './repository.ts';
import { clubKey, isResultToken, resultToken, signDocument } from './signing.ts';

/** Results both teams confirm (docs/players.md, "Results both teams confirm"). */

/** The result document of a match as read now (the club rating reads `verified` from it too). */
export async function documentOf(ctx: AppContext, record: MatchRecord): Promise<ResultDocument> {
  const [log, answers, confirmMinutes] = await Promise.all([
    pointLog(ctx.db, record.match.id),
    findAnswers(ctx.db, record.match.id),
    confirmMinutesOf(ctx.db, record.match.clubId),
  ]);
  return resultDocumentOf({ record, log, answers, confirmMinutes, now: ctx.now() });
}

async function signed(ctx: AppContext, document: ResultDocument): Promise<SignedResult> {
  const key = document.club_id === null ? null : await clubKey(ctx.db, document.club_id);
  // A match outlives its club only in a dump: without a club there is no key to sign with.
  if (!key) throw notFound(MESSAGES.clubNotFound);
  return {
    document,
    algorithm: 'Ed25519',
    signature: signDocument(key.privatePem, document),
    key_id: key.key.key_id,
  };
}

export async function signedResultOf(ctx: AppContext, matchId: string): Promise<SignedResult> {
  return signed(ctx, await documentOf(ctx, await requireMatchRecord(ctx, matchId)));
}

export async function clubResultKey(ctx: AppContext, clubId: number): Promise<ResultKey> {
  const key = await clubKey(ctx.db, clubId);
  if (!key) throw notFound(MESSAGES.clubNotFound);
  return key.key;
}

/** The teams' confirm links of a match: a token per team, derived (docs/players.md). */
export function resultLinksOf(ctx: Pick<AppContext, 'config'>, matchId: string): ResultLinks {
  const link = (team: 'team1' | 'team2') => {
    const token = resultToken(ctx.config.jwtSecret, matchId, team);
    return { token, path: `/results/${encodeURIComponent(matchId)}?team=${team}&t=${token}` };
  };
  return { team1: link('team1'), team2: link('team2') };
}

/** The teams' links for the court's own tablet (its court user) and the club's admins. */
export async function resultLinksFor(ctx: AppContext, actor: Actor, matchId: string): Promise<ResultLinks> {
  const { match } = await requireMatchRecord(ctx, matchId);
  authorize(canControlMatch(actor, match));
  return resultLinksOf(ctx, match.id);
}

/**
 * The teams' links for a TV paired with the match's court (its device token): the court display's
 * result QR codes. A public court display, opened without a pairing, never gets them: anyone on the
 * internet could open it and confirm for both teams (docs/players.md).
 */
export async function resultLinksForDisplay(
  ctx: AppContext,
  display: { targetKind: string; courtId: number | null },
  matchId: string,
): Promise<ResultLinks> {
  const { match } = await requireMatchRecord(ctx, matchId);
  authorize(display.targetKind === 'court' && display.courtId !== null && display.courtId === match.courtId);
  return resultLinksOf(ctx, match.id);
}

/**
 * A team's one-tap answer: confirmed, or contested with its claim. Only for a finished match,
 * within the club's window, once per team (the same answer again is answered the same).
 */
export async function answerResult(
  ctx: AppContext,
  matchId: string,
  body: ResultAnswerBody,
): Promise<SignedResult> {
  const record = await requireMatchRecord(ctx, matchId);
  if (!isResultToken(ctx.config.jwtSecret, matchId, body.team, body.token))
    throw forbidden(MESSAGES.resultTokenInvalid);
  if (record.match.status !== 'finished') throw conflict(MESSAGES.resultNotFinished);
  const until = confirmUntil(record, await confirmMinutesOf(ctx.db, record.match.clubId));
  if (until && ctx.now() > until.getTime()) throw conflict(MESSAGES.resultAnswerClosed);
  const recorded = await recordAnswer(ctx.db, matchId, body.team, {
    verdict: body.verdict,
    at: new Date(ctx.now()),
    claim: body.verdict === 'contested' ? (body.claim ?? null) : null,
    reason: body.verdict === 'contested' ? body.reason || null : null,
  });
  const document = await documentOf(ctx, record);
  if (!recorded) {
    const earlier = document.confirmations.find((answer) => answer.team === body.team);
    if (earlier?.verdict !== body.verdict) throw conflict(MESSAGES.resultAlreadyAnswered);
  }
  return signed(ctx, document);
}

/** The club admin closes a contest: the logged result stands (corrected first if need be). */
export async function resolveResult(ctx: AppContext, actor: Actor, matchId: string): Promise<SignedResult> {
  const record = await requireMatchRecord(ctx, matchId);
  authorize(canManageMatch(actor, record.match));
  const before = await documentOf(ctx, record);
  if (before.status !== 'contested') throw conflict(MESSAGES.resultNotContested);
  await resolveContest(ctx.db, matchId, actor.id, new Date(ctx.now()));
  return signed(ctx, await documentOf(ctx, record));
}

/** What the club's admin resolves a contest with: the result, both claims, the reasons, the log. */
export async function reviewResult(ctx: AppContext, actor: Actor, matchId: string): Promise<ResultReview> {
  const record = await requireMatchRecord(ctx, matchId);
  authorize(canManageMatch(actor, record.match));
  const [answers, log] = await Promise.all([findAnswers(ctx.db, matchId), pointLog(ctx.db, matchId)]);
  return {
    result: await signed(ctx, await documentOf(ctx, record)),
    reasons: { team1: answers?.team1Reason ?? null, team2: answers?.team2Reason ?? null },
    log,
  };
}

/** The club's contested results still to resolve (its admins). */
export async function contestedResultsFor(
  ctx: AppContext,
  actor: Actor,
  clubId: number,
): Promise<ContestedResult[]> {
  authorize(canManageClub(actor, clubId));
  const rows = await contestedOfClub(ctx.db, clubId);
  return rows.map((row) => ({
    match_id: row.matchId,
    team1_name: row.team1Name,
    team2_name: row.team2Name,
    court_id: row.courtId,
    finished_at: row.endTime?.toISOString() ?? null,
  }));
}

/** How many finished matches one export answers, newest first. */
const EXPORT_LIMIT = 1000;

/**
 * The club's finished matches as signed documents, one per match: the same match is the same line
 * in every export (idempotent by match id), so a receiver can load them again without duplicates.
 */
export async function exportResults(ctx: AppContext, clubId: number): Promise<SignedResult[]> {
  const records = await selectMatchRecords(ctx.db, { clubId, status: 'finished' }, EXPORT_LIMIT);
  const results: SignedResult[] = [];
  for (const record of records) results.push(await signed(ctx, await documentOf(ctx, record)));
  return results.sort((a, b) => (a.document.match_id < b.document.match_id ? -1 : 1));
}

const CSV_COLUMNS = [
  'match_id',
  'finished_at',
  'team1',
  'team2',
  'sets',
  'winner',
  'status',
  'verified',
  'point_log_hash',
  'key_id',
  'signature',
] as const;

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function resultsCsv(results: readonly SignedResult[]): string {
  const rows = results.map(({ document, key_id, signature }) =>
    [
      document.match_id,
      document.finished_at ?? '',
      document.teams.team1.name,
      document.teams.team2.name,
      document.sets.map((set) => `${set.team1}-${set.team2}`).join(' '),
      document.winner ?? '',
      document.status,
      String(document.verified),
      document.point_log_hash,
      key_id,
      signature,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...rows].join('\n')}\n`;
}

export function resultsJsonLines(results: readonly SignedResult[]): string {
  return results.map((result) => `${JSON.stringify(result)}\n`).join('');
}
