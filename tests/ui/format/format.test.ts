// Money and dates as each language writes them, with Latin digits and two decimals.
import fc from 'fast-check';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDrawDate } from '../../../src/ui/format/draw-date.ts';
import { localeOf } from '../../../src/ui/format/locale.ts';
import { formatCents, formatCount } from '../../../src/ui/format/money.ts';

describe('money per language', () => {
  it.each([
    ['en', '1,234,567.50'],
    ['zh', '1,234,567.50'],
    ['ms', '1,234,567.50'],
    ['th', '1,234,567.50'],
    ['id', '1.234.567,50'],
    ['vi', '1.234.567,50'],
  ])('%s writes 123456750 cents as %s', (language, shown) => {
    expect(formatCents(123_456_750, language)).toBe(shown);
  });

  it('keeps two decimals, rounds display only, and signs negatives', () => {
    expect(formatCents(0, 'en')).toBe('0.00');
    expect(formatCents(5, 'id')).toBe('0,05');
    expect(formatCents(-2400, 'en')).toBe('-24.00');
  });

  it('groups counts the same way, without decimals', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'vi')).toBe('12.345');
  });

  it('falls back to English for an unknown language', () => {
    expect(formatCents(123450, 'xx')).toBe('1,234.50');
  });

  // Whole cents are written without Intl (its first use loads the locale data): the text must be Intl's.
  it.each(['en', 'zh', 'id', 'ms', 'th', 'vi', 'xx'])(
    'writes money and counts in %s exactly as Intl does',
    (language) => {
      const money = new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      const count = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 });
      const whole = fc.oneof(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }),
        fc.constantFrom(0, -0, 10 ** 15, -(10 ** 15), Number.MAX_SAFE_INTEGER),
      );
      fc.assert(
        fc.property(whole, (value) => {
          expect(formatCents(value, language)).toBe(money.format(value / 100));
          expect(formatCount(value, language)).toBe(count.format(value));
        }),
        { numRuns: 2000 },
      );
      expect(formatCents(12.5, language)).toBe(money.format(0.125));
    },
  );
});

describe('dates per language', () => {
  const messages = import.meta.glob<Record<string, string>>('../../../src/ui/i18n/locales/*/translation.json', {
    eager: true,
    import: 'default',
  });
  const languages = ['en', 'zh', 'id', 'ms', 'th', 'vi'];

  beforeAll(async () => {
    await i18next.init({
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      resources: Object.fromEntries(
        languages.map((language) => [
          language,
          { translation: messages[`../../../src/ui/i18n/locales/${language}/translation.json`] ?? {} },
        ]),
      ),
    });
  });

  it('names a draw day in the language, whatever the device time zone', () => {
    expect(formatDrawDate('2026-11-18', 'en')).toBe('Wed, Nov 18');
    expect(formatDrawDate('2026-11-18', 'zh')).toBe('11月18日周三');
    expect(formatDrawDate('2026-11-18', 'id')).toBe('Rab, 18 Nov');
    expect(formatDrawDate('not a date', 'en')).toBe('not a date');
  });

  // Written from the messages, not Intl (its first date format loads the calendar data): the text must be Intl's.
  it.each(languages)('writes every day of two years in %s exactly as Intl does', (language) => {
    const intl = new Intl.DateTimeFormat(localeOf(language), {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    for (let day = 0; day < 731; day++) {
      const instant = Date.UTC(2026, 0, 1 + day);
      expect(formatDrawDate(new Date(instant).toISOString().slice(0, 10), language)).toBe(intl.format(instant));
    }
  });

  it('leaves a day that is not on the calendar, or a language without messages, to Intl', () => {
    expect(formatDrawDate('2026-02-30', 'en')).toBe('Mon, Mar 2');
    expect(formatDrawDate('2026-13-01', 'en')).toBe('Fri, Jan 1');
    expect(formatDrawDate('2026-11-18', 'xx')).toBe('Wed, Nov 18');
  });
});
