import type { RefusalCode } from '@bandeja/scoring';

/**
 * Every text the server answers with, spelled once, in English. The key of a text is its stable
 * code: an error answer carries both, `{success: false, message, code}` (docs/api.md, "Errors"),
 * so a screen can show the code's translation and the English wording can change without breaking
 * it. The web app also falls back on these texts when a response carries no message.
 *
 * A text with `{name}` placeholders is a template: it is sent filled in (`fillMessage`), and the
 * values travel beside it as `params`.
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
  bodyEmpty: 'The request body is empty',
  invalidContentLength: 'Invalid Content-Length',
  /**
   * The code of every failed check of a body, a query or a path: the answer's `message` names the
   * field and the problem ('Email is required'), `field` and `reason` say them in a stable form.
   */
  validation: 'Invalid request',
  /** Text the database cannot store, in any field. */
  nulInText: 'Text cannot contain NUL characters',
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
  statisticsNotFinished: 'Statistics can be sent once the match has finished',
  statisticsThrottled: 'These statistics were already sent to this address. Please try again later.',

  // the scoring engine's refusals (REFUSAL_MESSAGES; 'match_finished' is matchFinished)
  nothingToUndo: 'There is nothing to undo',
  undoWindowClosed: 'The match ended more than 60 seconds ago and can no longer be changed',
  serversAlreadyChosen: 'Servers can only be chosen before the first point of a set',
  serverNotDefined: 'Play for serve first: the next point decides who serves',
  serverAlreadyDefined: 'The serving team is already decided',
  nothingToReset: 'There is nothing to reset',
  invalidScoreEvent: 'Invalid score event',
  matchInPlay:
    'Points have been scored: a walkover or a result entered by hand must come before the first point',
  invalidResult: 'That result is not possible with this match format',

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
  userNotFound: 'User not found',
  usernameTaken: "The username '{username}' is already taken",
  ownRoleLocked: 'You cannot change your own role',
  ownAccountUndeletable: 'You cannot delete your own account',
  clubRequired: 'Club is required',
  clubRequiredForClubAdmin: 'Club is required for a club admin',
  clubRequiredForCourtUser: 'Club is required for a court user',
  selectedClubMissing: 'The selected club does not exist',
  selectedCourtMissing: 'The selected court does not exist',
  courtNotInClub: 'The selected court does not belong to the selected club',
  onlyCourtUserAssigned: 'Only a court user can be assigned a court',
  clubNotFound: 'Club not found',
  clubHasCourts: 'This club still has courts. Delete its courts first.',
  courtHasOngoingMatch: 'This court has an ongoing match. Finish it before deleting the court.',
  logoNotFound: 'Logo not found',
  sponsorNotFound: 'Sponsor logo not found',
  sponsorLimit: 'A club can have at most {max} sponsor logos',
  imageRequired: 'Choose an image file to upload',
  imageTooLarge: 'The image is larger than 1 MB',
  imageNotSupported: 'The file is not a PNG, JPEG or WebP image',
  uploadMalformed: 'The upload is not a valid multipart form',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The code of an error answer: the key of its message in MESSAGES. */
export type ErrorCode = MessageKey;

/** One of the texts of MESSAGES, as its literal type. */
export type MessageText = (typeof MESSAGES)[MessageKey];

/**
 * What is wrong with a field, in a stable form beside the English message (docs/api.md,
 * "Errors"): a screen can say it in its language.
 */
export const VALIDATION_REASONS = [
  'required',
  'wrong_type',
  'too_short',
  'too_long',
  'too_small',
  'too_large',
  'not_allowed',
  'invalid_format',
  'unknown_field',
  'invalid',
] as const;

export type ValidationReason = (typeof VALIDATION_REASONS)[number];

/** The values of a template's placeholders. */
export type MessageParams = Record<string, string | number>;

const KEY_OF_TEXT = new Map<string, MessageKey>(
  (Object.keys(MESSAGES) as MessageKey[]).map((key) => [MESSAGES[key], key]),
);

/**
 * The key of a text of MESSAGES (texts are unique: packages/contract/src/messages.test.ts), or
 * null for any other text. The server names the code of an error thrown with `MESSAGES.x` this way.
 */
export function messageKeyOf(text: string): MessageKey | null {
  return KEY_OF_TEXT.get(text) ?? null;
}

/** A template of MESSAGES with its placeholders replaced; a placeholder without a value stays. */
export function fillMessage(key: MessageKey, params: MessageParams): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** The message of each refusal of the scoring engine (the same words as its describeRefusal). */
export const REFUSAL_MESSAGES = {
  match_finished: 'matchFinished',
  nothing_to_undo: 'nothingToUndo',
  undo_window_closed: 'undoWindowClosed',
  servers_already_chosen: 'serversAlreadyChosen',
  server_not_defined: 'serverNotDefined',
  server_already_defined: 'serverAlreadyDefined',
  nothing_to_reset: 'nothingToReset',
  invalid_event: 'invalidScoreEvent',
  match_in_play: 'matchInPlay',
  invalid_result: 'invalidResult',
} as const satisfies Record<RefusalCode, MessageKey>;

/** The text of an engine refusal, for an error answer. */
export function refusalMessage(code: RefusalCode): (typeof MESSAGES)[(typeof REFUSAL_MESSAGES)[RefusalCode]] {
  return MESSAGES[REFUSAL_MESSAGES[code]];
}
