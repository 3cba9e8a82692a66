import type { ClubDisplay, CourtBoard, CourtDisplay, DisplayPairing, DisplaySelf } from '@bandeja/contract';
import type { Parser } from '../../../lib/api-client.ts';

/**
 * Guards for the displays' answers. Like the live score (lib/live-score.ts), they are not checked
 * again with zod on these screens, which must stay small: the server validates every answer
 * against the contract's schema before sending it. A guard refuses what is plainly something else.
 */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isBoard(value: unknown): value is CourtBoard {
  return isObject(value) && isObject(value.court) && 'live' in value && 'last' in value;
}

export function isCourtDisplay(value: unknown): value is CourtDisplay {
  return isObject(value) && isObject(value.club) && isBoard(value.board) && typeof value.now === 'string';
}

export function isClubDisplay(value: unknown): value is ClubDisplay {
  return (
    isObject(value) &&
    isObject(value.club) &&
    Array.isArray(value.courts) &&
    value.courts.every(isBoard) &&
    typeof value.now === 'string'
  );
}

export function isDisplaySelf(value: unknown): value is DisplaySelf {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    (value.status === 'pending' || value.status === 'paired')
  );
}

function isPairing(value: unknown): value is DisplayPairing {
  return (
    isObject(value) &&
    (value.token === null || typeof value.token === 'string') &&
    isDisplaySelf(value.display)
  );
}

function guard<T>(check: (value: unknown) => value is T, what: string): Parser<T> {
  return (data) => {
    if (!check(data)) throw new Error(`not ${what}`);
    return data;
  };
}

export const parseCourtDisplay = guard(isCourtDisplay, 'a court display');
export const parseClubDisplay = guard(isClubDisplay, 'a club display');
export const parseDisplaySelf = guard(isDisplaySelf, 'a display');
export const parsePairing = guard(isPairing, 'a pairing');
