import { useEffect, useState } from 'preact/hooks';
import { i18n } from './i18n';

/**
 * The translate function for a component, re-rendering it when the language changes. A small hook
 * over i18next rather than a binding package: the React binding's Preact fork is years behind.
 */
export function useT() {
  const [, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const changed = (lng: string) => setLanguage(lng);
    i18n.on('languageChanged', changed);
    return () => i18n.off('languageChanged', changed);
  }, []);
  return i18n.t;
}

/** The language the page shows now. */
export const currentLanguage = () => i18n.language;
