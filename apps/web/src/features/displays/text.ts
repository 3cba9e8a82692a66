import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * Every visible text of the court displays, the wall, the overlay and a TV's pairing screen, in one
 * place so that they can be translated together (the board's own are in components/board/text.ts).
 */
export const DISPLAY_TEXT = {
  get startMatch() {
    return i18n._(msg`Scan to start a match`);
  },
  get startMatchHint() {
    return i18n._(msg`Players, rules and who serves`);
  },
  /** A display not paired with this court has no start code (docs/displays.md). */
  get startAtTablet() {
    return i18n._(msg`Start a match with the code on the court's tablet`);
  },
  get startAtTabletHint() {
    return i18n._(msg`This screen shows it once it is connected to the court`);
  },
  get results() {
    return i18n._(msg`Scan for results`);
  },
  get resultsHint() {
    return i18n._(msg`Statistics and share`);
  },
  get startMatchQr() {
    return i18n._(msg`QR code to start a match on this court`);
  },
  get resultsQr() {
    return i18n._(msg`QR code for this court's results`);
  },
  get lastResult() {
    return i18n._(msg`Last result`);
  },
  get noMatchYet() {
    return i18n._(msg`No match played yet today`);
  },
  get free() {
    return i18n._(msg`Free`);
  },
  get live() {
    return i18n._(msg`Live`);
  },
  get finished() {
    return i18n._(msg`Finished`);
  },
  get finishingSoon() {
    return i18n._(msg`Finishing soon`);
  },
  minutesLeft: (minutes: number) => i18n._(msg`${minutes} min left`),
  /** An event's game on a court display: which evening and round ('Friday Americano · Round 2 of 6'). */
  eventRound: (event: string, round: number, rounds: number) =>
    i18n._(msg`${event} · Round ${round} of ${rounds}`),
  get finalScore() {
    return i18n._(msg`Final score`);
  },
  get matchStatistics() {
    return i18n._(msg`Match statistics`);
  },
  /** A walkover or a result entered by hand: no point was pressed. */
  get statisticsNotAvailable() {
    return i18n._(msg`Not available: this match was not scored point by point`);
  },
  get courtFree() {
    return i18n._(msg`This court is free`);
  },
  get loading() {
    return i18n._(msg`Loading the display`);
  },
  get unknownCourt() {
    return i18n._(msg`This court does not exist any more.`);
  },
  get unknownAddress() {
    return i18n._(msg`This display address is not valid.`);
  },
  get unknownAddressHint() {
    return i18n._(msg`Open /display on the TV to pair it with a court or the clubhouse wall.`);
  },
  get loadFailed() {
    return i18n._(msg`The display could not be loaded. Trying again…`);
  },
  get wallTitle() {
    return i18n._(msg`Courts`);
  },
  get noCourts() {
    return i18n._(msg`This club has no courts yet.`);
  },
  get pairTitle() {
    return i18n._(msg`Connect this TV`);
  },
  get pairSteps() {
    return [
      i18n._(msg`On a phone or computer, sign in as a club admin or court user`),
      i18n._(msg`Open Courts (admins) or the court dashboard, then 'Connect a TV'`),
      i18n._(msg`Enter this code and choose a court or the clubhouse wall`),
    ];
  },
  get pairQr() {
    return i18n._(msg`QR code to connect this TV`);
  },
  codeExpiresIn: (minutes: number) => i18n._(msg`The code changes in ${minutes} min`),
  get pairingFailed() {
    return i18n._(msg`No pairing code: the server cannot be reached. Trying again…`);
  },
  get final() {
    return i18n._(msg`Final`);
  },
} as const;
