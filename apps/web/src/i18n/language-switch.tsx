import { LANGUAGES, type Language } from './language';
import { switchLanguage } from './i18n';
import { currentLanguage, useT } from './use-t';

/** The page header's language choice: each language named in itself. */
export function LanguageSwitch() {
  const t = useT();
  return (
    <label class="language">
      <select
        aria-label={t('app.language')}
        value={currentLanguage()}
        onChange={(e) => switchLanguage((e.target as HTMLSelectElement).value as Language)}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`app.languageNames.${lng}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
