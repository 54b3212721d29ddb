// The translators the rows use, handed down from the row list: one useTranslation for all rows instead of
// one per row (50 subscriptions and lookups per render). Stable until the language changes.
import type { TFunction } from 'i18next';

export interface RowTexts {
  t: TFunction<'sheet'>;
  tt: TFunction;
  language: string;
}
