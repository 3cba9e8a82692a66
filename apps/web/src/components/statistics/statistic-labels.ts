import type { StatisticKey } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * The statistics rows' labels (packages/contract statistics-display) in the active language, as a
 * player of each country says them (docs/i18n.md): the court display's result, the overlays and
 * the results page say every figure in the club's language, like the mails do.
 */
export function describeStatistic(key: StatisticKey): string {
  switch (key) {
    case 'pointsWon':
      return i18n._(msg`Points won`);
    case 'longestStreak':
      return i18n._(msg`Longest streak`);
    case 'goldenPointsWon':
      return i18n._(msg`Golden points won`);
    case 'starPointsWon':
      return i18n._(msg`Star points won`);
    case 'breakPointsWon':
      return i18n._(msg`Break points won`);
    case 'setPointsWon':
      return i18n._(msg`Set points won`);
    case 'pointsServed':
      return i18n._(msg`Points served`);
    case 'wonOnServe':
      return i18n._(msg`Won on serve`);
    case 'percentWonOnServe':
      return i18n._(msg`% won on serve`);
    case 'serviceGamesWon':
      return i18n._(msg`Service games won`);
    case 'serviceGamesLost':
      return i18n._(msg`Service games lost`);
    case 'score':
      return i18n._(msg`Score`);
    case 'shareOfPoints':
      return i18n._(msg`Share of points`);
    case 'duration':
      return i18n._(msg`Duration`);
  }
}

/** A column of the sets-beside-match table: its set, or the match (null). */
export function describeSetColumn(set: number | null): string {
  return set === null ? i18n._(msg`Match`) : i18n._(msg`Set ${set}`);
}

/** A match ended before its first point has no figures (contract: `noPointsPlayed`). */
export function noPointsPlayedText(): string {
  return i18n._(msg`No points were played`);
}
