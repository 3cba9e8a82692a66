import { BOARD_MESSAGES, type ErrorCode, type MessageParams } from '@bandeja/contract/plain';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { ApiError } from '../api-client.ts';
import { addMessages, codeOfMessage, englishOf, isKnownCode } from '../message-book.ts';
import { BOARD_ERROR_TEXTS } from './board-error-texts.ts';

/**
 * The one place where an error answer becomes text (docs/i18n.md, "Error texts"). The server
 * answers `{message, code, params?}` (docs/api.md, "Errors"): a known code is said in the active
 * language through its descriptor, its `params` filling the placeholders; an unknown code, or one
 * whose translation the loaded catalogues lack (an app-only code on a TV), shows the server's
 * English message. `validation` names a field in its message ('Email is required'), so it is shown
 * as sent unless that message is itself one of MESSAGES ('Invalid email').
 */
let texts: Partial<Record<ErrorCode, MessageDescriptor>> = BOARD_ERROR_TEXTS;

// The English of every code a board says (BOARD_ERROR_TEXTS), beside the board's own fallbacks that
// every board knows: a failed check's text ('Invalid match id') finds its code by it.
addMessages(BOARD_MESSAGES);

/** The full app adds every code's descriptor (app/error-texts.ts); the board app keeps its own. */
export function addErrorTexts(all: Partial<Record<ErrorCode, MessageDescriptor>>): void {
  texts = { ...texts, ...all };
}

/**
 * Says an English text that is no code (a contract form check), or null; the full app adds one. A
 * `validation` answer also names the check's template and values (`check`, `params`: docs/api.md,
 * "Errors"), which it says without reading the English.
 */
type TextSayer = (english: string, check?: { check: string; params: MessageParams }) => string | null;
let sayOther: TextSayer = () => null;

/** The full app's form checks ('Email is required': app/form-check-texts.ts). */
export function addTextSayer(sayer: TextSayer): void {
  sayOther = sayer;
}

/** What a failure carries: an API answer, an ApiError's details, or just an English message. */
export interface Failure {
  message?: string | null;
  code?: string | null;
  params?: MessageParams;
  /** With code 'validation': the check's template in the contract's CHECK_TEXTS. */
  check?: string | null;
}

/**
 * The language of MESSAGES and of the catalogues' source (lingui.config.ts `sourceLocale`): its
 * texts are shown as the contract spells them, never through ICU, whose quoting would eat the
 * apostrophes of "The username '{username}' is already taken".
 */
const SOURCE_LANGUAGE = 'en';

/** A contract text that is no code, in the active language; null in English or when unknown. */
function saySource(english: string, failure: Failure): string | null {
  if (i18n.locale === SOURCE_LANGUAGE) return null;
  const { check, params } = failure;
  return sayOther(english, check && params ? { check, params } : undefined);
}

/** The translation of a code, or null when it has none in the loaded catalogues. */
function translate(code: string, params: MessageParams | undefined): string | null {
  if (!Object.hasOwn(texts, code) || i18n.locale === SOURCE_LANGUAGE) return null;
  const descriptor = texts[code as ErrorCode];
  if (!descriptor || i18n.messages[descriptor.id] === undefined) return null;
  return i18n._(params ? { ...descriptor, values: params } : descriptor);
}

/** A failure's text in the active language, else its English message, else `fallback`'s. */
export function sayFailure(failure: Failure, fallback?: string): string {
  const english = failure.message || null;
  const code =
    failure.code && failure.code !== 'validation' ? failure.code : english ? codeOfMessage(english) : null;
  const said = code ? translate(code, failure.params) : (english && saySource(english, failure)) || null;
  if (said !== null) return said;
  if (english) return english;
  const template = code && isKnownCode(code) ? englishOf(code, failure.params ?? {}) : null;
  if (template !== null) return template;
  return fallback ? sayFailure({ message: fallback }) : sayCode('genericError');
}

/**
 * The text of a thrown error: an ApiError by its code and params, another error by its message;
 * `fallback` (an English text of MESSAGES, said in the active language) when it has none.
 */
export function sayError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return sayFailure({ message: error.message, ...error.details }, fallback);
  if (error instanceof Error && error.message) return sayFailure({ message: error.message }, fallback);
  return sayFailure({ message: fallback });
}

/** An English text of MESSAGES (a screen's fallback) in the active language; any other text as it is. */
export function sayText(english: string): string {
  return sayFailure({ message: english });
}

/** One of MESSAGES in the active language (a screen's own failure, a hint that is an error text). */
export function sayCode(code: ErrorCode, params?: MessageParams): string {
  return translate(code, params) ?? englishOf(code, params ?? {}) ?? code;
}
