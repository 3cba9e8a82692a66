import { describe, expect, it } from 'vitest';
import { audioFolder, LANGUAGE_NAMES, LANGUAGES, languageOfTag, VOICES } from './languages.ts';

describe('languages and voices', () => {
  it('lists English, Spanish, Italian, French, Portuguese, Swedish and German with their own names', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'it', 'fr', 'pt', 'sv', 'de']);
    expect(LANGUAGE_NAMES).toEqual({
      en: 'English',
      es: 'Español',
      it: 'Italiano',
      fr: 'Français',
      pt: 'Português',
      sv: 'Svenska',
      de: 'Deutsch',
    });
    expect(VOICES).toEqual(['male', 'female']);
  });

  it('reads the language of a browser or address tag', () => {
    expect(languageOfTag('es-AR')).toBe('es');
    expect(languageOfTag('pt_BR')).toBe('pt');
    expect(languageOfTag(' SV ')).toBe('sv');
    expect(languageOfTag('de')).toBe('de');
    expect(languageOfTag('nl-NL')).toBeNull();
    expect(languageOfTag('')).toBeNull();
    expect(languageOfTag(undefined)).toBeNull();
  });

  it('puts the default voice at /audios/{lang}/ and the other under its name', () => {
    expect(audioFolder('es')).toBe('/audios/es/');
    expect(audioFolder('en', 'male')).toBe('/audios/en/');
    expect(audioFolder('de', 'female')).toBe('/audios/de/female/');
  });
});
