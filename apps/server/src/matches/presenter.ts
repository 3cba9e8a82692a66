import {
  type ActiveMatch,
  DEFAULT_MATCH_DURATION_SECONDS,
  type FinishedMatchItem,
  type LiveScore,
  type Match,
  type MatchScoreSummary,
  type ScoreViewPayload,
  scoreViewSchema,
} from '@bandeja/contract';
import {
  initialState,
  type ScoreView,
  type ShotClock,
  scoreView,
  shotClockAfter,
  warmUpClock,
} from '@bandeja/scoring';
import { iso } from '../http/respond.ts';
import { languageOf, voiceOf } from '../texts/index.ts';
import type { CourtRef, MatchRecord, MatchRow, SnapshotRow } from './repository.ts';
import { deuceModeOf, playersOf, rulesOf, settingsOf } from './rules.ts';

/** The stored view of a snapshot, or the view before the first point when there is none yet. */
export function viewOf(match: MatchRow, snapshot: SnapshotRow | null): ScoreViewPayload {
  if (snapshot) return scoreViewSchema.parse(snapshot.view);
  return scoreView(rulesOf(match), initialState(rulesOf(match)));
}

/** A live score's status: 'pending' while scheduled or in warm-up (ongoing, no start time yet). */
export function presentedStatus(match: Pick<MatchRow, 'status' | 'startTime'>): LiveScore['status'] {
  if (match.status === 'scheduled') return 'pending';
  if (match.status === 'ongoing' && match.startTime === null) return 'pending';
  return match.status;
}

/**
 * The shot clock of a match that runs one (docs/broadcast.md): the warm-up from the match's
 * creation until play starts, then the engine's phase from the commit time of the score's last
 * change (`changedAt`); null when the match runs none or it is stopped.
 */
function shotClockOf(
  match: MatchRow,
  view: Pick<ScoreView, 'status' | 'last_point_type' | 'change_ends'>,
  changedAt: Date,
): LiveScore['shot_clock'] {
  if (!settingsOf(match).shotClock || match.status !== 'ongoing') return null;
  const clock: ShotClock | null =
    match.startTime === null
      ? warmUpClock(match.createdAt.getTime())
      : shotClockAfter(view, changedAt.getTime());
  return clock && { phase: clock.phase, started_at: iso(new Date(clock.startedAt)), seconds: clock.seconds };
}

/** The live Score entity (docs/scoring-rules.md#the-score-view): the engine's view plus the match's identity and clock. */
export function presentLiveScore(
  match: MatchRow,
  view: ScoreView | ScoreViewPayload,
  updatedAt: Date,
): LiveScore {
  return {
    ...view,
    // A scheduled match shows 'pending' (docs/product.md#states), and so does an ongoing one before its first
    // point (docs/scoring-rules.md#warm-up); otherwise the match record's status, which every finish and
    // reopening keeps in step with the engine's.
    status: presentedStatus(match),
    match_id: match.id,
    team1_name: match.team1Name,
    team2_name: match.team2Name,
    match_duration: match.matchDuration > 0 ? match.matchDuration : DEFAULT_MATCH_DURATION_SECONDS,
    start_time: iso(match.startTime),
    end_time: iso(match.endTime),
    updated_at: iso(updatedAt > match.updatedAt ? updatedAt : match.updatedAt),
    court_id: match.courtId,
    club_id: match.clubId,
    deuce_mode: deuceModeOf(match),
    match_type: settingsOf(match).matchType,
    shot_clock: shotClockOf(match, view, updatedAt),
  };
}

export function liveScoreOf(record: Pick<MatchRecord, 'match' | 'snapshot'>): LiveScore {
  const { match, snapshot } = record;
  return presentLiveScore(match, viewOf(match, snapshot), snapshot?.updatedAt ?? match.updatedAt);
}

/** The sets played (a rally game's points as one set), for result lines and documents. */
export function playedSets(
  match: MatchRow,
  snapshot: SnapshotRow | null,
): { team1: number; team2: number }[] {
  const view = viewOf(match, snapshot);
  if (view.rally) return [{ team1: view.rally.team1_points, team2: view.rally.team2_points }];
  return Object.values(view.set_scores)
    .filter((set) => set.team1 + set.team2 > 0)
    .map((set) => ({ team1: set.team1, team2: set.team2 }));
}

/** Match.score of docs/product.md#entities: team1_set1..5 and team2_set1..5. */
export function scoreSummary(view: ScoreViewPayload): MatchScoreSummary {
  const sets = view.set_scores;
  return {
    team1_set1: sets.set1.team1,
    team1_set2: sets.set2.team1,
    team1_set3: sets.set3.team1,
    team1_set4: sets.set4.team1,
    team1_set5: sets.set5.team1,
    team2_set1: sets.set1.team2,
    team2_set2: sets.set2.team2,
    team2_set3: sets.set3.team2,
    team2_set4: sets.set4.team2,
    team2_set5: sets.set5.team2,
  };
}

/** A rally game's points from its view (its set scores stay at 0-0); null in the sets format. */
function rallyPointsOfView(view: ScoreViewPayload | null): Match['rally_points'] {
  return view?.rally ? { team1: view.rally.team1_points, team2: view.rally.team2_points } : null;
}

function presentCourt(court: CourtRef | null): Match['court'] {
  return court
    ? {
        id: court.id,
        name: court.name,
        screen_identifier: court.screenIdentifier,
        sport_type: court.sportType,
      }
    : null;
}

/** What a match and a finished list item both say: who played, who won, the result and when. */
function resultOf({ match, court, snapshot }: MatchRecord) {
  const view = snapshot ? viewOf(match, snapshot) : null;
  return {
    id: match.id,
    team1_name: match.team1Name,
    team2_name: match.team2Name,
    winner: match.winner,
    score: view ? scoreSummary(view) : null,
    rally_points: rallyPointsOfView(view),
    finish_reason: view?.finish_reason ?? null,
    start_time: iso(match.startTime),
    end_time: iso(match.endTime),
    court: presentCourt(court),
    players: playersOf(match),
  };
}

export function presentMatch(record: MatchRecord): Match {
  const { match, club, event } = record;
  return {
    ...resultOf(record),
    status: match.status,
    court_id: match.courtId,
    created_at: iso(match.createdAt),
    updated_at: iso(match.updatedAt),
    match_duration: match.matchDuration,
    settings: settingsOf(match),
    club: club
      ? {
          id: club.id,
          name: club.name,
          language: club.language === null ? null : languageOf(club.language),
          voice: voiceOf(club.voice),
        }
      : null,
    event: event ?? null,
  };
}

export function presentActiveMatch(record: MatchRecord): ActiveMatch {
  return { ...presentMatch(record), liveScore: liveScoreOf(record) };
}

export function presentFinishedItem(record: MatchRecord): FinishedMatchItem {
  return { ...resultOf(record), match_type: settingsOf(record.match).matchType };
}
