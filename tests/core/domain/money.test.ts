// Money is integer cents (docs/product.md D6); the currency table's steps and minimums.
import { describe, expect, it } from 'vitest';
import { cents, centsToDecimalText } from '../../../src/core/domain/money.ts';
import { currencyOf, isSpecialRate, regularCurrencyOf } from '../../../src/core/domain/currencies.ts';

describe('cents', () => {
  it('brands whole numbers and refuses fractions and NaN', () => {
    expect(cents(1050)).toBe(1050);
    expect(() => cents(10.5)).toThrow(RangeError);
    expect(() => cents(Number.NaN)).toThrow(RangeError);
  });

  it('writes two decimals for error parameters', () => {
    expect(centsToDecimalText(10)).toBe('0.10');
    expect(centsToDecimalText(500)).toBe('5.00');
    expect(centsToDecimalText(999_980)).toBe('9999.80');
    expect(centsToDecimalText(-5)).toBe('-0.05');
  });
});

describe('currencies', () => {
  it('MYR, SGD, SPR, USD and USR step 0.10 with iBOX 0.50', () => {
    for (const code of ['MYR', 'SGD', 'SPR', 'USD', 'USR']) {
      expect([currencyOf(code).regularStepCents, currencyOf(code).iboxStepCents]).toEqual([10, 50]);
    }
  });

  it('THB, TSR, IDR, ISR, VND and VSR step 1 with iBOX 5', () => {
    for (const code of ['THB', 'TSR', 'IDR', 'ISR', 'VND', 'VSR']) {
      expect([currencyOf(code).regularStepCents, currencyOf(code).iboxStepCents]).toEqual([100, 500]);
    }
  });

  it('knows the rates to SGD and which codes are special-rate regions over which currency', () => {
    expect(['SGD', 'MYR', 'THB', 'IDR', 'VND', 'USD'].map((code) => currencyOf(code).ratePerSgd)).toEqual([
      1, 4, 30, 14000, 23000, 1,
    ]);
    expect(currencyOf('TSR').baseCurrency).toBe('THB');
    expect(isSpecialRate('SPR')).toBe(true);
    expect(isSpecialRate('MYR')).toBe(false);
  });

  it('reads an unknown code with whole-unit steps, the strictest', () => {
    expect(currencyOf('XYZ').regularStepCents).toBe(100);
  });

  it("shows a site's regular prize tables in its first regular currency, or MYR when it offers only special ones", () => {
    expect(regularCurrencyOf(['SPR', 'THB', 'USD'])).toBe('THB');
    expect(regularCurrencyOf(['SPR', 'TSR'])).toBe('MYR');
    expect(regularCurrencyOf([])).toBe('MYR');
  });
});
