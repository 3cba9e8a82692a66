import type { ScoreAction } from '@bandeja/contract/plain';
import type {
  DeuceCall,
  DeuceMode,
  FinishReason,
  MatchType,
  Rules,
  ServiceMode,
  SituationKind,
} from '@bandeja/scoring';
import { setsToWin } from '@bandeja/scoring';
import { msg, plural } from '@lingui/core/macro';
import { i18n } from './i18n.ts';

/**
 * The engine's labels (packages/scoring/src/labels.ts) in the active language: the same words,
 * said as a padel umpire says them in each language (docs/decisions/008-internationalisation.md).
 * Only words here; every rule stays in the engine.
 */

export function describeDeuceMode(mode: DeuceMode): string {
  switch (mode) {
    case 'regular_deuce':
      return i18n._(msg`Advantage at every deuce`);
    case 'one_deuce_golden':
      return i18n._(msg`One deuce, then golden point`);
    case 'straight_golden':
      return i18n._(msg`Golden point at deuce`);
    case 'star_point':
      return i18n._(msg`Star point: two deuces, then golden point`);
  }
}

export function describeServiceMode(mode: ServiceMode): string {
  switch (mode) {
    case 'random':
      return i18n._(msg`Coin toss`);
    case 'team1':
      return i18n._(msg`Team 1 serves first`);
    case 'team2':
      return i18n._(msg`Team 2 serves first`);
    case 'custom':
      return i18n._(msg`Play for serve`);
  }
}

export function describeMatchType(type: MatchType): string {
  switch (type) {
    case 'singles':
      return i18n._(msg`Singles`);
    case 'doubles':
      return i18n._(msg`Doubles`);
  }
}

export function describeFormat(rules: Rules): string {
  switch (rules.scoringFormat) {
    case 'rally': {
      const { target, targetMode, serveEvery } = rules.rally;
      const end =
        targetMode === 'total'
          ? i18n._(msg`${target} points played`)
          : i18n._(msg`first to ${target} points`);
      const serve = i18n._(
        msg`serve changes every ${plural(serveEvery, { one: '# point', other: '# points' })}`,
      );
      return `${i18n._(msg`Rally points`)}: ${end} · ${serve}`;
    }
    case 'sets': {
      const games = rules.gamesPerSet;
      const sets =
        rules.bestOfSets === 1
          ? i18n._(msg`One set of ${games}`)
          : i18n._(msg`Best of ${rules.bestOfSets} sets of ${games}`);
      const at = rules.tiebreakAt;
      const parts = [sets, i18n._(msg`tiebreak at ${at}-${at}`)];
      if (rules.superTiebreak) {
        const level = setsToWin(rules) - 1;
        parts.push(
          i18n._(msg`match tiebreak to 10 at ${plural(level, { one: '# set', other: '# sets' })} all`),
        );
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
      return i18n._(msg`Game point`);
    case 'break_point':
      return i18n._(msg`Break point`);
    case 'set_point':
      return i18n._(msg`Set point`);
    case 'match_point':
      return i18n._(msg`Match point`);
  }
}

export function describeDeuceCall(call: DeuceCall): string {
  switch (call.kind) {
    case 'none':
      return '';
    case 'deuce': {
      const { deuce, decidingDeuce } = call;
      return decidingDeuce !== null && decidingDeuce > 1
        ? i18n._(msg`Deuce ${deuce} of ${decidingDeuce}`)
        : i18n._(msg`Deuce`);
    }
    case 'advantage':
      return i18n._(msg({ id: 'board.advantage', message: 'AD' }));
    case 'deciding_point':
      return call.point === 'star' ? i18n._(msg`Star point`) : i18n._(msg`Golden point`);
  }
}

export function describeReceiverChoice(playersPerTeam: 1 | 2): string {
  return playersPerTeam === 2
    ? i18n._(msg`The receiving pair chooses who receives`)
    : i18n._(msg`The receiver chooses the side to receive from`);
}

export function describeFinishReason(reason: FinishReason): string {
  switch (reason) {
    case 'score':
      return i18n._(msg`Match won`);
    case 'time':
      return i18n._(msg`Finished for time`);
    case 'manual':
      return i18n._(msg`Ended by the operator`);
    case 'retired':
      return i18n._(msg`Retired`);
    case 'walkover':
      return i18n._(msg`Walkover`);
    case 'manual_result':
      return i18n._(msg`Result entered by hand`);
  }
}

export function abbreviateFinishReason(reason: FinishReason): string {
  switch (reason) {
    case 'retired':
      return i18n._(msg({ id: 'result.retiredShort', message: 'Ret.' }));
    case 'walkover':
      return i18n._(msg({ id: 'result.walkoverShort', message: 'W/O' }));
    case 'score':
    case 'time':
    case 'manual':
    case 'manual_result':
      return '';
  }
}

/** The control buttons' names (the contract's SCORE_ACTION_LABELS) in the active language. */
export function describeScoreAction(action: ScoreAction): string {
  switch (action) {
    case 'team1-point':
      return i18n._(msg`Team 1 point`);
    case 'team2-point':
      return i18n._(msg`Team 2 point`);
    case 'reset-game':
      return i18n._(msg`Reset game`);
    case 'reset-set':
      return i18n._(msg`Reset set`);
    case 'undo':
      return i18n._(msg`Undo`);
  }
}
