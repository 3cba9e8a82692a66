import type { ScoreAction } from '@bandeja/contract/plain';
import { msg, plural } from '@lingui/core/macro';
import { sayCode } from '../../lib/i18n/error-text.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { describeScoreAction } from '../../lib/i18n/rule-labels.ts';
import { textTable } from '../../lib/i18n/text-table.ts';

/**
 * The control screen's own messages (docs/product.md#messages, screen messages). Its error texts
 * are MESSAGES', said like every other error text (lib/i18n/error-text.ts).
 */
export const CONTROL_MESSAGES = textTable({
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
  refreshed: msg`Match data refreshed`,
  get refreshFailed() {
    return sayCode('refreshMatchData');
  },
  /** An action the server applied as it was pressed: 'Team 1 point successful'. */
  applied: (name: ScoreAction) => {
    const action = describeScoreAction(name);
    return i18n._(msg`${action} successful`);
  },
  /** An action that could not reach the server: kept on the tablet, not applied yet (docs/operations.md). */
  savedOnTablet: (name: ScoreAction) => {
    const action = describeScoreAction(name);
    return i18n._(msg`${action} saved on this tablet: sent when the connection returns`);
  },
  /** The queued actions sent when the connection returned (docs/operations.md). */
  backlogSent: (count: number) =>
    i18n._(msg`${plural(count, { one: '# queued action sent', other: '# queued actions sent' })}`),
});

/** The outbox banner's words (the control screen, a phone button): 'Offline — 10 actions waiting'. */
export function offlineText(waiting: number): string {
  if (waiting === 0)
    return i18n._(msg`Offline — actions you press are kept and sent when the connection returns`);
  return i18n._(msg`Offline — ${plural(waiting, { one: '# action', other: '# actions' })} waiting`);
}

/** The control screen's texts for corrections: the undo window, the last points, another court's match. */
export const CORRECTION_TEXT = textTable({
  finished: msg`This match is finished. No further modifications are allowed.`,
  undoWindow: msg`Undo is accepted for 60 seconds after the end, for a mistaken final point.`,
  lastPoints: msg`Last points`,
  lastPointsEmpty: msg`Points scored from now on are listed here.`,
  lastPointsGap: msg`Earlier points were scored while this screen was away.`,
  undoTakesBack: msg`Undo takes this back`,
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
  otherCourtTitle: msg`This match is on another court`,
  otherCourtHint: (court: string) =>
    i18n._(msg`Only that court's tablet can score it. This tablet controls Court ${court}.`),
  backToCourt: msg`Back to Court`,
});

/** The control screen's texts before the first point (docs/scoring-rules.md#warm-up). */
export const WARM_UP_TEXT = textTable({
  badge: msg`Warm-up`,
  banner: msg`Warm-up: the match clock starts with the first point.`,
  hint: msg`Score the first point, or start the clock now.`,
  start: msg`Start match`,
  started: msg`Match started`,
});

/** The control screen's texts for finishing a match off court (docs/scoring-rules.md). */
export const FINISH_TEXT = textTable({
  title: msg`Match not finished on court?`,
  hint: msg`A player retired, a team did not come, or the match was played without scoring it here.`,
  retire: msg`Retirement`,
  walkover: msg`Walkover`,
  enterResult: msg`Enter result`,
  retireTitle: msg`Record a retirement`,
  retireQuestion: msg`Which side retires? The other side wins; the score stays as played.`,
  walkoverTitle: msg`Record a walkover`,
  walkoverQuestion: msg`Which side did not play? The other side wins by walkover (W/O).`,
  walkoverOnlyBefore: msg`Only before the first point: once points are scored, record a retirement.`,
  resultTitle: msg`Enter the result`,
  resultHint: msg`The games of each set as played. A set decided by a tiebreak also takes its points.`,
  matchTiebreak: msg`Match tiebreak (points)`,
  tiebreakPoints: msg`Tiebreak points`,
  retiredLabel: msg`Retired`,
  nobodyRetired: msg`Nobody retired`,
  retires: (name: string) => i18n._(msg`${name} retires`),
  didNotPlay: (name: string) => i18n._(msg`${name} did not play`),
  save: msg`Save result`,
  recorded: msg`Result recorded`,
});
