import { type Display, type DisplayPairBody, displaySchema, MESSAGES } from '@bandeja/contract';
import { apiRequest, unwrap } from './api-client.ts';
import { withSchema } from './schema-parser.ts';

/**
 * POST /displays/pair (docs/displays.md): signed-in staff connect the TV showing `code` to a court
 * or the clubhouse wall. Shared by the admin Courts page and the court dashboard ('Connect a TV').
 */
export function pairDisplay(body: DisplayPairBody): Promise<Display> {
  return unwrap(
    apiRequest('POST', '/displays/pair', {
      body,
      parse: withSchema(displaySchema),
      fallback: MESSAGES.pairDisplay,
    }),
  );
}
