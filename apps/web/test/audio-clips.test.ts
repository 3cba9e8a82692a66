// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { audioFolder, DEFAULT_VOICE, LANGUAGES, VOICES } from '@bandeja/contract/plain';
import { AUDIO_CLIPS } from '@bandeja/scoring';
import { describe, expect, it } from 'vitest';

/**
 * The committed spoken calls (docs/audio.md, made by scripts/generate-audio.ts): every clip the
 * engine can announce exists in every language and voice, as a small mp3, and nothing else does.
 */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');
const WANTED = AUDIO_CLIPS.map((clip) => `${clip}.mp3`).sort();

function mp3Files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

function isMp3(bytes: Buffer): boolean {
  const id3 = bytes.subarray(0, 3).toString('latin1') === 'ID3';
  // An MPEG audio frame starts with 11 set bits.
  const frameSync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
  return id3 || frameSync;
}

const SETS = LANGUAGES.flatMap((language) => VOICES.map((voice) => ({ language, voice })));

describe('spoken call clips', () => {
  it.each(SETS)(
    'has every clip of AUDIO_CLIPS and nothing else for $language, $voice voice',
    ({ language, voice }) => {
      const dir = path.join(PUBLIC_DIR, audioFolder(language, voice));
      expect(mp3Files(dir)).toEqual(WANTED);
      for (const file of WANTED) {
        const bytes = readFileSync(path.join(dir, file));
        expect(isMp3(bytes), `${language}/${voice}/${file} is an mp3`).toBe(true);
        // A call is a word or a few: 1.5 to 16 kB at 48 kbit/s.
        expect(bytes.byteLength, `${language}/${voice}/${file} size`).toBeGreaterThan(1500);
        expect(bytes.byteLength, `${language}/${voice}/${file} size`).toBeLessThan(16 * 1024);
      }
    },
  );

  it('serves the default voice at /audios/{lang}/ and the female one under female/', () => {
    expect(audioFolder('es')).toBe('/audios/es/');
    expect(audioFolder('es', 'male')).toBe('/audios/es/');
    expect(audioFolder('sv', 'female')).toBe('/audios/sv/female/');
    expect(statSync(path.join(PUBLIC_DIR, 'audios/es/deuce.mp3')).isFile()).toBe(true);
  });

  it('speaks each language and voice with its own recording, not a copy of another', () => {
    for (const clip of ['deuce.mp3', '15-30.mp3', 'number-21.mp3']) {
      const recordings = SETS.map(({ language, voice }) =>
        readFileSync(path.join(PUBLIC_DIR, audioFolder(language, voice), clip)).toString('base64'),
      );
      expect(new Set(recordings).size, clip).toBe(SETS.length);
    }
  });

  it('keeps the English default voice at /audios/{clip}.mp3 for older clients', () => {
    const legacy = path.join(PUBLIC_DIR, 'audios');
    expect(mp3Files(legacy)).toEqual(WANTED);
    for (const file of WANTED) {
      const english = readFileSync(path.join(PUBLIC_DIR, audioFolder('en', DEFAULT_VOICE), file));
      expect(readFileSync(path.join(legacy, file)).equals(english), file).toBe(true);
    }
  });
});
