import { type ErrorCode, fillTemplate, type MessageParams, SCREEN_MESSAGES } from '@bandeja/contract/plain';

/**
 * The English texts of the error codes the web app knows, and the code of each text. The boards
 * know the few they fall back on (`SCREEN_MESSAGES`); the full app adds every text of the API
 * (`addMessages(MESSAGES)` in app/full-app.tsx). Kept apart so that a board's first script does not
 * carry all of `MESSAGES` (about 5 KB gzipped: docs/decisions/007-board-app.md). A server's error
 * answer always names its code beside its message (docs/api.md, "Errors"): the book is only asked
 * for a call's own fallback and for an answer that is not the server's.
 */
let texts: Readonly<Partial<Record<ErrorCode, string>>> = SCREEN_MESSAGES;
let codes = indexOf(texts);

function indexOf(book: Readonly<Partial<Record<ErrorCode, string>>>): Map<string, ErrorCode> {
  const index = new Map<string, ErrorCode>();
  for (const [code, text] of Object.entries(book) as [ErrorCode, string | undefined][]) {
    if (text !== undefined) index.set(text, code);
  }
  return index;
}

/** The full app's every text of the API (`MESSAGES`). */
export function addMessages(all: Readonly<Partial<Record<ErrorCode, string>>>): void {
  texts = { ...texts, ...all };
  codes = indexOf(texts);
}

/** The code of one of the known English texts, or null. */
export function codeOfMessage(text: string): ErrorCode | null {
  return codes.get(text) ?? null;
}

/** Whether a code's English text is known (a code of MESSAGES, on a board one of its own). */
export function isKnownCode(code: string): code is ErrorCode {
  return Object.hasOwn(texts, code);
}

/** A known code's English text with its placeholders filled (a placeholder without a value stays). */
export function englishOf(code: ErrorCode, params: MessageParams): string | null {
  const text = texts[code];
  return text === undefined ? null : fillTemplate(text, params);
}
