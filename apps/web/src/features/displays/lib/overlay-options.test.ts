import { describe, expect, it } from 'vitest';
import { overlayOptions } from './overlay-options.ts';

describe('overlay options', () => {
  it('reads position, scale and theme', () => {
    expect(overlayOptions('?position=br&scale=1.5&theme=light')).toEqual({
      position: 'br',
      scale: 1.5,
      theme: 'light',
    });
  });

  it('falls back to top left, scale 1, dark for missing or unknown values, and bounds the scale', () => {
    expect(overlayOptions('')).toEqual({ position: 'tl', scale: 1, theme: 'dark' });
    expect(overlayOptions('?position=middle&scale=abc&theme=neon')).toEqual({
      position: 'tl',
      scale: 1,
      theme: 'dark',
    });
    expect(overlayOptions('?scale=100').scale).toBe(4);
    expect(overlayOptions('?scale=0').scale).toBe(0.25);
  });
});
