import i18next, { type i18n as I18n } from 'i18next';
import en from './en.json';
import ja from './ja.json';
import peopleEn from './people.en.json';
import peopleJa from './people.ja.json';
import { initialLanguage, LANGUAGES, rememberLanguage, type Language } from './language';

/**
 * The client's one i18next instance with the English and Japanese UI strings bundled (they are
 * small, so no loading step): ready synchronously, in the language the player chose before or
 * their browser prefers.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.init({
  // The tables, controls, clocks, deck builder and replay player keep their strings in files of their own.
  resources: { en: { translation: { ...en, ...peopleEn } }, ja: { translation: { ...ja, ...peopleJa } } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  // Preact escapes text it renders; escaping here too would show entities.
  interpolation: { escapeValue: false },
});

const markPage = (lng: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
};
markPage(i18n.language);
i18n.on('languageChanged', markPage);

/** Switches the page to a language and remembers the choice in this browser. */
export function switchLanguage(lng: Language) {
  rememberLanguage(lng);
  void i18n.changeLanguage(lng);
}
