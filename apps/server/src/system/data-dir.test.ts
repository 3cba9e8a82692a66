import { chmodSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInsecureError, secureDataDir } from './data-dir.ts';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('the data directory’s permissions', () => {
  it('creates a missing DATA_DIR private to its owner', () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'bandeja-modes-')), 'data');
    secureDataDir(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('takes group and other permissions away from every directory and file under it', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-modes-'));
    chmodSync(dataDir, 0o777);
    mkdirSync(path.join(dataDir, 'db', 'base'), { recursive: true });
    chmodSync(path.join(dataDir, 'db'), 0o755);
    writeFileSync(path.join(dataDir, 'db', 'base', '1259'), 'x');
    chmodSync(path.join(dataDir, 'db', 'base', '1259'), 0o666);
    writeFileSync(path.join(dataDir, 'secrets.json'), '{}', { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'private'), 'x', { mode: 0o600 });
    const outside = path.join(mkdtempSync(path.join(os.tmpdir(), 'bandeja-outside-')), 'shared');
    writeFileSync(outside, 'x', { mode: 0o644 });
    symlinkSync(outside, path.join(dataDir, 'link'));

    // DATA_DIR, db, db/base (made under umask 022), the table file and secrets.json.
    expect(secureDataDir(dataDir)).toBe(5);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'db'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'db', 'base'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'db', 'base', '1259'))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'secrets.json'))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'private'))).toBe(0o600);
    // A link is followed by nobody here: what it points to outside DATA_DIR is not ours to change.
    expect(modeOf(outside)).toBe(0o644);
    expect(secureDataDir(dataDir)).toBe(0);
  });

  it('refuses to start with a clear message when a file cannot be made private', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-modes-'));
    writeFileSync(path.join(dataDir, 'secrets.json'), '{}', { mode: 0o644 });
    const notOwner = () => {
      throw Object.assign(new Error('EPERM: operation not permitted'), { code: 'EPERM' });
    };
    expect(() => secureDataDir(dataDir, notOwner)).toThrow(DataDirInsecureError);
    expect(() => secureDataDir(dataDir, notOwner)).toThrow(
      /secrets\.json is open to other users of this machine \(mode 0644\).*chmod -R go-rwx/,
    );
  });
});
