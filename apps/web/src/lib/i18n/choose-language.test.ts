import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './choose-language.ts';

const none = { query: null, stored: null, club: null, browser: [] } as const;

describe('chooseLanguage', () => {
  it('speaks English when nothing is known', () => {
    expect(chooseLanguage(none)).toBe('en');
  });
  it('follows the browser when the club has not fixed a language', () => {
    expect(chooseLanguage({ ...none, browser: ['ja-JP', 'pt-BR', 'en'] })).toBe('pt');
  });
  it("puts the club's setting above the browser", () => {
    expect(chooseLanguage({ ...none, club: 'es', browser: ['sv-SE'] })).toBe('es');
  });
  it("puts the device's stored choice above the club", () => {
    expect(chooseLanguage({ ...none, stored: 'it', club: 'es' })).toBe('it');
  });
  it('puts ?lang= above everything', () => {
    expect(chooseLanguage({ query: 'SV', stored: 'it', club: 'es', browser: ['de'] })).toBe('sv');
  });
  it('ignores a language Bandeja does not speak', () => {
    expect(chooseLanguage({ ...none, query: 'xx', stored: 'klingon', browser: ['fr-CA'] })).toBe('fr');
  });
});
