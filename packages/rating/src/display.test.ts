import { describe, expect, it } from 'vitest';
import { formatLevelBand, levelBand } from './display.ts';

describe('the level with its band', () => {
  it('shows one decimal and the band of 1.645 deviations (nine times out of ten)', () => {
    expect(formatLevelBand({ level: 4.27, deviation: 0.25 })).toBe('4.3 ± 0.4');
    expect(levelBand({ level: 4.27, deviation: 0.25 })).toEqual({ level: 4.3, band: 0.4 });
  });

  it('never shows a band under 0.1', () => {
    expect(formatLevelBand({ level: 3, deviation: 0.01 })).toBe('3.0 ± 0.1');
  });
});
