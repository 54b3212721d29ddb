// The one conversion of decimal units to cents (src/core/domain/money.ts unitsToCents), its way back, and
// the reading of typed amounts: exact on the decimal digits, never on the binary product.
import { describe, expect, it } from 'vitest';
import { centsToUnits, parseAmountText, unitsToCents } from '../../../src/core/domain/money.ts';

describe('unitsToCents', () => {
  it('reads the decimal the number is written as, not its binary product', () => {
    expect(unitsToCents(12.5)).toBe(1250);
    expect(unitsToCents(0.1 + 0.2)).toBe(30);
    // Math.round(x * 100) gives 100 and 28 here: 1.005 × 100 is 100.49999… and 0.285 × 100 is 28.499…
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(unitsToCents(1.005)).toBe(101);
    expect(unitsToCents(0.285)).toBe(29);
    expect(unitsToCents(2500.1)).toBe(250_010);
    expect(unitsToCents(0.07)).toBe(7);
  });

  it('rounds a third decimal from a buggy wire half away from zero', () => {
    expect(unitsToCents(12.345)).toBe(1235);
    expect(unitsToCents(12.344)).toBe(1234);
    expect(unitsToCents(12.3449)).toBe(1234);
    expect(unitsToCents(-12.345)).toBe(-1235);
    expect(unitsToCents(0.004)).toBe(0);
    expect(unitsToCents(0.005)).toBe(1);
  });

  it('keeps negatives symmetric and never answers -0', () => {
    expect(unitsToCents(-0.1 - 0.2)).toBe(-30);
    expect(unitsToCents(-5)).toBe(-500);
    expect(Object.is(unitsToCents(-0), 0)).toBe(true);
    expect(Object.is(unitsToCents(-0.001), 0)).toBe(true);
    expect(unitsToCents(1e-7)).toBe(0);
  });

  it('takes huge amounts while the cents are a safe integer, and refuses past that', () => {
    expect(unitsToCents(90_071_992_547_409)).toBe(9_007_199_254_740_900);
    expect(unitsToCents(12_345_678_901.23)).toBe(1_234_567_890_123);
    expect(unitsToCents(1_000_000_000.99)).toBe(100_000_000_099);
    expect(() => unitsToCents(90_071_992_547_410)).toThrow(RangeError);
    expect(() => unitsToCents(1e21)).toThrow(RangeError);
    expect(() => unitsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => unitsToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('goes back to the units the wire writes, exactly', () => {
    expect(centsToUnits(1250)).toBe(12.5);
    expect(centsToUnits(29)).toBe(0.29);
    expect(centsToUnits(-1)).toBe(-0.01);
    expect(JSON.stringify(centsToUnits(100_000_000_099))).toBe('1000000000.99');
    expect(() => centsToUnits(0.5)).toThrow(RangeError);
    for (let value = -1000; value <= 1000; value += 7) expect(unitsToCents(centsToUnits(value))).toBe(value);
  });
});

describe('parseAmountText', () => {
  it('reads plain decimals digit by digit', () => {
    expect(parseAmountText('0.29')).toBe(29);
    expect(parseAmountText(' 100.5 ')).toBe(10_050);
    expect(parseAmountText('7')).toBe(700);
    expect(parseAmountText('0')).toBe(0);
  });

  it('refuses what is not a plain decimal with the allowed places', () => {
    for (const typed of ['', ' ', '.5', '5.', '1e3', '1,5', '12.345', 'x', '--1', '1234567890123'])
      expect(parseAmountText(typed)).toBeUndefined();
    expect(parseAmountText('1.25', { maxDecimals: 1 })).toBeUndefined();
    expect(parseAmountText('1.2', { maxDecimals: 1 })).toBe(120);
  });

  it('reads a minus only when asked, a trailing point only while typing', () => {
    expect(parseAmountText('-5')).toBeUndefined();
    expect(parseAmountText('-5.5', { negative: true })).toBe(-550);
    expect(Object.is(parseAmountText('-0', { negative: true }), 0)).toBe(true);
    expect(parseAmountText('5.', { typing: true })).toBe(500);
  });
});
