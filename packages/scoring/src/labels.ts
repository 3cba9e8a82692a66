/**
 * Display strings, kept apart from the rules. Labels say what the rule does in plain words:
 * `one_deuce_golden` (clubs call it the "silver point") is no FIP format, so it is not named one.
 */
import type { DeuceCall } from './deuce.ts';
import type { EventError, EventFormat, MexicanoPairing } from './events/types.ts';
import { setsToWin } from './sets-to-win.ts';
import type {
  DeuceMode,
  FinishReason,
  MatchType,
  PointName,
  RallyTargetMode,
  RefusalCode,
  ResultError,
  Rules,
  RulesError,
  ScoringFormat,
  ServiceMode,
  SituationKind,
  Sport,
} from './types.ts';

export function describeDeuceMode(mode: DeuceMode): string {
  switch (mode) {
    case 'regular_deuce':
      return 'Advantage at every deuce';
    case 'one_deuce_golden':
      return 'One deuce, then golden point';
    case 'straight_golden':
      return 'Golden point at deuce';
    case 'star_point':
      return 'Star point: two deuces, then golden point';
  }
}

export function describeServiceMode(mode: ServiceMode): string {
  switch (mode) {
    case 'random':
      return 'Coin toss';
    case 'team1':
      return 'Team 1 serves first';
    case 'team2':
      return 'Team 2 serves first';
    case 'custom':
      return 'Play for serve';
  }
}

export function describeSport(sport: Sport): string {
  switch (sport) {
    case 'PADEL':
      return 'Padel';
    case 'TENNIS':
      return 'Tennis';
  }
}

export function describeMatchType(type: MatchType): string {
  switch (type) {
    case 'singles':
      return 'Singles';
    case 'doubles':
      return 'Doubles';
  }
}

export function describeScoringFormat(format: ScoringFormat): string {
  switch (format) {
    case 'sets':
      return 'Games and sets';
    case 'rally':
      return 'Rally points';
  }
}

export function describeRallyTargetMode(mode: RallyTargetMode): string {
  switch (mode) {
    case 'total':
      return 'The game ends when this many points are played';
    case 'race':
      return 'The first team to this many points wins';
  }
}

/**
 * The format of a match in one line, e.g. 'Best of 3 sets of 6 · tiebreak at 6-6 · match tiebreak
 * to 10 · One deuce, then golden point' or 'Rally to 24 points · serve changes every 4 points'.
 */
export function describeFormat(rules: Rules): string {
  switch (rules.scoringFormat) {
    case 'rally': {
      const { target, targetMode, serveEvery } = rules.rally;
      const end = targetMode === 'total' ? `${target} points played` : `first to ${target} points`;
      return `Rally points: ${end} · serve changes every ${serveEvery} point${serveEvery === 1 ? '' : 's'}`;
    }
    case 'sets': {
      const sets =
        rules.bestOfSets === 1
          ? `One set of ${rules.gamesPerSet}`
          : `Best of ${rules.bestOfSets} sets of ${rules.gamesPerSet}`;
      const parts = [sets, `tiebreak at ${rules.tiebreakAt}-${rules.tiebreakAt}`];
      if (rules.superTiebreak) {
        const level = setsToWin(rules) - 1;
        parts.push(`match tiebreak to 10 at ${level} set${level === 1 ? '' : 's'} all`);
      }
      parts.push(describeDeuceMode(rules.goldenPointMode));
      return parts.join(' · ');
    }
  }
}

export function describeSituation(kind: SituationKind): string {
  switch (kind) {
    case 'none':
      return '';
    case 'game_point':
      return 'Game point';
    case 'break_point':
      return 'Break point';
    case 'set_point':
      return 'Set point';
    case 'match_point':
      return 'Match point';
  }
}

/**
 * The board's label of a deuce call: 'DEUCE', 'DEUCE 2 OF 3' while a deciding point lies ahead
 * (star point, one deuce then golden point), 'AD' for the team with the advantage, 'GOLDEN POINT'
 * or 'STAR POINT' when the next point decides the game; '' outside deuce.
 */
export function describeDeuceCall(call: DeuceCall): string {
  switch (call.kind) {
    case 'none':
      return '';
    case 'deuce':
      return call.decidingDeuce !== null && call.decidingDeuce > 1
        ? `Deuce ${call.deuce} of ${call.decidingDeuce}`
        : 'Deuce';
    case 'advantage':
      return 'AD';
    case 'deciding_point':
      return call.point === 'star' ? 'Star point' : 'Golden point';
  }
}

/** The heading over the two sides of a board: the players in singles, the teams in doubles. */
export function describeSides(playersPerTeam: 1 | 2): string {
  return playersPerTeam === 2 ? 'Teams' : 'Players';
}

/**
 * A point's name on a board: '0', '15', '30', '40' as they are, and 'AD' the advantage mark (each
 * language has its own: docs/i18n.md).
 */
export function describePointName(name: PointName): string {
  return name;
}

/** The statistics row of the deciding points a match played (`decidingPointOf`). */
export function describeDecidingPointsWon(point: 'golden' | 'star'): string {
  return point === 'star' ? 'Star points won' : 'Golden points won';
}

/**
 * At a deciding point (golden or star) the receiving side chooses who receives it: in doubles the
 * receiving pair picks its player, in singles the receiver picks the side.
 */
export function describeReceiverChoice(playersPerTeam: 1 | 2): string {
  return playersPerTeam === 2
    ? 'Receivers choose side — no switching'
    : 'The receiver chooses the side to receive from';
}

export function describeFinishReason(reason: FinishReason): string {
  switch (reason) {
    case 'score':
      return 'Match won';
    case 'time':
      return 'Finished for time';
    case 'manual':
      return 'Ended by the operator';
    case 'retired':
      return 'Retired';
    case 'walkover':
      return 'Walkover';
    case 'manual_result':
      return 'Result entered by hand';
  }
}

/**
 * The mark a result carries after its score ('6-4 2-1 Ret.', 'W/O'), empty when the result needs
 * none. A retirement entered by hand is a retirement too.
 */
export function abbreviateFinishReason(reason: FinishReason): string {
  switch (reason) {
    case 'retired':
      return 'Ret.';
    case 'walkover':
      return 'W/O';
    case 'score':
    case 'time':
    case 'manual':
    case 'manual_result':
      return '';
  }
}

/** A refusal in plain words, for an API message or a toast. */
export function describeRefusal(code: RefusalCode): string {
  switch (code) {
    case 'match_finished':
      return 'Cannot modify a finished match';
    case 'nothing_to_undo':
      return 'There is nothing to undo';
    case 'undo_window_closed':
      return 'The match ended more than 60 seconds ago and can no longer be changed';
    case 'servers_already_chosen':
      return 'Servers can only be chosen before the first point of a set';
    case 'server_not_defined':
      return 'Play for serve first: the next point decides who serves';
    case 'server_already_defined':
      return 'The serving team is already decided';
    case 'nothing_to_reset':
      return 'There is nothing to reset';
    case 'invalid_event':
      return 'Invalid score event';
    case 'match_in_play':
      return 'Points have already been scored: a walkover or a result entered by hand must come before the first point (record a retirement instead)';
    case 'invalid_result':
      return 'That result is not possible with this match format';
  }
}

/** Why a result entered by hand is refused, in plain words. */
export function describeResultError(error: ResultError): string {
  switch (error) {
    case 'malformed_result':
      return 'A result is a list of sets, each with the games of both teams as whole numbers';
    case 'no_sets':
      return 'Enter at least one set';
    case 'too_many_sets':
      return 'More sets than the match format has';
    case 'invalid_set_score':
      return 'A set cannot end with that score in this format';
    case 'invalid_tiebreak_score':
      return 'A tiebreak cannot end with that score, or it was won by the team that lost the set';
    case 'unexpected_tiebreak':
      return 'Tiebreak points were given for a set that had no tiebreak';
    case 'match_not_decided':
      return 'These sets do not decide the match: enter every set, or say which team retired';
    case 'set_after_match_won':
      return 'A set was entered after the match was already won';
    case 'match_already_won':
      return 'These sets already decide the match, so no team can have retired';
    case 'invalid_unfinished_set':
      return 'The set in play when the team retired cannot stand at that score';
    case 'invalid_rally_points':
      return 'Rally points cannot go beyond the points target';
  }
}

/** A rules error in plain words, naming the setting. */
export function describeRulesError(error: RulesError): string {
  switch (error) {
    case 'invalid_input':
      return 'settings must be an object';
    case 'invalid_best_of_sets':
      return 'bestOfSets must be 1, 3 or 5';
    case 'invalid_games_per_set':
      return 'gamesPerSet must be 4 or 6 (or 1, 2, 3, 8 or 9)';
    case 'invalid_tiebreak_at':
      return 'tiebreakAt must be gamesPerSet or one less';
    case 'invalid_super_tiebreak':
      return 'superTiebreak must be true or false';
    case 'invalid_golden_point_mode':
      return 'goldenPointMode must be regular_deuce, one_deuce_golden, straight_golden or star_point';
    case 'invalid_sport':
      return 'sport must be PADEL or TENNIS';
    case 'invalid_players_per_team':
      return 'playersPerTeam must be 1 or 2';
    case 'invalid_service_config':
      return 'serviceConfig must be an object';
    case 'invalid_service_mode':
      return 'serviceConfig.mode must be random, team1, team2 or custom';
    case 'invalid_team1_server':
      return 'serviceConfig.team1Server must be 1 or 2 (1 in singles)';
    case 'invalid_team2_server':
      return 'serviceConfig.team2Server must be 1 or 2 (1 in singles)';
    case 'coin_toss_required':
      return 'coinToss is required when the first server is random';
    case 'invalid_coin_toss':
      return 'coinToss must be team1 or team2';
    case 'invalid_match_type':
      return 'matchType must be singles or doubles';
    case 'match_type_conflict':
      return 'matchType and playersPerTeam disagree (singles is 1 player per team, doubles 2)';
    case 'super_tiebreak_needs_more_sets':
      return 'A match tiebreak as the deciding set needs a best of 3 or 5';
    case 'invalid_scoring_format':
      return 'scoringFormat must be sets or rally';
    case 'invalid_rally_settings':
      return 'rally must be an object';
    case 'invalid_rally_target':
      return 'rally.target must be a whole number of points from 4 to 32';
    case 'invalid_rally_target_mode':
      return 'rally.targetMode must be total or race';
    case 'invalid_serve_every':
      return 'rally.serveEvery must be a whole number of points from 1 to 10';
  }
}

export function describeEventFormat(format: EventFormat): string {
  switch (format) {
    case 'americano':
      return 'Americano: partners rotate every round, everyone plays with everyone';
    case 'mexicano':
      return 'Mexicano: each round pairs players by the standings, the leaders on the top court';
    case 'team_americano':
      return 'Team Americano: fixed pairs play every other pair in turn';
  }
}

export function describeMexicanoPairing(pairing: MexicanoPairing): string {
  switch (pairing) {
    case 'first_third':
      return '1st and 3rd against 2nd and 4th';
    case 'first_fourth':
      return '1st and 4th against 2nd and 3rd';
  }
}

/** Why an event function refused its input, in plain words. */
export function describeEventError(error: EventError): string {
  switch (error) {
    case 'invalid_player_count':
      return 'An event has 4 to 32 players';
    case 'invalid_team_count':
      return 'A Team Americano has 2 to 16 pairs';
    case 'invalid_court_count':
      return 'An event uses 1 to 16 courts';
    case 'invalid_round_count':
      return 'An event has 1 to 64 rounds';
    case 'invalid_seed':
      return 'The seed must be a whole number from 0 to 4294967295';
    case 'invalid_order':
      return 'The ranking must list every player exactly once';
    case 'invalid_pairing':
      return 'The pairing must be first_third or first_fourth';
    case 'invalid_history':
      return 'The sit-outs of earlier rounds must name players of the event, each once per round';
    case 'invalid_result':
      return 'A game result names players of the event once each and whole numbers of points';
    case 'invalid_names':
      return 'Names must be a list of texts, one per player';
  }
}

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/** Whole seconds as 'HH:MM:SS' (hours grow past 99 if they must). */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(whole % 60)}`;
}
