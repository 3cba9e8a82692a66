import { fallbackIssueMessage, formatZodError } from '@bandeja/contract';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

/**
 * Validates bodies, params and queries with the contract's zod schemas. Messages written in the
 * schemas (the spec's texts) win; zod's generic ones are rewritten to name the field.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  return (data) => {
    const result = schema.safeParse(data, { error: fallbackIssueMessage });
    if (result.success) return { value: result.data };
    return { error: badRequest(formatZodError(result.error)) };
  };
};

/** Parses a value that did not come through a route schema (e.g. a socket payload). */
export function parseWith<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data, { error: fallbackIssueMessage });
  if (!result.success) throw badRequest(formatZodError(result.error));
  return result.data;
}
