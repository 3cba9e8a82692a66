import * as contract from '@bandeja/contract';
import {
  BOARD_MESSAGES,
  CHECK_TEXTS,
  type CheckKey,
  type ErrorCode,
  LANGUAGES,
  MESSAGES,
  messageKeyOf,
  readCheckText,
  SCREEN_MESSAGES,
} from '@bandeja/contract/plain';
import { i18n, type Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../../app/error-texts.ts';
import { CHECK_SAYINGS, FIELD_LABELS, sayFormCheck } from '../../app/form-check-texts.ts';
import { ApiError } from '../api-client.ts';
import { BOARD_ERROR_TEXTS } from './board-error-texts.ts';
import { addErrorTexts, addTextSayer, sayCode, sayError, sayFailure, sayText } from './error-text.ts';

const CODES = Object.keys(MESSAGES) as ErrorCode[];

type Translated = Exclude<(typeof LANGUAGES)[number], 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is Translated => language !== 'en');

async function speak(language: Translated, parts: ('board' | 'app')[]): Promise<void> {
  const catalogues: { messages: Messages }[] = await Promise.all(
    parts.map((part) =>
      part === 'board'
        ? import(`../../locales/board/${language}.po`)
        : import(`../../locales/app/${language}.po`),
    ),
  );
  i18n.loadAndActivate({
    locale: language,
    messages: Object.assign({}, ...catalogues.map((catalogue) => catalogue.messages)),
  });
}

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('the error texts', () => {
  it('have a descriptor for every code of MESSAGES, and no other', () => {
    expect(Object.keys(ERROR_TEXTS).sort()).toEqual([...CODES].sort());
  });

  it('say in English exactly the message of their code, placeholders included', () => {
    const differ = CODES.filter((code) => ERROR_TEXTS[code].message !== MESSAGES[code]);
    expect(differ).toEqual([]);
  });

  it('keep the board’s codes the same descriptors in the full app', () => {
    for (const [code, descriptor] of Object.entries(BOARD_ERROR_TEXTS)) {
      expect(ERROR_TEXTS[code as ErrorCode]).toBe(descriptor);
    }
  });
});

describe('an error answer on screen', () => {
  it('is said in Spanish by its code, whatever the English message', async () => {
    await speak('es', ['board']);
    expect(sayFailure({ code: 'matchNotFound', message: 'Match not found' })).toBe('Partido no encontrado');
    expect(sayError(new ApiError('Match not found', 404, null, { code: 'matchNotFound' }), 'x')).toBe(
      'Partido no encontrado',
    );
  });

  it('fills a template code with its params in the active language', async () => {
    addErrorTexts(ERROR_TEXTS);
    await speak('es', ['board', 'app']);
    const text = sayFailure({
      code: 'usernameTaken',
      message: "The username 'ana' is already taken",
      params: { username: 'ana' },
    });
    expect(text).toBe('El nombre de usuario «ana» ya está en uso');
    expect(sayCode('sponsorLimit', { max: 4 })).toBe(
      'Un club puede tener como máximo 4 logotipos de patrocinadores',
    );
  });

  it('shows the server’s English for an unknown code', async () => {
    await speak('es', ['board']);
    expect(sayFailure({ code: 'somethingNew', message: 'Something new went wrong' })).toBe(
      'Something new went wrong',
    );
  });

  it('shows the server’s English for a code the loaded catalogue does not translate (an app code on a TV)', async () => {
    addErrorTexts(ERROR_TEXTS);
    await speak('es', ['board']);
    expect(sayFailure({ code: 'clubHasCourts', message: MESSAGES.clubHasCourts })).toBe(
      MESSAGES.clubHasCourts,
    );
  });

  it('shows a failed check (validation) by its text: one of MESSAGES, a contract form check, else as sent', async () => {
    addErrorTexts(ERROR_TEXTS);
    await speak('de', ['board', 'app']);
    expect(sayFailure({ code: 'validation', message: MESSAGES.invalidEmail })).toBe(
      'Ungültige E-Mail-Adresse',
    );
    expect(sayFailure({ code: 'validation', message: 'Email is required' })).toBe('Email is required');
    addTextSayer(sayFormCheck);
    expect(sayFailure({ code: 'validation', message: 'Email is required' })).toBe(
      'Das Feld „E-Mail“ ist erforderlich',
    );
    expect(sayText('Name is too long')).toBe('Das Feld „Name“ ist zu lang');
    expect(sayText('Password must be at least 8 characters')).toBe(
      'Das Feld „Passwort“ muss mindestens 8 Zeichen lang sein',
    );
  });

  it('says a form field’s error that is one of MESSAGES in the active language', async () => {
    addErrorTexts(ERROR_TEXTS);
    await speak('es', ['board', 'app']);
    expect(sayText(MESSAGES.courtRequired)).toBe('La pista es obligatoria');
    expect(sayText('Pista')).toBe('Pista');
  });

  it('says a network failure, which has no answer, by the client’s code', async () => {
    await speak('es', ['board']);
    expect(sayFailure({ code: 'networkError', message: MESSAGES.networkError })).not.toBe(
      MESSAGES.networkError,
    );
  });

  it('speaks English as the server sent it when English is active', () => {
    expect(sayFailure({ code: 'matchNotFound', message: 'Match not found' })).toBe('Match not found');
    expect(sayError(new Error(''), MESSAGES.fetchMatches)).toBe(MESSAGES.fetchMatches);
  });
});

/** Every message a check of the contract can make: its schemas' own and `fallbackIssueMessage`'s. */
const CHECK_MESSAGES = [
  ...contract.messagesOfSchemas(Object.values(contract)),
  ...contract.fallbackMessages(),
  CHECK_TEXTS.singlesTeam,
].filter((message) => messageKeyOf(message) === null);

/** A field the contract names by its path or an API parameter ('courtId', 'pressedAt'): no label. */
const isPathOrParameter = (field: string) => /^[a-z]/.test(field);

describe('a failed check of the contract on screen', () => {
  it('has a descriptor for every template of CHECK_TEXTS, in its English word for word', () => {
    const keys = Object.keys(CHECK_TEXTS) as CheckKey[];
    expect(Object.keys(CHECK_SAYINGS).sort()).toEqual([...keys].sort());
    expect(keys.filter((key) => CHECK_SAYINGS[key].message !== CHECK_TEXTS[key])).toEqual([]);
  });

  it('names every field of the schemas’ messages by a label the web app translates', () => {
    const fields = CHECK_MESSAGES.map((message) => readCheckText(message)?.values.field).filter(
      (field): field is string => field !== undefined && !isPathOrParameter(field),
    );
    expect(fields.length).toBeGreaterThan(30);
    expect(fields.filter((field) => !Object.hasOwn(FIELD_LABELS, field))).toEqual([]);
  });

  it.each(TRANSLATED)('says every message of the contract’s checks in %s', async (language) => {
    addErrorTexts(ERROR_TEXTS);
    addTextSayer(sayFormCheck);
    await speak(language, ['board', 'app']);
    expect(CHECK_MESSAGES.length).toBeGreaterThan(100);
    const untranslated = CHECK_MESSAGES.filter((message) => sayText(message) === message);
    expect(untranslated).toEqual([]);
    const labels = Object.values(FIELD_LABELS).filter((label) => i18n.messages[label.id] === undefined);
    expect(labels.map((label) => label.message)).toEqual([]);
  });

  it('says a validation answer by the check and params it names, whatever its English', async () => {
    addErrorTexts(ERROR_TEXTS);
    addTextSayer(sayFormCheck);
    await speak('fr', ['board', 'app']);
    const answer = {
      code: 'validation',
      message: 'The password is too short',
      field: 'password',
      reason: 'too_short',
      check: 'minCharacters',
      params: { field: 'Password', min: 8 },
    };
    expect(sayFailure(answer)).toBe('Le champ « Mot de passe » doit contenir au moins 8 caractères');
    expect(sayError(new ApiError(answer.message, 400, answer, answer), 'x')).toBe(
      'Le champ « Mot de passe » doit contenir au moins 8 caractères',
    );
    // A check this build does not know: read back from the English, else shown as sent.
    expect(sayFailure({ ...answer, check: 'somethingNew', message: 'Name is too long' })).toBe(
      'Le champ « Nom » est trop long',
    );
  });

  it('fills the label, the limits and the allowed values into the sentence', async () => {
    addErrorTexts(ERROR_TEXTS);
    addTextSayer(sayFormCheck);
    await speak('es', ['board', 'app']);
    expect(sayText('Password must be at least 8 characters')).toBe(
      'El campo «Contraseña» debe tener al menos 8 caracteres',
    );
    expect(sayText('Role must be one of super_admin, club_admin, court_user')).toBe(
      'El campo «Rol» debe ser uno de estos valores: super_admin, club_admin, court_user',
    );
    expect(sayFailure({ code: 'validation', message: 'Slot length must be 15 to 240 minutes' })).toBe(
      'El campo «Duración del turno» debe estar entre 15 y 240 minutos',
    );
    expect(sayText('settings.gamesPerSet must be a number')).toBe(
      'El campo «settings.gamesPerSet» debe ser un número',
    );
  });
});

describe('the error texts of a board', () => {
  it('know the English of every code a board says, to find a code by its text', () => {
    const known = { ...SCREEN_MESSAGES, ...BOARD_MESSAGES };
    const unknown = Object.keys(BOARD_ERROR_TEXTS).filter((code) => !Object.hasOwn(known, code));
    expect(unknown).toEqual([]);
    for (const [code, english] of Object.entries(known)) expect(MESSAGES[code as ErrorCode]).toBe(english);
  });
});
