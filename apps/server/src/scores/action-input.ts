import { idempotencyKeyOf } from './control-actions.ts';
import { pressTimeOf } from './press-time.ts';

/**
 * The key and press time of a control action as a route receives them (docs/api.md, "Scores"),
 * read by the writer's own rules for every route that sends ctx.scores.action one: the control
 * screen's and a phone's press link (src/press-links). Malformed, either is a 400.
 */
export function actionInputOf(
  sent: { idempotencyKey: string | string[] | undefined; pressedAt: string | number | undefined },
  now: number,
): { key: string | null; pressedAt: number | null } {
  return { key: idempotencyKeyOf(sent.idempotencyKey), pressedAt: pressTimeOf(sent.pressedAt, now) };
}
