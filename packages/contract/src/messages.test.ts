import { describeRefusal, REFUSAL_CODES } from '@bandeja/scoring';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiFailureSchema, describeZodError, fallbackIssueMessage, requiredText } from './common.ts';
import {
  fillMessage,
  MESSAGES,
  type MessageKey,
  messageKeyOf,
  REFUSAL_MESSAGES,
  refusalMessage,
  VALIDATION_REASONS,
} from './messages.ts';

const KEYS = Object.keys(MESSAGES) as MessageKey[];

describe('MESSAGES: every text has a stable code', () => {
  it.each(KEYS)('%s has a code in the form clients translate by, and its text leads back to it', (key) => {
    // The code of an error answer is the key: a lower camelCase identifier, safe in any catalogue.
    expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(MESSAGES[key].trim()).not.toBe('');
    expect(messageKeyOf(MESSAGES[key])).toBe(key);
  });

  it('has no two keys with the same text, so a text names one code', () => {
    const texts = KEYS.map((key) => MESSAGES[key]);
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it('knows no code for a text that is not one of its own', () => {
    expect(messageKeyOf('Something else went wrong')).toBeNull();
  });

  it('fills a template, keeping a placeholder it has no value for', () => {
    expect(fillMessage('usernameTaken', { username: 'ana' })).toBe("The username 'ana' is already taken");
    expect(fillMessage('sponsorLimit', { max: 6 })).toBe('A club can have at most 6 sponsor logos');
    expect(fillMessage('sponsorLimit', {})).toBe('A club can have at most {max} sponsor logos');
    expect(fillMessage('notFound', { username: 'ana' })).toBe(MESSAGES.notFound);
  });

  it.each(REFUSAL_CODES)('says the engine refusal %s with the engine’s own words', (code) => {
    expect(refusalMessage(code)).toBe(describeRefusal(code));
    expect(messageKeyOf(refusalMessage(code))).toBe(REFUSAL_MESSAGES[code]);
  });
});

describe('validation failures', () => {
  const body = z.strictObject({
    name: requiredText('Name is required', 10),
    email: z.email('Invalid email').optional(),
    age: z.number().int().min(18).optional(),
    role: z.enum(['a', 'b']).optional(),
    settings: z.object({ gamesPerSet: z.number().int() }).optional(),
  });
  const failure = (data: unknown) => {
    const result = body.safeParse(data, { error: fallbackIssueMessage });
    if (result.success) throw new Error('expected a failure');
    return describeZodError(result.error, data);
  };

  it('names the field and a stable reason beside the English sentence', () => {
    const nameRequired = {
      message: 'Name is required',
      field: 'name',
      reason: 'required',
      check: 'required',
      params: { field: 'Name' },
    };
    expect(failure({})).toEqual(nameRequired);
    expect(failure({ name: '' })).toEqual(nameRequired);
    expect(failure({ name: 'a'.repeat(11) })).toEqual({
      message: 'Name is too long',
      field: 'name',
      reason: 'too_long',
      check: 'tooLong',
      params: { field: 'Name' },
    });
    expect(failure({ name: 'Ana', email: 'x' })).toEqual({
      message: 'Invalid email',
      field: 'email',
      reason: 'invalid_format',
    });
    expect(failure({ name: 'Ana', age: 12 })).toMatchObject({ field: 'age', reason: 'too_small' });
    expect(failure({ name: 'Ana', role: 'c' })).toMatchObject({ field: 'role', reason: 'not_allowed' });
    expect(failure({ name: 'Ana', settings: { gamesPerSet: 'six' } })).toMatchObject({
      field: 'settings.gamesPerSet',
      reason: 'wrong_type',
    });
    expect(failure({ name: 'Ana', colour: 'red' })).toMatchObject({
      field: 'colour',
      reason: 'unknown_field',
    });
  });

  it('gives the whole value no field', () => {
    expect(failure('not an object')).toEqual({
      message: 'Request body must be an object',
      reason: 'wrong_type',
      check: 'notObject',
      params: { field: 'Request body' },
    });
  });

  it('uses only the reasons it documents', () => {
    expect(VALIDATION_REASONS).toContain(failure({}).reason);
  });
});

describe('apiFailureSchema', () => {
  it('reads an answer with a code, and one from a server older than the codes', () => {
    expect(
      apiFailureSchema.parse({ success: false, message: 'Invalid API key', code: 'invalidApiKey' }),
    ).toEqual({ success: false, message: 'Invalid API key', code: 'invalidApiKey' });
    expect(apiFailureSchema.parse({ success: false, message: 'Invalid API key' })).toEqual({
      success: false,
      message: 'Invalid API key',
    });
  });
});
