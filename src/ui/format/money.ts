// Display formatting of integer cents. The only place cents become a fraction, and only for display.
// In the user's language: each language's thousands and decimal separators, always two
// decimals; the currency code is shown beside the amount by the screens, as before.
import { centsToUnits } from '../../core/domain/money.ts';
import { currentLanguage, localeOf } from './locale.ts';

const moneyFormats = new Map<string, Intl.NumberFormat>();
const countFormats = new Map<string, Intl.NumberFormat>();

function formatOf(
  cache: Map<string, Intl.NumberFormat>,
  language: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  let format = cache.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(localeOf(language), options);
    cache.set(language, format);
  }
  return format;
}

/** Cents as the language writes money: 123450 → '1,234.50' (en), '1.234,50' (id, vi). */
export function formatCents(cents: number, language: string = currentLanguage()): string {
  return formatOf(moneyFormats, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** A whole count with the language's grouping: 12345 → '12,345' (en), '12.345' (id, vi). */
export function formatCount(value: number, language: string = currentLanguage()): string {
  return formatOf(countFormats, language, { maximumFractionDigits: 0 }).format(value);
}

/**
 * Cents (or basis points) as the plain text an input field holds and the user edits: 1250 → '12.5',
 * 100000 → '1000'. No grouping and a '.' in every language: it is read back by the core's typed-amount rule.
 */
export function editableAmount(cents: number): string {
  return String(centsToUnits(cents));
}
