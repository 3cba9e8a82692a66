import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, SERVER_ROOT, WEB_DIST_DIR } from './paths.ts';

describe('server paths', () => {
  it('finds apps/server, its migrations and the web build place from src/', () => {
    const manifest = JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
      name: string;
    };
    expect(manifest.name).toBe('@bandeja/server');
    expect(existsSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'))).toBe(true);
    const webManifest = path.join(path.dirname(WEB_DIST_DIR), 'package.json');
    expect((JSON.parse(readFileSync(webManifest, 'utf8')) as { name: string }).name).toBe('@bandeja/web');
    expect(path.basename(WEB_DIST_DIR)).toBe('dist');
  });
});
