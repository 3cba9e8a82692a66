import type { z } from 'zod';
import { fallbackIssueMessage } from './common.ts';

/** Issues that reach a schema's own error map: missing, wrong type, each limit, a refused value. */
const PROBES: readonly Record<string, unknown>[] = [
  { code: 'invalid_type', input: undefined, expected: 'string' },
  { code: 'invalid_type', input: 'x', expected: 'number' },
  { code: 'too_small', input: '', origin: 'string', minimum: 1 },
  { code: 'too_big', input: 'x', origin: 'string', maximum: 1 },
  { code: 'invalid_value', input: 'x', values: ['a'] },
  { code: 'invalid_format', input: 'x', format: 'regex' },
  { code: 'custom', input: 'x' },
];

function isSchema(value: unknown): value is z.core.$ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/**
 * Every message written into a schema (its own `error`, its checks', its refinements'), found by
 * walking the schema and asking each error map about the issues it can meet. Messages made by a
 * superRefine's `addIssue` and the per-parse `fallbackIssueMessage` are not in the schema.
 */
export function schemaMessages(root: z.core.$ZodType): Set<string> {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const ask = (error: unknown) => {
    if (typeof error !== 'function') return;
    for (const probe of PROBES) {
      const said: unknown = error(probe);
      const text = typeof said === 'string' ? said : (said as { message?: unknown } | undefined)?.message;
      if (typeof text === 'string') found.add(text);
    }
  };
  const walk = (value: unknown): void => {
    if (seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!isSchema(value)) {
      if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) walk(item);
      return;
    }
    const def = value._zod.def as unknown as Record<string, unknown>;
    ask(def.error);
    for (const [key, item] of Object.entries(def)) {
      if (key === 'error' || key === 'type') continue;
      if (key === 'getter' && typeof item === 'function') walk(item());
      else if (typeof item === 'object' && item !== null) walk(item);
    }
  };
  walk(root);
  return found;
}

/** Every message written into the schemas among `values` (a module's exports, say). */
export function messagesOfSchemas(values: Iterable<unknown>): Set<string> {
  const found = new Set<string>();
  for (const value of values) {
    if (isSchema(value)) for (const message of schemaMessages(value)) found.add(message);
  }
  return found;
}

/** The issues `fallbackIssueMessage` words differently, on a named field and on the whole body. */
const FALLBACK_ISSUES: readonly Record<string, unknown>[] = [
  ...['string', 'number', 'int', 'boolean', 'array', 'object', 'date', 'bigint'].map((expected) => ({
    code: 'invalid_type',
    input: 'x',
    expected,
  })),
  { code: 'invalid_type', input: undefined, expected: 'string' },
  { code: 'invalid_value', input: 'x', values: ['a'] },
  { code: 'invalid_value', input: 'x', values: ['a', 'b'] },
  { code: 'too_small', input: '', origin: 'string', minimum: 1 },
  { code: 'too_small', input: 'x', origin: 'string', minimum: 8 },
  { code: 'too_small', input: 0, origin: 'number', minimum: 1, inclusive: true },
  { code: 'too_small', input: 0, origin: 'number', minimum: 0, inclusive: false },
  { code: 'too_small', input: [], origin: 'array', minimum: 1 },
  { code: 'too_big', input: 9, origin: 'number', maximum: 8, inclusive: true },
  { code: 'too_big', input: 9, origin: 'number', maximum: 9, inclusive: false },
  { code: 'too_big', input: 9, origin: 'int', maximum: 8 },
  { code: 'too_big', input: 'xx', origin: 'string', maximum: 1 },
  { code: 'unrecognized_keys', input: {}, keys: ['extra'] },
  { code: 'invalid_format', input: 'x', format: 'email' },
  { code: 'custom', input: 'x' },
];

/**
 * Every kind of message `fallbackIssueMessage` makes (the checks whose schema wrote none), on a
 * field named by its path and on the whole body.
 */
export function fallbackMessages(): Set<string> {
  const found = new Set<string>();
  for (const path of [['settings', 'gamesPerSet'], []]) {
    for (const issue of FALLBACK_ISSUES) {
      const said = fallbackIssueMessage({ ...issue, path } as never);
      const text = typeof said === 'string' ? said : said?.message;
      if (text) found.add(text);
    }
  }
  return found;
}
