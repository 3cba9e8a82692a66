import {
  checkMatchCreate,
  emailSchema,
  type MatchCreateBody,
  MESSAGES,
  matchCreateFieldsSchema,
} from '@bandeja/contract';
import type { SlotMinutes } from '@bandeja/contract/plain';
import { defaultRules, type FormatPreset, type MatchType, presetsFor, type Sport } from '@bandeja/scoring';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * The Match Setup form (docs/product.md#validation, docs/api.md "Match formats"): the contract's match create fields
 * without the court (it comes from the URL), an email that may be left empty, and every format
 * setting given explicitly (the form shows what will be played). The checks across fields (players
 * of the match type, a preset the settings agree with, the engine's verdict on the format) are the
 * contract's `checkMatchCreate`, so the form and the API refuse alike, with the same messages.
 */
const matchSetupFieldsSchema = matchCreateFieldsSchema.omit({ courtId: true, email: true }).extend({
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || emailSchema.safeParse(value).success, MESSAGES.invalidEmail),
});
export const matchSetupSchema = matchSetupFieldsSchema.superRefine(checkMatchCreate);
export type MatchSetupInput = z.input<typeof matchSetupSchema>;
export type MatchSetupValues = z.output<typeof matchSetupSchema>;

export const PLAYER_FIELDS = [
  { key: 'team1Player1', name: 'team1Player1.name', team: 1, player: 1 },
  { key: 'team1Player2', name: 'team1Player2.name', team: 1, player: 2 },
  { key: 'team2Player1', name: 'team2Player1.name', team: 2, player: 1 },
  { key: 'team2Player2', name: 'team2Player2.name', team: 2, player: 2 },
] as const;
export type PlayerField = (typeof PLAYER_FIELDS)[number];

/** The form's player objects (name and, for a roster player, playerId), in PLAYER_FIELDS' order. */
export const PLAYER_KEYS = PLAYER_FIELDS.map((field) => field.key);

/** The name fields a match type shows: one per team in singles. */
export function playerFieldsOf(matchType: MatchType): readonly PlayerField[] {
  return matchType === 'singles' ? PLAYER_FIELDS.filter((field) => field.player === 1) : PLAYER_FIELDS;
}

/** Blank names are sent as 'Player 1' / 'Player 2' (docs/product.md#validation). */
export function defaultPlayerName(field: PlayerField): string {
  return i18n._(msg`Player ${field.player}`);
}

/** The format settings the form chooses one by one (a preset sets them in one tap). */
export interface FormatChoice {
  bestOfSets: 1 | 3 | 5;
  gamesPerSet: number;
  tiebreakAt: number;
  superTiebreak: boolean;
  slotMinutes: SlotMinutes | null;
}

/** The slot of the default match duration (docs/product.md#constants-and-timings: 90 minutes). */
const DEFAULT_SLOT: SlotMinutes = 90;

/**
 * The set lengths the form offers, with their tiebreak: sets to 4 play a tiebreak at 3-3 (the
 * usual short set), sets to 6 at 6-6.
 */
export const SET_LENGTH_CHOICES = [
  { gamesPerSet: 4, tiebreakAt: 3 },
  { gamesPerSet: 6, tiebreakAt: 6 },
] as const;

/** Best of 5 is a tennis format; padel plays one set or best of 3. */
export function bestOfChoices(sport: Sport): (1 | 3 | 5)[] {
  return sport === 'TENNIS' ? [1, 3, 5] : [1, 3];
}

/** The preset whose format and slot the choice matches, if any: the one the form shows selected. */
export function presetOf(sport: Sport, choice: FormatChoice): FormatPreset | null {
  return (
    presetsFor(sport).find(
      (preset) =>
        preset.settings.bestOfSets === choice.bestOfSets &&
        preset.settings.gamesPerSet === choice.gamesPerSet &&
        preset.settings.tiebreakAt === choice.tiebreakAt &&
        preset.settings.superTiebreak === choice.superTiebreak &&
        preset.slotMinutes === choice.slotMinutes,
    ) ?? null
  );
}

/** The format the form's settings choose so far (the usual format where a setting is not set). */
export function choiceIn(settings: NonNullable<MatchSetupInput['settings']>): FormatChoice {
  return {
    bestOfSets: settings.bestOfSets ?? 3,
    gamesPerSet: settings.gamesPerSet ?? 6,
    tiebreakAt: settings.tiebreakAt ?? 6,
    superTiebreak: settings.superTiebreak ?? false,
    slotMinutes: settings.slotMinutes ?? null,
  };
}

/** The choice a preset makes. */
export function choiceOf(preset: FormatPreset): FormatChoice {
  const { bestOfSets, gamesPerSet, tiebreakAt, superTiebreak } = preset.settings;
  const slot = preset.slotMinutes;
  return {
    bestOfSets: bestOfSets === 1 || bestOfSets === 5 ? bestOfSets : 3,
    gamesPerSet,
    tiebreakAt,
    superTiebreak,
    slotMinutes: slot === 60 || slot === 90 || slot === 120 ? slot : null,
  };
}

/**
 * The form's first values on a court of `sport`: the sport's defaults (tennis: advantage scoring;
 * padel: one deuce, then golden point; best of 3 sets of 6, a 90-minute slot), singles on a tennis
 * court and doubles on a padel court, coin toss, first servers 1 and 1, and the shot clock as the
 * club sets it for new matches (docs/broadcast.md).
 */
export function initialSetup(
  sport: Sport,
  club: { shotClock: boolean } = { shotClock: false },
): MatchSetupInput {
  const rules = defaultRules(sport);
  return {
    matchType: sport === 'TENNIS' ? 'singles' : 'doubles',
    team1Player1: { name: '' },
    team1Player2: { name: '' },
    team2Player1: { name: '' },
    team2Player2: { name: '' },
    settings: {
      goldenPointMode: rules.goldenPointMode,
      bestOfSets: rules.bestOfSets,
      gamesPerSet: rules.gamesPerSet,
      tiebreakAt: rules.tiebreakAt,
      superTiebreak: rules.superTiebreak,
      slotMinutes: DEFAULT_SLOT,
      serviceConfig: { mode: rules.serviceMode, team1Server: 1, team2Server: 1 },
      shotClock: club.shotClock,
    },
    email: '',
  };
}

/** What the form sends and validates: no second players in singles, the preset the format matches. */
export function prepareSetup(values: MatchSetupInput, sport: Sport): MatchSetupInput {
  const { team1Player2, team2Player2, presetId: _chosen, ...rest } = values;
  const preset = presetOf(sport, choiceIn(values.settings ?? {}));
  return {
    ...rest,
    ...(values.matchType === 'singles' ? {} : { team1Player2, team2Player2 }),
    ...(preset ? { presetId: preset.id } : {}),
  };
}

/** The contract's checks on the form as it will be sent. */
export function matchSetupResolver(sport: Sport): Resolver<MatchSetupInput, unknown, MatchSetupValues> {
  const resolve = zodResolver(matchSetupSchema);
  return (values, context, options) => resolve(prepareSetup(values, sport), context, options);
}

/** The create call's body from the checked form. */
export function createBodyOf(values: MatchSetupValues, courtId: number): MatchCreateBody {
  const { email, ...fields } = values;
  return { ...fields, courtId, ...(email ? { email } : {}) };
}
