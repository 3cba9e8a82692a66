#!/usr/bin/env node
// `npm test`: the one gate (README.md). Type-check, lint, unit tests, API tests on PGlite and on
// PostgreSQL (TEST_DATABASE_URL), the build (web app and server), then the browser suite in
// Chromium against the built server.
//
// Steps run side by side, one more at once than the machine has cores (TEST_JOBS=N to change it;
// TEST_JOBS=1 runs them one after the other with their output live): each long step waits part of
// its time (the browser suite on Chromium and its server, the API steps on spawned servers, brokers
// and PostgreSQL), and a third step keeps two cores busy meanwhile. A step starts when a slot is
// free and the steps it needs have passed, in the list's order: the two longest first (the PGlite
// API step at once, the browser suite as soon as the build is done), the short ones in the third
// slot, the PostgreSQL API step last. A step's output is printed whole when it ends (and kept in a
// log file). The first failing step stops the others and fails the gate.
//
// Without TEST_DATABASE_URL the PostgreSQL step is skipped, without Chromium the browser step, each
// with one line saying how to run it; with CI set nothing may be skipped (a missing one fails, as
// does a missing REDIS_URL, without which the Redis tests skip themselves).
//
// TEST_STEPS=lint,unit (comma-separated step names) runs a subset while working (a step whose
// prerequisite is not in the subset does not wait for it); `--dry-run` prints the plan only.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath as resolveChromiumPath } from '../e2e/support/chromium-path.mjs';
import { TYPECHECK_PROJECTS } from './typecheck.mjs';

const ci = Boolean(process.env.CI);

/**
 * The browser suite's server on a free port and a data directory of this run (unless E2E_PORT or
 * E2E_DATA_DIR say otherwise), so that two gates can run side by side on one machine.
 */
let ownE2eDataDir = null;
async function browserSuiteEnv() {
  const env = {};
  if (!process.env.E2E_PORT) {
    const server = createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    env.E2E_PORT = String(server.address().port);
    await new Promise((resolve) => server.close(resolve));
  }
  if (!process.env.E2E_DATA_DIR) {
    env.E2E_DATA_DIR = path.join(os.tmpdir(), `bandeja-e2e-${process.pid}`);
    ownE2eDataDir = env.E2E_DATA_DIR;
  }
  return env;
}
const chromiumPath = resolveChromiumPath();
// The MQTT button tests start Debian's Mosquitto (apps/server/test/mosquitto.ts): without it they
// are left out of the API steps with one line saying how to run them; under CI they may not be.
const mosquittoPath = process.env.MOSQUITTO_PATH ?? '/usr/sbin/mosquitto';
const withoutMosquitto = !ci && !existsSync(mosquittoPath);
// At least two test files at once (vitest's default, one worker per core less one, is a single one
// on two cores). A file that restarts servers (durability: about 4 minutes) waits most of its time;
// with one worker the PGlite step, the gate's long pole, ran its last five minutes alone on one core
// (bench/README.md).
const apiRun = (database) => [
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'api',
    `--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`,
    ...(withoutMosquitto ? ['--exclude', 'test/mqtt-*.test.ts'] : []),
  ],
  { cwd: 'apps/server', env: { TEST_DB: database } },
];
if (withoutMosquitto)
  process.stdout.write(
    `MQTT button tests skipped: no Mosquitto at ${mosquittoPath} (apt-get install mosquitto, or set MOSQUITTO_PATH)\n`,
  );

/**
 * In the order they start when a slot frees. `after`: steps that must pass first. `missing`: what
 * the step lacks on this machine (skipped, or failed under CI) and how to run it.
 */
const allSteps = [
  { name: 'build', runs: [['npm', ['run', 'build']]] },
  {
    name: 'api-pglite',
    // Its scale-out and Redis outage tests skip themselves without REDIS_URL, but not under CI.
    missing:
      ci && !process.env.REDIS_URL
        ? 'REDIS_URL is not set: the scale-out and Redis outage tests need Redis, e.g. REDIS_URL=redis://127.0.0.1:6379'
        : null,
    runs: [apiRun('pglite')],
  },
  { name: 'typecheck', runs: TYPECHECK_PROJECTS.map((project) => ['npx', ['tsc', '-p', project]]) },
  {
    name: 'browser',
    after: ['build'],
    missing: existsSync(chromiumPath)
      ? null
      : `no Chromium at ${chromiumPath}: install Debian's headless shell (apt-get install chromium-headless-shell) or set CHROMIUM_PATH, then TEST_STEPS=build,browser npm test`,
    runs: [['npx', ['playwright', 'test'], { cwd: 'e2e', env: await browserSuiteEnv() }]],
  },
  {
    name: 'lint',
    runs: [
      ['npx', ['biome', 'ci', '.']],
      ['node', ['scripts/check-doc-citations.mjs']],
    ],
  },
  {
    name: 'unit',
    runs: [
      ['npx', ['vitest', 'run'], { cwd: 'packages/scoring' }],
      ['npx', ['vitest', 'run'], { cwd: 'packages/rating' }],
      ['npx', ['vitest', 'run', '--passWithNoTests'], { cwd: 'packages/contract' }],
      ['npx', ['vitest', 'run', '--project', 'unit'], { cwd: 'apps/server' }],
      ['npx', ['vitest', 'run', '--passWithNoTests'], { cwd: 'apps/web' }],
    ],
  },
  {
    name: 'api-postgres',
    missing: process.env.TEST_DATABASE_URL
      ? null
      : 'TEST_DATABASE_URL is not set: give it a PostgreSQL database the tests may create databases beside, e.g. TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/bandeja_test npm test',
    runs: [apiRun('postgres')],
  },
];

const only = process.env.TEST_STEPS ? new Set(process.env.TEST_STEPS.split(',').map((s) => s.trim())) : null;
if (only) {
  const unknown = [...only].filter((name) => !allSteps.some((step) => step.name === name));
  if (unknown.length > 0) {
    process.stderr.write(
      `TEST_STEPS: no step named ${unknown.join(', ')} (steps: ${allSteps.map((s) => s.name).join(', ')})\n`,
    );
    process.exit(1);
  }
}
const steps = allSteps.filter((step) => !only || only.has(step.name));
const jobs = Math.max(1, Number(process.env.TEST_JOBS) || os.availableParallelism() + 1);
const live = jobs === 1;

const describe = ([command, args, options = {}]) =>
  `${command} ${args.join(' ')}${options.cwd ? ` (in ${options.cwd})` : ''}`;

if (process.argv.includes('--dry-run')) {
  process.stdout.write(
    `${steps.length} steps, up to ${jobs} at once${ci ? ', CI: nothing may be skipped' : ''}\n`,
  );
  for (const step of steps) {
    const after = (step.after ?? []).filter((name) => steps.some((s) => s.name === name));
    process.stdout.write(`  ${step.name}${after.length ? ` (after ${after.join(', ')})` : ''}\n`);
    if (step.missing) process.stdout.write(`    ${ci ? 'FAILS' : 'skipped'}: ${step.missing}\n`);
    else for (const run of step.runs) process.stdout.write(`    ${describe(run)}\n`);
  }
  process.exit(0);
}

const logDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-gate-'));
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** name → { state: 'waiting' | 'running' | 'ok' | 'failed' | 'skipped' | 'stopped', … } */
const status = new Map(steps.map((step) => [step.name, { state: 'waiting' }]));
let failure = null;
const running = new Set();

function ready(step) {
  return (step.after ?? []).every((name) => !status.has(name) || status.get(name).state === 'ok');
}

function startNext() {
  for (const step of steps) {
    if (failure || running.size >= jobs) break;
    const entry = status.get(step.name);
    if (entry.state !== 'waiting' || !ready(step)) continue;
    if (step.missing) {
      if (ci) {
        finish(step, 'failed', `${step.name}: ${step.missing} (CI runs every step)`);
      } else {
        Object.assign(entry, { state: 'skipped', note: step.missing });
        process.stdout.write(`\n=== ${step.name} skipped: ${step.missing} ===\n`);
      }
      continue;
    }
    run(step);
  }
  if (running.size === 0) done();
}

function run(step) {
  const entry = status.get(step.name);
  const log = path.join(logDir, `${step.name}.log`);
  Object.assign(entry, { state: 'running', start: Date.now(), log });
  running.add(step.name);
  process.stdout.write(`\n=== ${step.name} started at ${seconds(entry.start - started)} ===\n`);
  const output = live ? 'inherit' : openSync(log, 'w');
  entry.output = output;
  const next = (index) => {
    if (index === step.runs.length) return finish(step, 'ok');
    const [command, args, options = {}] = step.runs[index];
    // Its own process group, so that stopping the step stops what it started (Playwright's server).
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', output, output],
      detached: true,
    });
    entry.child = child;
    child.on('error', (error) =>
      finish(step, 'failed', `${step.name}: ${describe(step.runs[index])}: ${error.message}`),
    );
    child.on('exit', (code, signal) => {
      entry.child = null;
      if (entry.state !== 'running') return;
      if (code === 0) return next(index + 1);
      finish(step, 'failed', `${step.name}: ${describe(step.runs[index])} exited with ${signal ?? code}`);
    });
  };
  next(0);
}

function finish(step, state, reason) {
  const entry = status.get(step.name);
  if (entry.state !== 'running' && entry.state !== 'waiting') return;
  const wasRunning = entry.state === 'running';
  Object.assign(entry, { state, end: Date.now() });
  running.delete(step.name);
  if (typeof entry.output === 'number') closeSync(entry.output);
  if (wasRunning) {
    const took = seconds(entry.end - entry.start);
    process.stdout.write(`\n=== ${step.name} ${state === 'ok' ? 'ok' : 'FAILED'} in ${took} ===\n`);
    if (!live) process.stdout.write(readFileSync(entry.log, 'utf8'));
  }
  if (state === 'failed' && !failure) {
    failure = reason;
    stopOthers();
  }
  startNext();
}

function stopOthers() {
  for (const name of running) {
    const entry = status.get(name);
    Object.assign(entry, { state: 'stopped', end: Date.now() });
    if (entry.child) {
      try {
        process.kill(-entry.child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  running.clear();
}

let reported = false;
function done() {
  if (reported) return;
  reported = true;
  const lines = steps.map((step) => {
    const entry = status.get(step.name);
    const name = step.name.padEnd(13);
    if (entry.state === 'skipped') return `  ${name} skipped (${entry.note})`;
    if (entry.state === 'waiting') return `  ${name} not run`;
    if (entry.start === undefined) return `  ${name} FAILED (${step.missing})`;
    const label = { ok: 'ok', failed: 'FAILED', stopped: 'stopped' }[entry.state];
    return `  ${name} ${label} in ${seconds(entry.end - entry.start)} (from ${seconds(entry.start - started)})`;
  });
  const logs = live ? '' : `; logs in ${logDir}`;
  lines.push(`  ${'total'.padEnd(13)} ${seconds(Date.now() - started)}, up to ${jobs} at once${logs}`);
  process.stdout.write(`\n${lines.join('\n')}\n`);
  if (failure) {
    process.stderr.write(`\nnpm test failed at ${failure}\n`);
    process.exit(1);
  }
  // Kept after a failure, to look into.
  if (ownE2eDataDir) rmSync(ownE2eDataDir, { recursive: true, force: true });
  const skipped = steps.filter((step) => status.get(step.name).state === 'skipped').map((step) => step.name);
  process.stdout.write(
    `\nAll checks passed${skipped.length ? `; skipped: ${skipped.join(', ')} (see above)` : ''}.\n`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopOthers();
    process.exit(130);
  });
}

startNext();
