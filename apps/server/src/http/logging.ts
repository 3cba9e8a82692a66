import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pino, { type Level, type LevelWithSilent } from 'pino';
import pinoPretty from 'pino-pretty';

/**
 * What the server logs, in one place (docs/operations.md, "Logs"). One line per change — every
 * write (POST, PUT, PATCH, DELETE: a score, a press, a sign-in, an admin edit) whatever its answer
 * — and every server error. Reads are `debug`, and health checks, static files and the API
 * reference page `trace`, so a polling dashboard or load balancer does not bury the changes:
 * LOG_LEVEL=debug shows the reads, LOG_LEVEL=trace everything.
 */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = LevelWithSilent;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEALTH_PATH = '/api/health';
const DOCS_PATH = '/api/docs';
const SIGN_IN_PATH = '/api/auth/login';

/**
 * Never logged, wherever they appear in a logged object: credentials sent in headers. Request
 * lines carry the path without its query string, so `?key=` never reaches the log either; a
 * request object logged anyway (`{ req }`) has its query's secrets redacted (redactUrl).
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers["x-button-key"]',
  'req.headers["x-display-token"]',
  'headers.authorization',
  'headers["x-api-key"]',
  'headers["x-button-key"]',
  'headers["x-display-token"]',
];

/**
 * Query parameters never written to the log: a WatchButton's secret may come as `?key=` (devices
 * that cannot set a header), and a press id with it (docs/operations.md, "Logs").
 */
const SECRET_QUERY_PARAMETERS = ['key', 'pressId'];
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_QUERY_PARAMETERS.join('|')})=)[^&#]*`, 'gi');

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer (method, url, host, address), with the url redacted. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export interface LoggerOptions {
  level: LogLevel;
  /** Readable lines (a terminal) instead of JSON lines (a log collector). */
  pretty: boolean;
  /** Where lines go; standard output by default. */
  destination?: NodeJS.WritableStream;
}

/**
 * The server's logger: JSON lines for a log collector, or short coloured lines on a terminal
 * (pino-pretty in this thread, synchronously, so that the start banner written after `listen`
 * is really the last thing on the screen).
 */
export function createLogger(options: LoggerOptions): FastifyBaseLogger {
  const settings = {
    level: options.level,
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: { req: serializeRequest },
  };
  if (!options.pretty)
    return pino(settings, options.destination ?? pino.destination({ dest: 1, sync: true }));
  const lines = pinoPretty({
    destination: options.destination ?? 1,
    sync: true,
    colorize: options.destination === undefined,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
  });
  return pino(settings, lines);
}

/** The readable form where standard output is a terminal (docs/operations.md). */
export function loggerForTerminal(level: LogLevel): FastifyBaseLogger {
  return createLogger({ level, pretty: process.stdout.isTTY === true });
}

function pathOf(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The level of a request's line: changes and errors at `info` and above, reads below. */
export function requestLogLevel(method: string, path: string, status: number): Level {
  if (status >= 500) return 'error';
  if (WRITE_METHODS.has(method)) return 'info';
  const isApiRead = path.startsWith('/api/') && path !== HEALTH_PATH && !path.startsWith(DOCS_PATH);
  return isApiRead ? 'debug' : 'trace';
}

/** Whether `logger` writes `level` (Fastify's logger type does not expose pino's isLevelEnabled). */
function isEnabled(logger: FastifyBaseLogger, level: Level): boolean {
  const { values } = pino.levels;
  return (values[level] ?? 0) >= (values[logger.level] ?? Number.POSITIVE_INFINITY);
}

function signInUsername(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('username' in body)) return undefined;
  return typeof body.username === 'string' ? body.username.slice(0, 100) : undefined;
}

function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  const path = pathOf(request);
  const status = reply.statusCode;
  const level = requestLogLevel(request.method, path, status);
  if (!isEnabled(request.log, level)) return;
  const user = request.authUser;
  const line = {
    method: request.method,
    path,
    status,
    ms: Math.round(reply.elapsedTime * 10) / 10,
    ip: request.ip,
    ...(user ? { user: user.username } : {}),
    ...(path === SIGN_IN_PATH && request.method === 'POST' ? { signIn: signInUsername(request) } : {}),
  };
  request.log[level](line, `${request.method} ${path} ${status}`);
}

/**
 * One line per answered request at its level (requestLogLevel), instead of Fastify's two lines
 * for every request (`disableRequestLogging` in app.ts).
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    logRequest(request, reply);
    done();
  });
}
