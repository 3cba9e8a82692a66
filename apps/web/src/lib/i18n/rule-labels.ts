import type { ScoreAction } from '@bandeja/contract/plain';
import type { DeuceMode, FinishReason, MatchType, Rules, ServiceMode } from '@bandeja/scoring';
import { setsToWin } from '@bandeja/scoring';
import { msg, plural } from '@lingui/core/macro';
import { i18n } from './i18n.ts';

/**
 * The engine's labels (packages/scoring/src/labels.ts) in the active language: the same words,
 * said as a padel umpire says them in each language (docs/decisions/008-internationalisation.md).
 * Only words here; every rule stays in the engine. What a board shows before its first score is in
 * board-labels.ts (re-exported here), apart from the rest for the boards' first script.
 */

export {
  abbreviateFinishReason,
  describeDeuceCall,
  describeReceiverChoice,
  describeSituation,
} from './board-labels.ts';

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
