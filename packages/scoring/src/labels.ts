/**
 * Display strings, kept apart from the rules. Labels say what the rule does in plain words:
 * `one_deuce_golden` (clubs call it the "silver point") is no FIP format, so it is not named one.
 */
import type { DeuceCall } from './deuce.ts';
import type {
  DeuceMode,
  FinishReason,
  RefusalCode,
  RulesError,
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

/**
 * At a deciding point (golden or star) the receiving side chooses who receives it: in doubles the
 * receiving pair picks its player, in singles the receiver picks the side.
 */
export function describeReceiverChoice(playersPerTeam: 1 | 2): string {
  return playersPerTeam === 2
    ? 'The receiving pair chooses who receives'
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
      return 'gamesPerSet must be a whole number from 1 to 9';
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
