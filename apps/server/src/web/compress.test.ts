import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { accepts, compressedPage } from './compress.ts';

const PAGE = `<!doctype html><html lang="es"><body>${'<p class="flex">Ana / Bea 15</p>'.repeat(50)}</body></html>`;

describe('a server-rendered page, compressed', () => {
  it('is sent with Brotli when the browser accepts it, as Chromium asks', () => {
    const compressed = compressedPage('gzip, deflate, br, zstd', PAGE);
    expect(compressed?.encoding).toBe('br');
    expect(brotliDecompressSync(compressed?.bytes ?? Buffer.alloc(0)).toString()).toBe(PAGE);
    expect(compressed?.bytes.length).toBeLessThan(compressedPage('gzip', PAGE)?.bytes.length ?? 0);
  });

  it('is sent gzipped to a browser without Brotli, and as it stands to one that accepts neither', () => {
    const compressed = compressedPage('gzip, deflate', PAGE);
    expect(compressed?.encoding).toBe('gzip');
    expect(gunzipSync(compressed?.bytes ?? Buffer.alloc(0)).toString()).toBe(PAGE);
    expect(compressedPage('', PAGE)).toBeNull();
    expect(compressedPage('identity', PAGE)).toBeNull();
  });

  it('takes q=0 as a refusal', () => {
    expect(accepts('br;q=0, gzip', 'br')).toBe(false);
    expect(accepts('br;q=0.0, gzip;q=0.5', 'gzip')).toBe(true);
    expect(accepts('BR', 'br')).toBe(true);
    expect(accepts('brotli', 'br')).toBe(false);
  });
});
