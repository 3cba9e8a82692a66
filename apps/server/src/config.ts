import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { HttpLimits } from './http/connection-limits.ts';
import { LOG_LEVELS, type LogLevel } from './http/logging.ts';
import { DEFAULT_REDIS_PREFIX } from './net/redis-names.ts';

/**
 * The server is configured only by the environment variables of README.md#configuration. `loadConfig` reads them
 * once at start-up; everything else receives a `Config`.
 */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], {
    error: 'must be one of 1, 0, true, false, on, off, yes, no',
  })
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  return (
    prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 4 ? 32 : 128))
  );
}

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For / -Proto / -Host are believed (Fastify's trustProxy).
 * `false` (the default): none, the client address is the socket's. `true`: any. Otherwise a
 * comma-separated list of addresses or CIDRs (or loopback, linklocal, uniquelocal). No hop count:
 * Fastify 5 trusts no proxy for one (it cannot check the peer), so it is refused here.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): boolean | string[] => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message: 'must be true, false, or a comma-separated list of proxy addresses or CIDRs',
    });
    return z.NEVER;
  });

/**
 * PUBLIC_URL: the address people open Bandeja on (docs/operations.md), an origin (scheme, host,
 * port): the web app is served at the root, so a path is refused. Kept without a trailing slash.
 */
const publicUrlSetting = z
  .string()
  .trim()
  .transform((value, context): string => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: 'custom', message: 'must be an address like https://scores.club.example' });
      return z.NEVER;
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
      context.addIssue({
        code: 'custom',
        message: 'must be http:// or https:// with a host and no path, e.g. https://scores.club.example',
      });
      return z.NEVER;
    }
    return url.origin;
  });

/** Where the server listens unless HOST names one address: every IPv4 address of the machine. */
export const LISTEN_EVERY_ADDRESS = '0.0.0.0';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** The one address to listen on (docs/operations.md, "Listening on one address"); every IPv4 address by default. */
  HOST: z
    .string()
    .trim()
    .refine((value) => isIP(value) !== 0, 'must be an IP address, e.g. 127.0.0.1 or ::1')
    .default(LISTEN_EVERY_ADDRESS),
  PUBLIC_URL: publicUrlSetting.optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1–64 letters, digits, dots, dashes or underscores')
    .default(DEFAULT_REDIS_PREFIX),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  MQTT_URL: z
    .string()
    .regex(/^mqtts?:\/\/[^/]/, 'must start with mqtt:// or mqtts:// and name a host')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: booleanFlag.optional(),
  // Live matches (docs/operations.md): the accidental-press guard, the per-button throttle, and
  // origins allowed on the socket besides the server's own.
  PRESS_GUARD_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  BUTTON_PRESS_LIMIT: z.coerce.number().int().min(1).max(1_000_000).optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  TRUST_PROXY: trustProxySetting.optional(),
  /** Connections one client address may hold (docs/operations.md); 0: no cap. */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** Development and tests: serve the web app built elsewhere (default apps/web/dist). */
  WEB_DIST_DIR: z.string().min(1).optional(),
  // Operations (docs/operations.md): what is logged, and the token that unlocks /metrics.
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Webhooks to loopback and local networks (src/net/targets.ts): refused unless `allow`. */
  WEBHOOK_PRIVATE_TARGETS: z.enum(['allow', 'deny'], { error: 'must be allow or deny' }).default('deny'),
  /** Clubs' own MQTT brokers on loopback and local networks (src/net/targets.ts): refused unless `allow`. */
  CLUB_BROKER_PRIVATE_TARGETS: z.enum(['allow', 'deny'], { error: 'must be allow or deny' }).default('deny'),
});

export interface Config {
  port: number;
  /** HOST: the address the server listens on; LISTEN_EVERY_ADDRESS (0.0.0.0) when unset. */
  host?: string;
  /** PUBLIC_URL as an origin (no trailing slash); null: the machine's network address (system/public-address.ts). */
  publicUrl: string | null;
  /** Absolute path of the data directory. */
  dataDir: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };
  redisUrl: string | null;
  /** REDIS_PREFIX: the start of every name this server uses in Redis (net/redis-names.ts). */
  redisPrefix: string;
  jwtSecret: string;
  apiKey: string;
  smtpUrl: string | null;
  /** MQTT_URL: the broker of the MQTT buttons (src/buttons/mqtt-listener.ts); null: no MQTT. */
  mqttUrl?: string | null;
  admin: { username: string; password: string | null };
  /** null: decide on start-up (on for an empty embedded database). */
  seedDemo: boolean | null;
  /** Where the built web app is; null: apps/web/dist. */
  webDistDir: string | null;
  /** Fastify's trustProxy (TRUST_PROXY): unset or false, X-Forwarded-* headers are ignored. */
  trustProxy?: boolean | string[];
  /** Live-match tunables; unset fields take the defaults of src/matches/live-config.ts. */
  live?: Partial<LiveConfig>;
  /** Timeouts and the connection cap; unset fields take HTTP_LIMITS (src/http/connection-limits.ts). */
  http?: Partial<HttpLimits>;
  /** LOG_LEVEL (src/http/logging.ts); info when unset. */
  logLevel?: LogLevel;
  /** METRICS_TOKEN: /metrics answers only with it (src/metrics); unset, /metrics is off. */
  metricsToken?: string | null;
  /** How often the webhook outbox is swept (src/webhooks); default 2 s, 0 off (tests sweep by hand). */
  webhookSweepIntervalMs?: number;
  /** WEBHOOK_PRIVATE_TARGETS=allow: webhooks may go to loopback and local networks (src/net/targets.ts). */
  webhookPrivateTargets?: boolean;
  /** CLUB_BROKER_PRIVATE_TARGETS=allow: a club's own MQTT broker may be on loopback or a local network. */
  clubBrokerPrivateTargets?: boolean;
}

export interface LiveConfig {
  /** Accidental-press guard in ms (docs/scoring-rules.md#accidental-press-guard); 0 disables it. */
  pressGuardMs: number;
  /** Presses a button may send per minute before it is throttled (429). */
  buttonPressesPerMinute: number;
  /** Origins allowed on the socket besides the request's own host. */
  allowedOrigins: string[];
  /** How often the server looks for matches whose time is up. */
  sweepIntervalMs: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  // Private to the server's user (src/system/data-dir.ts checks what is inside at start).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secrets = loadGeneratedSecrets(dataDir);
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl: vars.PUBLIC_URL ?? null,
    dataDir,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    redisUrl: vars.REDIS_URL ?? null,
    redisPrefix: vars.REDIS_PREFIX,
    jwtSecret: vars.JWT_SECRET ?? secrets.jwtSecret,
    apiKey: vars.API_KEY ?? secrets.apiKey,
    smtpUrl: vars.SMTP_URL ?? null,
    mqttUrl: vars.MQTT_URL ?? null,
    admin: { username: vars.ADMIN_USERNAME, password: vars.ADMIN_PASSWORD ?? null },
    seedDemo: vars.SEED_DEMO ?? null,
    webDistDir: vars.WEB_DIST_DIR ? path.resolve(vars.WEB_DIST_DIR) : null,
    trustProxy: vars.TRUST_PROXY ?? false,
    http:
      vars.CONNECTIONS_PER_ADDRESS === undefined
        ? {}
        : { connectionsPerAddress: vars.CONNECTIONS_PER_ADDRESS === 0 ? null : vars.CONNECTIONS_PER_ADDRESS },
    logLevel: vars.LOG_LEVEL,
    metricsToken: vars.METRICS_TOKEN ?? null,
    webhookPrivateTargets: vars.WEBHOOK_PRIVATE_TARGETS === 'allow',
    clubBrokerPrivateTargets: vars.CLUB_BROKER_PRIVATE_TARGETS === 'allow',
    live: {
      ...(vars.PRESS_GUARD_MS === undefined ? {} : { pressGuardMs: vars.PRESS_GUARD_MS }),
      ...(vars.BUTTON_PRESS_LIMIT === undefined ? {} : { buttonPressesPerMinute: vars.BUTTON_PRESS_LIMIT }),
      allowedOrigins: (vars.ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin.length > 0),
    },
  };
}

interface GeneratedSecrets {
  jwtSecret: string;
  apiKey: string;
}

/**
 * JWT_SECRET and API_KEY are generated once into $DATA_DIR so that a restart keeps sessions valid.
 * Several processes must share them through the environment instead (docs/operations.md).
 */
function loadGeneratedSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored = readJson(file);
  const parsed = z.object({ jwtSecret: z.string().min(32), apiKey: z.string().min(16) }).safeParse(stored);
  if (parsed.success) return parsed.data;
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    apiKey: randomBytes(24).toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
