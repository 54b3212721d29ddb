// i18next for the whole UI. Locales are JSON per language and namespace (locales/{lang}/{ns}.json). The
// English of the first screen (FIRST_SCREEN_NAMESPACES) is bundled with the app, so /login/ never waits;
// the rest of English comes in a lazy chunk per namespace, asked for by the screen that uses it (react-i18next
// suspends it meanwhile) and all of it a few seconds after a logged-in screen opens
// (loadEveryNamespaceWhenIdle), so /login/'s download stays small whatever screens are added. Another
// language is a lazy chunk of its own, loaded at start-up when stored (before the first render) or when the
// user picks it. Same-origin chunks only: the CSP allows no other origin.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { whenIdle } from '../when-idle.ts';
import { NAMESPACES, type Namespace, type Resources } from './namespaces.ts';

export const LANGUAGES = ['en', 'zh', 'id', 'ms', 'th', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The key the user's choice is kept under in localStorage. */
export const LANGUAGE_STORAGE_KEY = 'language';

type Messages = Record<string, string>;
/** The namespaces /login/ shows; their English is in the first download. */
export const FIRST_SCREEN_NAMESPACES = ['translation', 'shell', 'login'] as const satisfies readonly Namespace[];
const englishFiles = import.meta.glob<Messages>(
  ['./locales/en/translation.json', './locales/en/shell.json', './locales/en/login.json'],
  { eager: true, import: 'default' },
);
const lazyEnglish = import.meta.glob<Messages>(
  ['./locales/en/*.json', '!./locales/en/translation.json', '!./locales/en/shell.json', '!./locales/en/login.json'],
  { import: 'default' },
);
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

const languageChunks = new Map<Language, Promise<Record<string, Messages>>>();

/** Every namespace of another language, from its one chunk (loaded once, kept). */
function languageChunk(language: Language): Promise<Record<string, Messages>> {
  let chunk = languageChunks.get(language);
  if (chunk === undefined) {
    const load = otherLanguages[`./locales/${language}.ts`];
    chunk = load === undefined ? Promise.reject(new Error(`no messages for ${language}`)) : load();
    // A failed load (offline) may be tried again later.
    chunk.catch(() => languageChunks.delete(language));
    languageChunks.set(language, chunk);
  }
  return chunk;
}

/** One namespace of one language: English from its own lazy chunk, another language from its chunk. */
async function messagesOf(language: string, namespace: string): Promise<Messages> {
  if (language === 'en') {
    const load = lazyEnglish[`./locales/en/${namespace}.json`];
    if (load === undefined) throw new Error(`no namespace ${namespace}`);
    return load();
  }
  if (!isLanguage(language)) throw new Error(`no language ${language}`);
  const files = await languageChunk(language);
  const messages = Object.entries(files).find(([path]) => partsOf(path)[1] === namespace)?.[1];
  if (messages === undefined) throw new Error(`no ${namespace} in ${language}`);
  return messages;
}

/** i18next's backend: where a namespace it lacks comes from. */
const lazyMessages = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, callback: (error: unknown, messages: Messages | null) => void) {
    messagesOf(language, namespace).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error, null),
    );
  },
};

/**
 * How long after a logged-in screen's guard has passed the namespaces start loading. The screen itself is
 * still loading then (its chunks, its data, its first render): idle moments come while it waits for its
 * data, and prefetches taken in them competed with it for the connections, the main thread and, on the
 * machine measured, the CPU (docs/client/on-a-phone.md). A dialog opened sooner loads its own namespace.
 */
const NAMESPACE_PREFETCH_DELAY_MS = 3000;

/**
 * Loads every namespace of the current language (and English behind it) that is not in yet, one per idle
 * moment, once NAMESPACE_PREFETCH_DELAY_MS have passed: called once a logged-in screen's guard passes.
 * Asked for together, their imports (each a preload link added to the page and a module to run, 3–4 ms of
 * a phone's main thread apiece) were one task of ~60 ms at 4× CPU right after the screen's first paint.
 * Answers the cancel function.
 */
export function loadEveryNamespaceWhenIdle(): () => void {
  const waiting = NAMESPACES.filter((namespace) => !i18next.hasLoadedNamespace(namespace));
  let cancel = (): void => {};
  const next = (): void => {
    const namespace = waiting.shift();
    if (namespace === undefined) return;
    cancel = whenIdle(() => {
      void i18next.loadNamespaces(namespace).catch(() => {});
      next();
    });
  };
  const start = setTimeout(next, NAMESPACE_PREFETCH_DELAY_MS);
  cancel = () => clearTimeout(start);
  return () => cancel();
}

/**
 * Starts loading a screen's namespaces ahead of its render (the opened URL's screen, at start-up); settles
 * once they are in or failed (a missing one then loads when the screen asks for it).
 */
export function preloadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return namespaces.length === 0 ? Promise.resolve() : i18next.loadNamespaces([...namespaces]).catch(() => {});
}

/** Starts i18n in the stored language; resolves once its messages are loaded, before the first render. */
export async function initI18n(): Promise<void> {
  const lng = storedLanguage();
  await i18next
    .use(lazyMessages)
    .use(initReactI18next)
    .init({
      resources: { en: english },
      // English's other namespaces, and other languages, come from the backend above.
      partialBundledLanguages: true,
      ns: [...FIRST_SCREEN_NAMESPACES],
      defaultNS: 'translation',
      lng: 'en',
      fallbackLng: 'en',
      // The first screen's English is inline, so init completes at once and the first render is translated.
      initAsync: false,
      // React escapes text itself; escaping here too would show '&amp;'.
      interpolation: { escapeValue: false },
    });
  if (lng !== 'en') await applyLanguage(lng);
  document.documentElement.lang = lng;
}

async function applyLanguage(language: Language): Promise<void> {
  try {
    if (language !== 'en') await languageChunk(language);
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
