import { type ImageType, MAX_IMAGE_SIDE } from '@bandeja/contract';
import { createCanvas, loadImage } from '@napi-rs/canvas';

/**
 * The width and height an image's header claims, read from its first bytes without decoding it:
 * a PNG's IHDR, a JPEG's frame header (SOFn), a WebP's VP8, VP8L or VP8X header. A small file can
 * claim a huge picture (a decompression bomb), so the size is checked before anything decodes it
 * (docs/operations.md, "Club images"). null when the header cannot be read.
 */
export function headerDimensions(
  bytes: Uint8Array,
  type: ImageType,
): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fits = (offset: number, length: number) => offset + length <= bytes.byteLength;
  const tag = (offset: number) =>
    fits(offset, 4) ? String.fromCharCode(...bytes.subarray(offset, offset + 4)) : '';

  if (type === 'image/png') {
    // Signature (8), then the first chunk: length (4), 'IHDR', width and height (big-endian).
    if (tag(12) !== 'IHDR' || !fits(16, 8)) return null;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }

  if (type === 'image/webp') {
    const chunk = tag(12);
    if (chunk === 'VP8 ' && fits(26, 4)) {
      // Frame tag (3), start code 9d 01 2a, then 14-bit width and height (little-endian).
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    }
    if (chunk === 'VP8L' && fits(21, 4)) {
      if (bytes[20] !== 0x2f) return null;
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X' && fits(24, 6)) {
      const uint24 = (offset: number) =>
        (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8) | ((bytes[offset + 2] ?? 0) << 16);
      return { width: uint24(24) + 1, height: uint24(27) + 1 };
    }
    return null;
  }

  // JPEG: walk the segments after the start marker up to the first frame header.
  let offset = 2;
  while (fits(offset, 4)) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (!fits(offset + 5, 4)) return null;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    if (marker === 0xd9 || marker === 0xda || length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

export type ImageCheck =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; reason: 'too-many-pixels' | 'unreadable' };

const fitsSide = (side: number) => side >= 1 && side <= MAX_IMAGE_SIDE;

/**
 * An uploaded logo made safe to send to every board: its header's size checked first (at most
 * MAX_IMAGE_SIDE a side, so a bomb is never decoded), then decoded and drawn again into a fresh
 * file of the same type, which drops whatever else the file carried (trailing bytes, metadata,
 * a second frame) and proves it decodes.
 */
export async function reencodeImage(bytes: Uint8Array, type: ImageType): Promise<ImageCheck> {
  const claimed = headerDimensions(bytes, type);
  if (!claimed) return { ok: false, reason: 'unreadable' };
  if (!fitsSide(claimed.width) || !fitsSide(claimed.height)) return { ok: false, reason: 'too-many-pixels' };
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(bytes);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  // The decoder's own size, in case it read the file differently from the header walk above.
  if (!fitsSide(image.width) || !fitsSide(image.height)) {
    return { ok: false, reason: image.width === 0 ? 'unreadable' : 'too-many-pixels' };
  }
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  const encoded =
    type === 'image/png'
      ? await canvas.encode('png')
      : await canvas.encode(type === 'image/jpeg' ? 'jpeg' : 'webp', 90);
  return { ok: true, bytes: new Uint8Array(encoded) };
}
