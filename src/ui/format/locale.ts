// The Intl locale each app language formats numbers and dates with: the language's own
// separators (1,234.50 in English, Chinese, Malay and Thai; 1.234,50 in Indonesian and Vietnamese), with
// Latin digits everywhere, as the sheets are typed.
import i18next from 'i18next';

const LOCALES: Record<string, string> = {
  en: 'en-US',
  zh: 'zh-CN',
  id: 'id-ID',
  ms: 'ms-MY',
  th: 'th-TH-u-nu-latn',
  vi: 'vi-VN',
};

export function localeOf(language: string): string {
  return LOCALES[language] ?? LOCALES['en'] ?? 'en-US';
}

/** The UI's language now (the one i18next shows); English before i18n has started. */
export function currentLanguage(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? 'en';
}
