import { MESSAGES } from '@bandeja/contract';
import { badRequest } from '../http/errors.ts';
import { pressTimeInWindow } from './decisions.ts';

/**
 * A press time as sent (docs/api.md, "Press times"): the `x-pressed-at` header of a WatchButton
 * (epoch milliseconds or ISO 8601) or the `pressedAt` of a control-screen action. Absent is null
 * (the arrival counts); a value that is not a time, or is more than 5 s ahead of the server's clock
 * or more than 10 minutes old, is a 400 `pressTimeOutOfWindow` and changes nothing.
 */
export function pressTimeOf(
  value: string | number | string[] | undefined | null,
  now: number,
): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw === null || raw === '') return null;
  const ms =
    typeof raw === 'number'
      ? raw
      : /^\d{1,15}$/.test(raw.trim())
        ? Number(raw.trim())
        : Date.parse(raw.trim());
  if (!Number.isFinite(ms) || !pressTimeInWindow(ms, now)) throw badRequest(MESSAGES.pressTimeOutOfWindow);
  return Math.trunc(ms);
}
