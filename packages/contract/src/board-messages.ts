/**
 * The other texts a board can meet in an error answer (the server's, the socket's, a match's
 * refusals): a board says them by their code (apps/web/src/lib/i18n/board-error-texts.ts) and finds
 * the code of one it was given only as text (a failed check names its text, not its code). Not in
 * SCREEN_MESSAGES, which every board's first script carries: the web app's error texts bring them
 * when a board first says an error (docs/decisions/007-board-app.md). `MESSAGES` includes them.
 */
export const BOARD_MESSAGES = {
  unexpectedError: 'An unexpected error occurred.',
  tooManyRequests: 'Too many requests. Please slow down.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  invalidApiKey: 'Invalid API key',
  /** 503 while the database cannot be reached (docs/operations.md, "When something fails"). */
  databaseUnavailable: 'The database cannot be reached right now. Please try again in a moment.',
  /** A path the router cannot read (a bad %-escape, an over-long segment). */
  invalidUrl: 'The address is not valid',
  /** 408: the request (headers and body) did not arrive within its time (docs/operations.md). */
  requestTimeout: 'The request took too long',
  tooManyConnections: 'Too many connections from your address',
  /** The socket sent more events than its budget: the excess was dropped. */
  socketThrottled: 'Too many messages on this connection: some were ignored',
  /** Too many score reads are waiting server-wide: the join or resync was not served. */
  socketBusy: 'The server is busy. Please try again in a moment.',
  tooManyMatchesFollowed: 'Too many matches followed on one connection',
  /** Past 50 rooms on one socket, on joining a court's or a club's room. */
  tooManyRoomsFollowed: 'Too many rooms followed on one connection',
  /** 429 on the handshake: sockets from this address were sent away for flooding, lately. */
  socketCoolOff: 'Too many messages from your address. Please try again in a minute.',
  /** An Engine.IO request the server cannot serve (unknown transport or session, bad handshake). */
  socketRequestInvalid: 'Not a valid live-score connection request',
  originNotAllowed: 'Origin not allowed',
  fetchScore: 'Failed to fetch score',
  fetchCourt: 'Failed to fetch court',
  matchNotFound: 'Match not found',
  scoreNotFound: 'No score found',
  invalidMatchId: 'Invalid match id',
  courtNotFound: 'Court not found',
  clubNotFound: 'Club not found',
  eventNotFound: 'Event not found',
  matchNotStarted: 'The match has not started yet',
  matchFinished: 'Cannot modify a finished match',
  /** An undo on a game of a finished event: the standings are final (the organiser corrects instead). */
  eventFinishedGameClosed: 'The event has finished: correct the game on the event page instead',
  nothingToUndo: 'There is nothing to undo',
  undoWindowClosed: 'The match ended more than 60 seconds ago and can no longer be changed',
  serversAlreadyChosen: 'Servers can only be chosen before the first point of a set',
  serverNotDefined: 'Play for serve first: the next point decides who serves',
  serverAlreadyDefined: 'The serving team is already decided',
  nothingToReset: 'There is nothing to reset',
  invalidScoreEvent: 'Invalid score event',
  displayNotFound: 'Display not found',
  displayTokenInvalid: 'This display is not connected. Show its pairing code again.',
  displayCodeUnknown: 'This code is unknown or has expired. Check the code on the TV.',
  displayCodeInvalid: 'Enter the 6-character code shown on the TV',
  /** GET /displays/self/start-token from a TV that does not show one court. */
  displayNotCourt: 'This display does not show a court',
} as const;
