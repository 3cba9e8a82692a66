import { BOARD_MESSAGES, type ErrorCode, MESSAGES, SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { i18n, type Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../../app/error-texts.ts';
import { sayFormCheck } from '../../app/form-check-texts.ts';
import { ApiError } from '../api-client.ts';
import { BOARD_ERROR_TEXTS } from './board-error-texts.ts';
import { addErrorTexts, addTextSayer, sayCode, sayError, sayFailure, sayText } from './error-text.ts';

const CODES = Object.keys(MESSAGES) as ErrorCode[];

async function speak(language: 'es' | 'de', parts: ('board' | 'app')[]): Promise<void> {
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
    expect(sayText('Password must be at least 8 characters')).toBe('Password must be at least 8 characters');
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

describe('the error texts of a board', () => {
  it('know the English of every code a board says, to find a code by its text', () => {
    const known = { ...SCREEN_MESSAGES, ...BOARD_MESSAGES };
    const unknown = Object.keys(BOARD_ERROR_TEXTS).filter((code) => !Object.hasOwn(known, code));
    expect(unknown).toEqual([]);
    for (const [code, english] of Object.entries(known)) expect(MESSAGES[code as ErrorCode]).toBe(english);
  });
});
