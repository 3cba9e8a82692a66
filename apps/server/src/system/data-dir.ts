import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * $DATA_DIR holds the embedded database, the generated secrets, the first-start credentials,
 * outgoing mail and cached images: nothing another user of the machine may read or change
 * (docs/operations.md, "The data directory"). The server runs with umask 077, so whatever it creates
 * is its own only (directories 0700, files 0600), and at start it checks what is already there.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Where mail goes without SMTP, one .eml file each (src/mail/mailer.ts; docs/privacy.md). */
export function outboxDirOf(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** Where finished matches' result images are cached (src/share/image-cache.ts; docs/privacy.md). */
export function shareImagesDirOf(dataDir: string): string {
  return path.join(dataDir, 'share-images');
}

export class DataDirInsecureError extends Error {
  constructor(
    readonly file: string,
    mode: number,
    cause: unknown,
  ) {
    super(
      `${file} is open to other users of this machine (mode ${mode.toString(8).padStart(4, '0')}) and ` +
        `Bandeja cannot make it private: ${cause instanceof Error ? cause.message : String(cause)}. ` +
        'Run the server as the owner of DATA_DIR, or make it private yourself: ' +
        `chmod -R go-rwx ${JSON.stringify(path.dirname(file))}`,
      { cause },
    );
  }
}

/**
 * Creates $DATA_DIR (0700) if missing, and takes group and other permissions away from every
 * directory and file under it (symbolic links are left alone). Returns how many it changed; throws
 * DataDirInsecureError for one it cannot change (owned by someone else).
 */
export function secureDataDir(
  dataDir: string,
  chmod: (file: string, mode: number) => void = chmodSync,
): number {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  let changed = 0;
  const visit = (file: string) => {
    const stat = lstatSync(file);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o7777;
    if ((mode & 0o077) !== 0) {
      try {
        chmod(file, mode & 0o700);
      } catch (error) {
        throw new DataDirInsecureError(file, mode, error);
      }
      changed += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(dataDir);
  return changed;
}
