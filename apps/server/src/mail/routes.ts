import {
  MESSAGES,
  matchParamsSchema,
  statisticsEmailBodySchema,
  statisticsEmailSentSchema,
  successSchema,
} from '@bandeja/contract';
import { matchPlayers } from '@bandeja/scoring';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireApiKey } from '../auth/api-key.ts';
import type { AppContext } from '../context.ts';
import { AppError, badRequest, conflict, tooManyRequests } from '../http/errors.ts';
import { perMinute, ROUTE_RATE_LIMITS } from '../http/rate-limit.ts';
import { ok } from '../http/respond.ts';
import { rulesOf } from '../matches/rules.ts';
import { requireMatchRecord } from '../matches/service.ts';
import { SECURITY } from '../openapi/security.ts';
import { sendStatisticsMail, shareUrlOf } from './service.ts';
import { MailThrottle, mailThrottleKey } from './throttle.ts';

export const STATISTICS_MAIL_MESSAGES = {
  notFinished: MESSAGES.statisticsNotFinished,
  throttled: MESSAGES.statisticsThrottled,
} as const;

/** Requests per minute one client address may make to the mail route. */
export const STATISTICS_MAIL_PER_MINUTE = 10;

/**
 * Statistics mails one recipient may receive per hour, whatever the match and whoever asks: the
 * route is public, so without it a caller changing address and match could fill an inbox.
 */
export const STATISTICS_MAILS_PER_RECIPIENT_PER_HOUR = 10;

/**
 * POST /matches/{id}/statistics/email {playerNumber, email} (docs/api.md "Results and sharing"): the results page's stats
 * modal mails one player's statistics of a finished match. Public with the web app's API key, rate
 * limited per client address, and throttled per (recipient, match) and per recipient
 * (docs/api.md, "Public writes").
 */
export function statisticsMailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const throttle = new MailThrottle();
  const recipients = new MailThrottle(STATISTICS_MAILS_PER_RECIPIENT_PER_HOUR);
  const apiKey = requireApiKey(ctx);
  return async (app) => {
    await app.register(fastifyRateLimit, ROUTE_RATE_LIMITS);

    app.post(
      '/matches/:id/statistics/email',
      {
        config: { rateLimit: perMinute(STATISTICS_MAIL_PER_MINUTE) },
        // Before the body is read (and before the rate limit, added after it): a wrong key is 401
        // whatever the payload.
        onRequest: apiKey,
        schema: {
          summary: "Mail one player's statistics of a finished match (the results page's stats modal)",
          security: SECURITY.apiKey,
          params: matchParamsSchema,
          body: statisticsEmailBodySchema,
          response: { 200: successSchema(statisticsEmailSentSchema) },
        },
      },
      async (request) => {
        const { playerNumber, email } = request.body;
        const record = await requireMatchRecord(ctx, request.params.id);
        if (record.match.status !== 'finished') throw conflict(STATISTICS_MAIL_MESSAGES.notFinished);
        // Players 2 and 4 of a singles match do not exist.
        if (!matchPlayers(rulesOf(record.match)).some((number) => number === playerNumber))
          throw badRequest(MESSAGES.playerNotInMatch);
        const key = mailThrottleKey(email, record.match.id);
        const wait = throttle.blockedFor(key, ctx.now());
        if (wait !== null) throw tooManyRequests(STATISTICS_MAIL_MESSAGES.throttled, wait);
        const recipient = email.trim().toLowerCase();
        const recipientWait = recipients.blockedFor(recipient, ctx.now());
        if (recipientWait !== null)
          throw tooManyRequests(MESSAGES.statisticsRecipientThrottled, recipientWait);
        throttle.record(key, ctx.now());
        recipients.record(recipient, ctx.now());
        try {
          await sendStatisticsMail(ctx, record, {
            to: email,
            playerNumber,
            shareUrl: shareUrlOf(ctx, record.match.id),
          });
        } catch (error) {
          request.log.error({ err: error, matchId: record.match.id }, 'statistics mail failed');
          throw new AppError(503, MESSAGES.sendStatistics);
        }
        return ok({ email, playerNumber });
      },
    );
  };
}
