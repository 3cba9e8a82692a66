/**
 * Audio announcements, a pure function of (previous view, next view). Clip names are files under
 * `/audios/` without extension; `AUDIO_CLIPS` lists every name `announce` can return.
 *
 * Order (docs/scoring-rules.md#announcements, first match wins): golden point; game set match; game; advantage service /
 * advantage receiver; deuce; otherwise the score pair, server first. Beyond the spec: game and set,
 * tiebreak and super tiebreak starts, tiebreak scores, set / match / break point after the score,
 * change of ends, a time or operator finish, and 'score-corrected' after an undo or a reset; rally
 * games called as numbers.
 */
import { decidingPointOf } from './deuce.ts';
import type { PointName, Rules, SituationKind, Team } from './types.ts';
import type { RallyView, ScoreView } from './view.ts';

export type Announcement = { clips: string[]; interruptible: boolean };

/** Tiebreak scores are spoken as two numbers up to this one; beyond it the call is relative. */
export const TIEBREAK_NUMBER_CAP = 20;

/** Rally scores are spoken as two numbers up to this one: the highest rally target. */
export const RALLY_NUMBER_CAP = 32;

const SPOKEN_POINTS = ['0', '15', '30', '40'] as const;

function numberClip(value: number): string {
  return `number-${value}`;
}

function scorePairClip(server: PointName, receiver: PointName): string {
  return `${server}-${receiver}`;
}

function buildClips(): readonly string[] {
  const clips = [
    'golden-point',
    'star-point',
    'receivers-choose-side',
    'receiver-same-gender',
    'game-set-match',
    'game-and-set',
    'game',
    'advantage-service',
    'advantage-receiver',
    'deuce',
    'tiebreak',
    'super-tiebreak',
    'tiebreak-level',
    'set-point',
    'match-point',
    'break-point',
    'change-ends',
    'score-corrected',
    'time-up',
    'match-ended',
  ];
  for (const server of SPOKEN_POINTS) {
    for (const receiver of SPOKEN_POINTS) {
      // 0-0 is never called (a new game is 'game') and 40-40 is 'deuce'.
      if ((server === '0' && receiver === '0') || (server === '40' && receiver === '40')) continue;
      clips.push(scorePairClip(server, receiver));
    }
  }
  const highest = Math.max(TIEBREAK_NUMBER_CAP, RALLY_NUMBER_CAP);
  for (let value = 0; value <= highest; value += 1) clips.push(numberClip(value));
  return Object.freeze(clips);
}

/** Every clip name `announce` can return, so a script can generate exactly these audio files. */
export const AUDIO_CLIPS: readonly string[] = buildClips();

const SILENCE: Announcement = { clips: [], interruptible: true };

function situationClip(kind: SituationKind): string[] {
  switch (kind) {
    case 'none':
    case 'game_point':
      return [];
    case 'break_point':
      return ['break-point'];
    case 'set_point':
      return ['set-point'];
    case 'match_point':
      return ['match-point'];
  }
}

function serverFirst(next: ScoreView): { serving: Team; team1First: boolean } {
  const serving = next.server ?? 'team1';
  return { serving, team1First: serving === 'team1' };
}

function tiebreakCall(next: ScoreView): string[] {
  const { team1First } = serverFirst(next);
  const game = next.current_game;
  const server = team1First ? game.team1_tiebreak_score : game.team2_tiebreak_score;
  const receiver = team1First ? game.team2_tiebreak_score : game.team1_tiebreak_score;
  if (server <= TIEBREAK_NUMBER_CAP && receiver <= TIEBREAK_NUMBER_CAP) {
    return [numberClip(server), numberClip(receiver)];
  }
  if (server === receiver) return ['tiebreak-level'];
  return [server > receiver ? 'advantage-service' : 'advantage-receiver'];
}

/**
 * The deciding point's call (docs/broadcast.md, "The deciding point"): the rule's name, then in
 * doubles that the receivers choose their side and may not switch, and in mixed doubles that the
 * receiver is of the server's gender.
 */
function decidingPointCall(rules: Rules, context: AnnounceContext): string[] {
  const clips = [decidingPointOf(rules.goldenPointMode) === 'star' ? 'star-point' : 'golden-point'];
  if (rules.matchType === 'doubles') {
    clips.push('receivers-choose-side');
    if (context.mixed) clips.push('receiver-same-gender');
  }
  return clips;
}

function gameCall(rules: Rules, context: AnnounceContext, next: ScoreView): string[] {
  const game = next.current_game;
  if (game.is_golden_point) return decidingPointCall(rules, context);
  const { serving, team1First } = serverFirst(next);
  if (game.team1_score === 'AD' || game.team2_score === 'AD') {
    const advantage: Team = game.team1_score === 'AD' ? 'team1' : 'team2';
    return [advantage === serving ? 'advantage-service' : 'advantage-receiver'];
  }
  if (game.team1_score === '40' && game.team2_score === '40') return ['deuce'];
  const server = team1First ? game.team1_score : game.team2_score;
  const receiver = team1First ? game.team2_score : game.team1_score;
  return [scorePairClip(server, receiver)];
}

function withChangeEnds(clips: string[], next: ScoreView): string[] {
  return next.change_ends ? [...clips, 'change-ends'] : clips;
}

function numbersClips(first: number, second: number): string[] {
  return [numberClip(Math.min(first, RALLY_NUMBER_CAP)), numberClip(Math.min(second, RALLY_NUMBER_CAP))];
}

/**
 * A rally game: the points as two numbers, server first, and 'match-point' when the next point can
 * end the game for a team; at its end 'game' and the final score, higher first.
 */
function announceRally(rally: RallyView, previous: ScoreView, next: ScoreView): Announcement {
  switch (next.last_point_type) {
    case 'undo':
    case 'reset':
      return { clips: ['score-corrected'], interruptible: true };
    case 'match': {
      const high = Math.max(rally.team1_points, rally.team2_points);
      const low = Math.min(rally.team1_points, rally.team2_points);
      return { clips: ['game', ...numbersClips(high, low)], interruptible: false };
    }
    case 'point': {
      const team1First = (next.server ?? 'team1') === 'team1';
      const call = team1First
        ? numbersClips(rally.team1_points, rally.team2_points)
        : numbersClips(rally.team2_points, rally.team1_points);
      return { clips: [...call, ...situationClip(next.situation.kind)], interruptible: true };
    }
    case 'none':
    case 'game':
    case 'set':
      return finishCall(previous, next);
  }
}

function finishCall(previous: ScoreView, next: ScoreView): Announcement {
  if (previous.status === 'ongoing' && next.status === 'finished') {
    return { clips: [next.finish_reason === 'time' ? 'time-up' : 'match-ended'], interruptible: false };
  }
  return SILENCE;
}

/** What the match's record says beyond its rules: a mixed doubles match (docs/broadcast.md). */
export interface AnnounceContext {
  mixed?: boolean;
}

/**
 * What to say when the score goes from `previous` to `next`; nothing when nothing changed (same
 * version). In the rally format the points are called as numbers (`announceRally`).
 */
export function announce(
  rules: Rules,
  previous: ScoreView,
  next: ScoreView,
  context: AnnounceContext = {},
): Announcement {
  if (previous.version === next.version) return SILENCE;
  if (next.rally !== undefined) return announceRally(next.rally, previous, next);
  switch (next.last_point_type) {
    case 'undo':
    case 'reset':
      return { clips: ['score-corrected'], interruptible: true };
    case 'none':
      return finishCall(previous, next);
    case 'match':
      return { clips: ['game-set-match'], interruptible: false };
    case 'set': {
      const clips = withChangeEnds(['game-and-set'], next);
      return {
        clips: next.current_game.is_super_tiebreak ? [...clips, 'super-tiebreak'] : clips,
        interruptible: false,
      };
    }
    case 'game': {
      const clips = withChangeEnds(['game'], next);
      return { clips: next.current_game.is_tiebreak ? [...clips, 'tiebreak'] : clips, interruptible: false };
    }
    case 'point': {
      const game = next.current_game;
      const call = game.is_tiebreak ? tiebreakCall(next) : gameCall(rules, context, next);
      // A golden point or an advantage to the receiver is a break point by itself: only a set or
      // match point is worth adding to those calls.
      const plain =
        !game.is_tiebreak && !game.is_golden_point && game.team1_score !== 'AD' && game.team2_score !== 'AD';
      const kind = next.situation.kind;
      const situation = plain || kind === 'set_point' || kind === 'match_point' ? situationClip(kind) : [];
      return { clips: withChangeEnds([...call, ...situation], next), interruptible: true };
    }
  }
}
