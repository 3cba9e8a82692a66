import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';
import { textTable } from '../../lib/i18n/text-table.ts';

/**
 * Every visible text of the court displays, the wall, the overlay and a TV's pairing screen, in one
 * place so that they can be translated together (the board's own are in components/board/text.ts).
 */
export const DISPLAY_TEXT = textTable({
  startMatch: msg`Scan to start a match`,
  startMatchHint: msg`Players, rules and who serves`,
  /** A display not paired with this court has no start code (docs/displays.md). */
  startAtTablet: msg`Start a match with the code on the court's tablet`,
  startAtTabletHint: msg`This screen shows it once it is connected to the court`,
  results: msg`Scan for results`,
  resultsHint: msg`Statistics and share`,
  startMatchQr: msg`QR code to start a match on this court`,
  resultsQr: msg`QR code for this court's results`,
  lastResult: msg`Last result`,
  noMatchYet: msg`No match played yet today`,
  free: msg`Free`,
  live: msg`Live`,
  finished: msg`Finished`,
  finishingSoon: msg`Finishing soon`,
  minutesLeft: (minutes: number) => i18n._(msg`${minutes} min left`),
  finalScore: msg`Final score`,
  matchStatistics: msg`Match statistics`,
  /** A walkover or a result entered by hand: no point was pressed. */
  statisticsNotAvailable: msg`Not available: this match was not scored point by point`,
  courtFree: msg`This court is free`,
  loading: msg`Loading the display`,
  unknownCourt: msg`This court does not exist any more.`,
  unknownAddress: msg`This display address is not valid.`,
  unknownAddressHint: msg`Open /display on the TV to pair it with a court or the clubhouse wall.`,
  loadFailed: msg`The display could not be loaded. Trying again…`,
  wallTitle: msg`Courts`,
  noCourts: msg`This club has no courts yet.`,
  pairTitle: msg`Connect this TV`,
  get pairSteps() {
    return [
      i18n._(msg`On a phone or computer, sign in as a club admin or court user`),
      i18n._(msg`Open Courts (admins) or the court dashboard, then 'Connect a TV'`),
      i18n._(msg`Enter this code and choose a court or the clubhouse wall`),
    ];
  },
  pairQr: msg`QR code to connect this TV`,
  codeExpiresIn: (minutes: number) => i18n._(msg`The code changes in ${minutes} min`),
  pairingFailed: msg`No pairing code: the server cannot be reached. Trying again…`,
  final: msg`Final`,
});
