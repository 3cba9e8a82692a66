/**
 * The texts of spec §8, spelled once. The server answers with them and the web app falls back on
 * them when a response carries no message.
 */
export const MESSAGES = {
  // generic HTTP handling (spec §8, global)
  accessDenied: 'Access denied',
  notFound: 'Resource not found',
  serverError: 'Server error. Please try again later.',
  genericError: 'An error occurred',
  networkError: 'Network error. Please check your connection.',
  unexpectedError: 'An unexpected error occurred.',
  invalidCredentials: 'Invalid credentials',
  tooManyLogins: 'Too many failed sign-in attempts. Please wait a minute and try again.',
  tooManyRequests: 'Too many requests. Please slow down.',
  unauthorized: 'Please sign in',
  sessionExpired: 'Your session has expired. Please sign in again.',
  invalidApiKey: 'Invalid API key',
  /** A file upload (multipart) over its limits; a JSON body over its limit is `bodyTooLarge`. */
  payloadTooLarge: 'The upload is too large',
  unsupportedMedia: 'Unsupported file type',
  bodyTooLarge: 'The request body is too large',
  bodyNotJson: 'The request body must be JSON (Content-Type: application/json)',
  malformedJson: 'The request body is not valid JSON',
  /** 503 while the database cannot be reached (docs/operations.md, "When something fails"). */
  databaseUnavailable: 'The database cannot be reached right now. Please try again in a moment.',
  /** A path the router cannot read (a bad %-escape, an over-long segment). */
  invalidUrl: 'The address is not valid',
  tooManyConnections: 'Too many connections from your address',
  /** /api/health's problems. */
  healthDatabaseDown: 'The database cannot be reached',
  healthRedisDown:
    'Redis cannot be reached: live scores reach only the screens connected to this server process',
  /** 408: the request (headers and body) did not arrive within its time (docs/operations.md). */
  requestTimeout: 'The request took too long',
  headersTooLarge: 'The request headers are too large',
  invalidHttp: 'The request is not valid HTTP',
  /** Only one file, in the form field `logo` (IMAGE_FIELD), is taken by an image upload. */
  uploadOneFile: "Send exactly one image file, in the form field 'logo'",

  // the live-score socket (docs/api.md, "Socket.IO")
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

  // scores and matches
  fetchPublicScore: 'Failed to fetch public score',
  fetchScore: 'Failed to fetch score',
  createScore: 'Failed to create score',
  team1Point: 'Failed to add point for team 1',
  team2Point: 'Failed to add point for team 2',
  resetGame: 'Failed to reset game',
  resetSet: 'Failed to reset set',
  undo: 'Failed to undo',
  updateMatchStatus: 'Failed to update match status',
  createMatch: 'Failed to create match',
  fetchMatches: 'Failed to fetch matches',
  fetchMatch: 'Failed to fetch match',
  fetchCourtMatches: 'Failed to fetch court matches',
  fetchActiveMatch: 'Failed to fetch active match',
  deleteMatch: 'Failed to delete match',
  fetchFinishedMatches: 'Failed to fetch finished matches',
  fetchScheduledMatches: 'Failed to fetch scheduled matches',
  fetchActiveMatchesByClub: 'Failed to fetch active matches by club',
  fetchActiveMatches: 'Failed to fetch active matches',
  fetchMatchStats: 'Failed to fetch match stats',
  updateMatch: 'Failed to update match',
  sendStatistics: 'Failed to send statistics',
  invalidAction: 'Invalid action',
  matchFinished: 'Cannot modify a finished match',
  finishedStatusLocked: 'Cannot change status of finished matches',
  activeMatchExists: 'There is already an active match on this court',
  matchNotFound: 'Match not found',
  scoreNotFound: 'No score found',
  matchNotStarted: 'The match has not started yet',
  ongoingStatusLocked: 'An ongoing match can only stay ongoing or become finished',
  courtNotFound: 'Court not found',
  courtRequired: 'Court is required',
  noActiveMatch: 'There is no active match on this court',
  timeNotUp: 'Sign in to finish a match before its time is up',
  startTimeLocked: 'Start time can only be changed for scheduled matches',

  // WatchButton presses (design §3, §4)
  buttonNotFound: 'Button not found',
  invalidButtonKey: 'Invalid button key',
  pressApplied: 'Press applied',
  pressDuplicate: 'Press already received: not applied again',
  pressIgnored: 'Press ignored: too soon after the previous point (accidental press guard)',

  // admin
  createUser: 'Failed to create user',
  fetchUsers: 'Failed to fetch users',
  fetchUser: 'Failed to fetch user',
  updateUser: 'Failed to update user',
  deleteUser: 'Failed to delete user',
  assignCourt: 'Failed to assign court',
  createClub: 'Failed to create club',
  fetchClubs: 'Failed to fetch clubs',
  fetchClub: 'Failed to fetch club',
  updateClub: 'Failed to update club',
  deleteClub: 'Failed to delete club',
  uploadLogo: 'Failed to upload logo',
  removeLogo: 'Failed to remove logo',
  createCourt: 'Failed to create court',
  fetchCourts: 'Failed to fetch courts',
  fetchCourt: 'Failed to fetch court',
  updateCourt: 'Failed to update court',
  deleteCourt: 'Failed to delete court',
  fetchClubCourts: 'Failed to fetch club courts',
  createButton: 'Failed to create button',
  fetchButtons: 'Failed to fetch buttons',
  fetchButton: 'Failed to fetch button',
  updateButton: 'Failed to update button',
  deleteButton: 'Failed to delete button',
  fetchCourtButtons: 'Failed to fetch court buttons',
  fetchDashboardStats: 'Failed to fetch dashboard stats',
  courtUserLocked: 'User information cannot be modified after court creation.',

  // court displays (docs/displays.md)
  displayNotFound: 'Display not found',
  displayTokenInvalid: 'This display is not connected. Show its pairing code again.',
  displayCodeUnknown: 'This code is unknown or has expired. Check the code on the TV.',
  displayCodeInvalid: 'Enter the 6-character code shown on the TV',
  displayTargetRequired: 'Choose a court or the clubhouse wall',
  fetchDisplay: 'Failed to load the display',
  fetchDisplays: 'Failed to fetch displays',
  pairDisplay: 'Failed to connect the TV',
  updateDisplay: 'Failed to update display',
  revokeDisplay: 'Failed to disconnect display',
  startPairing: 'Failed to get a pairing code',
} as const;

export type MessageKey = keyof typeof MESSAGES;
