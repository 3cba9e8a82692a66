import type { MatchPlayer, ResultDocument, ResultStatus } from '@bandeja/contract';
import { playedSets } from '../matches/presenter.ts';
import type { MatchRecord } from '../matches/repository.ts';
import { playersOf, settingsOf } from '../matches/rules.ts';
import type { MatchResultRow } from './repository.ts';
import { canonicalJson, sha256Hex } from './signing.ts';

/**
 * The result document of a match (docs/players.md, "Results both teams confirm"), a pure function
 * of the match, its point log, the teams' answers, the club's window and the time of reading: a
 * result unchallenged at the end of the window is confirmed when read, no job needed.
 */

const MINUTE_MS = 60_000;

type Team = MatchPlayer['team'];
type LogEntry = {
  seq: number;
  kind: string;
  team: string | null;
  payload: unknown;
  at: number;
  source: string;
};

export interface ResultInputs {
  record: MatchRecord;
  log: readonly LogEntry[];
  answers: MatchResultRow | null;
  confirmMinutes: number;
  now: number;
}

function answerOf(answers: MatchResultRow | null, team: Team) {
  if (!answers) return null;
  const verdict = team === 'team1' ? answers.team1Verdict : answers.team2Verdict;
  const at = team === 'team1' ? answers.team1At : answers.team2At;
  const claim = team === 'team1' ? answers.team1Claim : answers.team2Claim;
  return verdict && at
    ? {
        team,
        verdict,
        at: at.toISOString(),
        claim: (claim as { team1: number; team2: number }[] | null) ?? null,
      }
    : null;
}

/** When the teams' window closes: the club's minutes after the match's end; null before the end. */
export function confirmUntil(record: MatchRecord, confirmMinutes: number): Date | null {
  const { match } = record;
  if (match.status !== 'finished') return null;
  const end = match.endTime ?? match.updatedAt;
  return new Date(end.getTime() + confirmMinutes * MINUTE_MS);
}

function statusOf(inputs: ResultInputs, until: Date | null): ResultStatus {
  const team1 = answerOf(inputs.answers, 'team1');
  const team2 = answerOf(inputs.answers, 'team2');
  if (team1?.verdict === 'contested' || team2?.verdict === 'contested')
    return inputs.answers?.resolvedAt ? 'resolved' : 'contested';
  if (team1?.verdict === 'confirmed' && team2?.verdict === 'confirmed') return 'confirmed';
  if (until !== null && inputs.now > until.getTime()) return 'confirmed';
  return 'awaiting';
}

export function resultDocumentOf(inputs: ResultInputs): ResultDocument {
  const { record, log } = inputs;
  const { match } = record;
  const players = playersOf(match);
  const team = (side: Team) => ({
    name: side === 'team1' ? match.team1Name : match.team2Name,
    players: players
      .filter((player) => player.team === side)
      .map((player) => ({ name: player.name, player_id: player.playerId ?? null })),
  });
  const until = confirmUntil(record, inputs.confirmMinutes);
  const status = statusOf(inputs, until);
  const scoredWithButtons = log.some((entry) => entry.source === 'button');
  return {
    match_id: match.id,
    club_id: match.clubId,
    court_id: match.courtId,
    match_type: settingsOf(match).matchType,
    started_at: match.startTime?.toISOString() ?? null,
    finished_at: match.status === 'finished' ? (match.endTime ?? match.updatedAt).toISOString() : null,
    teams: { team1: team('team1'), team2: team('team2') },
    sets: playedSets(match, record.snapshot),
    winner: match.winner,
    point_log_hash: sha256Hex(canonicalJson(log)),
    scored_with_buttons: scoredWithButtons,
    status,
    verified: status === 'confirmed' && scoredWithButtons,
    confirmations: (['team1', 'team2'] as const).flatMap((side) => answerOf(inputs.answers, side) ?? []),
    confirm_until: until?.toISOString() ?? null,
  };
}
