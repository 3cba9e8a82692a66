import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * Every visible text of the live board and the screens built on it (scoreboard, court displays,
 * wall, overlay), in one place so that they can be translated together. The rules' own words
 * (DEUCE, golden point, finish reasons) come from the engine's labels.
 */
export const BOARD_TEXT = {
  get score() {
    return i18n._(msg`Score`);
  },
  set: (number: number) => i18n._(msg`Set ${number}`),
  get game() {
    return i18n._(msg`Game`);
  },
  get tiebreak() {
    return i18n._(msg`Tiebreak`);
  },
  get superTiebreak() {
    return i18n._(msg`Super tiebreak`);
  },
  get serving() {
    return i18n._(msg`(serving)`);
  },
  get winner() {
    return i18n._(msg`Winner`);
  },
  get sponsors() {
    return i18n._(msg`Sponsors`);
  },
  get sponsor() {
    return i18n._(msg`Sponsor`);
  },
  get changeEnds() {
    return i18n._(msg`Change of ends`);
  },
  get matchFinished() {
    return i18n._(msg`Match finished`);
  },
  /** The end state's title for a match that did not end on the score. */
  finishedHow: {
    get time() {
      return i18n._(msg`Finished for time`);
    },
    get manual() {
      return i18n._(msg`Ended by the operator`);
    },
    get retired() {
      return i18n._(msg`Retired`);
    },
    get walkover() {
      return i18n._(msg`Walkover`);
    },
    get manual_result() {
      return i18n._(msg`Result entered by hand`);
    },
  },
  retiredTeam: (team: string) => i18n._(msg`${team} retired`),
  walkoverTeam: (team: string) => i18n._(msg`${team} did not play`),
  get notScoredLive() {
    return i18n._(msg`Not scored live`);
  },
  /** A rally game's points column (docs/scoring-rules.md, "Rally scoring"): its target. */
  rallyTarget: (target: number, mode: 'race' | 'total') =>
    mode === 'race' ? i18n._(msg`Race to ${target}`) : i18n._(msg`${target} points played`),
  get points() {
    return i18n._(msg`Points`);
  },
  /** A set column that is a match tiebreak to 10. */
  get superTiebreakShort() {
    return i18n._(msg`Match TB`);
  },
  get noTimeLimit() {
    return i18n._(msg`No time limit`);
  },
  /** Before the first point (docs/scoring-rules.md#warm-up): the clock waits for play. */
  get warmUp() {
    return i18n._(msg`Warm-up`);
  },
  get warmUpHint() {
    return i18n._(msg`The clock starts with the first point`);
  },
  teamWins: (team: string) => i18n._(msg`${team} win`),
  get draw() {
    return i18n._(msg`Draw`);
  },
  get offline() {
    return i18n._(msg`Offline — reconnecting`);
  },
  get waitingForScorer() {
    return i18n._(msg`Waiting for the scorer`);
  },
  get waitingForScorerHint() {
    return i18n._(msg`No point for 10 minutes`);
  },
  get matchTime() {
    return i18n._(msg`Match time`);
  },
  get tapForSound() {
    return i18n._(msg`Tap to enable sound`);
  },
  get soundOn() {
    return i18n._(msg`Sound on`);
  },
  get soundOff() {
    return i18n._(msg`Sound off`);
  },
} as const;
