import { MESSAGES, SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { describe, expect, it, vi } from 'vitest';

describe('the book of error texts', () => {
  it('knows on a board only the texts it falls back on, and every text of the API once the full app adds them', async () => {
    // A fresh copy: the test setup adds MESSAGES to the shared one, as the full app does.
    vi.resetModules();
    const book = await import('./message-book.ts');
    expect(book.codeOfMessage(SCREEN_MESSAGES.loadScore)).toBe('loadScore');
    expect(book.codeOfMessage(MESSAGES.fetchCourts)).toBeNull();
    expect(book.isKnownCode('fetchCourts')).toBe(false);
    expect(book.isKnownCode('toString')).toBe(false);

    book.addMessages(MESSAGES);
    expect(book.codeOfMessage(MESSAGES.fetchCourts)).toBe('fetchCourts');
    expect(book.codeOfMessage(SCREEN_MESSAGES.loadScore)).toBe('loadScore');
    expect(book.englishOf('fetchCourts', {})).toBe(MESSAGES.fetchCourts);
  });

  it('fills a template’s placeholders and keeps one without a value', async () => {
    vi.resetModules();
    const book = await import('./message-book.ts');
    book.addMessages({ genericError: 'Court {court} of {club}' });
    expect(book.englishOf('genericError', { court: 3 })).toBe('Court 3 of {club}');
  });
});
