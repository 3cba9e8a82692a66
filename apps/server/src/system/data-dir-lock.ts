import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Another Bandeja server (pid ${holderPid}) is already using ${dataDir}. ` +
        'The embedded database allows one server per data directory: stop the other server, ' +
        'or give this one its own DATA_DIR (or a PostgreSQL DATABASE_URL).',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * An exclusive lock on $DATA_DIR, held as a file with our pid. PGlite is not safe against two
 * writers (design §2). A pid file rather than a lock library with timed staleness: after a crash
 * (SIGKILL) the pid is dead and the next start takes the lock at once, with no waiting period.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release() {
          if (readHolder(file) === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
      const holder = readHolder(file);
      if (holder !== null && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // Stale lock of a process that died without releasing it: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function readHolder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return isErrno(error, 'EPERM');
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
