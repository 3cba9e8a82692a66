import {
  DEFAULT_LANGUAGE,
  DEFAULT_VOICE,
  isLanguage,
  isVoice,
  LANGUAGE_LOCALES,
  type Language,
  type Voice,
} from '@bandeja/contract';
import type { FinishReason } from '@bandeja/scoring';
import { de } from './de.ts';
import { en, type TextKey, type Texts } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';
import { sv } from './sv.ts';

export type { TextKey, Texts } from './en.ts';

/**
 * What the server writes in words (mails, result images, the share page's tags), in each club
 * language (docs/i18n.md). Every key exists in every language (texts.test.ts).
 */
export const TEXTS: Record<Language, Texts> = { en, es, it, fr, pt, sv, de };

/** The texts of one language, with `{name}` placeholders filled from `values`. */
export interface Translator {
  language: Language;
  locale: string;
  timeZone: string;
  t(key: TextKey, values?: Record<string, string | number>): string;
}

export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The zone the server runs in (TZ, else the machine's): a club's default (docs/i18n.md). */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function translator(
  language: Language = DEFAULT_LANGUAGE,
  timeZone: string | null = null,
): Translator {
  const texts = TEXTS[language] ?? en;
  return {
    language,
    locale: LANGUAGE_LOCALES[language],
    timeZone: timeZone ?? serverTimeZone(),
    t: (key, values) => fill(texts[key] || en[key], values),
  };
}

/** '23 nov 2026, 17:05 GMT-3': a moment in the club's language and zone, with the zone named. */
export function formatDateTime(tr: Translator, at: Date): string {
  return new Intl.DateTimeFormat(tr.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: tr.timeZone,
    timeZoneName: 'short',
  }).format(at);
}

/** '23 nov 2026': a day in the club's language and zone. */
export function formatDay(tr: Translator, at: Date): string {
  return new Intl.DateTimeFormat(tr.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: tr.timeZone,
  }).format(at);
}

const FINISH_KEYS: Record<FinishReason, TextKey> = {
  score: 'finishScore',
  time: 'finishTime',
  manual: 'finishManual',
  retired: 'finishRetired',
  walkover: 'finishWalkover',
  manual_result: 'finishManualResult',
};

export function describeFinish(tr: Translator, reason: FinishReason): string {
  return tr.t(FINISH_KEYS[reason]);
}

/** The contract's English statistics labels (statistics-display.ts) and their keys here. */
const STAT_KEYS: Record<string, TextKey> = {
  'Points won': 'statPointsWon',
  'Longest streak': 'statLongestStreak',
  'Golden points won': 'statGoldenPointsWon',
  'Break points won': 'statBreakPointsWon',
  'Set points won': 'statSetPointsWon',
  'Points served': 'statPointsServed',
  'Won on serve': 'statWonOnServe',
  '% won on serve': 'statPercentWonOnServe',
  'Service games won': 'statServiceGamesWon',
  'Service games lost': 'statServiceGamesLost',
};

/** A statistics row's label in the club's language; a label added later stays English until translated. */
export function statisticLabel(tr: Translator, english: string): string {
  const key = STAT_KEYS[english];
  return key ? tr.t(key) : english;
}

/** A stored language as a Language (the table's check allows no other; anything else is English). */
export function languageOf(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function voiceOf(value: string | null | undefined): Voice {
  return isVoice(value) ? value : DEFAULT_VOICE;
}

/** The translator of a match's club (English and the server's zone without a club). */
export function clubTranslator(
  club: { language: string | null; timezone: string | null } | null | undefined,
): Translator {
  return translator(languageOf(club?.language), club?.timezone ?? null);
}
