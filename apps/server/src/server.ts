import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { type Config, ConfigError, LISTEN_EVERY_ADDRESS, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loggerForTerminal } from './http/logging.ts';
import { mailBannerLines } from './mail/mailer.ts';
import { type SeededCredentials, seedEmptyDatabase } from './seed.ts';
import { DataDirInsecureError, secureDataDir } from './system/data-dir.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './system/data-dir-lock.ts';
import { hostOf, networkAddresses } from './system/public-address.ts';

/** Starts the server: configuration, lock, database and migrations, seed, listen, banner. */
async function main(): Promise<void> {
  // Everything the server creates (the embedded database's files, secrets, mail, images) is its
  // owner's only: directories 0700, files 0600 (src/system/data-dir.ts).
  process.umask(0o077);
  const config = loadConfig();
  const secured = secureDataDir(config.dataDir);
  if (secured > 0) process.stdout.write(`Made ${secured} files and folders of ${config.dataDir} private.\n`);
  // PGlite is not safe against two writers (docs/operations.md#the-data-directory); PostgreSQL servers may share a DATA_DIR.
  const lock: DataDirLock | null = config.database.kind === 'pglite' ? lockDataDir(config.dataDir) : null;

  const database = await openDatabase(
    config.database.kind === 'postgres' ? config.database : { kind: 'pglite', dir: config.database.dir },
  );
  const { app, ctx } = await buildApp({
    config,
    database,
    logger: loggerForTerminal(config.logLevel ?? 'info'),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    try {
      await app.close();
      await database.close();
    } finally {
      lock?.release();
      clearTimeout(timer);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  const seedDemo = config.seedDemo ?? database.kind === 'pglite';
  const seeded = await seedEmptyDatabase(ctx, seedDemo);
  if (seeded) writeInitialCredentials(config, seeded);

  // HOST binds one address (127.0.0.1 behind a proxy on the same machine: docs/operations.md).
  await app.listen({ port: config.port, host: config.host ?? LISTEN_EVERY_ADDRESS });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  printBanner(config, port, seeded);
}

function writeInitialCredentials(config: Config, seeded: SeededCredentials): void {
  const file = path.join(config.dataDir, 'initial-credentials.json');
  writeFileSync(file, `${JSON.stringify(seeded, null, 2)}\n`, { mode: 0o600 });
}

function printBanner(config: Config, port: number, seeded: SeededCredentials | null): void {
  const lines = [''];
  if (config.publicUrl) {
    lines.push(
      `Bandeja is running at ${config.publicUrl} (PUBLIC_URL; on this machine http://localhost:${port})`,
    );
  } else if (config.host !== undefined && config.host !== LISTEN_EVERY_ADDRESS) {
    lines.push(`Bandeja is running at http://${hostOf(config.host)}:${port} (HOST: only this address)`);
  } else {
    // Phones open the network address: a QR code or a link to localhost reaches only this machine.
    lines.push(`Bandeja is running at http://localhost:${port}`);
    for (const address of networkAddresses())
      lines.push(`  on the network: http://${hostOf(address)}:${port}`);
    lines.push('  (set PUBLIC_URL to the address phones should open, e.g. https://scores.club.example)');
  }
  lines.push(...mailBannerLines(config));
  if (config.database.kind === 'pglite') {
    lines.push(`Database: embedded PGlite in ${config.database.dir}`);
    lines.push('  (for trying Bandeja and for one small club; production uses PostgreSQL: set DATABASE_URL)');
  } else {
    lines.push('Database: PostgreSQL');
  }
  if (seeded) {
    lines.push('', 'Sign in with:');
    lines.push(`  super admin   ${seeded.admin.username} / ${seeded.admin.password}`);
    for (const court of seeded.demo?.courts ?? []) {
      lines.push(`  ${court.name.padEnd(13)} ${court.username} / ${court.password}`);
    }
    if (seeded.demo) {
      lines.push('', 'WatchButtons of the demo courts (POST with header x-button-key):');
      for (const court of seeded.demo.courts) {
        for (const button of court.buttons) {
          lines.push(`  ${court.name} ${button.action.padEnd(11)} ${button.pressUrl}  key ${button.secret}`);
        }
      }
    }
    lines.push(
      '',
      `These credentials are shown once; a copy is in ${path.join(config.dataDir, 'initial-credentials.json')}.`,
    );
  } else {
    lines.push(
      `Sign in with your accounts (first-start credentials: ${path.join(config.dataDir, 'initial-credentials.json')}).`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirInsecureError
  ) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Bandeja failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
