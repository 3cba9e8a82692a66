import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { headerDimensions, reencodeImage } from './image-check.ts';

const canvas = (width: number, height: number) => createCanvas(width, height);

describe('headerDimensions', () => {
  it('reads the size of a PNG, a JPEG, a lossy and a lossless WebP from their headers', () => {
    expect(headerDimensions(canvas(300, 200).encodeSync('png'), 'image/png')).toEqual({
      width: 300,
      height: 200,
    });
    expect(headerDimensions(canvas(300, 200).encodeSync('jpeg'), 'image/jpeg')).toEqual({
      width: 300,
      height: 200,
    });
    expect(headerDimensions(canvas(300, 200).encodeSync('webp', 80), 'image/webp')).toEqual({
      width: 300,
      height: 200,
    });
    expect(headerDimensions(canvas(5000, 3).encodeSync('webp', 100), 'image/webp')).toEqual({
      width: 5000,
      height: 3,
    });
  });

  it('gives null for headers cut short', () => {
    expect(headerDimensions(canvas(10, 10).encodeSync('png').subarray(0, 20), 'image/png')).toBeNull();
    expect(headerDimensions(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), 'image/jpeg')).toBeNull();
    expect(
      headerDimensions(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp'),
    ).toBeNull();
  });
});

describe('reencodeImage', () => {
  it('draws an image again in its own type, and refuses one over 4096 px a side without decoding it', async () => {
    const png = await reencodeImage(canvas(40, 30).encodeSync('png'), 'image/png');
    expect(png.ok && headerDimensions(png.bytes, 'image/png')).toEqual({ width: 40, height: 30 });
    expect(await reencodeImage(canvas(4097, 1).encodeSync('png'), 'image/png')).toEqual({
      ok: false,
      reason: 'too-many-pixels',
    });
  });
});
