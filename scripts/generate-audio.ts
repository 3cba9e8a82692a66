/**
 * Generates the scoreboard's spoken calls (docs/audio.md): one small mp3 for every name in the
 * scoring engine's AUDIO_CLIPS, in every language and voice, under apps/web/public/audios/:
 *
 *   audios/{language}/{clip}.mp3          the default (male) voice
 *   audios/{language}/female/{clip}.mp3   the female voice
 *   audios/{clip}.mp3                     English, default voice: the address of older clients
 *
 * and nothing else (stale files are removed). The files are committed; run this again when
 * AUDIO_CLIPS or a phrase in scripts/audio-phrases.ts changes.
 *
 *   npx tsx scripts/generate-audio.ts           # every language (needs espeak-ng, sox and lame)
 *   npx tsx scripts/generate-audio.ts es sv     # only these languages
 *
 * The output is byte-for-byte repeatable with the same espeak-ng, sox and lame (sox's `-R` seeds its
 * dither), so a run changes only the clips whose words changed.
 *
 * Sound: espeak-ng a little slower than its default, the male voice lower; sox trims the silence
 * around each call, lifts it to -1 dBFS and resamples to 22.05 kHz mono; lame encodes 48 kbit/s CBR
 * (a call is 3–10 kB).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  audioFolder,
  DEFAULT_VOICE,
  isLanguage,
  LANGUAGES,
  type Language,
  VOICES,
  type Voice,
} from '@bandeja/contract/plain';
import { AUDIO_CLIPS } from '@bandeja/scoring';
import { CALLS, phraseFor } from './audio-phrases.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../apps/web/public');
const WORDS_PER_MINUTE = '145';

/** espeak-ng's variant and pitch (0-99) of each voice; a lower male voice carries over a court. */
const VOICE_SOUND: Record<Voice, { variant: string; pitch: string }> = {
  male: { variant: 'm3', pitch: '40' },
  female: { variant: 'f3', pitch: '50' },
};

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.error) throw new Error(`${command} could not start (apt-get install espeak-ng sox lame)`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
}

function folderOf(language: Language, voice: Voice): string {
  return path.join(PUBLIC_DIR, audioFolder(language, voice));
}

/** Removes the mp3 files of `dir` that are not wanted (sub-folders are left alone). */
function removeStale(dir: string, wanted: ReadonlySet<string>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && !wanted.has(entry.name)) rmSync(path.join(dir, entry.name));
  }
}

function speak(language: Language, voice: Voice, clip: string, work: string, mp3: string): void {
  const raw = path.join(work, 'raw.wav');
  const clean = path.join(work, 'clean.wav');
  const { variant, pitch } = VOICE_SOUND[voice];
  const espeakVoice = `${CALLS[language].espeakVoice}+${variant}`;
  run('espeak-ng', [
    '-v',
    espeakVoice,
    '-s',
    WORDS_PER_MINUTE,
    '-p',
    pitch,
    '-w',
    raw,
    phraseFor(language, clip),
  ]);
  // Trim leading and trailing silence, keep 60 ms of air at the end, normalise, mono 22.05 kHz.
  // -R: repeatable (the dither's random numbers are seeded), so the same words give the same bytes.
  run('sox', [
    '-R',
    raw,
    '-r',
    '22050',
    '-c',
    '1',
    clean,
    'silence',
    '1',
    '0.02',
    '0.5%',
    'reverse',
    'silence',
    '1',
    '0.02',
    '0.5%',
    'reverse',
    'pad',
    '0',
    '0.06',
    'norm',
    '-1',
  ]);
  run('lame', ['--quiet', '-m', 'm', '-b', '48', '--resample', '22.05', clean, mp3]);
}

function generate(languages: readonly Language[]): void {
  const wanted = new Set(AUDIO_CLIPS.map((clip) => `${clip}.mp3`));
  // Every phrase first: a missing one fails before any file is written.
  for (const language of languages) for (const clip of AUDIO_CLIPS) phraseFor(language, clip);
  const work = mkdtempSync(path.join(tmpdir(), 'bandeja-audio-'));
  try {
    for (const language of languages) {
      for (const voice of VOICES) {
        const dir = folderOf(language, voice);
        mkdirSync(dir, { recursive: true });
        removeStale(dir, wanted);
        let bytes = 0;
        for (const clip of AUDIO_CLIPS) {
          const mp3 = path.join(dir, `${clip}.mp3`);
          speak(language, voice, clip, work, mp3);
          bytes += statSync(mp3).size;
        }
        console.log(
          `${language} ${voice}: ${AUDIO_CLIPS.length} clips in ${path.relative(process.cwd(), dir)} (${(bytes / 1024).toFixed(0)} kB)`,
        );
      }
      if (language === 'en') {
        // Clients from before the languages ask for /audios/{clip}.mp3: English, default voice.
        const legacy = path.join(PUBLIC_DIR, 'audios');
        removeStale(legacy, wanted);
        for (const clip of AUDIO_CLIPS) {
          copyFileSync(
            path.join(folderOf('en', DEFAULT_VOICE), `${clip}.mp3`),
            path.join(legacy, `${clip}.mp3`),
          );
        }
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const requested = process.argv.slice(2);
const unknown = requested.filter((language) => !isLanguage(language));
if (unknown.length > 0) {
  throw new Error(`Unknown language ${unknown.join(', ')}: choose among ${LANGUAGES.join(', ')}`);
}
generate(requested.length > 0 ? requested.filter(isLanguage) : LANGUAGES);
