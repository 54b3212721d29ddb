// The translators the rows use, handed down from the row list: one useTranslation for all rows instead of
// one per row (50 subscriptions and lookups per render). Stable until the language changes.
import type { TFunction } from 'i18next';

export interface RowTexts {
  t: TFunction<'sheet'>;
  tt: TFunction;
  language: string;
  /** A row's accessible name ("Line 7"), translated once per line and language: a paste re-renders rows by the dozen. */
  rowLabel(line: number): string;
}

export function rowTextsOf(t: TFunction<'sheet'>, tt: TFunction, language: string): RowTexts {
  const labels = new Map<number, string>();
  return {
    t,
    tt,
    language,
    rowLabel(line) {
      let label = labels.get(line);
      if (label === undefined) {
        label = t('row-label', { line });
        labels.set(line, label);
      }
      return label;
    },
  };
}
