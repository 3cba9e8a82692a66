import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { airtimeRoutes } from './airtime/routes.ts';
import { registerAuthentication } from './auth/authenticate.ts';
import { authRoutes } from './auth/routes.ts';
import { boardReads } from './board-reads.ts';
import { bookingRoutes } from './bookings/routes.ts';
import { ClubBrokers } from './buttons/club-brokers.ts';
import { DeviceHealth } from './buttons/device-health.ts';
import { announceBindingsChanged, followBindingChanges, leaseRedis } from './buttons/mqtt-lease.ts';
import { MqttButtons } from './buttons/mqtt-listener.ts';
import { pressRoutes } from './buttons/press-routes.ts';
import { buttonRoutes } from './buttons/routes.ts';
import { buttonSecretMatches } from './buttons/secret.ts';
import { clubRoutes } from './clubs/routes.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { courtRoutes } from './courts/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { type Database, PGLITE_UPKEEP_INTERVAL_MS } from './db/client.ts';
import { displayRoutes } from './displays/routes.ts';
import { eventHeadTags } from './events/head-tags.ts';
import { followEventGames } from './events/listener.ts';
import { finishedEventGames } from './events/repository.ts';
import { eventRoutes } from './events/routes.ts';
import { eventViewOf } from './events/view.ts';
import { healthRoutes } from './health/routes.ts';
import { capConnectionsPerAddress, HTTP_LIMITS, type HttpLimits } from './http/connection-limits.ts';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './http/error-handler.ts';
import { registerRequestLogging } from './http/logging.ts';
import { proxyTrust } from './http/proxy-trust.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { zodValidatorCompiler } from './http/validation.ts';
import { integrationRoutes } from './integrations/routes.ts';
import { createMailer } from './mail/mailer.ts';
import { statisticsMailRoutes } from './mail/routes.ts';
import { startStatisticsMailer } from './mail/statistics-sweeper.ts';
import { matchResultRoutes } from './match-results/routes.ts';
import { liveConfig } from './matches/live-config.ts';
import { matchRoutes } from './matches/routes.ts';
import { startSweeper } from './matches/time-limit.ts';
import { Metrics } from './metrics/metrics.ts';
import { metricsRoutes } from './metrics/routes.ts';
import { connectMetrics } from './metrics/sources.ts';
import { redisNames } from './net/redis-names.ts';
import { registerOpenApi } from './openapi/plugin.ts';
import { playerPageRoutes } from './player-pages/routes.ts';
import { courtPlayerRoutes } from './players/court-routes.ts';
import { playerRoutes } from './players/routes.ts';
import { pressLinkRoutes } from './press-links/routes.ts';
import { ratingRoutes } from './ratings/routes.ts';
import { LiveBus } from './realtime/bus.ts';
import { attachRealtime, type Realtime } from './realtime/socket.ts';
import { listEvents } from './scores/log.ts';
import { scoreRoutes } from './scores/routes.ts';
import { ScoreWriter } from './scores/score-writer.ts';
import { shareHeadTags } from './share/head-tags.ts';
import { shareRoutes } from './share/routes.ts';
import { publicOrigin } from './system/public-address.ts';
import { startSweeping } from './system/sweeper.ts';
import { userRoutes } from './users/routes.ts';
import { registerWebApp } from './web/spa.ts';
import { startWebhookDispatcher } from './webhooks/outbox.ts';
import { webhookRoutes } from './webhooks/routes.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The clock; tests move it. */
  now?: () => number;
  /** The server's logger (src/http/logging.ts); none when not given (tests, benchmarks). */
  logger?: FastifyBaseLogger | false;
  /** Where the built web app lives (default apps/web/dist). */
  webDistDir?: string;
}

/** Batches of score changes written at once on PostgreSQL (docs/decisions/004-live-write-path.md). */
const LIVE_POSTGRES_CONCURRENCY = 4;

/** JSON bodies are small; uploads have their own limit (multipart). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the app without listening (server.ts listens; tests use inject). */
export async function buildApp(
  options: BuildAppOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext; realtime: Realtime }> {
  const { config, database } = options;
  const limits: HttpLimits = { ...HTTP_LIMITS, ...config.http };
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // One line per change instead of two per request (src/http/logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that never finishes its request, or goes quiet, lets go of its connection
    // (docs/operations.md, "Limits on connections").
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (docs/operations.md):
    // otherwise anyone could pick the address the login throttle and the rate limits count.
    trustProxy: config.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  if (limits.connectionsPerAddress !== null) {
    capConnectionsPerAddress(app.server, limits.connectionsPerAddress, proxyTrust(config.trustProxy));
  }
  const now = options.now ?? Date.now;
  database.onConnectionError((error) => app.log.warn({ err: error }, 'database connection lost'));
  // The process's own metrics (CPU, memory, event loop) only when /metrics is on.
  const metrics = new Metrics({ processMetrics: Boolean(config.metricsToken) });
  const live = new LiveBus({
    readLog: (matchId) => listEvents(database.db, matchId),
    log: app.log,
    committed: (score, committedAt) => metrics.committed(score, committedAt),
  });
  const buttonHealth = new DeviceHealth({ db: database.db, log: app.log });
  const scores = new ScoreWriter({
    database,
    now,
    messages: live,
    secretMatches: buttonSecretMatches,
    // A finished event's games are closed to undo (docs/api.md, "Events").
    closedMatches: finishedEventGames,
    log: app.log,
    // PGlite runs on this thread: one batch at a time. PostgreSQL works on a few at once.
    concurrency: database.kind === 'pglite' ? 1 : LIVE_POSTGRES_CONCURRENCY,
    pressesPerMinute: liveConfig(config).buttonPressesPerMinute,
    seen: (buttonId, at) => buttonHealth.seen(buttonId, at),
  });
  // Several processes share live rooms through Redis: then they take turns on each MQTT session.
  const redis = config.redisUrl ? leaseRedis(config.redisUrl, app.log) : null;
  const { bindingsChannel } = redisNames(config.redisPrefix);
  const processId = randomUUID();
  // MQTT buttons (MQTT_URL): made below, once the context exists.
  let mqttButtons: MqttButtons | null = null;
  // Clubs' own MQTT brokers (docs/hardware.md): made below too.
  let clubBrokers: ClubBrokers | null = null;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    now,
    live,
    scores,
    mailer: metrics.countMail(createMailer(config, now)),
    metrics,
    buttonHealth,
    buttonsChanged: async () => {
      if (redis) announceBindingsChanged(redis, bindingsChannel, processId);
      await Promise.all([mqttButtons?.refresh(), clubBrokers?.refresh()]);
    },
    publicOrigin: () => {
      const address = app.server.address();
      return publicOrigin(config, typeof address === 'object' && address ? address.port : config.port);
    },
  };
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestLogging(app);
  registerAuthentication(app);
  // Before any route: the OpenAPI document is built from the routes registered after it.
  await registerOpenApi(app);

  registerSecurityHeaders(app);
  await app.register(fastifyJwt, { secret: config.jwtSecret });
  // Attached after the routes (below); the health route asks it once requests come.
  let realtime: Realtime | null = null;

  await app.register(
    async (api) => {
      await api.register(
        healthRoutes(ctx, {
          fanOut: () => realtime?.fanOut() ?? 'off',
          mqtt: () => mqttButtons?.state() ?? 'off',
          mqttClubBrokersDown: () => clubBrokers?.down() ?? 0,
        }),
      );
      await api.register(authRoutes(ctx));
      await api.register(matchRoutes(ctx));
      await api.register(scoreRoutes(ctx));
      await api.register(pressRoutes(ctx));
      await api.register(pressLinkRoutes(ctx));
      await api.register(clubRoutes(ctx));
      await api.register(courtRoutes(ctx));
      await api.register(buttonRoutes(ctx));
      await api.register(userRoutes(ctx));
      await api.register(dashboardRoutes(ctx));
      await api.register(statisticsMailRoutes(ctx));
      await api.register(shareRoutes(ctx));
      await api.register(displayRoutes(ctx));
      await api.register(airtimeRoutes(ctx));
      await api.register(integrationRoutes(ctx));
      await api.register(bookingRoutes(ctx));
      await api.register(webhookRoutes(ctx));
      await api.register(eventRoutes(ctx));
      await api.register(playerRoutes(ctx));
      await api.register(courtPlayerRoutes(ctx));
      await api.register(playerPageRoutes(ctx));
      await api.register(matchResultRoutes(ctx));
      await api.register(ratingRoutes(ctx));
    },
    { prefix: '/api' },
  );

  const attached = await attachRealtime(app, ctx, {
    eventView: (eventId, now) => eventViewOf(ctx.db, eventId, now),
  });
  realtime = attached;
  const stopCounting = connectMetrics(ctx, attached.io);
  app.addHook('onClose', async () => stopCounting());
  await app.register(metricsRoutes(ctx));
  // Queued score changes are written before the database closes (the caller closes it after).
  app.addHook('onClose', () => scores.idle());
  app.addHook('onClose', () => buttonHealth.close());
  if (config.mqttUrl) {
    const listener = new MqttButtons({ ctx, log: app.log, url: config.mqttUrl, redis });
    mqttButtons = listener;
    await listener.start();
    // Before the writer drains: no new press is taken once closing starts.
    app.addHook('preClose', () => listener.close());
  }
  const brokers = new ClubBrokers({ ctx, log: app.log, redis });
  clubBrokers = brokers;
  await brokers.start();
  app.addHook('preClose', () => brokers.close());
  if (redis) {
    const stopFollowing = followBindingChanges(redis, bindingsChannel, processId, () => {
      void mqttButtons?.refresh();
      void brokers.refresh();
    });
    app.addHook('preClose', stopFollowing);
    app.addHook('onClose', () => redis.close().catch(() => {}));
  }
  if (database.kind === 'pglite')
    app.addHook(
      'onClose',
      startSweeping('database upkeep', () => database.upkeep(), PGLITE_UPKEEP_INTERVAL_MS, app.log),
    );
  const stopSweeper = startSweeper(ctx, liveConfig(config).sweepIntervalMs, app.log);
  app.addHook('onClose', stopSweeper);
  app.addHook('onClose', startStatisticsMailer(ctx, app.log));
  app.addHook('onClose', startWebhookDispatcher(ctx, app.log, config.webhookSweepIntervalMs));
  // Club events follow their games' finishes on the bus (src/events/listener.ts).
  const stopFollowingEvents = followEventGames(ctx, app.log);
  app.addHook('preClose', async () => stopFollowingEvents());

  await registerWebApp(app, ctx, {
    distDir: options.webDistDir ?? config.webDistDir ?? undefined,
    headTags: [shareHeadTags, eventHeadTags],
    boardReads: () => boardReads(ctx),
  });
  return { app, ctx, realtime: attached };
}
