import { LANGUAGE_NAMES, LANGUAGES, languageOfTag } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { chooseDeviceLanguage, i18n } from '../lib/i18n/i18n.ts';
import { useActiveLanguage } from '../lib/i18n/language-provider.tsx';

/**
 * The visible language switcher of the public screens and displays (docs/product.md,
 * "Languages"): the device's choice, remembered across reloads, above the club's setting.
 * Each language is named in itself, so anyone finds their own.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const language = useActiveLanguage();
  return (
    <select
      data-testid="language-switcher"
      aria-label={i18n._(msg`Language`)}
      value={language}
      onChange={(event) => {
        const language = languageOfTag(event.target.value);
        if (language) void chooseDeviceLanguage(language);
      }}
      className={`min-h-11 cursor-pointer rounded-lg bg-transparent px-2 text-current ring-1 ring-current/30 ${className}`}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} className="text-slate-900">
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
