import { describe, expect, it } from 'vitest';
import { cardFootnote, cardLabels } from './result-card-data.ts';

describe('the browser result card’s fields', () => {
  it('puts the court’s name and the start under the score, in the given time zone', () => {
    expect(cardFootnote('Pista 1 Norte', '2026-11-23T16:05:00.000Z', 'Europe/Madrid')).toMatch(
      /^Pista 1 Norte · 23 Nov 2026.*17:05$/,
    );
    expect(cardFootnote(null, null)).toBeNull();
    expect(cardFootnote('Pista 1 Norte', null)).toBe('Pista 1 Norte');
  });

  it('has a word for a match not played', () => {
    expect(cardLabels()).toMatchObject({ winner: 'WINNER', notPlayed: 'NOT PLAYED', draw: 'DRAW' });
  });
});
