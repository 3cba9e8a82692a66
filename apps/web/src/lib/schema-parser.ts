import { fallbackIssueMessage } from '@bandeja/contract';
import type { z } from 'zod';
import type { Parser } from './api-client.ts';

/** A parser from a contract schema: the full runtime check, for screens where zod is loaded anyway. */
export function withSchema<S extends z.ZodType>(schema: S): Parser<z.infer<S>> {
  return (data) => schema.parse(data, { error: fallbackIssueMessage });
}
