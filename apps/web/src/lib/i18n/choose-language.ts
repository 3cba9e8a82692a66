import { DEFAULT_LANGUAGE, type Language, languageOfTag } from '@bandeja/contract/plain';

/** What a screen knows when it picks its language (docs/product.md, "Languages"). */
export interface LanguageSources {
  /** `?lang=xx` on the address. */
  query: string | null;
  /** The device's own choice (the switcher or an earlier `?lang=`), from localStorage. */
  stored: string | null;
  /** The club's setting, once the screen knows its club; null while unknown or not fixed. */
  club: Language | null;
  /** The browser's languages, most preferred first (`navigator.languages`). */
  browser: readonly string[];
}

/**
 * The language a screen speaks, first match wins: the address, the device's choice, the club's
 * setting, the browser's languages, English.
 */
export function chooseLanguage(sources: LanguageSources): Language {
  return (
    languageOfTag(sources.query) ??
    languageOfTag(sources.stored) ??
    sources.club ??
    sources.browser.map(languageOfTag).find((language) => language !== null) ??
    DEFAULT_LANGUAGE
  );
}
