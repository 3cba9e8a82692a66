import { emailSchema, matchCreateBodySchema } from '@bandeja/contract';
import type { DeuceMode, ServiceMode } from '@bandeja/scoring';
import { z } from 'zod';

/**
 * The Match Setup form (spec §5): the contract's match create payload without the court (it comes
 * from the URL), and an email that may be left empty.
 */
export const matchSetupSchema = matchCreateBodySchema.omit({ courtId: true, email: true }).extend({
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || emailSchema.safeParse(value).success, 'Invalid email'),
});
export type MatchSetupInput = z.input<typeof matchSetupSchema>;
export type MatchSetupValues = z.output<typeof matchSetupSchema>;

export const PLAYER_FIELDS = [
  { key: 'team1Player1', name: 'team1Player1.name', team: 1, player: 1 },
  { key: 'team1Player2', name: 'team1Player2.name', team: 1, player: 2 },
  { key: 'team2Player1', name: 'team2Player1.name', team: 2, player: 1 },
  { key: 'team2Player2', name: 'team2Player2.name', team: 2, player: 2 },
] as const;
export type PlayerField = (typeof PLAYER_FIELDS)[number];

/** Blank names are sent as 'Player 1' / 'Player 2' (spec §5). */
export function defaultPlayerName(field: PlayerField): string {
  return `Player ${field.player}`;
}

/** Fixed by the spec (§3, §9): best of 3 sets, 6 games per set, tiebreak at 6. */
export const FIXED_FORMAT = { bestOfSets: 3, gamesPerSet: 6, tiebreakAt: 6 } as const;

export const DEFAULT_DEUCE_MODE: DeuceMode = 'one_deuce_golden';
export const DEFAULT_SERVICE_MODE: ServiceMode = 'random';

export const EMPTY_SETUP: MatchSetupInput = {
  team1Player1: { name: '' },
  team1Player2: { name: '' },
  team2Player1: { name: '' },
  team2Player2: { name: '' },
  settings: {
    goldenPointMode: DEFAULT_DEUCE_MODE,
    serviceConfig: { mode: DEFAULT_SERVICE_MODE, team1Server: 1, team2Server: 1 },
  },
  email: '',
};
