/**
 * Named formats clubs play, as pure data the match form and the API offer (docs/scoring-rules.md,
 * "Format presets"). A preset fixes the shape of the match; the deuce rule, the match type and who
 * serves first stay the sport's defaults or the form's choice, so a preset fits both sports.
 */
import type { RulesInput, Sport } from './types.ts';
import { SPORTS } from './types.ts';

export const FORMAT_PRESET_IDS = [
  'club_90',
  'club_60',
  'short_sets',
  'tournament_match_tiebreak',
  'tournament_best_of_3',
  'one_set',
  'pro_set',
  'best_of_5',
] as const;
export type FormatPresetId = (typeof FORMAT_PRESET_IDS)[number];

/** The settings a preset fixes; merge them over the form's other choices and pass to `parseRules`. */
export type PresetSettings = Required<
  Pick<RulesInput, 'bestOfSets' | 'gamesPerSet' | 'tiebreakAt' | 'superTiebreak'>
>;

export interface FormatPreset {
  id: FormatPresetId;
  /** What clubs call it. */
  name: string;
  /** One line saying what is played. */
  description: string;
  /** Courts of these sports offer it. */
  sports: readonly Sport[];
  settings: PresetSettings;
  /** The slot that drives the match clock and the time-limit finish; null: no time limit. */
  slotMinutes: number | null;
}

const BOTH: readonly Sport[] = SPORTS;

/** In the order a form lists them: the everyday club slots first. */
export const FORMAT_PRESETS: readonly FormatPreset[] = [
  {
    id: 'club_90',
    name: 'Club match 90 min',
    description: 'Best of 3 sets of 6, tiebreak at 6-6; the match ends when the 90-minute slot is up.',
    sports: BOTH,
    settings: { bestOfSets: 3, gamesPerSet: 6, tiebreakAt: 6, superTiebreak: false },
    slotMinutes: 90,
  },
  {
    id: 'club_60',
    name: 'Club match 60 min',
    description:
      'Best of 3 sets to 4, tiebreak at 3-3, a match tiebreak to 10 at one set all; ends at 60 minutes.',
    sports: BOTH,
    settings: { bestOfSets: 3, gamesPerSet: 4, tiebreakAt: 3, superTiebreak: true },
    slotMinutes: 60,
  },
  {
    id: 'short_sets',
    name: 'Short sets',
    description: 'Best of 3 sets to 4 games with a tiebreak at 3-3: about half as long as a full match.',
    sports: BOTH,
    settings: { bestOfSets: 3, gamesPerSet: 4, tiebreakAt: 3, superTiebreak: false },
    slotMinutes: null,
  },
  {
    id: 'tournament_match_tiebreak',
    name: 'Tournament: best of 3, match tiebreak',
    description: 'Best of 3 sets of 6, tiebreak at 6-6; at one set all a match tiebreak to 10 decides.',
    sports: BOTH,
    settings: { bestOfSets: 3, gamesPerSet: 6, tiebreakAt: 6, superTiebreak: true },
    slotMinutes: null,
  },
  {
    id: 'tournament_best_of_3',
    name: 'Tournament: best of 3 sets',
    description: 'Best of 3 full sets of 6 with a tiebreak at 6-6, no time limit.',
    sports: BOTH,
    settings: { bestOfSets: 3, gamesPerSet: 6, tiebreakAt: 6, superTiebreak: false },
    slotMinutes: null,
  },
  {
    id: 'one_set',
    name: 'One set',
    description: 'A single set of 6 games with a tiebreak at 6-6: a quick match.',
    sports: BOTH,
    settings: { bestOfSets: 1, gamesPerSet: 6, tiebreakAt: 6, superTiebreak: false },
    slotMinutes: null,
  },
  {
    id: 'pro_set',
    name: 'Pro set to 8',
    description: 'One set to 8 games with a tiebreak at 8-8, the usual league doubles format.',
    sports: BOTH,
    settings: { bestOfSets: 1, gamesPerSet: 8, tiebreakAt: 8, superTiebreak: false },
    slotMinutes: null,
  },
  {
    id: 'best_of_5',
    name: 'Best of 5 sets',
    description: 'Best of 5 sets of 6 with a tiebreak at 6-6, as the Grand Slams play it.',
    sports: ['TENNIS'],
    settings: { bestOfSets: 5, gamesPerSet: 6, tiebreakAt: 6, superTiebreak: false },
    slotMinutes: null,
  },
];

/** The presets a court of this sport offers, in list order. */
export function presetsFor(sport: Sport): FormatPreset[] {
  return FORMAT_PRESETS.filter((preset) => preset.sports.includes(sport));
}

/** The preset with this id, or null for an unknown id (raw input is welcome). */
export function presetById(id: unknown): FormatPreset | null {
  return FORMAT_PRESETS.find((preset) => preset.id === id) ?? null;
}
