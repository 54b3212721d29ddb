// The language picker. Language names are messages too (their own endonyms in every locale).
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, LANGUAGES } from '../i18n/i18n.ts';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="inline-field">
      <span className="visually-hidden">{t('language-label')}</span>
      <select
        value={i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`language-name-${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
