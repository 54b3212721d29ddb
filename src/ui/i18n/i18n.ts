// i18next for the whole UI. Locales are JSON per language, bundled (no network: the CSP allows no other
// origin, and six small files are cheaper than a loading state). en is the source of the key types.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import id from './locales/id.json';
import ms from './locales/ms.json';
import th from './locales/th.json';
import vi from './locales/vi.json';
import zh from './locales/zh.json';

export const LANGUAGES = ['en', 'zh', 'id', 'ms', 'th', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

export type MessageKey = keyof typeof en;

/** The key the user's choice is kept under in localStorage. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** True when `key` names a message, so a code from the engine can be translated without a cast. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** The stored language; anything unknown (or storage blocked) falls back to English. */
export function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

export function initI18n(): void {
  const lng = storedLanguage();
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, zh: { translation: zh }, id: { translation: id },
      ms: { translation: ms }, th: { translation: th }, vi: { translation: vi } },
    lng,
    fallbackLng: 'en',
    // Resources are inline, so init completes synchronously and the first render is already translated.
    initAsync: false,
    // React escapes text itself; escaping here too would show '&amp;'.
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = lng;
}

export function changeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode may refuse storage: the choice then lasts for this visit only.
  }
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}
