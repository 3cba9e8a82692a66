import { describeZodError, fallbackIssueMessage, illFormedTextFailure } from '@bandeja/contract';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { type AppError, invalid } from './errors.ts';

/** A 400 with the code 'validation', the first issue's message, field and reason (docs/api.md). */
function validationError(error: z.ZodError, data: unknown): AppError {
  const { message, field, reason } = describeZodError(error, data);
  return invalid(message, field, reason);
}

/** A lone surrogate anywhere in the data is a 400 before any schema looks at it (docs/api.md, "Errors"). */
function illFormedTextError(data: unknown): AppError | null {
  const failure = illFormedTextFailure(data);
  return failure ? invalid(failure.message, failure.field, failure.reason) : null;
}

/**
 * Validates bodies, params and queries with the contract's zod schemas. Messages written in the
 * schemas (the spec's texts) win; zod's generic ones are rewritten to name the field.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  return (data) => {
    const illFormed = illFormedTextError(data);
    if (illFormed) return { error: illFormed };
    const result = schema.safeParse(data, { error: fallbackIssueMessage });
    if (result.success) return { value: result.data };
    return { error: validationError(result.error, data) };
  };
};

/** Parses a value that did not come through a route schema (e.g. a socket payload). */
export function parseWith<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const illFormed = illFormedTextError(data);
  if (illFormed) throw illFormed;
  const result = schema.safeParse(data, { error: fallbackIssueMessage });
  if (!result.success) throw validationError(result.error, data);
  return result.data;
}
