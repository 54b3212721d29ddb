// Typed translation keys, taken from en (excalidraw style): t('no-such-key') fails the type check.
import type { Resources } from './namespaces.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: Resources;
  }
}
