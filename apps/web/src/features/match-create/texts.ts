import type { SlotMinutes } from '@bandeja/contract/plain';
import type { MatchType, Sport } from '@bandeja/scoring';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';
import { textTable } from '../../lib/i18n/text-table.ts';

/**
 * The match setup's own texts about the match's format, kept together for translation. Labels of
 * the rules themselves (deuce modes, service modes, presets) are the engine's (`labels.ts`,
 * `presets.ts`).
 */
export const SETUP_TEXT = textTable({
  matchType: msg`Match type`,
  matchTypeHint: msg`Singles: one player a side. Doubles: two players a side.`,
  mixed: msg`Mixed doubles`,
  mixedHint: msg`At a deciding point the player of the server's gender receives.`,
  shotClock: msg`Shot clock`,
  shotClockHint: msg`The court display counts 20 s between points, 90 s at a change of ends and 120 s at a set break. Leave off for social play.`,
  get matchTypes(): Record<MatchType, string> {
    return { singles: i18n._(msg`Singles`), doubles: i18n._(msg`Doubles`) };
  },
  format: msg`Format`,
  presets: msg`Choose a format`,
  formatHint: msg`Tap the format you play; the options below show what it means and can be changed.`,
  sportDefaults: {
    PADEL: msg`Padel court: one deuce, then golden point; best of 3 sets of 6.`,
    TENNIS: msg`Tennis court: advantage scoring; best of 3 sets of 6, tiebreak at 6-6.`,
  } satisfies Record<Sport, unknown>,
  customFormat: msg`Your own format: chosen option by option below.`,
  bestOf: msg`Sets`,
  bestOfHint: msg`The match goes to the first team to win most of them.`,
  bestOfLabel: (sets: number) => (sets === 1 ? i18n._(msg`One set`) : i18n._(msg`Best of ${sets}`)),
  setLength: msg`Set length`,
  setLengthHint: msg`Short sets to 4 games take about half as long as sets of 6.`,
  setLengthLabel: (games: number) => i18n._(msg`${games} games`),
  tiebreakAtLabel: (tiebreakAt: number) => i18n._(msg`Tiebreak at ${tiebreakAt}-${tiebreakAt}`),
  decidingSet: msg`Deciding set`,
  decidingSetHint: msg`At one set all (two in a best of 5), a full set or a match tiebreak to 10 points.`,
  fullSet: msg`Full set`,
  matchTiebreak: msg`Match tiebreak to 10`,
  gameRule: msg`Game rule`,
  gameRuleHint: msg`How a game at 40-40 (deuce) is decided.`,
  slot: msg`Court slot`,
  slotHint: msg`The match clock: when the slot is up, the match ends with the score at that moment.`,
  slotLabel: (minutes: SlotMinutes | null) =>
    minutes === null ? i18n._(msg`No time limit`) : i18n._(msg`${minutes} min`),
  firstServe: msg`First serve`,
  whoServesFirst: msg`1st / 2nd: who serves first`,
  player: msg`Player`,
  defaultNote: msg`Default`,
});
