/**
 * Every visible text of the court displays, the wall, the overlay and a TV's pairing screen, in one
 * place so that they can be translated together (the board's own are in components/board/text.ts).
 */
export const DISPLAY_TEXT = {
  startMatch: 'Scan to start a match',
  startMatchHint: 'Players, rules and who serves',
  /** A display not paired with this court has no start code (docs/displays.md). */
  startAtTablet: "Start a match with the code on the court's tablet",
  startAtTabletHint: 'This screen shows it once it is connected to the court',
  results: 'Scan for results',
  resultsHint: 'Statistics and share',
  startMatchQr: 'QR code to start a match on this court',
  resultsQr: "QR code for this court's results",
  lastResult: 'Last result',
  noMatchYet: 'No match played yet today',
  free: 'Free',
  live: 'Live',
  finished: 'Finished',
  finishingSoon: 'Finishing soon',
  noTimeLimit: 'No time limit',
  minutesLeft: (minutes: number) => `${minutes} min left`,
  winner: (team: string) => `${team} win`,
  draw: 'Draw',
  finalScore: 'Final score',
  matchStatistics: 'Match statistics',
  /** A walkover or a result entered by hand: no point was pressed (issue 17). */
  statisticsNotAvailable: 'Not available: this match was not scored point by point',
  courtFree: 'This court is free',
  loading: 'Loading the display',
  unknownCourt: 'This court does not exist any more.',
  unknownAddress: 'This display address is not valid.',
  unknownAddressHint: 'Open /display on the TV to pair it with a court or the clubhouse wall.',
  loadFailed: 'The display could not be loaded. Trying again…',
  wallTitle: 'Courts',
  noCourts: 'This club has no courts yet.',
  pairTitle: 'Connect this TV',
  pairSteps: [
    'On a phone or computer, sign in as a club admin or court user',
    "Open Courts (admins) or the court dashboard, then 'Connect a TV'",
    'Enter this code and choose a court or the clubhouse wall',
  ],
  pairQr: 'QR code to connect this TV',
  codeExpiresIn: (minutes: number) => `The code changes in ${minutes} min`,
  pairingFailed: 'No pairing code: the server cannot be reached. Trying again…',
  final: 'Final',
} as const;
