/**
 * Generates the scoreboard's spoken calls: one small mp3 under apps/web/public/audios/ for every
 * name in the scoring engine's AUDIO_CLIPS, and nothing else (stale files are removed). The files
 * are committed; run this again only when AUDIO_CLIPS or a phrase changes.
 *
 *   npx tsx scripts/generate-audio.ts          # needs Debian's espeak-ng, sox and lame
 *
 * Voice: espeak-ng's British English, a little slower than its default and with a lower pitch,
 * which carries better over a court's noise; sox trims the silence around each call, lifts it to
 * -1 dBFS and resamples to 22.05 kHz mono; lame encodes 48 kbit/s CBR (a call is 3–10 kB).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUDIO_CLIPS } from '@bandeja/scoring';

const OUT_DIR = path.resolve(import.meta.dirname, '../apps/web/public/audios');
const VOICE = 'en-gb+m3';
const WORDS_PER_MINUTE = '145';
const PITCH = '40';

/** Fixed calls, as an umpire says them. */
const PHRASES: Record<string, string> = {
  'golden-point': 'Golden point',
  'game-set-match': 'Game, set and match',
  'game-and-set': 'Game and set',
  game: 'Game',
  'advantage-service': 'Advantage server',
  'advantage-receiver': 'Advantage receiver',
  deuce: 'Deuce',
  tiebreak: 'Tiebreak',
  'super-tiebreak': 'Super tiebreak',
  'tiebreak-level': 'Level',
  'set-point': 'Set point',
  'match-point': 'Match point',
  'break-point': 'Break point',
  'change-ends': 'Change ends',
  'score-corrected': 'Score corrected',
  'time-up': 'Time is up',
  'match-ended': 'Match ended',
};

const POINT_WORDS: Record<string, string> = { '0': 'love', '15': 'fifteen', '30': 'thirty', '40': 'forty' };

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
  'twenty-one',
  'twenty-two',
  'twenty-three',
  'twenty-four',
  'twenty-five',
  'twenty-six',
  'twenty-seven',
  'twenty-eight',
  'twenty-nine',
  'thirty',
  'thirty-one',
  'thirty-two',
];

/** The words for a clip name; throws for a name it does not know, so a new clip is never silent. */
export function phraseFor(clip: string): string {
  const fixed = PHRASES[clip];
  if (fixed) return fixed;
  const pair = /^(0|15|30|40)-(0|15|30|40)$/.exec(clip);
  if (pair) {
    const [, server = '', receiver = ''] = pair;
    // '15-15' is 'fifteen all'; the server's score comes first.
    if (server === receiver) return `${POINT_WORDS[server]} all`;
    return `${POINT_WORDS[server]} ${POINT_WORDS[receiver]}`;
  }
  const number = /^number-(\d+)$/.exec(clip);
  const word = number ? NUMBER_WORDS[Number(number[1])] : undefined;
  if (word) return word;
  throw new Error(`No phrase for the audio clip '${clip}': add one to scripts/generate-audio.ts`);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.error) throw new Error(`${command} could not start (apt-get install espeak-ng sox lame)`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
}

function generate(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'bandeja-audio-'));
  try {
    const wanted = new Set(AUDIO_CLIPS.map((clip) => `${clip}.mp3`));
    for (const file of readdirSync(OUT_DIR)) {
      if (!wanted.has(file)) rmSync(path.join(OUT_DIR, file));
    }
    let bytes = 0;
    for (const clip of AUDIO_CLIPS) {
      const raw = path.join(work, `${clip}.raw.wav`);
      const clean = path.join(work, `${clip}.wav`);
      const mp3 = path.join(OUT_DIR, `${clip}.mp3`);
      run('espeak-ng', ['-v', VOICE, '-s', WORDS_PER_MINUTE, '-p', PITCH, '-w', raw, phraseFor(clip)]);
      // Trim leading and trailing silence, keep 60 ms of air at the end, normalise, mono 22.05 kHz.
      run('sox', [
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
      bytes += statSync(mp3).size;
    }
    console.log(
      `${AUDIO_CLIPS.length} clips in ${path.relative(process.cwd(), OUT_DIR)} (${(bytes / 1024).toFixed(0)} kB)`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

generate();
