import {
  audioFolder,
  DEFAULT_LANGUAGE,
  DEFAULT_VOICE,
  isLanguage,
  type Language,
  languageOfTag,
  type Voice,
} from '@bandeja/contract/plain';
import { i18n, type Messages } from '@lingui/core';
import { chooseLanguage } from './choose-language.ts';

/**
 * The app's one Lingui instance and how a screen picks its language (docs/decisions/
 * 008-internationalisation.md). Only the active language's catalogue is downloaded: each PO file
 * is its own lazy chunk.
 */
export { i18n };

const STORAGE_KEY = 'bandeja.language';

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage disabled (a private window on some browsers): the choice lasts the page
  }
}

function store(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // see readStored
  }
}

/**
 * Each language's catalogues, a chunk each (its PO file's name): the board app's texts (scoreboard,
 * displays: all a TV or a spectator's phone downloads) and the rest of the full app's (sign-in,
 * dashboards, control, setup, results, admin).
 */
const CATALOGUES = import.meta.glob<{ messages: Messages }>('../../locales/{board,app}/*.po');

function loadCatalogue(part: 'board' | 'app', language: Language): Promise<{ messages: Messages }> {
  const load = CATALOGUES[`../../locales/${part}/${language}.po`];
  if (!load) throw new Error(`No ${part} catalogue for ${language}`);
  return load();
}

/** Which app runs in this page: the full app needs both catalogues (lingui.config.ts). */
let fullApp = false;
/**
 * A TV screen (court display, wall, overlay, event display, pairing) has no switcher: it speaks
 * `?lang=` or its club's language, never a choice remembered from another page (docs/i18n.md).
 */
let display = false;

/** Downloads a language's catalogues (once) and makes it the active one; `<html lang>` follows. */
export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  const parts = await Promise.all([
    loadCatalogue('board', language),
    ...(fullApp ? [loadCatalogue('app', language)] : []),
  ]);
  i18n.loadAndActivate({
    locale: language,
    messages: Object.assign({}, ...parts.map((part) => part.messages)),
  });
  document.documentElement.lang = language;
}

/** Whether the device or the address chose a language (then a club's setting does not apply). */
export function deviceChoice(): Language | null {
  const query = languageOfTag(new URLSearchParams(window.location.search).get('lang'));
  return display ? query : (query ?? languageOfTag(readStored()));
}

/**
 * The language at start, before any club is known. A `?lang=` on the address is remembered for
 * the device, like a switcher choice, except on a TV screen (`display`), which follows only its
 * address and its club. A page the server rendered (`firstPaint`, its `<html lang>`) starts in
 * the language it shows: the client takes it over before a device's choice applies.
 */
export function startLanguage(
  app: 'board' | 'display' | 'full',
  firstPaint: Language | null = null,
): Promise<void> {
  fullApp = app === 'full';
  display = app === 'display';
  const query = languageOfTag(new URLSearchParams(window.location.search).get('lang'));
  if (query && !display) store(query);
  const stored = display ? null : readStored();
  return activateLanguage(
    firstPaint ?? chooseLanguage({ query, stored, club: null, browser: navigator.languages ?? [] }),
  );
}

let clubVoice: Voice = DEFAULT_VOICE;

/**
 * A screen that knows its club speaks the club's language, unless the device chose one, and its
 * spoken calls take the club's voice.
 */
export function followClub(
  club: { language?: Language | null; voice?: Voice | null } | null | undefined,
): void {
  if (club?.voice) clubVoice = club.voice;
  if (!club?.language || deviceChoice()) return;
  void activateLanguage(club.language);
}

/** The folder of the spoken calls: the active language, the club's voice (docs/audio.md). */
export function spokenCallsFolder(): string {
  return audioFolder(isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE, clubVoice);
}

/** The language switcher: the device's choice, remembered across reloads. */
export function chooseDeviceLanguage(language: Language): Promise<void> {
  store(language);
  return activateLanguage(language);
}
