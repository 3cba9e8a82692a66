import {
  EVENT_LEVEL_MAX,
  EVENT_LEVEL_MIN,
  type EventCreateBody,
  type EventMexicanoPairing,
  type EventPlayerInput,
  type EventPointsPerGame,
  eventCreateBodySchema,
  eventPlayerInputSchema,
  fallbackIssueMessage,
} from '@bandeja/contract';
import { sayText } from '../../../lib/i18n/error-text.ts';
import { EVENT_TEXT } from '../texts.ts';

/**
 * The 'New event' form's checks (docs/product.md, "Club events"): the body it would send, checked
 * by the contract's schema, so the form and the API refuse alike and say it alike.
 */

export type Format = EventCreateBody['format'];
/** How Mexicano's round 1 is paired (docs/product.md, "Club events"): the API draws it at random
 * unless the players have levels. */
export const FIRST_ROUND_ORDERS = ['random', 'level'] as const;
export type FirstRoundOrder = (typeof FIRST_ROUND_ORDERS)[number];

export interface PlayerRow {
  name: string;
  email: string;
  /** As typed in the level field ('' when none); sent only for a Mexicano paired by level. */
  level: string;
  /** A roster player of the club (docs/players.md, "Events name their players"); absent: a guest. */
  playerId?: number;
}

/** Whether the form sends the players' levels: a Mexicano whose round 1 goes by level. */
export function byLevel(format: Format, firstRound: FirstRoundOrder): boolean {
  return format === 'mexicano' && firstRound === 'level';
}

/** A player as the API takes it (`eventPlayerInputSchema`), with its level when `withLevel`. */
function playerInput(player: PlayerRow, withLevel: boolean): EventPlayerInput {
  return {
    name: player.name,
    ...(player.email ? { email: player.email } : {}),
    ...(withLevel && player.level.trim() ? { level: Number(player.level) } : {}),
    ...(player.playerId !== undefined ? { playerId: player.playerId } : {}),
  };
}

/** Whether a typed level is one the contract accepts: given, a number, 0 to 10. */
export function isValidLevel(player: PlayerRow): boolean {
  if (!player.level.trim()) return false;
  return eventPlayerInputSchema.shape.level.safeParse(Number(player.level)).success;
}

/** The players of the body: each with its level for a Mexicano by level, else without. */
export function playersBody(
  players: readonly PlayerRow[],
  format: Format,
  firstRound: FirstRoundOrder,
): EventPlayerInput[] {
  const withLevel = byLevel(format, firstRound);
  return players.map((player) => playerInput(player, withLevel));
}

export interface CreateEventErrors {
  name?: string;
  courts?: string;
  players?: string;
  newPlayer?: string;
  newEmail?: string;
  levels?: string;
  minutes?: string;
  rounds?: string;
}

/** What the form holds: the fields as typed, the numbers still text. */
export interface EventFormFields {
  name: string;
  format: Format;
  /** Mexicano only; left out, round 1 is drawn at random. */
  firstRound?: FirstRoundOrder;
  courtIds: number[];
  players: PlayerRow[];
  timing: 'points' | 'minutes';
  points?: EventPointsPerGame;
  minutes: string;
  rounds: string;
  pairing?: EventMexicanoPairing;
}

/** The body the form sends: a number typed wrong stays NaN, for the contract to refuse. */
export function eventBody(form: EventFormFields, clubId: number): EventCreateBody {
  return {
    name: form.name.trim(),
    clubId,
    format: form.format,
    courtIds: form.courtIds,
    players: playersBody(form.players, form.format, form.firstRound ?? 'random'),
    ...(form.timing === 'points'
      ? { pointsPerGame: form.points ?? 21 }
      : { minutesPerRound: Number(form.minutes) }),
    ...(form.rounds.trim() ? { rounds: Number(form.rounds) } : {}),
    ...(form.format === 'mexicano' ? { mexicanoPairing: form.pairing ?? '1+3v2+4' } : {}),
  };
}

/** The field under which each of the body's checks is said. */
const FIELD_OF_BODY: Partial<Record<PropertyKey, keyof CreateEventErrors>> = {
  name: 'name',
  courtIds: 'courts',
  players: 'players',
  minutesPerRound: 'minutes',
  rounds: 'rounds',
};

/**
 * The form's checks before the server's: the contract's schema on the body the form would send (the
 * API's own rules and messages, said at the field), and a level for every player of a Mexicano
 * paired by level (the API takes players without one).
 */
export function checkEventForm(form: EventFormFields, clubId = 1): CreateEventErrors {
  const errors: CreateEventErrors = {};
  const parsed = eventCreateBodySchema.safeParse(eventBody(form, clubId), { error: fallbackIssueMessage });
  for (const issue of parsed.error?.issues ?? []) {
    // A player's level is said once for the whole list, below.
    const key =
      issue.path.length === 1 || issue.path[0] !== 'players' ? FIELD_OF_BODY[issue.path[0] ?? ''] : undefined;
    if (key && !errors[key]) errors[key] = sayText(issue.message);
  }
  if (byLevel(form.format, form.firstRound ?? 'random') && !form.players.every(isValidLevel))
    errors.levels = EVENT_TEXT.errors.levels(EVENT_LEVEL_MIN, EVENT_LEVEL_MAX);
  return errors;
}

/** A player to add, by the contract's player schema, or what is wrong with it (a name twice, too). */
export function checkNewPlayer(
  row: { name: string; email: string },
  players: readonly PlayerRow[],
): Pick<CreateEventErrors, 'newPlayer' | 'newEmail'> {
  const parsed = eventPlayerInputSchema.safeParse(
    { name: row.name, ...(row.email ? { email: row.email } : {}) },
    { error: fallbackIssueMessage },
  );
  const issueOf = (field: string) => parsed.error?.issues.find((issue) => issue.path[0] === field);
  const name = issueOf('name');
  if (name) return { newPlayer: sayText(name.message) };
  if (players.some((player) => player.name.toLowerCase() === row.name.toLowerCase()))
    return { newPlayer: EVENT_TEXT.errors.duplicate };
  const email = issueOf('email');
  return email ? { newEmail: sayText(email.message) } : {};
}
