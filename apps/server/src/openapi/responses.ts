import { binarySchema } from '@bandeja/contract';
import { z } from 'zod';

/**
 * Answers that are not JSON, as the document describes them. Fastify never serializes bytes, so
 * these only describe: the route sends the image itself.
 */
export function imageResponse(description: string, types: readonly string[]) {
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: binarySchema }])) };
}

/** The answer to a conditional request whose ETag still matches: no body. */
export const notModifiedResponse = z
  .undefined()
  .describe('Not modified: the copy the client holds is current');

/** A text answer: plain text (Prometheus's exposition format) unless another text type is named. */
export function textResponse(description: string, type = 'text/plain') {
  return { description, content: { [type]: { schema: z.string() } } };
}
