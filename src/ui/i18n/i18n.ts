// i18next for the whole UI. Locales are JSON per language and namespace (locales/{lang}/{ns}.json). English
// is bundled with the app, so the first screen never waits; another language is a lazy chunk of its own,
// loaded at start-up when stored (before the first render) or when the user picks it. Same-origin chunks
// only: the CSP allows no other origin.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Namespace, Resources } from './namespaces.ts';

export const LANGUAGES = ['en', 'zh', 'id', 'ms', 'th', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The key the user's choice is kept under in localStorage. */
export const LANGUAGE_STORAGE_KEY = 'language';

type Messages = Record<string, string>;
const englishFiles = import.meta.glob<Messages>(['./locales/en/*.json', '!./locales/en/results.json'], { eager: true, import: 'default' });
/**
 * English namespaces of screens that are lazy chunks, loaded with them rather than in /login/'s first
 * download (the results group: its router entries and the cut-off countdown call loadNamespace).
 */
const lazyEnglish = import.meta.glob<Messages>('./locales/en/results.json', { import: 'default' });
export type LazyNamespace = 'results';
/** One lazy chunk per other language (locales/{lang}.ts gathers its namespaces). */
const otherLanguages = import.meta.glob<Record<string, Messages>>('./locales/*.ts', { import: 'default' });

/** '…/zh/login.json' → ['zh', 'login'] */
function partsOf(path: string): [string, string] {
  const match = /(\w+)\/([\w-]+)\.json$/.exec(path);
  if (match === null) throw new Error(`not a locale file: ${path}`);
  return [match[1] as string, match[2] as string];
}

const english: Record<string, Messages> = Object.fromEntries(
  Object.entries(englishFiles).map(([path, messages]) => [partsOf(path)[1], messages]),
);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export type MessageKey = keyof Resources['translation'];

/** True when `key` names a message of the default namespace, so a code can be translated without a cast. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(english['translation'] ?? {}, key);
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

/** Makes a lazy namespace's English available (other languages carry it in their own chunk). */
export async function loadNamespace(namespace: LazyNamespace): Promise<void> {
  if (i18next.hasResourceBundle('en', namespace)) return;
  const load = lazyEnglish[`./locales/en/${namespace}.json`];
  if (load === undefined) throw new Error(`no messages for ${namespace}`);
  i18next.addResourceBundle('en', namespace, await load(), true, true);
}

export const hasNamespace = (namespace: LazyNamespace): boolean => i18next.hasResourceBundle('en', namespace);

/** Loads every namespace of a language into i18next (English is always there). */
async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const load = otherLanguages[`./locales/${language}.ts`];
  if (load === undefined) throw new Error(`no messages for ${language}`);
  const files = await load();
  for (const [path, messages] of Object.entries(files)) i18next.addResourceBundle(language, partsOf(path)[1], messages, true, true);
}

/** Starts i18n in the stored language; resolves once its messages are loaded, before the first render. */
export async function initI18n(): Promise<void> {
  const lng = storedLanguage();
  await i18next.use(initReactI18next).init({
    resources: { en: english },
    ns: Object.keys(english) satisfies string[] as Namespace[],
    defaultNS: 'translation',
    lng: 'en',
    fallbackLng: 'en',
    // Resources are inline, so init completes synchronously and the first render is already translated.
    initAsync: false,
    // React escapes text itself; escaping here too would show '&amp;'.
    interpolation: { escapeValue: false },
  });
  if (lng !== 'en') await applyLanguage(lng);
  document.documentElement.lang = lng;
}

async function applyLanguage(language: Language): Promise<void> {
  try {
    await loadLanguage(language);
  } catch {
    // The chunk could not load (offline): stay in English rather than show raw keys.
    return;
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode may refuse storage: the choice then lasts for this visit only.
  }
  await applyLanguage(language);
}
