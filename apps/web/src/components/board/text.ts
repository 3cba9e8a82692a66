import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';
import { textTable } from '../../lib/i18n/text-table.ts';

/**
 * Every visible text of the live board and the screens built on it (scoreboard, court displays,
 * wall, overlay), in one place so that they can be translated together. The rules' own words
 * (DEUCE, golden point, finish reasons) come from the engine's labels.
 */
export const BOARD_TEXT = textTable({
  score: msg`Score`,
  set: (number: number) => i18n._(msg`Set ${number}`),
  game: msg`Game`,
  tiebreak: msg`Tiebreak`,
  superTiebreak: msg`Super tiebreak`,
  serving: msg`(serving)`,
  winner: msg`Winner`,
  sponsors: msg`Sponsors`,
  sponsor: msg`Sponsor`,
  changeEnds: msg`Change of ends`,
  matchFinished: msg`Match finished`,
  /** The end state's title for a match that did not end on the score. */
  finishedHow: {
    time: msg`Finished for time`,
    manual: msg`Ended by the operator`,
    retired: msg`Retired`,
    walkover: msg`Walkover`,
    manual_result: msg`Result entered by hand`,
  },
  retiredTeam: (team: string) => i18n._(msg`${team} retired`),
  walkoverTeam: (team: string) => i18n._(msg`${team} did not play`),
  notScoredLive: msg`Not scored live`,
  /** A rally game's points column (docs/scoring-rules.md, "Rally scoring"): its target. */
  rallyTarget: (target: number, mode: 'race' | 'total') =>
    mode === 'race' ? i18n._(msg`Race to ${target}`) : i18n._(msg`${target} points played`),
  points: msg`Points`,
  /** A set column that is a match tiebreak to 10. */
  superTiebreakShort: msg`Match TB`,
  noTimeLimit: msg`No time limit`,
  /** Before the first point (docs/scoring-rules.md#warm-up): the clock waits for play. */
  warmUp: msg`Warm-up`,
  warmUpHint: msg`The clock starts with the first point`,
  teamWins: (team: string) => i18n._(msg`${team} win`),
  draw: msg`Draw`,
  offline: msg`Offline — reconnecting`,
  waitingForScorer: msg`Waiting for the scorer`,
  waitingForScorerHint: msg`No point for 10 minutes`,
  matchTime: msg`Match time`,
  tapForSound: msg`Tap to enable sound`,
  soundOn: msg`Sound on`,
  soundOff: msg`Sound off`,
});
