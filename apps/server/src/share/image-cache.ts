import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResultCardData } from '@bandeja/contract/result-card';
import { renderResultImage } from './result-image.ts';

/** Bump when the card's design changes, so cached pictures are drawn again. */
const DESIGN_VERSION = 5;

/** A rendered result image and the tag that names its content (the ETag). */
export interface ResultImage {
  png: Buffer;
  etag: string;
}

export function imageTag(data: ResultCardData): string {
  return createHash('sha256')
    .update(JSON.stringify({ v: DESIGN_VERSION, data }))
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Result images of finished matches, cached as files under $DATA_DIR/share-images: a chat app
 * asks for a shared link's picture many times, and drawing one costs tens of milliseconds. The
 * file name carries the content's hash, so a renamed team or a corrected result draws afresh.
 * Matches still in play are drawn every time and not kept.
 */
export class ResultImageCache {
  private readonly inFlight = new Map<string, Promise<ResultImage>>();

  constructor(private readonly dir: string) {}

  /** `clubLogo` reads the logo's bytes, only when the picture must be drawn. */
  async get(
    matchId: string,
    data: ResultCardData,
    finished: boolean,
    clubLogo: () => Promise<Uint8Array | null>,
  ): Promise<ResultImage> {
    const etag = imageTag(data);
    const draw = async () => renderResultImage(data, data.clubLogoUrl ? await clubLogo() : null);
    if (!finished) return { png: await draw(), etag };
    const key = `${matchId}.${etag}`;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const work = this.load(matchId, etag, draw).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private async load(matchId: string, etag: string, draw: () => Promise<Buffer>): Promise<ResultImage> {
    const file = path.join(this.dir, `${matchId}.${etag}.png`);
    try {
      return { png: await readFile(file), etag };
    } catch {
      // not drawn yet
    }
    const png = await draw();
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await this.forget(matchId);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, png, { mode: 0o600 });
    await rename(temporary, file);
    return { png, etag };
  }

  /** Removes the match's older pictures. */
  private async forget(matchId: string): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => name.startsWith(`${matchId}.`) && name.endsWith('.png'))
        .map((name) => unlink(path.join(this.dir, name)).catch(() => undefined)),
    );
  }
}
