// Typed translation keys, taken from en (excalidraw style): t('no-such-key') fails the type check.
import type en from './locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
