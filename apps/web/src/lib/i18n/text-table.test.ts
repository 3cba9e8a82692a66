import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { textTable } from './text-table.ts';

describe('textTable', () => {
  it('says each text in the language active when it is read, and keeps functions and nested tables', () => {
    i18n.load({ en: {}, xx: { hello: 'Hallo' } });
    const text = textTable({
      greeting: msg({ id: 'hello', message: 'Hello' }),
      count: (n: number) => `${n} courts`,
      nested: { greeting: msg({ id: 'hello', message: 'Hello' }) },
    });
    i18n.activate('en');
    expect(text.greeting).toBe('Hello');
    i18n.activate('xx');
    expect(text.greeting).toBe('Hallo');
    expect(text.nested.greeting).toBe('Hallo');
    expect(text.count(3)).toBe('3 courts');
    i18n.activate('en');
  });
});
