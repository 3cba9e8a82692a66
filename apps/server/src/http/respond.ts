import type { ApiSuccess } from '@bandeja/contract';

/** The contract's success body. */
export function ok<T>(data: T): ApiSuccess<T> {
  return { success: true, data };
}

/** Dates leave the server as ISO-8601 strings. */
export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
