import { isLanguage, LANGUAGE_LOCALES } from '@bandeja/contract/plain';
import { type ResultCardLabels, resultCardFootnote } from '@bandeja/contract/result-card';
import { msg } from '@lingui/core/macro';
import { i18n } from './i18n/i18n.ts';

/**
 * The fields the browser's result card shares with the server's (docs/product.md#result-image):
 * the card's words in the active language, and the line under the score with the court's name
 * and the start.
 */
export function cardLabels(): ResultCardLabels {
  return {
    winner: i18n._(msg`WINNER`),
    draw: i18n._(msg`DRAW`),
    notPlayed: i18n._(msg`NOT PLAYED`),
    liveScore: i18n._(msg`LIVE SCORE`),
    inPlay: i18n._(msg`IN PLAY`),
    finalScore: i18n._(msg`FINAL SCORE`),
    vs: i18n._(msg`vs`),
  };
}

/**
 * 'Pista 1 Norte · 23 Nov 2026, 17:05': the court's name and the start in the active language,
 * in the club's time zone when known, else the browser's.
 */
export function cardFootnote(
  courtName: string | null | undefined,
  start: string | null | undefined,
  timeZone?: string | null,
): string | null {
  return resultCardFootnote(courtName, start, {
    locale: (isLanguage(i18n.locale) ? LANGUAGE_LOCALES[i18n.locale] : i18n.locale) ?? 'en-GB',
    timeZone: timeZone || undefined,
  });
}
