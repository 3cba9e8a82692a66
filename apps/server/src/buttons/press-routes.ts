import {
  HEADERS,
  idParamsSchema,
  MESSAGES,
  type PressOutcome,
  type PressResult,
  pressIdSchema,
  pressQuerySchema,
  pressResultSchema,
  successSchema,
} from '@bandeja/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginThrottle } from '../auth/login-throttle.ts';
import type { AppContext } from '../context.ts';
import { AppError, tooManyRequests } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { parseWith } from '../http/validation.ts';
import { liveConfig } from '../matches/live-config.ts';
import { refusalOf } from '../metrics/metrics.ts';
import { SECURITY } from '../openapi/security.ts';
import { announceIdentified } from './identify.ts';

const OUTCOME_MESSAGES: Record<PressOutcome, string> = {
  applied: MESSAGES.pressApplied,
  duplicate: MESSAGES.pressDuplicate,
  ignored_accidental: MESSAGES.pressIgnored,
  no_action: MESSAGES.pressNoAction,
  identified: MESSAGES.pressIdentified,
};

function header(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

/** The most body a press may carry (it is ignored): a device's form or JSON, never an upload. */
export const PRESS_BODY_LIMIT_BYTES = 4 * 1024;

/** Presses with a wrong key one client address may send to one button per minute before 429. */
export const BUTTON_KEY_MAX_FAILURES = 20;
const BUTTON_KEY_WINDOW_MS = 60_000;

function buttonKeyOf(request: FastifyRequest<{ Querystring: { key?: string | undefined } }>): string | null {
  return header(request.headers[HEADERS.buttonKey]) ?? request.query.key ?? null;
}

/**
 * POST /buttons/{id}/press, the WatchButton's call: one call to the score writer, which checks the
 * button's own secret (no user session) and then spends one of the button's presses a minute
 * (per button id, not per address: a club's buttons share one), so wrong keys cannot lock a real
 * button out. Wrong keys are counted here per (address, button) instead: past
 * BUTTON_KEY_MAX_FAILURES a minute, that address's wrong keys for that button are answered 429 and
 * cost no database read, while the right key still works from it (the club's buttons and whoever
 * guesses may share one public address). Guessing stays hopeless: a secret is 32 random bytes
 * (docs/decisions/003-button-secrets.md).
 */
export function pressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const live = liveConfig(ctx.config);
  const keyFailures = new LoginThrottle(BUTTON_KEY_MAX_FAILURES, BUTTON_KEY_WINDOW_MS);
  /** The outcome of each acknowledged press, for its metrics once the answer has left. */
  const outcomes = new WeakMap<FastifyRequest, PressOutcome>();
  return async (app) => {
    // The press needs no body, but a simple device may send one anyway (a form, text, JSON, no
    // content type at all): whatever comes, up to PRESS_BODY_LIMIT_BYTES, is read and ignored.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PRESS_BODY_LIMIT_BYTES },
      (_request, _body, done) => done(null, undefined),
    );
    app.post(
      '/buttons/:id/press',
      {
        // Every press is counted by outcome (refusals by status), an acknowledged one also timed
        // from its arrival to its answer (src/metrics).
        onResponse: (request, reply, done) => {
          const outcome = reply.statusCode === 200 ? outcomes.get(request) : undefined;
          ctx.metrics.press(
            outcome ?? refusalOf(reply.statusCode),
            outcome ? reply.elapsedTime / 1000 : null,
          );
          done();
        },
        schema: {
          summary: 'A WatchButton press: applies its action to the ongoing match of its court',
          description:
            "`?gesture=single|double|long` (default single) picks the action: the button's `action`, " +
            '`double_action` or `long_action`; a gesture with none is answered `no_action`. While its court ' +
            "is in identify mode the press is shown on the court's screens and answered `identified` " +
            '(`matchId` and `score` are null for both). ' +
            'Idempotent with a press id (`x-press-id` header or `?pressId=`): a retry within 10 minutes is ' +
            'answered `duplicate` without a second effect. `x-pressed-at` (epoch ms or ISO 8601, at most ' +
            '10 minutes old and 5 s ahead) is when it was pressed: the accidental-press guard and the ' +
            'time limit use it. Any body is read and ignored (up to 4 kB).',
          security: SECURITY.button,
          params: idParamsSchema,
          querystring: pressQuerySchema,
          response: { 200: successSchema(pressResultSchema) },
        },
        // The answer is built from the contract's types, checked when compiled (and its shape by
        // test/press.test.ts); validating it again with zod cost about 75 µs of the server's one
        // thread on every press, the hottest route.
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request) => {
        const headerPressId = header(request.headers[HEADERS.pressId]);
        const pressId =
          headerPressId === null ? (request.query.pressId ?? null) : parseWith(pressIdSchema, headerPressId);
        const failureKey = `${request.ip}\u0000${request.params.id}`;
        const wait = keyFailures.blockedFor(failureKey, ctx.now());
        // One call to the score writer (src/scores/score-writer.ts): it checks the key, finds the
        // court's match, applies the press in the same statement as the record of its press id (a
        // retry is 'duplicate', with no second effect), and answers a scoring press within the guard
        // time of the previous one 'ignored_accidental', by press times (docs/scoring-rules.md#accidental-press-guard).
        const answer = await ctx.scores
          .press({
            buttonId: request.params.id,
            key: buttonKeyOf(request),
            reread: wait === null,
            pressId,
            // Checked by the writer once the key is, before anything is written: out of its window, 400.
            pressedAt: header(request.headers[HEADERS.pressedAt]),
            guardMs: live.pressGuardMs,
            gesture: request.query.gesture,
          })
          .catch((error: unknown) => {
            if (error instanceof AppError && error.statusCode === 401) {
              keyFailures.recordFailure(failureKey, ctx.now());
              if (wait !== null) throw tooManyRequests(MESSAGES.tooManyRequests, wait);
            }
            throw error;
          });
        const { outcome, matchId, score } = answer;
        if (answer.outcome === 'identified') {
          await announceIdentified(ctx, {
            buttonId: answer.button.id,
            gesture: request.query.gesture,
            action: answer.action,
            battery: null,
            via: 'http',
          });
        }
        const result: PressResult = { outcome, message: OUTCOME_MESSAGES[outcome], matchId, score };
        outcomes.set(request, result.outcome);
        return ok(result);
      },
    );
  };
}
