/**
 * The one-press batch statement alone, on a copy of the live bench's PGlite database (a
 * `/tmp/bandeja-bench-*` folder's `db`, copied after a run): variants of the statement
 * (batch-variants.ts) run interleaved, one of each in turn, each as the server runs it (PREPAREd,
 * then EXECUTE through `exec`), and each call's CPU time taken from process.cpuUsage. For measuring
 * a change before the whole bench (bench/README.md, "The open loop's tail").
 *
 *   npx tsx bench/live/batch-cost.ts <db copy> [rounds]
 *
 * EXPLAIN=1 prints each variant's plan first. TAIL=1 runs the current statement alone and prints
 * the spread of its calls and the log written a batch (SWITCH=1: a new WAL file every 500 calls;
 * SLOW: the µs over which a call is listed). HEALTH=<n> times the device-health flush of n buttons
 * instead (src/buttons/device-health.ts). SETUP runs an SQL text first (e.g. a `set`).
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { PgDialect } from 'drizzle-orm/pg-core';
import { healthUpdate } from '../../apps/server/src/buttons/device-health.ts';
import { WRITE_BATCH } from '../../apps/server/src/scores/live-repository.ts';
import { VARIANTS } from './batch-variants.ts';

const dir = process.argv[2];
const rounds = Number(process.argv[3] ?? 300);
if (!dir) throw new Error('usage: batch-cost.ts <pglite dir> [rounds]');
const client = await PGlite.create({ fs: new NodeFS(dir) });
if (process.env.SETUP) await client.exec(process.env.SETUP);

interface Target {
  id: string;
  revision: number;
  version: number;
  state: unknown;
  view: unknown;
  team1_name: string;
  team2_name: string;
  court_id: number;
  club_id: number;
  start_time: string | null;
  button: Record<string, unknown>;
}
const { rows } = await client.query<Target>(`
  select m.id, m.revision, s.version, s.state, s.view, m.team1_name, m.team2_name, m.court_id, m.club_id,
         m.start_time, to_jsonb(b) as button
    from matches m join score_snapshots s on s.match_id = m.id
    join lateral (select id, court_id, action, double_action, long_action, secret_hash, identify_until
                    from buttons where court_id = m.court_id order by id limit 1) b on true
   where m.status = 'ongoing' order by m.id`);
if (rows.length === 0) throw new Error('no ongoing match with a snapshot');

const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

let next = 0;
/** The parameters of one press on the next match, as batchParameters builds them. */
function onePress(): unknown[] {
  const target = rows[next % rows.length] as Target;
  next += 1;
  const at = new Date().toISOString();
  const pressId = randomUUID();
  const button = target.button as { id: number };
  const version = target.version + 1;
  const params = [
    JSON.stringify([{ id: target.id, revision: target.revision, version: target.version, fresh: false }]),
    JSON.stringify([
      {
        id: target.id,
        version,
        state: target.state,
        view: target.view,
        guard_at: Date.now(),
        at,
        row_changed: false,
        status: 'ongoing',
        winner: null,
        end_time: null,
        start_time: target.start_time,
        team1_name: target.team1_name,
        team2_name: target.team2_name,
        court_id: target.court_id,
        club_id: target.club_id,
      },
    ]),
    JSON.stringify([
      {
        match_id: target.id,
        seq: version,
        kind: 'point',
        team: 'team1',
        payload: null,
        at: Date.now(),
        source: 'button',
        button_id: button.id,
        press_id: pressId,
        created_at: at,
      },
    ]),
    JSON.stringify([
      { button_id: button.id, press_id: pressId, match_id: target.id, outcome: 'applied', created_at: at },
    ]),
    JSON.stringify([target.button]),
    new Date(Date.now() - 600_000).toISOString(),
    1,
    1,
    0,
    1,
    1,
    1,
  ];
  target.version = version;
  return params;
}

const variants = [{ name: 'current', text: WRITE_BATCH.text }, ...VARIANTS];
for (const variant of variants) await client.exec(`prepare bc_${variant.name} as ${variant.text}`);

if (process.env.EXPLAIN) {
  for (const variant of variants) {
    for (let warm = 0; warm < 6; warm += 1)
      await client.exec(`execute bc_${variant.name}(${onePress().map(literal).join(', ')})`);
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing on) execute bc_${variant.name}(${onePress().map(literal).join(', ')})`,
    );
    console.log(`--- ${variant.name}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
}

if (process.env.HEALTH) {
  // The device-health flush (src/buttons/device-health.ts) of HEALTH buttons heard in one second.
  const all = (await client.query<{ id: number }>(`select id from buttons order by id limit 500`)).rows;
  const size = Number(process.env.HEALTH);
  const flushCpu: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const ids = all.slice((round * size) % all.length, ((round * size) % all.length) + size);
    const at = new Date().toISOString();
    const rowsJson = JSON.stringify(
      ids.map(({ id }) => ({
        id,
        at,
        battery: null,
        signal_kind: null,
        signal_value: null,
        voltage_mv: null,
      })),
    );
    // The server's own statement (drizzle's text and parameters, as it sends them).
    const statement = new PgDialect().sqlToQuery(healthUpdate(rowsJson));
    const before = process.cpuUsage();
    await client.query(statement.sql, statement.params);
    const used = process.cpuUsage(before);
    flushCpu.push(used.user + used.system);
  }
  console.log(`health flush of ${size} buttons, CPU µs: ${flushCpu.join(' ')}`);
  await client.close();
  process.exit(0);
}

if (process.env.TAIL) {
  const lsn = async () =>
    (await client.query<{ lsn: string }>(`select pg_current_wal_lsn()::text as lsn`)).rows[0]?.lsn ?? '0/0';
  const bytes = (text: string) => {
    const [high, low] = text.split('/').map((part) => Number.parseInt(part, 16));
    return (high ?? 0) * 2 ** 32 + (low ?? 0);
  };
  const startLsn = bytes(await lsn());
  const calls: { cpu: number; wall: number }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    if (process.env.SWITCH && round % 500 === 250) {
      const before = process.cpuUsage();
      await client.exec('select pg_switch_wal()');
      const used = process.cpuUsage(before);
      console.log(`#${round}: pg_switch_wal cpu ${used.user + used.system}`);
    }
    const sql = `execute bc_current(${onePress().map(literal).join(', ')})`;
    const before = process.cpuUsage();
    const started = performance.now();
    await client.exec(sql);
    const used = process.cpuUsage(before);
    calls.push({ cpu: used.user + used.system, wall: (performance.now() - started) * 1000 });
  }
  const walPerBatch = (bytes(await lsn()) - startLsn) / rounds;
  const cpus = calls.map((call) => call.cpu);
  const q = (values: number[], at: number) =>
    [...values].sort((a, b) => a - b)[Math.floor(at * values.length)];
  console.log(
    `WAL ${walPerBatch.toFixed(0)} bytes a batch; CPU p50 ${q(cpus, 0.5)} p90 ${q(cpus, 0.9)} p99 ${q(cpus, 0.99)} max ${Math.max(...cpus)} µs`,
  );
  const slow = calls.flatMap((call, index) =>
    call.cpu > Number(process.env.SLOW ?? 5000)
      ? [`#${index}: cpu ${call.cpu} wall ${call.wall.toFixed(0)}`]
      : [],
  );
  console.log(`calls over 5 ms of CPU: ${slow.length}\n${slow.join('\n')}`);
  await client.close();
  process.exit(0);
}

const cpu: Record<string, number[]> = Object.fromEntries(variants.map((variant) => [variant.name, []]));
for (let round = 0; round < rounds; round += 1) {
  // Each round starts with the next variant: none always runs first, or always after the same one.
  const order = variants.map(
    (_, index) => variants[(index + round) % variants.length] as (typeof variants)[0],
  );
  for (const variant of order) {
    const sql = `execute bc_${variant.name}(${onePress().map(literal).join(', ')})`;
    const before = process.cpuUsage();
    await client.exec(sql);
    const used = process.cpuUsage(before);
    if (round >= 20) cpu[variant.name]?.push(used.user + used.system);
  }
}
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
for (const [name, values] of Object.entries(cpu))
  console.log(
    `${name.padEnd(16)} p25 ${quantile(values, 0.25)} µs, median ${quantile(values, 0.5)} µs (${values.length} runs)`,
  );
await client.close();
