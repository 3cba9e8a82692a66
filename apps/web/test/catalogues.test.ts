import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@bandeja/contract/plain';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

/**
 * The translations of the screens (docs/decisions/008-internationalisation.md): every message the
 * English catalogue has is translated in every language, not left empty or as a placeholder, and
 * keeps the message's variables (a translation that drops `{team}` would show a name-less text).
 */
const LOCALES = path.resolve(import.meta.dirname, '../src/locales');
const po = formatter({ lineNumbers: false, origins: false });

async function catalogue(part: string, language: string) {
  const file = path.join(LOCALES, part, `${language}.po`);
  return po.parse(readFileSync(file, 'utf8'), { locale: language, sourceLocale: 'en', filename: file });
}

/** The variables of an ICU message, plural branches and tags left aside: `{team} win` → ['team']. */
function variables(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1] ?? ''))].sort();
}

const PLACEHOLDERS = /^(todo|tbd|fixme|xxx+|\.\.\.|-|translate me)$/i;

describe.each(['board', 'app'])('the %s catalogue', async (part) => {
  const english = await catalogue(part, 'en');
  const ids = Object.keys(english);

  it('holds the screens’ English texts', () => {
    expect(ids.length).toBeGreaterThan(100);
  });

  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    it(`translates every message into ${language}, keeping its variables`, async () => {
      const translated = await catalogue(part, language);
      const problems: string[] = [];
      for (const id of ids) {
        const source = english[id]?.message ?? id;
        const translation = translated[id]?.translation?.trim() ?? '';
        if (!translation) problems.push(`missing: ${source}`);
        else if (PLACEHOLDERS.test(translation)) problems.push(`placeholder: ${source} → ${translation}`);
        else if (variables(translation).join() !== variables(source).join())
          problems.push(`variables differ: ${source} → ${translation}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
