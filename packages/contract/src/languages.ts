/**
 * The languages Bandeja speaks and the voices of its spoken calls (docs/decisions/
 * 008-internationalisation.md). Plain data, no zod: the public screens, the i18n setup and the
 * club settings import it from `@bandeja/contract/plain`.
 */

/** ISO 639-1 codes, English first (the source language and the default). */
export const LANGUAGES = ['en', 'es', 'it', 'fr', 'pt', 'sv', 'de'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in that language, as a language switcher lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  it: 'Italiano',
  fr: 'Français',
  pt: 'Português',
  sv: 'Svenska',
  de: 'Deutsch',
};

/**
 * The regional format of each language's dates and numbers (the server's mails and images, the
 * browser's result card): one table, so a card reads the same wherever it was drawn.
 */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  es: 'es-ES',
  it: 'it-IT',
  fr: 'fr-FR',
  pt: 'pt-PT',
  sv: 'sv-SE',
  de: 'de-DE',
};

/** The voices of the spoken calls; every language has both (docs/audio.md). */
export const VOICES = ['male', 'female'] as const;

export type Voice = (typeof VOICES)[number];

export const DEFAULT_VOICE: Voice = 'male';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isVoice(value: unknown): value is Voice {
  return typeof value === 'string' && (VOICES as readonly string[]).includes(value);
}

/**
 * The supported language of a BCP 47 tag ('es-AR' → 'es', 'pt-BR' → 'pt', 'SV' → 'sv'), or null
 * for a language Bandeja does not speak. For `?lang=`, `navigator.languages` and stored choices.
 */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The folder of a language's and voice's call clips, ending in '/': `/audios/es/` for the
 * default (male) voice, `/audios/es/female/` for the other. English's default voice is also
 * at `/audios/` itself, for clients older than the languages (docs/audio.md).
 */
export function audioFolder(language: Language, voice: Voice = DEFAULT_VOICE): string {
  return voice === DEFAULT_VOICE ? `/audios/${language}/` : `/audios/${language}/${voice}/`;
}

/** An IANA time zone this runtime knows ('Europe/Madrid', 'America/Argentina/Buenos_Aires', 'UTC'). */
export function isTimeZone(value: string): boolean {
  // Offsets ('+02:00') are accepted by newer Intl versions but are not zones: no daylight saving.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
