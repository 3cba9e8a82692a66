/**
 * What the spoken calls say, in every language (docs/audio.md): the words an umpire uses, as a
 * native speaker who plays padel says them, not word for word from English. scripts/
 * generate-audio.ts speaks them with espeak-ng.
 *
 * Some words are spelled as they are pronounced, because espeak-ng would read the written form
 * wrongly: English loanwords inside another language ('Tai brek' for 'tie-break', 'Brehkball' for
 * 'Breakball'), and `[[…]]`, espeak-ng's phoneme input, where no spelling of the language gives the
 * sound (Swedish 'game'). The comment beside each says what is meant.
 */
import type { Language } from '@bandeja/contract/plain';

/** The calls that are one fixed phrase (the other clips are score pairs and numbers). */
export type FixedCall =
  | 'golden-point'
  | 'star-point'
  | 'receivers-choose-side'
  | 'receiver-same-gender'
  | 'game-set-match'
  | 'game-and-set'
  | 'game'
  | 'advantage-service'
  | 'advantage-receiver'
  | 'deuce'
  | 'tiebreak'
  | 'super-tiebreak'
  | 'tiebreak-level'
  | 'set-point'
  | 'match-point'
  | 'break-point'
  | 'change-ends'
  | 'score-corrected'
  | 'time-up'
  | 'match-ended';

export type GamePoint = '0' | '15' | '30' | '40';

export interface LanguageCalls {
  /** espeak-ng's voice for the language. */
  espeakVoice: string;
  fixed: Record<FixedCall, string>;
  /** The points as a score pair says them ('love' in English, 'cero' in Spanish). */
  points: Record<GamePoint, string>;
  /** A score pair at equal points, e.g. `${points} all` ('fifteen all'). */
  all: (points: string) => string;
  /** 0 to 32: tiebreak and rally scores are called as two numbers. */
  numbers: readonly string[];
}

const en: LanguageCalls = {
  espeakVoice: 'en-gb',
  fixed: {
    'golden-point': 'Golden point',
    'star-point': 'Star point',
    'receivers-choose-side': 'Receivers choose, no switching',
    'receiver-same-gender': 'Same gender receives',
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
  },
  points: { '0': 'love', '15': 'fifteen', '30': 'thirty', '40': 'forty' },
  all: (points) => `${points} all`,
  numbers: [
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
  ],
};

/** Spanish of Spain: 'Iguales' at 40-40, 'quince iguales', 'bola de set'. */
const es: LanguageCalls = {
  espeakVoice: 'es',
  fixed: {
    'golden-point': 'Punto de oro',
    'star-point': 'Punto estrella',
    'receivers-choose-side': 'Eligen los restadores, sin cambio',
    'receiver-same-gender': 'Resta el mismo sexo',
    'game-set-match': 'Juego, set y partido',
    'game-and-set': 'Juego y set',
    game: 'Juego',
    'advantage-service': 'Ventaja al saque',
    'advantage-receiver': 'Ventaja al resto',
    deuce: 'Iguales',
    tiebreak: 'Tai brek', // 'Tie-break'
    'super-tiebreak': 'Súper tai brek', // 'Súper tie-break'
    'tiebreak-level': 'Iguales',
    'set-point': 'Bola de set',
    'match-point': 'Bola de partido',
    'break-point': 'Bola de brek', // 'Bola de break'
    'change-ends': 'Cambio de lado',
    'score-corrected': 'Marcador corregido',
    'time-up': 'Se acabó el tiempo',
    'match-ended': 'Fin del partido',
  },
  points: { '0': 'cero', '15': 'quince', '30': 'treinta', '40': 'cuarenta' },
  all: (points) => `${points} iguales`,
  numbers: [
    'cero',
    'uno',
    'dos',
    'tres',
    'cuatro',
    'cinco',
    'seis',
    'siete',
    'ocho',
    'nueve',
    'diez',
    'once',
    'doce',
    'trece',
    'catorce',
    'quince',
    'dieciséis',
    'diecisiete',
    'dieciocho',
    'diecinueve',
    'veinte',
    'veintiuno',
    'veintidós',
    'veintitrés',
    'veinticuatro',
    'veinticinco',
    'veintiséis',
    'veintisiete',
    'veintiocho',
    'veintinueve',
    'treinta',
    'treinta y uno',
    'treinta y dos',
  ],
};

/** Italian: 'parità', 'quindici pari'; Italian padel players say 'golden point' and 'set point'. */
const it: LanguageCalls = {
  espeakVoice: 'it',
  fixed: {
    'golden-point': 'Golden point',
    'star-point': 'Star point',
    'receivers-choose-side': 'Sceglie chi risponde, senza cambi',
    'receiver-same-gender': 'Risponde lo stesso sesso',
    'game-set-match': 'Gioco, set e partita',
    'game-and-set': 'Gioco e set',
    game: 'Gioco',
    'advantage-service': 'Vantaggio al servizio',
    'advantage-receiver': 'Vantaggio alla risposta',
    deuce: 'Parità',
    tiebreak: 'Tai brek', // 'Tie-break'
    'super-tiebreak': 'Super tai brek', // 'Super tie-break'
    'tiebreak-level': 'Parità',
    'set-point': 'Set point',
    'match-point': 'Match point',
    'break-point': 'Palla brek', // 'Palla break'
    'change-ends': 'Cambio di campo',
    'score-corrected': 'Punteggio corretto',
    'time-up': 'Tempo scaduto',
    'match-ended': 'Partita terminata',
  },
  points: { '0': 'zero', '15': 'quindici', '30': 'trenta', '40': 'quaranta' },
  all: (points) => `${points} pari`,
  numbers: [
    'zero',
    'uno',
    'due',
    'tre',
    'quattro',
    'cinque',
    'sei',
    'sette',
    'otto',
    'nove',
    'dieci',
    'undici',
    'dodici',
    'tredici',
    'quattordici',
    'quindici',
    'sedici',
    'diciassette',
    'diciotto',
    'diciannove',
    'venti',
    'ventuno',
    'ventidue',
    'ventitré',
    'ventiquattro',
    'venticinque',
    'ventisei',
    'ventisette',
    'ventotto',
    'ventinove',
    'trenta',
    'trentuno',
    'trentadue',
  ],
};

/** French of France: 'égalité', 'quinze partout', 'balle de match', 'jeu décisif'. */
const fr: LanguageCalls = {
  espeakVoice: 'fr-fr',
  fixed: {
    'golden-point': 'Point en or',
    'star-point': 'Point étoile',
    'receivers-choose-side': 'Choix du relanceur, sans échange',
    'receiver-same-gender': 'Relance le même sexe',
    'game-set-match': 'Jeu, set et match',
    'game-and-set': 'Jeu et set',
    game: 'Jeu',
    'advantage-service': 'Avantage service',
    'advantage-receiver': 'Avantage retour',
    deuce: 'Égalité',
    tiebreak: 'Jeu décisif',
    'super-tiebreak': 'Super jeu décisif',
    'tiebreak-level': 'Égalité',
    'set-point': 'Balle de set',
    'match-point': 'Balle de match',
    'break-point': 'Balle de brèque', // 'Balle de break'
    'change-ends': 'Changement de côté',
    'score-corrected': 'Score corrigé',
    'time-up': 'Temps écoulé',
    'match-ended': 'Match terminé',
  },
  points: { '0': 'zéro', '15': 'quinze', '30': 'trente', '40': 'quarante' },
  all: (points) => `${points} partout`,
  numbers: [
    'zéro',
    'un',
    'deux',
    'trois',
    'quatre',
    'cinq',
    'six',
    'sept',
    'huit',
    'neuf',
    'dix',
    'onze',
    'douze',
    'treize',
    'quatorze',
    'quinze',
    'seize',
    'dix-sept',
    'dix-huit',
    'dix-neuf',
    'vingt',
    'vingt et un',
    'vingt-deux',
    'vingt-trois',
    'vingt-quatre',
    'vingt-cinq',
    'vingt-six',
    'vingt-sept',
    'vingt-huit',
    'vingt-neuf',
    'trente',
    'trente et un',
    'trente-deux',
  ],
};

/** Portuguese of Portugal: 'iguais', 'quinze iguais', 'ponto de ouro'. */
const pt: LanguageCalls = {
  espeakVoice: 'pt',
  fixed: {
    'golden-point': 'Ponto de ouro',
    'star-point': 'Ponto estrela',
    'receivers-choose-side': 'Escolhe quem recebe, sem troca',
    'receiver-same-gender': 'Recebe o mesmo sexo',
    'game-set-match': 'Jogo, set e partida',
    'game-and-set': 'Jogo e set',
    game: 'Jogo',
    'advantage-service': 'Vantagem ao serviço',
    'advantage-receiver': 'Vantagem à resposta',
    deuce: 'Iguais',
    tiebreak: 'Tai brêik', // 'Tie-break'
    'super-tiebreak': 'Super tai brêik', // 'Super tie-break'
    'tiebreak-level': 'Iguais',
    'set-point': 'Sét póint', // 'Set point'
    'match-point': 'Métch póint', // 'Match point'
    'break-point': 'Brêik póint', // 'Break point'
    'change-ends': 'Mudança de campo',
    'score-corrected': 'Resultado corrigido',
    'time-up': 'Tempo esgotado',
    'match-ended': 'Fim da partida',
  },
  points: { '0': 'zero', '15': 'quinze', '30': 'trinta', '40': 'quarenta' },
  all: (points) => `${points} iguais`,
  numbers: [
    'zero',
    'um',
    'dois',
    'três',
    'quatro',
    'cinco',
    'seis',
    'sete',
    'oito',
    'nove',
    'dez',
    'onze',
    'doze',
    'treze',
    'catorze',
    'quinze',
    'dezasseis',
    'dezassete',
    'dezoito',
    'dezanove',
    'vinte',
    'vinte e um',
    'vinte e dois',
    'vinte e três',
    'vinte e quatro',
    'vinte e cinco',
    'vinte e seis',
    'vinte e sete',
    'vinte e oito',
    'vinte e nove',
    'trinta',
    'trinta e um',
    'trinta e dois',
  ],
};

/** Swedish: 'lika', 'femton lika', 'setboll'; Swedish padel players say 'game' and 'golden point'. */
const sv: LanguageCalls = {
  espeakVoice: 'sv',
  fixed: {
    'golden-point': 'Golden pojnt', // 'Golden point'
    'star-point': 'Star pojnt', // 'Star point'
    'receivers-choose-side': 'Mottagarna väljer, inget byte',
    'receiver-same-gender': 'Samma kön tar emot',
    'game-set-match': "[[g'Ejm]], set och match", // 'Game, set och match'
    'game-and-set': "[[g'Ejm]] och set", // 'Game och set'
    game: "[[g'Ejm]]", // 'Game'
    'advantage-service': 'Fördel servare',
    'advantage-receiver': 'Fördel mottagare',
    deuce: 'Lika',
    tiebreak: 'Tajbrejk', // 'Tiebreak'
    'super-tiebreak': 'Supertajbrejk', // 'Supertiebreak'
    'tiebreak-level': 'Lika',
    'set-point': 'Setboll',
    'match-point': 'Matchboll',
    'break-point': 'Brejkboll', // 'Breakboll'
    'change-ends': 'Sidbyte',
    'score-corrected': 'Ställningen rättad',
    'time-up': 'Tiden är ute',
    'match-ended': 'Matchen är slut',
  },
  points: { '0': 'noll', '15': 'femton', '30': 'trettio', '40': 'fyrtio' },
  all: (points) => `${points} lika`,
  numbers: [
    'noll',
    'ett',
    'två',
    'tre',
    'fyra',
    'fem',
    'sex',
    'sju',
    'åtta',
    'nio',
    'tio',
    'elva',
    'tolv',
    'tretton',
    'fjorton',
    'femton',
    'sexton',
    'sjutton',
    'arton',
    'nitton',
    'tjugo',
    'tjugoett',
    'tjugotvå',
    'tjugotre',
    'tjugofyra',
    'tjugofem',
    'tjugosex',
    'tjugosju',
    'tjugoåtta',
    'tjugonio',
    'trettio',
    'trettioett',
    'trettiotvå',
  ],
};

/** German: 'Einstand', 'fünfzehn beide', 'Satzball', 'Spiel, Satz und Sieg', 'Match-Tiebreak'. */
const de: LanguageCalls = {
  espeakVoice: 'de',
  fixed: {
    'golden-point': 'Golden Peunt', // 'Golden Point'
    'star-point': 'Star Peunt', // 'Star Point'
    'receivers-choose-side': 'Rückschläger wählen, kein Wechsel',
    'receiver-same-gender': 'Gleiches Geschlecht returniert',
    'game-set-match': 'Spiel, Satz und Sieg',
    'game-and-set': 'Spiel und Satz',
    game: 'Spiel',
    'advantage-service': 'Vorteil Aufschläger',
    'advantage-receiver': 'Vorteil Rückschläger',
    deuce: 'Einstand',
    tiebreak: 'Tai-Brehk', // 'Tiebreak'
    'super-tiebreak': 'Mätsch-Tai-Brehk', // 'Match-Tiebreak'
    'tiebreak-level': 'Gleichstand',
    'set-point': 'Satzball',
    'match-point': 'Mätschball', // 'Matchball'
    'break-point': 'Brehkball', // 'Breakball'
    'change-ends': 'Seitenwechsel',
    'score-corrected': 'Spielstand korrigiert',
    'time-up': 'Die Zeit ist abgelaufen',
    'match-ended': 'Mätsch beendet', // 'Match beendet'
  },
  points: { '0': 'null', '15': 'fünfzehn', '30': 'dreißig', '40': 'vierzig' },
  all: (points) => `${points} beide`,
  numbers: [
    'null',
    'eins',
    'zwei',
    'drei',
    'vier',
    'fünf',
    'sechs',
    'sieben',
    'acht',
    'neun',
    'zehn',
    'elf',
    'zwölf',
    'dreizehn',
    'vierzehn',
    'fünfzehn',
    'sechzehn',
    'siebzehn',
    'achtzehn',
    'neunzehn',
    'zwanzig',
    'einundzwanzig',
    'zweiundzwanzig',
    'dreiundzwanzig',
    'vierundzwanzig',
    'fünfundzwanzig',
    'sechsundzwanzig',
    'siebenundzwanzig',
    'achtundzwanzig',
    'neunundzwanzig',
    'dreißig',
    'einunddreißig',
    'zweiunddreißig',
  ],
};

export const CALLS: Record<Language, LanguageCalls> = { en, es, it, fr, pt, sv, de };

/**
 * The words of a clip in a language; throws for a clip name it does not know, so a new clip is
 * never silent.
 */
export function phraseFor(language: Language, clip: string): string {
  const calls = CALLS[language];
  if (Object.hasOwn(calls.fixed, clip)) return calls.fixed[clip as FixedCall];
  const pair = /^(0|15|30|40)-(0|15|30|40)$/.exec(clip);
  if (pair) {
    const server = calls.points[pair[1] as GamePoint];
    const receiver = calls.points[pair[2] as GamePoint];
    // The server's score comes first; '15-15' is 'fifteen all', 'quince iguales'.
    return pair[1] === pair[2] ? calls.all(server) : `${server} ${receiver}`;
  }
  const number = /^number-(\d+)$/.exec(clip);
  const word = number ? calls.numbers[Number(number[1])] : undefined;
  if (word) return word;
  throw new Error(`No ${language} phrase for the audio clip '${clip}': add one to scripts/audio-phrases.ts`);
}
