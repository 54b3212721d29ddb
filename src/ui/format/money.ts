// Display formatting of integer cents. The only place cents become a fraction, and only for display.
// In the user's language: each language's thousands and decimal separators, always two
// decimals; the currency code is shown beside the amount by the screens, as before.
import { centsToUnits } from '../../core/domain/money.ts';
import { currentLanguage, localeOf } from './locale.ts';

// Whole cents and counts are written by hand, as Intl writes them for the six languages: the first
// Intl.NumberFormat of a page loads the engine's locale data (15–25 ms here, ×4 on a phone), one long task
// on every screen that shows money (draw dates are written without Intl too: draw-date.ts). Anything else
// (a fraction of a cent, an amount past ten trillion) still goes through Intl.
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

/** The locales of localeOf whose separators are '.' for thousands and ',' for decimals (the others: ',' and '.'). */
const DOT_GROUPING = new Set(['id-ID', 'vi-VN']);

function separatorsOf(language: string): { group: string; decimal: string } {
  return DOT_GROUPING.has(localeOf(language)) ? { group: '.', decimal: ',' } : { group: ',', decimal: '.' };
}

/** A whole number's digits in groups of three: '1234567' → '1,234,567'. */
function grouped(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** Below this, cents / 100 is exact as a double: the hand-written text and Intl's agree to the last digit. */
const EXACT_CENTS = 1e15;

/** Intl's sign: a minus for anything below zero, negative zero included. */
const minus = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** Cents as the language writes money: 123450 → '1,234.50' (en), '1.234,50' (id, vi). */
export function formatCents(cents: number, language: string = currentLanguage()): string {
  if (!Number.isInteger(cents) || Math.abs(cents) >= EXACT_CENTS)
    return formatOf(moneyFormats, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
  const { group, decimal } = separatorsOf(language);
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${minus(cents)}${grouped(String(whole), group)}${decimal}${fraction}`;
}

/** A whole count with the language's grouping: 12345 → '12,345' (en), '12.345' (id, vi). */
export function formatCount(value: number, language: string = currentLanguage()): string {
  if (!Number.isSafeInteger(value)) return formatOf(countFormats, language, { maximumFractionDigits: 0 }).format(value);
  return `${minus(value)}${grouped(String(Math.abs(value)), separatorsOf(language).group)}`;
}

/**
 * Cents (or basis points) as the plain text an input field holds and the user edits: 1250 → '12.5',
 * 100000 → '1000'. No grouping and a '.' in every language: it is read back by the core's typed-amount rule.
 */
export function editableAmount(cents: number): string {
  return String(centsToUnits(cents));
}
