/**
 * One match written through two server processes at once (docs/decisions/011-one-order-per-match.md):
 * two processes on one PostgreSQL (and Redis when REDIS_URL is set, as deployed), a match's presses
 * sent open-loop at RATE a second, dealt round-robin over both processes (contended: each
 * process's cached match is stale after every press of the other, so its batches conflict and
 * are written under the match's row lock), then all to one process (uncontended), in the same
 * run. Prints press → answer p50 and p99 and the answers 5xx (the floor: 0) of both.
 *
 * Presses alternate the two teams in a regular-deuce game, which strict alternation never ends;
 * presses in flight together may swap, so a match may end: a new one is then started on the court
 * (the presses refused meanwhile are counted apart, not as server errors).
 *
 *   TEST_DATABASE_URL=… [REDIS_URL=…] npm run contended -w @bandeja/bench [-- --rate 100 --seconds 15]
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '../../apps/server/test/database.ts';
import {
  createMatchOn,
  demoCourt,
  pressOn,
  type ServerProcess,
  startServer,
  stopGracefully,
} from '../../apps/server/test/process-helpers.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const RATE = argument('rate', 100);
const SECONDS = argument('seconds', 15);
const ENDLESS = {
  goldenPointMode: 'regular_deuce',
  bestOfSets: 5,
  gamesPerSet: 9,
  tiebreakAt: 9,
  serviceConfig: { mode: 'team1' },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

interface PhaseResult {
  name: string;
  sent: number;
  p50: number;
  p99: number;
  serverErrors: number;
  matchEnded: number;
  other: number;
}

async function phase(
  name: string,
  servers: ServerProcess[],
  court: ReturnType<typeof demoCourt>,
  pick: (number: number) => ServerProcess,
): Promise<PhaseResult> {
  let matchStarting: Promise<unknown> | null = null;
  const startMatch = () => {
    // Refused while the court's match is still on (the one of the phase before): it goes on.
    matchStarting ??= createMatchOn(servers[0]?.url ?? '', court.courtId, ENDLESS)
      .catch(() => undefined)
      .finally(() => {
        matchStarting = null;
      });
    return matchStarting;
  };
  await startMatch();
  const latencies: number[] = [];
  let serverErrors = 0;
  let matchEnded = 0;
  let other = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const total = Math.round(RATE * SECONDS);
  for (let number = 0; number < total; number += 1) {
    // Open loop: press n leaves at n / RATE s, whether the earlier ones were answered or not.
    const due = started + (number * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const button = number % 2 === 0 ? court.team1 : court.team2;
    const sentAt = performance.now();
    pending.push(
      pressOn(pick(number).url, button, `${name}-${number}`).then(
        async (answer) => {
          latencies.push(performance.now() - sentAt);
          if (answer.status >= 500) serverErrors += 1;
          else if (answer.status === 409) {
            matchEnded += 1;
            await startMatch().catch(() => undefined);
          } else if (answer.status !== 200) other += 1;
        },
        () => {
          serverErrors += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    name,
    sent: total,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    serverErrors,
    matchEnded,
    other,
  };
}

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    process.stderr.write('The contended bench needs TEST_DATABASE_URL (or BENCH_DATABASE_URL).\n');
    process.exit(1);
  }
  process.env.TEST_DATABASE_URL = databaseUrl;
  const created = await createPostgresDatabase();
  const servers: ServerProcess[] = [];
  try {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-contended-'));
    const target = { dataDir, databaseUrl: created.url, redisUrl: process.env.REDIS_URL ?? '' };
    servers.push(await startServer(target));
    servers.push(await startServer({ ...target, env: { SEED_DEMO: 'false' } }));
    const court = demoCourt(dataDir);
    const [a, b] = servers;
    if (!a || !b) throw new Error('no servers');
    // Uncontended first: both processes warm (the JIT, the pools) before the contended phase.
    await phase('warm', servers, court, (number) => (number % 2 === 0 ? a : b));
    const alone = await phase('one-process', servers, court, () => a);
    const contended = await phase('two-processes', servers, court, (number) => (number % 2 === 0 ? a : b));
    const row = (result: PhaseResult, label: string) =>
      `| ${label} | ${result.sent} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.serverErrors} | ${result.matchEnded} | ${result.other} |`;
    const lines = [
      '',
      `Contended writer, ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores, Node ${process.version}: one match, ${RATE} presses/s open loop for ${SECONDS} s, PostgreSQL${process.env.REDIS_URL ? ' and Redis' : ''}; load generator on the same machine.`,
      '',
      '| presses of one match | sent | p50 ms | p99 ms | 5xx (floor 0) | 409 match ended | other |',
      '|---|---|---|---|---|---|---|',
      row(alone, 'all to one process (uncontended)'),
      row(contended, 'round-robin over two processes (contended)'),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (contended.serverErrors > 0 || alone.serverErrors > 0) {
      for (const server of servers)
        process.stderr.write(
          `${server.url}:\n${server
            .output()
            .split('\n')
            .filter((line) => !line.includes('"level":30'))
            .join('\n')
            .slice(-4000)}\n`,
        );
      process.exitCode = 1;
    }
  } catch (error) {
    for (const server of servers) process.stderr.write(`${server.url}:\n${server.output().slice(-3000)}\n`);
    throw error;
  } finally {
    for (const server of servers) await stopGracefully(server);
    await created.drop();
  }
}

await main();
