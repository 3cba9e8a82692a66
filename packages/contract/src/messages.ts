import type { RefusalCode, ResultError, RulesError } from '@bandeja/scoring';
import { BOARD_MESSAGES } from './board-messages.ts';
import { SCREEN_MESSAGES } from './screen-messages.ts';
import { fillTemplate } from './template.ts';

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
  ...SCREEN_MESSAGES,
  ...BOARD_MESSAGES,
  // generic HTTP handling (docs/product.md#messages, global)
  tooManyLogins: 'Too many failed sign-in attempts. Please wait a minute and try again.',
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
  /** /api/health's problems. */
  healthDatabaseDown: 'The database cannot be reached',
  healthRedisDown:
    'Redis cannot be reached: live scores reach only the screens connected to this server process',
  headersTooLarge: 'The request headers are too large',
  invalidHttp: 'The request is not valid HTTP',
  /** Only one file, in the form field `logo` (IMAGE_FIELD), is taken by an image upload. */
  uploadOneFile: "Send exactly one image file, in the form field 'logo'",

  // the live-score socket (docs/api.md, "Socket.IO")

  // scores and matches
  createMatch: 'Failed to create match',
  fetchMatches: 'Failed to fetch matches',
  fetchCourtMatches: 'Failed to fetch court matches',
  deleteMatch: 'Failed to delete match',
  fetchFinishedMatches: 'Failed to fetch finished matches',
  fetchScheduledMatches: 'Failed to fetch scheduled matches',
  fetchActiveMatchesByClub: 'Failed to fetch active matches by club',
  fetchActiveMatches: 'Failed to fetch active matches',
  updateMatch: 'Failed to update match',
  sendStatistics: 'Failed to send statistics',
  invalidAction: 'Invalid action',
  finishedStatusLocked: 'Cannot change status of finished matches',
  activeMatchExists: 'There is already an active match on this court',
  ongoingStatusLocked: 'An ongoing match can only stay ongoing or become finished',
  /** POST /matches from the public without the court's QR code token (docs/api.md). */
  courtTokenRequired: "Scan the QR code on the court's screen to start a match on this court",
  courtTokenInvalid:
    "This QR code has expired or is not this court's. Scan the code on the court's screen again.",
  /** The Idempotency-Key of a control-screen action (docs/api.md). */
  /** POST /matches/{id}/statistics/email: one address's mails of every match within the hour. */
  statisticsRecipientThrottled:
    'This address has received many statistics mails in the last hour. Please try again later.',
  invalidIdempotencyKey: 'Idempotency-Key must be 1 to 100 letters, digits or . _ : -',
  /** 422: the key of an action already applied, sent again with another action (docs/api.md). */
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  /** A press time (x-pressed-at, pressedAt) not a time, or outside its window (docs/api.md). */
  pressTimeOutOfWindow:
    'The press time must be a time (epoch ms or ISO 8601) at most 10 minutes before and 5 seconds after the server clock',
  courtRequired: 'Court is required',
  noActiveMatch: 'There is no active match on this court',
  timeNotUp: 'Sign in to finish a match before its time is up',
  startTimeLocked: 'Start time can only be changed for scheduled matches',
  statisticsNotFinished: 'Statistics can be sent once the match has finished',
  statisticsThrottled: 'These statistics were already sent to this address. Please try again later.',

  // the scoring engine's refusals (REFUSAL_MESSAGES; 'match_finished' is matchFinished)
  // matchInPlay and invalidResult are with the off-court finishes below

  // match formats (docs/api.md, "Match formats"): settings of the create call the engine refuses
  settingsNotObject: 'Settings must be an object',
  invalidBestOfSets: 'Best of sets must be 1, 3 or 5',
  invalidGamesPerSet: 'Sets are played to 4 or 6 games (or 1, 2, 3, 8 or 9): 5 and 7 are not a format',
  invalidTiebreakAt:
    'The tiebreak starts when both teams reach the set length or one game less (6-6 or 5-5 in sets of 6, 4-4 or 3-3 in sets of 4)',
  invalidSuperTiebreak: 'Match tiebreak must be true or false',
  superTiebreakNeedsMoreSets:
    'A match tiebreak decides a best of 3 or 5: in a best of 1 the whole match would be one tiebreak',
  invalidDeuceMode: 'Invalid game rule mode',
  invalidSport: 'Sport must be PADEL or TENNIS',
  invalidMatchType: 'Match type must be singles or doubles',
  invalidMixed: 'Mixed must be true or false',
  invalidShotClock: 'Shot clock must be true or false',
  // sponsors' airtime (docs/broadcast.md)
  airtimeDayInvalid: 'A day must be a date, YYYY-MM-DD',
  airtimeBeatInvalid:
    'Each heartbeat needs an id (a UUID), a sponsor, a start time and whether it starts a new showing',
  airtimeSecondsInvalid: 'A heartbeat covers more than 0 and at most 60 seconds',
  airtimeTooManyBeats: 'At most 500 heartbeats in one call',
  airtimeBeatTooLate: 'A heartbeat is at most 14 days old and not in the future',
  airtimeUnknownSponsor: 'A heartbeat names a sponsor this club does not have',
  airtimePeriodInvalid: 'The period ends before it starts',
  airtimePeriodTooLong: 'A report covers at most 92 days',
  airtimeDisplayNotOfClub: 'This TV is not paired with this club',
  matchTypeConflict: 'Match type and players per team disagree (singles is one player per team)',
  invalidPlayersPerTeam: 'Players per team must be 1 or 2',
  invalidServiceConfig: 'Service settings must be an object',
  invalidServiceMode: 'Invalid service mode',
  invalidFirstServer: 'First server must be 1 or 2',
  singlesFirstServer: 'In singles each team has one player: the first server must be 1',
  coinTossRequired: 'A coin toss is required when the first server is random',
  invalidCoinToss: 'The coin toss must be team1 or team2',
  invalidScoringFormat: 'Scoring format must be sets or rally',
  invalidRallySettings: 'Rally settings must be an object',
  invalidRallyTarget: 'A rally game is played to 4 to 32 points',
  invalidRallyTargetMode: 'A rally game ends at a total of points or a race to the target',
  invalidServeEvery: 'The serve passes every 1 to 10 points',
  singlesWithFourPlayers: 'A singles match has one player per team: send team1Player1 and team2Player1 only',
  unknownPreset: 'Unknown format preset',
  presetNotForSport: 'This format preset is not offered for the sport of this court',
  presetConflict:
    'These settings differ from the chosen format preset: leave presetId out to choose each setting yourself',
  invalidSlot: 'The slot is 60, 90 or 120 minutes, or null for no time limit',
  slotAndDuration: 'Give the slot length (slotMinutes) or the match duration in seconds, not both',

  // finishing a match off court: retirement, walkover, result entered by hand
  recordRetirement: 'Failed to record the retirement',
  recordWalkover: 'Failed to record the walkover',
  recordResult: 'Failed to record the result',
  teamRequired: 'Team must be team1 or team2',
  matchInPlay:
    'Points have already been scored: a walkover or a result entered by hand must come before the first point (record a retirement instead)',
  invalidResult: 'That result is not possible with this match format',
  resultMalformed: 'A result is a list of sets, each with the games of both teams as whole numbers',
  resultNoSets: 'Enter at least one set',
  resultTooManySets: 'More sets than the match format has',
  resultInvalidSetScore: 'A set cannot end with that score in this match format',
  resultInvalidTiebreak: 'A tiebreak cannot end with that score, or it was won by the team that lost the set',
  resultUnexpectedTiebreak: 'Tiebreak points were given for a set that had no tiebreak',
  resultNotDecided: 'These sets do not decide the match: enter every set, or say which team retired',
  resultSetAfterWin: 'A set was entered after the match was already won',
  resultAlreadyWon: 'These sets already decide the match, so no team can have retired',
  resultInvalidUnfinishedSet: 'The set in play when the team retired cannot stand at that score',
  resultInvalidRallyPoints: 'Rally points cannot go beyond the points target',
  playerNotInMatch: 'This player is not in this match',

  // WatchButton presses (docs/scoring-rules.md#accidental-press-guard, docs/api.md "WatchButton")
  buttonNotFound: 'Button not found',
  invalidButtonKey: 'Invalid button key',
  pressApplied: 'Press applied',
  pressDuplicate: 'Press already received: not applied again',
  pressIgnored: 'Press ignored: too soon after the previous point (accidental press guard)',
  /** A phone's press link (docs/api.md, "Score from a phone"): missing, forged or expired. */
  pressTokenInvalid: 'This score link is not valid or has expired. Scan the code on the court again.',
  /** A press link used on a match other than its own. */
  pressTokenOtherMatch: 'This score link belongs to another match',
  pressNoAction: 'This gesture does nothing on this button: nothing changed',
  pressIdentified: 'Identify mode: the press was shown, nothing scored',
  // MQTT buttons (docs/hardware.md, docs/api.md "MQTT buttons")
  mqttTopicInvalid:
    'An MQTT topic must be a plain topic: no + or #, not starting with $ or /, at most 200 characters',
  mqttTopicTaken: 'This MQTT topic is already bound to another button',
  mqttTopicOutsidePrefix: "This MQTT topic is outside the club's MQTT prefix {prefix}",
  mqttTopicOtherClub: "This MQTT topic is under another club's MQTT prefix",
  healthMqttDown: 'The MQTT broker cannot be reached: presses of MQTT buttons wait until it returns',

  // admin
  createUser: 'Failed to create user',
  fetchUsers: 'Failed to fetch users',
  fetchUser: 'Failed to fetch user',
  updateUser: 'Failed to update user',
  deleteUser: 'Failed to delete user',
  assignCourt: 'Failed to assign court',
  createClub: 'Failed to create club',
  fetchClubs: 'Failed to fetch clubs',
  updateClub: 'Failed to update club',
  deleteClub: 'Failed to delete club',
  uploadLogo: 'Failed to upload logo',
  removeLogo: 'Failed to remove logo',
  createCourt: 'Failed to create court',
  fetchCourts: 'Failed to fetch courts',
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
  clubHasCourts: 'This club still has courts. Delete its courts first.',
  courtHasOngoingMatch: 'This court has an ongoing match. Finish it before deleting the court.',
  logoNotFound: 'Logo not found',
  sponsorNotFound: 'Sponsor logo not found',
  sponsorLimit: 'A club can have at most {max} sponsor logos',
  imageRequired: 'Choose an image file to upload',
  imageTooLarge: 'The image is larger than 1 MB',
  imageNotSupported: 'The file is not a PNG, JPEG or WebP image',
  imageTooManyPixels: 'The image is larger than {max} × {max} pixels',
  imageUnreadable: 'The image could not be read: the file is damaged or incomplete',
  uploadMalformed: 'The upload is not a valid multipart form',

  // court displays (docs/displays.md)
  fetchDisplays: 'Failed to fetch displays',
  updateDisplay: 'Failed to update display',
  revokeDisplay: 'Failed to disconnect display',

  // club API tokens (docs/api.md, "Integrations")
  invalidApiToken: 'Invalid or revoked API token',
  apiTokenNotFound: 'API token not found',
  tooManyApiTokens: 'A club can have at most 25 API tokens. Revoke one first.',
  fetchApiTokens: 'Failed to fetch API tokens',
  fetchAirtime: "Failed to fetch the sponsors' airtime",
  createApiToken: 'Failed to create API token',
  revokeApiToken: 'Failed to revoke API token',

  // validation texts more than one schema gives (code 'validation', docs/api.md "Errors")
  invalidStatus: 'Invalid status',
  invalidEmail: 'Invalid email',
  teamNamesDiffer: 'Team names must be different',

  // the web app's own failures, shown when a screen cannot load or act (no server answers with them)
  loadMatchDetails: 'Failed to load match details',
  loadMatchData: 'Failed to load match data',
  refreshMatchData: 'Failed to refresh match data',
  loadDisplays: 'Failed to load displays',
  loadMatches: 'Failed to load matches',
  loadUsers: 'Failed to load users',
  loadApiTokens: 'Failed to load API tokens',
  loadCourts: 'Failed to load courts',
  loadButtons: 'Failed to load buttons',
  loadClubs: 'Failed to load clubs',
  copyFailed: 'Could not copy the {what}',

  // bookings (docs/api.md, "Bookings")
  bookingNotFound: 'Booking not found',
  bookingStarted: 'This booking has already been started and can no longer be changed',
  bookingCancelled: 'This booking was cancelled',
  bookingNotStartable: 'This booking can be started from 15 minutes before its start until its end',
  fetchNextBooking: 'Failed to fetch the next booking',
  startBooking: 'Failed to start the booking',

  // webhooks (docs/operations.md, "Webhooks")
  webhookNotFound: 'Webhook not found',
  webhookDeliveryNotFound: 'Webhook delivery not found',
  tooManyWebhooks: 'A club can have at most 10 webhook addresses. Remove one first.',
  webhookAddressForbidden:
    'Webhooks cannot be sent to this address: it is a link-local or cloud metadata address, or not a normal internet address',
  webhookAddressPrivate:
    "Webhooks cannot be sent to a local or private network address (such as 127.0.0.1, 10.x.x.x or 192.168.x.x) unless the server's operator allows it",
  mqttBrokerAddressForbidden:
    'The MQTT broker cannot be at this address: it is a link-local or cloud metadata address, or not a normal internet address',
  mqttBrokerAddressPrivate:
    "The MQTT broker cannot be at a local or private network address (such as 127.0.0.1, 10.x.x.x or 192.168.x.x) unless the server's operator allows it",
  fetchWebhooks: 'Failed to fetch webhooks',
  createWebhook: 'Failed to add webhook',
  deleteWebhook: 'Failed to remove webhook',
  rotateWebhookSecret: 'Failed to rotate the signing secret',
  fetchWebhookDeliveries: 'Failed to fetch webhook deliveries',
  resendWebhookDelivery: 'Failed to resend the delivery',

  // club events (docs/product.md, "Club events"; docs/api.md, "Events")
  eventTargetRequired: 'Choose the points per game or the minutes per round',
  eventCourtTwice: 'A court is chosen twice',
  eventCourtNotInClub: "A chosen court is not one of the club's courts",
  eventTeamsOdd: 'Team Americano needs an even number of players',
  eventTeamsInvalid: 'Teams must pair every player exactly once (Team Americano only)',
  eventPairingNotMexicano: 'The Mexicano pairing is a setting of Mexicano events only',
  eventAlreadyStarted: 'The event has already started',
  eventNotRunning: 'The event is not running',
  eventCourtBusy: 'A court of the event has a match in play. Finish it first.',
  eventRoundInPlay: 'The round still has games to finish',
  eventRoundNotTimed: 'The next round starts by itself when the last game of this round finishes',
  eventGameNotFound: 'This match is not a game of the event',
  eventGameNotFinished: 'Only a finished game can be corrected',
  /** DELETE of a match that is a game of a club event: its round would wait for it for ever. */
  eventGameNotDeletable: 'This match is a game of a club event and cannot be deleted',
  fetchEvents: 'Failed to fetch events',
  createEvent: 'Failed to create event',
  startEvent: 'Failed to start event',

  // the club's roster (docs/players.md)
  playerNotFound: 'Player not found',
  playerNotInClub: "This player is not one of the club's players",
  loadPlayers: 'Failed to load players',
  savePlayer: 'Failed to save the player',
  resultTokenInvalid: "This link is not the team's link for this match",
  resultNotFinished: 'The result can be confirmed once the match is finished',
  resultAlreadyAnswered: 'Your team has already answered for this result',
  resultAnswerClosed: 'The time to confirm or contest this result is over',
  resultNotContested: 'This result is not contested',
  fetchResult: 'Failed to load the result',
  answerResult: 'Failed to send your answer',
  fetchContestedResults: 'Failed to load the contested results',
  resolveResult: 'Failed to resolve the result',

  // court users' device sessions (docs/api.md, "Device sessions")
  deviceSessionNotFound: 'Device not found',
  fetchDeviceSessions: 'Failed to fetch devices',
  signOutDevice: 'Failed to sign the device out',
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
  return fillTemplate(MESSAGES[key], params);
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

/**
 * The message of each reason the engine's `parseRules` refuses settings (the create call's answer
 * and the match form's). A singles match is the only way a first server of 2 is refused: the
 * contract's schema already refuses any other number.
 */
const RULES_ERROR_MESSAGES = {
  invalid_input: MESSAGES.settingsNotObject,
  invalid_best_of_sets: MESSAGES.invalidBestOfSets,
  invalid_games_per_set: MESSAGES.invalidGamesPerSet,
  invalid_tiebreak_at: MESSAGES.invalidTiebreakAt,
  invalid_super_tiebreak: MESSAGES.invalidSuperTiebreak,
  invalid_golden_point_mode: MESSAGES.invalidDeuceMode,
  invalid_sport: MESSAGES.invalidSport,
  invalid_players_per_team: MESSAGES.invalidPlayersPerTeam,
  invalid_service_config: MESSAGES.invalidServiceConfig,
  invalid_service_mode: MESSAGES.invalidServiceMode,
  invalid_team1_server: MESSAGES.singlesFirstServer,
  invalid_team2_server: MESSAGES.singlesFirstServer,
  coin_toss_required: MESSAGES.coinTossRequired,
  invalid_coin_toss: MESSAGES.invalidCoinToss,
  invalid_match_type: MESSAGES.invalidMatchType,
  match_type_conflict: MESSAGES.matchTypeConflict,
  super_tiebreak_needs_more_sets: MESSAGES.superTiebreakNeedsMoreSets,
  invalid_scoring_format: MESSAGES.invalidScoringFormat,
  invalid_rally_settings: MESSAGES.invalidRallySettings,
  invalid_rally_target: MESSAGES.invalidRallyTarget,
  invalid_rally_target_mode: MESSAGES.invalidRallyTargetMode,
  invalid_serve_every: MESSAGES.invalidServeEvery,
} as const satisfies Record<RulesError, MessageText>;

export function rulesErrorMessage(error: RulesError): (typeof RULES_ERROR_MESSAGES)[RulesError] {
  return RULES_ERROR_MESSAGES[error];
}

/** The message of each reason the engine's `checkManualResult` refuses a result entered by hand. */
const RESULT_ERROR_MESSAGES = {
  malformed_result: MESSAGES.resultMalformed,
  no_sets: MESSAGES.resultNoSets,
  too_many_sets: MESSAGES.resultTooManySets,
  invalid_set_score: MESSAGES.resultInvalidSetScore,
  invalid_tiebreak_score: MESSAGES.resultInvalidTiebreak,
  unexpected_tiebreak: MESSAGES.resultUnexpectedTiebreak,
  match_not_decided: MESSAGES.resultNotDecided,
  set_after_match_won: MESSAGES.resultSetAfterWin,
  match_already_won: MESSAGES.resultAlreadyWon,
  invalid_unfinished_set: MESSAGES.resultInvalidUnfinishedSet,
  invalid_rally_points: MESSAGES.resultInvalidRallyPoints,
} as const satisfies Record<ResultError, MessageText>;

export function resultErrorMessage(error: ResultError): (typeof RESULT_ERROR_MESSAGES)[ResultError] {
  return RESULT_ERROR_MESSAGES[error];
}
