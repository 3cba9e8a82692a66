import { z } from 'zod';

/**
 * A whole number from `min` to `max`. `range` is said when it is out of range, and also for a
 * fraction or a wrong type unless those have their own message.
 */
export function wholeNumberIn(
  min: number,
  max: number,
  range: string,
  messages: { wrongType?: string; fraction?: string } = {},
) {
  return z
    .number({ error: messages.wrongType ?? range })
    .int(messages.fraction ?? range)
    .min(min, range)
    .max(max, range);
}
