/**
 * The contract's plain vocabulary: names, limits and formatting helpers without zod, so that
 * the public screens can import them (via `@bandeja/contract/plain`) without the schema library.
 * A list the scoring engine owns (teams, point names, finish reasons …) is the engine's own
 * const array, re-exported or extended here, never spelled again (docs/ARCHITECTURE.md,
 * "Vocabulary and policies").
 */
import {
  MATCH_STATUSES as ENGINE_MATCH_STATUSES,
  EVENT_KINDS,
  POINT_NAMES,
  TEAMS,
  WINNERS,
} from '@bandeja/scoring';

/** HTTP headers the contract relies on, spelled once. */
export const HEADERS = {
  apiKey: 'x-api-key',
  buttonKey: 'x-button-key',
  pressId: 'x-press-id',
  /** When a WatchButton was pressed (epoch ms or ISO 8601), for presses sent late (docs/api.md). */
  pressedAt: 'x-pressed-at',
  /** A paired TV's device token (docs/displays.md). */
  displayToken: 'x-display-token',
  /** A control-screen action's key: a resent action with the same key is applied once (docs/api.md). */
  idempotencyKey: 'idempotency-key',
  /** A phone's press link token (docs/api.md, "Score from a phone"), also accepted as `?t=`. */
  pressToken: 'x-press-token',
} as const;

/** Text limits of docs/product.md#constants-and-timings. */
export const NAME_MAX = 50;

export const ROLES = ['super_admin', 'club_admin', 'court_user'] as const;

export type Role = (typeof ROLES)[number];

/** The admin area spells roles in capitals (docs/product.md#entities). */
export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super Admin',
  club_admin: 'Club Admin',
  court_user: 'Court User',
};

export const ROLE_CODES: Record<Role, string> = {
  super_admin: 'SUPER_ADMIN',
  club_admin: 'CLUB_ADMIN',
  court_user: 'COURT_USER',
};

/** The kinds of a match's logged events: the engine's (a point, an undo, a finish …). */
export const EVENT_KIND_VALUES = EVENT_KINDS;
export type EventKindValue = (typeof EVENT_KIND_VALUES)[number];

/**
 * Who sent a logged event (docs/players.md, "Results both teams confirm"): a WatchButton (over
 * HTTP or MQTT), the court's control screen or a phone's press link, the API, or the server itself
 * (a match finished for time).
 */
export const EVENT_SOURCES = ['button', 'control', 'api', 'system'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/** Match ids are random and not enumerable (they appear in public links). */
export const MATCH_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The engine's teams, under the name the contract has always used. */
export const TEAM_VALUES = TEAMS;

/** The engine's point names ('0' … 'AD'). */
export const POINT_NAME_VALUES = POINT_NAMES;

/** A live score's status: the engine's match statuses, and 'pending' while the match is scheduled. */
export const SCORE_STATUSES = ['pending', ...ENGINE_MATCH_STATUSES] as const;

export type ScoreStatus = (typeof SCORE_STATUSES)[number];

export type { SetKey } from '@bandeja/scoring';
// The engine's lists (a retirement, a walkover and a result entered by hand are finishes too).
export { FINISH_REASONS, LAST_POINT_TYPES, MATCH_TYPES, SET_KEYS, SITUATION_KINDS } from '@bandeja/scoring';

/** A match record's status: the engine's match statuses, and 'scheduled' before it starts. */
export const MATCH_STATUSES = ['scheduled', ...ENGINE_MATCH_STATUSES] as const;

export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** The score actions of docs/api.md "Scores" (undo included), named as the URL spells them. */
export const SCORE_ACTIONS = ['team1-point', 'team2-point', 'reset-game', 'reset-set', 'undo'] as const;

export type ScoreAction = (typeof SCORE_ACTIONS)[number];

/** Display names of the actions, for the '{action} successful' toast. */
export const SCORE_ACTION_LABELS: Record<ScoreAction, string> = {
  'team1-point': 'Team 1 point',
  'team2-point': 'Team 2 point',
  'reset-game': 'Reset game',
  'reset-set': 'Reset set',
  undo: 'Undo',
};

/** The banner while play for serve decides the server in docs/product.md#public-scoreboard (scoreboard and control screen). */
export const PLAY_FOR_SERVE_TEXT = 'PLAY FOR SERVE - Next point determines server';

/** Default match duration (docs/product.md#constants-and-timings): 90 minutes. */
export const DEFAULT_MATCH_DURATION_SECONDS = 5400;

/** The court slots a match can be booked for, in minutes: they drive the clock and the time-up finish. */
export const SLOT_MINUTES = [60, 90, 120] as const;
export type SlotMinutes = (typeof SLOT_MINUTES)[number];

/**
 * The `match_duration` of a match without a time limit (slot 'none'): a day. The clock of such a
 * match never runs out during play, and a match left open on a court is still closed for time by
 * the next day. Screens show 'No time limit' for it (`hasTimeLimit`).
 */
export const NO_TIME_LIMIT_SECONDS = 86_400;

/** The match duration in seconds of a slot in minutes (a preset's too); null is no time limit. */
export function slotSeconds(minutes: number | null): number {
  return minutes === null ? NO_TIME_LIMIT_SECONDS : minutes * 60;
}

export function hasTimeLimit(matchDurationSeconds: number): boolean {
  return matchDurationSeconds < NO_TIME_LIMIT_SECONDS;
}

/**
 * A match on its court before its first point (docs/scoring-rules.md#warm-up): pending with no start
 * time, its clock not running. Screens show 'Warm-up'; a point or 'Start match' starts it. (A
 * scheduled match is pending too, but keeps its planned start time when it has one.)
 */
export function isWarmUp(score: { status: string; start_time: string | null }): boolean {
  return score.status === 'pending' && score.start_time === null;
}

/** Splits 'Player1 & Player2' into its two names for display (docs/product.md#entities). */
export function splitTeamName(teamName: string): [string, string] {
  const [first = '', ...rest] = teamName.split('&').map((part) => part.trim());
  return [first, rest.join(' & ')];
}

/** Joins player names with ' & ' after dropping blanks (docs/product.md#validation, admin match form). */
export function joinTeamName(...names: readonly (string | null | undefined)[]): string {
  return names
    .map((name) => (name ?? '').trim())
    .filter((name) => name.length > 0)
    .join(' & ');
}

/** Set scores as 'a-b' joined with ' / ', sets at 0-0 hidden (docs/product.md#constants-and-timings). */
export function formatSetScores(sets: { team1: number; team2: number }[]): string {
  return sets
    .filter((set) => set.team1 !== 0 || set.team2 !== 0)
    .map((set) => `${set.team1}-${set.team2}`)
    .join(' / ');
}

export const MAX_SPONSOR_LOGOS = 6;

/** Logos and sponsor images: at most 1 MB, PNG, JPEG or WebP judged by content. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

/**
 * Logos and sponsor images: at most this many pixels a side, checked in the file's header before it
 * is decoded (a small file can claim a huge picture that would exhaust a TV stick's memory).
 */
export const MAX_IMAGE_SIDE = 4096;

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type ImageType = (typeof IMAGE_TYPES)[number];

export const BUTTON_ACTIONS = ['TEAM1_SCORE', 'TEAM2_SCORE', 'UNDO', 'RESET'] as const;

export type ButtonAction = (typeof BUTTON_ACTIONS)[number];

/** How a one-key button was pressed (docs/api.md "WatchButton"): each gesture has its own action. */
export const BUTTON_GESTURES = ['single', 'double', 'long'] as const;

export type ButtonGesture = (typeof BUTTON_GESTURES)[number];

/** A button's battery below this percent is flagged on the admin buttons page (docs/api.md "Device health"). */
export const LOW_BATTERY_PERCENT = 20;

/** How long identify mode lasts once an admin starts it on a court (docs/api.md "Device health"). */
export const IDENTIFY_MODE_MS = 2 * 60 * 1000;

/** An admin's session lasts a working day. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

/**
 * A court user's device session (a court tablet) lasts this long after its last use: each use
 * slides it forward, so a tablet in daily use stays signed in until an admin signs it out or the
 * password changes (docs/api.md "Device sessions").
 */
export const DEVICE_SESSION_IDLE_DAYS = 30;

/** Failed sign-ins allowed per IP and username within LOGIN_WINDOW_MS before 429. */
export const LOGIN_MAX_FAILURES = 10;

/**
 * Failed sign-ins allowed per IP, whatever the usernames, within LOGIN_WINDOW_MS before 429: one
 * address cannot spray many accounts with LOGIN_MAX_FAILURES guesses each.
 */
export const LOGIN_ADDRESS_MAX_FAILURES = 30;

export const LOGIN_WINDOW_MS = 60_000;

/** The engine's winners: a team or 'draw'. */
export const WINNER_VALUES = WINNERS;

/** The WatchButton's press answer (docs/api.md "WatchButton"). */
export const PRESS_OUTCOMES = [
  'applied',
  'duplicate',
  'ignored_accidental',
  'no_action',
  'identified',
] as const;

export type PressOutcome = (typeof PRESS_OUTCOMES)[number];

/** Socket.IO path on the same origin as the API. */
export const SOCKET_PATH = '/socket.io';

/** Socket messages are small: a full score is about 1.5 kB. */
export const SOCKET_MAX_PAYLOAD_BYTES = 16 * 1024;

/** How long a court display shows a finished match before idling (a club setting, in minutes). */
export const RESULT_DISPLAY_MINUTES_DEFAULT = 5;
export const RESULT_DISPLAY_MINUTES_MIN = 1;
export const RESULT_DISPLAY_MINUTES_MAX = 60;

/**
 * Pairing codes a TV shows (docs/displays.md): six characters, digits and capitals without the
 * look-alikes 0/O, 1/I/L and U/V, valid for ten minutes and once.
 */
export const DISPLAY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const DISPLAY_CODE_LENGTH = 6;
export const DISPLAY_CODE_TTL_MS = 10 * 60 * 1000;

/** What a display shows: one court, or the club's courts on one screen (the clubhouse wall). */
export const DISPLAY_TARGET_KINDS = ['court', 'club'] as const;
export type DisplayTargetKind = (typeof DISPLAY_TARGET_KINDS)[number];

/** The most courts the clubhouse wall lays out on one 1920×1080 screen. */
export const CLUB_WALL_MAX_COURTS = 12;
