import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';

/** The scoreboard's own visible texts (the board's are in components/board/text.ts). */
export const SCOREBOARD_TEXT = {
  /** An error text: it lives in MESSAGES, like every other; a screen says it through sayError (lib/i18n/error-text.ts). */
  loadFailed: SCREEN_MESSAGES.loadScore,
  /** The fixed court in docs/product.md#public-scoreboard, when the match has none. */
  get defaultCourt() {
    return i18n._(msg`Court 1`);
  },
  returningIn: (seconds: number) => i18n._(msg`Returning to the start screen in ${seconds} s`),
  get followCourt() {
    return i18n._(msg`Follow this court's display`);
  },
  /** The statistics overlay: the set that just ended beside the match so far. */
  setStatistics: (set: number) => i18n._(msg`Set ${set}`),
  get matchSoFar() {
    return i18n._(msg`Match so far`);
  },
  get setsBesideMatch() {
    return i18n._(msg`Sets and match`);
  },
  get setDuration() {
    return i18n._(msg`Set duration`);
  },
  get matchDuration() {
    return i18n._(msg`Match duration`);
  },
  get notAvailable() {
    return i18n._(msg`Not available`);
  },
  /** A walkover or a result entered by hand: no point was pressed, so there are no point figures. */
  get noPointStatistics() {
    return i18n._(msg`Point statistics are not available: this match was not scored point by point.`);
  },
} as const;
