import type { SlotMinutes } from '@bandeja/contract/plain';
import type { MatchType, Sport } from '@bandeja/scoring';

/**
 * The match setup's own texts about the match's format, kept together for translation. Labels of
 * the rules themselves (deuce modes, service modes, presets) are the engine's (`labels.ts`,
 * `presets.ts`).
 */
export const SETUP_TEXT = {
  matchType: 'Match type',
  matchTypeHint: 'Singles: one player a side. Doubles: two players a side.',
  matchTypes: { singles: 'Singles', doubles: 'Doubles' } satisfies Record<MatchType, string>,
  format: 'Format',
  presets: 'Choose a format',
  formatHint: 'Tap the format you play; the options below show what it means and can be changed.',
  sportDefaults: {
    PADEL: 'Padel court: one deuce, then golden point; best of 3 sets of 6.',
    TENNIS: 'Tennis court: advantage scoring; best of 3 sets of 6, tiebreak at 6-6.',
  } satisfies Record<Sport, string>,
  customFormat: 'Your own format: chosen option by option below.',
  bestOf: 'Sets',
  bestOfHint: 'The match goes to the first team to win most of them.',
  bestOfLabel: (sets: number) => (sets === 1 ? 'One set' : `Best of ${sets}`),
  setLength: 'Set length',
  setLengthHint: 'Short sets to 4 games take about half as long as sets of 6.',
  setLengthLabel: (games: number) => `${games} games`,
  tiebreakAtLabel: (tiebreakAt: number) => `Tiebreak at ${tiebreakAt}-${tiebreakAt}`,
  decidingSet: 'Deciding set',
  decidingSetHint: 'At one set all (two in a best of 5), a full set or a match tiebreak to 10 points.',
  fullSet: 'Full set',
  matchTiebreak: 'Match tiebreak to 10',
  gameRule: 'Game rule',
  gameRuleHint: 'How a game at 40-40 (deuce) is decided.',
  slot: 'Court slot',
  slotHint: 'The match clock: when the slot is up, the match ends with the score at that moment.',
  slotLabel: (minutes: SlotMinutes | null) => (minutes === null ? 'No time limit' : `${minutes} min`),
  firstServe: 'First serve',
  whoServesFirst: '1st / 2nd: who serves first',
  player: 'Player',
  defaultNote: 'Default',
} as const;
