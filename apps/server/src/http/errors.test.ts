import { MESSAGES, type MessageKey } from '@bandeja/contract';
import { describe, expect, it } from 'vitest';
import {
  AppError,
  badRequest,
  conflict,
  failureBody,
  forbidden,
  invalid,
  notFound,
  type PlainMessageText,
  payloadTooLarge,
  tooManyRequests,
  unauthorized,
  unprocessable,
  unsupportedMediaType,
  withParams,
} from './errors.ts';

/** The texts that are sent as they are (templates are filled in through withParams). */
const PLAIN = (Object.keys(MESSAGES) as MessageKey[]).filter((key) => !/\{\w+\}/.test(MESSAGES[key]));

describe('error codes of thrown errors', () => {
  it.each(PLAIN)('an error thrown with MESSAGES.%s answers the code %s', (key) => {
    const text = MESSAGES[key] as PlainMessageText;
    expect(new AppError(400, text).body()).toEqual({ success: false, message: text, code: key });
    expect(failureBody(text)).toEqual({ success: false, message: text, code: key });
  });

  it('gives every factory’s default message its code', () => {
    expect(unauthorized().body()).toMatchObject({ code: 'unauthorized', message: MESSAGES.unauthorized });
    expect(forbidden().body()).toMatchObject({ code: 'accessDenied' });
    expect(notFound().body()).toMatchObject({ code: 'notFound' });
    expect(payloadTooLarge().body()).toMatchObject({ code: 'payloadTooLarge' });
    expect(unsupportedMediaType().body()).toMatchObject({ code: 'unsupportedMedia' });
    expect(tooManyRequests().body()).toMatchObject({ code: 'tooManyRequests' });
    expect(tooManyRequests(MESSAGES.tooManyLogins, 12).body()).toEqual({
      success: false,
      message: MESSAGES.tooManyLogins,
      code: 'tooManyLogins',
      retryAfter: 12,
    });
    expect(badRequest(MESSAGES.courtRequired).statusCode).toBe(400);
    expect(conflict(MESSAGES.matchFinished, { matchId: 'abc' }).body()).toEqual({
      success: false,
      message: MESSAGES.matchFinished,
      code: 'matchFinished',
      matchId: 'abc',
    });
    expect(unprocessable(MESSAGES.invalidResult).body()).toMatchObject({ code: 'invalidResult' });
  });

  it('keeps a template’s code and values when it is filled in', () => {
    expect(conflict(withParams('usernameTaken', { username: 'ana' })).body()).toEqual({
      success: false,
      message: "The username 'ana' is already taken",
      code: 'usernameTaken',
      params: { username: 'ana' },
    });
  });

  it('answers a failed check with the code validation, its field and reason', () => {
    expect(invalid('Email is required', 'email', 'required').body()).toEqual({
      success: false,
      message: 'Email is required',
      code: 'validation',
      params: { field: 'Email' },
      field: 'email',
      reason: 'required',
      check: 'required',
    });
    expect(invalid('settings must be an object').body()).toEqual({
      success: false,
      message: 'settings must be an object',
      code: 'validation',
      params: { field: 'settings' },
      reason: 'invalid',
      check: 'notObject',
    });
  });

  it('gives a failed check its template and values, the limits as numbers, and none to a text of MESSAGES', () => {
    expect(invalid('Password must be at least 8 characters', 'password', 'too_short').body()).toMatchObject({
      params: { field: 'Password', min: 8 },
      check: 'minCharacters',
    });
    const invalidEmail = invalid(MESSAGES.invalidEmail, 'email', 'invalid_format').body();
    expect(invalidEmail).not.toHaveProperty('check');
    expect(invalidEmail).not.toHaveProperty('params');
  });
});
