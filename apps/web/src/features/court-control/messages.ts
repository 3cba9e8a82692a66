import type { ScoreAction } from '@bandeja/contract/plain';
import { msg, plural } from '@lingui/core/macro';
import { sayCode } from '../../lib/i18n/error-text.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { describeScoreAction } from '../../lib/i18n/rule-labels.ts';

/**
 * The control screen's own messages (docs/product.md#messages, screen messages). Its error texts
 * are MESSAGES', said like every other error text (lib/i18n/error-text.ts).
 */
export const CONTROL_MESSAGES = {
  get actionFailed() {
    return sayCode('actionFailed');
  },
  get performFailed() {
    return sayCode('performAction');
  },
  get loadDetails() {
    return sayCode('loadMatchDetails');
  },
  get loadData() {
    return sayCode('loadMatchData');
  },
  get refreshed() {
    return i18n._(msg`Match data refreshed`);
  },
  get refreshFailed() {
    return sayCode('refreshMatchData');
  },
  /** An action the server applied as it was pressed: 'Team 1 point successful'. */
  applied: (name: ScoreAction) => {
    const action = describeScoreAction(name);
    return i18n._(msg`${action} successful`);
  },
  /** The queued actions sent when the connection returned (docs/operations.md). */
  backlogSent: (count: number) =>
    i18n._(msg`${plural(count, { one: '# queued action sent', other: '# queued actions sent' })}`),
} as const;

/** The outbox banner's words (the control screen, a phone button): 'Offline — 10 actions waiting'. */
export function offlineText(waiting: number): string {
  if (waiting === 0)
    return i18n._(msg`Offline — actions you press are kept and sent when the connection returns`);
  return i18n._(msg`Offline — ${plural(waiting, { one: '# action', other: '# actions' })} waiting`);
}

/** The control screen's texts for corrections: the undo window, the last points, another court's match. */
export const CORRECTION_TEXT = {
  get finished() {
    return i18n._(msg`This match is finished. No further modifications are allowed.`);
  },
  get undoWindow() {
    return i18n._(msg`Undo is accepted for 60 seconds after the end, for a mistaken final point.`);
  },
  get lastPoints() {
    return i18n._(msg`Last points`);
  },
  get lastPointsEmpty() {
    return i18n._(msg`Points scored from now on are listed here.`);
  },
  get lastPointsGap() {
    return i18n._(msg`Earlier points were scored while this screen was away.`);
  },
  get undoTakesBack() {
    return i18n._(msg`Undo takes this back`);
  },
  get kinds() {
    return {
      point: i18n._(msg`Point`),
      game: i18n._(msg`Game`),
      set: i18n._(msg`Set`),
      match: i18n._(msg`Match`),
      reset: i18n._(msg`Reset`),
      other: i18n._(msg`Change`),
    };
  },
  wonAt: (at: string) => i18n._(msg`at ${at}`),
  get otherCourtTitle() {
    return i18n._(msg`This match is on another court`);
  },
  otherCourtHint: (court: string) =>
    i18n._(msg`Only that court's tablet can score it. This tablet controls Court ${court}.`),
  get backToCourt() {
    return i18n._(msg`Back to Court`);
  },
} as const;

/** The control screen's texts before the first point (docs/scoring-rules.md#warm-up). */
export const WARM_UP_TEXT = {
  get badge() {
    return i18n._(msg`Warm-up`);
  },
  get banner() {
    return i18n._(msg`Warm-up: the match clock starts with the first point.`);
  },
  get hint() {
    return i18n._(msg`Score the first point, or start the clock now.`);
  },
  get start() {
    return i18n._(msg`Start match`);
  },
  get started() {
    return i18n._(msg`Match started`);
  },
} as const;

/** The control screen's texts for finishing a match off court (docs/scoring-rules.md). */
export const FINISH_TEXT = {
  get title() {
    return i18n._(msg`Match not finished on court?`);
  },
  get hint() {
    return i18n._(
      msg`A player retired, a team did not come, or the match was played without scoring it here.`,
    );
  },
  get retire() {
    return i18n._(msg`Retirement`);
  },
  get walkover() {
    return i18n._(msg`Walkover`);
  },
  get enterResult() {
    return i18n._(msg`Enter result`);
  },
  get retireTitle() {
    return i18n._(msg`Record a retirement`);
  },
  get retireQuestion() {
    return i18n._(msg`Which side retires? The other side wins; the score stays as played.`);
  },
  get walkoverTitle() {
    return i18n._(msg`Record a walkover`);
  },
  get walkoverQuestion() {
    return i18n._(msg`Which side did not play? The other side wins by walkover (W/O).`);
  },
  get walkoverOnlyBefore() {
    return i18n._(msg`Only before the first point: once points are scored, record a retirement.`);
  },
  get resultTitle() {
    return i18n._(msg`Enter the result`);
  },
  get resultHint() {
    return i18n._(msg`The games of each set as played. A set decided by a tiebreak also takes its points.`);
  },
  get matchTiebreak() {
    return i18n._(msg`Match tiebreak (points)`);
  },
  get tiebreakPoints() {
    return i18n._(msg`Tiebreak points`);
  },
  get retiredLabel() {
    return i18n._(msg`Retired`);
  },
  get nobodyRetired() {
    return i18n._(msg`Nobody retired`);
  },
  retires: (name: string) => i18n._(msg`${name} retires`),
  didNotPlay: (name: string) => i18n._(msg`${name} did not play`),
  get save() {
    return i18n._(msg`Save result`);
  },
  get recorded() {
    return i18n._(msg`Result recorded`);
  },
} as const;
