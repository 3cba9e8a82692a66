import type { SlotMinutes } from '@bandeja/contract/plain';
import type { MatchType, Sport } from '@bandeja/scoring';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * The match setup's own texts about the match's format, kept together for translation. Labels of
 * the rules themselves (deuce modes, service modes, presets) are the engine's (`labels.ts`,
 * `presets.ts`).
 */
export const SETUP_TEXT = {
  get matchType() {
    return i18n._(msg`Match type`);
  },
  get matchTypeHint() {
    return i18n._(msg`Singles: one player a side. Doubles: two players a side.`);
  },
  get mixed() {
    return i18n._(msg`Mixed doubles`);
  },
  get mixedHint() {
    return i18n._(msg`At a deciding point the player of the server's gender receives.`);
  },
  get matchTypes(): Record<MatchType, string> {
    return { singles: i18n._(msg`Singles`), doubles: i18n._(msg`Doubles`) };
  },
  get format() {
    return i18n._(msg`Format`);
  },
  get presets() {
    return i18n._(msg`Choose a format`);
  },
  get formatHint() {
    return i18n._(msg`Tap the format you play; the options below show what it means and can be changed.`);
  },
  sportDefaults: {
    get PADEL() {
      return i18n._(msg`Padel court: one deuce, then golden point; best of 3 sets of 6.`);
    },
    get TENNIS() {
      return i18n._(msg`Tennis court: advantage scoring; best of 3 sets of 6, tiebreak at 6-6.`);
    },
  } satisfies Record<Sport, string>,
  get customFormat() {
    return i18n._(msg`Your own format: chosen option by option below.`);
  },
  get bestOf() {
    return i18n._(msg`Sets`);
  },
  get bestOfHint() {
    return i18n._(msg`The match goes to the first team to win most of them.`);
  },
  bestOfLabel: (sets: number) => (sets === 1 ? i18n._(msg`One set`) : i18n._(msg`Best of ${sets}`)),
  get setLength() {
    return i18n._(msg`Set length`);
  },
  get setLengthHint() {
    return i18n._(msg`Short sets to 4 games take about half as long as sets of 6.`);
  },
  setLengthLabel: (games: number) => i18n._(msg`${games} games`),
  tiebreakAtLabel: (tiebreakAt: number) => i18n._(msg`Tiebreak at ${tiebreakAt}-${tiebreakAt}`),
  get decidingSet() {
    return i18n._(msg`Deciding set`);
  },
  get decidingSetHint() {
    return i18n._(msg`At one set all (two in a best of 5), a full set or a match tiebreak to 10 points.`);
  },
  get fullSet() {
    return i18n._(msg`Full set`);
  },
  get matchTiebreak() {
    return i18n._(msg`Match tiebreak to 10`);
  },
  get gameRule() {
    return i18n._(msg`Game rule`);
  },
  get gameRuleHint() {
    return i18n._(msg`How a game at 40-40 (deuce) is decided.`);
  },
  get slot() {
    return i18n._(msg`Court slot`);
  },
  get slotHint() {
    return i18n._(msg`The match clock: when the slot is up, the match ends with the score at that moment.`);
  },
  slotLabel: (minutes: SlotMinutes | null) =>
    minutes === null ? i18n._(msg`No time limit`) : i18n._(msg`${minutes} min`),
  get firstServe() {
    return i18n._(msg`First serve`);
  },
  get whoServesFirst() {
    return i18n._(msg`1st / 2nd: who serves first`);
  },
  get player() {
    return i18n._(msg`Player`);
  },
  get defaultNote() {
    return i18n._(msg`Default`);
  },
} as const;
