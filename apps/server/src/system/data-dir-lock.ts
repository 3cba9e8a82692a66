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
 * An exclusive lock on $DATA_DIR, held as a file with our pid and the time the system started our
 * process. PGlite is not safe against two writers. A pid file rather than a lock library with timed
 * staleness: after a crash (SIGKILL) the pid is dead and the next start takes the lock at once,
 * with no waiting period. The start time tells our process from another that was given the same
 * pid since (after a reboot, pids start again from 1): such a lock is stale too.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim());
      closeSync(fd);
      return {
        release() {
          if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
      const holder = readHolder(file);
      if (holder !== null && holder.pid !== process.pid && holdsLock(holder)) {
        throw new DataDirLockedError(dataDir, holder.pid);
      }
      // Stale lock of a process that died without releasing it: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

interface Holder {
  pid: number;
  /** The process's start time as the lock recorded it; null in a lock of an older version. */
  startTime: string | null;
}

function readHolder(file: string): Holder | null {
  try {
    const [pidText = '', startTime] = readFileSync(file, 'utf8').trim().split(/\s+/);
    const pid = Number.parseInt(pidText, 10);
    return Number.isSafeInteger(pid) && pid > 0 ? { pid, startTime: startTime ?? null } : null;
  } catch {
    return null;
  }
}

/** The holder is still the process that wrote the lock. */
function holdsLock(holder: Holder): boolean {
  if (!isAlive(holder.pid)) return false;
  const startTime = processStartTime(holder.pid);
  // No /proc (not Linux): a living pid is all there is to go by.
  if (startTime === null) return true;
  if (holder.startTime !== null) return holder.startTime === startTime;
  // A lock without a start time: ours only if that pid runs Node.
  return runsNode(holder.pid);
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

/**
 * When the process started, in clock ticks since boot (field 22 of /proc/{pid}/stat); null where
 * there is no /proc. The fields follow the command name in parentheses, which may hold spaces.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function runsNode(pid: number): boolean {
  try {
    const [program = ''] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return path.basename(program).startsWith('node');
  } catch {
    return true;
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
