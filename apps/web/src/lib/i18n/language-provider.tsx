import { Fragment, type ReactNode, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLanguage = () => i18n.locale;

/** The active language; a component that reads it renders again when it changes. */
export function useActiveLanguage(): string {
  return useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
}

/**
 * Mounts a whole app (board or full) again under a new language, so that every text follows,
 * also those read outside React (docs/decisions/008-internationalisation.md). Lingui's own
 * provider is not needed: texts are said through `i18n._` and `Trans` reads the same instance.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <Fragment key={useActiveLanguage()}>{children}</Fragment>;
}
