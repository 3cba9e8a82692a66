/**
 * The Bandeja server as the benchmark runs it: the real app (buildApp, the real database, the
 * real socket), started like src/server.ts, plus a memory probe over IPC.
 */

import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { type ChildMessage, MemoryMeter, serveMemory, timePgliteWasm } from './protocol.ts';

const wasm = timePgliteWasm(PGlite.prototype);
const config = loadConfig();
const database = await openDatabase(config.database);
const { app, ctx } = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
serveMemory(
  new MemoryMeter(),
  async () => {
    await app.close();
    await database.close();
  },
  () => ctx.scores.conflicts,
  wasm,
);
const ready: ChildMessage = { type: 'ready', port };
process.send?.(ready);
