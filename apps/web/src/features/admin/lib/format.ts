import { dateTimeText } from '../../../lib/date-time.ts';
import { sayError } from '../../../lib/i18n/error-text.ts';

/** Created dates in the admin lists: en-GB day/month/year (docs/product.md#admin-area). */
export function formatDate(value: string | null): string {
  if (!value) return '—';
  return new Date(value).toLocaleDateString('en-GB');
}

/** Short date with time (the Matches list's Created column). */
export function formatDateTime(value: string | null): string {
  return value ? dateTimeText(value) : '—';
}

/** A date-time for an <input type="datetime-local"> (local time, minutes). */
export function toLocalInput(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * The message of a failed call in the active language: the server's code said through its
 * translation, else its English message, else the call's fallback (an English text of MESSAGES);
 * lib/i18n/error-text.ts is the one place that does it.
 */
export function errorText(error: unknown, fallback: string): string {
  return sayError(error, fallback);
}
