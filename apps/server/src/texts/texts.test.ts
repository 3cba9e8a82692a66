import { LANGUAGES } from '@bandeja/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fill, formatDateTime, formatDay, TEXTS, translator } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the server texts', () => {
  it.each(LANGUAGES)(
    '%s has every key, none empty or a placeholder, with the English placeholders',
    (language) => {
      const texts = TEXTS[language];
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const text = texts[key as keyof typeof en];
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(text, `${language}.${key}`).not.toMatch(/^(TODO|TBD|FIXME|xx+|\?+|…|\.\.\.)$/i);
        expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(english));
      }
    },
  );

  it('every language but English translates the sentences (not a copy of the English)', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      for (const key of ['winnerLine', 'notPlayedLine', 'viewMatch', 'footer', 'shareTitle'] as const) {
        expect(TEXTS[language][key], `${language}.${key}`).not.toBe(en[key]);
      }
    }
  });

  it('speaks padel as Spanish players do', () => {
    expect(TEXTS.es.statGoldenPointsWon).toBe('Puntos de oro ganados');
    expect(TEXTS.es.theMatch).toBe('El partido');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('{team} won {score}', { team: 'Ana', score: '6-4' })).toBe('Ana won 6-4');
    expect(fill('{team} {other}', { team: 'Ana' })).toBe('Ana {other}');
  });

  it("writes a moment in the club's zone and language, never UTC by accident", () => {
    const at = new Date(Date.UTC(2026, 10, 22, 23, 30));
    const buenosAires = translator('es', 'America/Argentina/Buenos_Aires');
    expect(formatDateTime(buenosAires, at)).toContain('20:30');
    expect(formatDay(buenosAires, at)).toBe('22 nov 2026');
    // Past midnight in Stockholm: the next day.
    expect(formatDay(translator('sv', 'Europe/Stockholm'), at)).toBe('23 nov. 2026');
  });
});
