import { Writable } from 'node:stream';
import { HEADERS } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createLogger, type LogLevel } from '../src/http/logging.ts';
import { buildTestApp, createWorld, TEST_PASSWORD, type TestApp } from './helpers.ts';
import { createButton, matchBody, postMatch } from './live-helpers.ts';

/** Lines written by a logger, kept in memory. */
function memoryLog() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  return {
    stream,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line.length > 0),
    clear: () => {
      chunks.length = 0;
    },
  };
}

interface Line {
  level: number;
  msg: string;
  method?: string;
  path?: string;
  status?: number;
  signIn?: string;
}

async function appLoggingAt(level: LogLevel) {
  const log = memoryLog();
  const t = await buildTestApp({ logger: createLogger({ level, pretty: false, destination: log.stream }) });
  return { t, log, json: () => log.lines().map((line) => JSON.parse(line) as Line) };
}

/**
 * What the server logs (src/http/logging.ts, docs/operations.md): one line per change, none for
 * reads and health checks unless asked, JSON lines for a collector and readable lines on a
 * terminal.
 */
describe('request lines at the default level (info)', () => {
  let t: TestApp;
  let log: ReturnType<typeof memoryLog>;
  let json: () => Line[];
  let world: Awaited<ReturnType<typeof createWorld>>;

  beforeAll(async () => {
    ({ t, log, json } = await appLoggingAt(
      loadConfig({ DATA_DIR: '/tmp/bandeja-logging-test' }).logLevel ?? 'info',
    ));
    world = await createWorld(t);
  });
  afterAll(() => t.close());

  it('writes nothing for a read or a health check', async () => {
    log.clear();
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/courts/${world.club.id}/club-courts` })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/matches/court/999999/finished' })).statusCode,
    ).toBe(404);
    // The requests' lines only: the background sweeps (mail, webhooks) may log a failure of their
    // own meanwhile, as a database connection that took over 5 s on a loaded machine once did.
    expect(json().filter((line) => line.path !== undefined || line.method !== undefined)).toEqual([]);
  });

  it('writes one line for a write, with its path and status', async () => {
    log.clear();
    const created = await postMatch(t, matchBody(world.court.id));
    expect(created.statusCode).toBe(201);
    expect(json()).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'POST /api/matches 201',
        method: 'POST',
        path: '/api/matches',
        status: 201,
      }),
    ]);
  });

  it('writes one line for each sign-in, naming the account, also when it fails', async () => {
    log.clear();
    const username = world.clubAdmin.username;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: TEST_PASSWORD },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'wrong password' },
    });
    expect(json()).toEqual([
      expect.objectContaining({ msg: 'POST /api/auth/login 200', signIn: username }),
      expect.objectContaining({ msg: 'POST /api/auth/login 401', signIn: username }),
    ]);
    expect(log.lines().join('\n')).not.toContain(TEST_PASSWORD);
  });

  it('logs a press without its query string, so the button key never reaches the log', async () => {
    const button = await createButton(t.ctx, world.court.id);
    log.clear();
    const url = `/api/buttons/${button.button.id}/press?key=${button.secret}&pressId=p-1`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/buttons/${button.button.id}/press`,
      headers: { [HEADERS.buttonKey]: button.secret },
    });
    expect(json().map((line) => line.msg)).toEqual([
      `POST /api/buttons/${button.button.id}/press 200`,
      `POST /api/buttons/${button.button.id}/press 200`,
    ]);
    expect(log.lines().join('\n')).not.toContain(button.secret);
  });
});

describe('LOG_LEVEL', () => {
  it('shows the reads at debug, and health checks only at trace', async () => {
    const debug = await appLoggingAt('debug');
    try {
      await debug.t.app.inject({ method: 'GET', url: '/api/scores/public/no-such-match' });
      await debug.t.app.inject({ method: 'GET', url: '/api/health' });
      expect(debug.json().map((line) => line.msg)).toEqual(['GET /api/scores/public/no-such-match 404']);
      debug.log.clear();
      // The same app at trace: the health check too.
      debug.t.app.log.level = 'trace';
      await debug.t.app.inject({ method: 'GET', url: '/api/health' });
      expect(debug.json().map((line) => line.msg)).toContain('GET /api/health 200');
    } finally {
      await debug.t.close();
    }
  });

  it('is read from the environment, info by default, and refuses an unknown level', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/bandeja-logging-test' }).logLevel).toBe('info');
    expect(loadConfig({ DATA_DIR: '/tmp/bandeja-logging-test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ DATA_DIR: '/tmp/bandeja-logging-test', LOG_LEVEL: 'loud' })).toThrow(
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
    );
  });
});

describe('the format', () => {
  it('is one JSON object per line when standard output is not a terminal', () => {
    const log = memoryLog();
    createLogger({ level: 'info', pretty: false, destination: log.stream }).info(
      { path: '/api/x' },
      'POST /api/x 201',
    );
    const [line] = log.lines();
    expect(JSON.parse(line ?? '')).toMatchObject({ level: 30, msg: 'POST /api/x 201', path: '/api/x' });
  });

  it('is a readable line on a terminal: time, level and message, no JSON', () => {
    const log = memoryLog();
    createLogger({ level: 'info', pretty: true, destination: log.stream }).info(
      { path: '/api/x' },
      'POST /api/x 201',
    );
    const [line] = log.lines();
    expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: POST \/api\/x 201 \{"path":"\/api\/x"\}$/);
    expect(() => JSON.parse(line ?? '')).toThrow();
  });
});
