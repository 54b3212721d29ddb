// Form 2's selector: the 1000-combination limit refuses the tap that would pass it; ALL fills or empties a
// column; the number is the engine's selectorPattern.
import { describe, expect, it } from 'vitest';
import {
  combinationsOf,
  selectorNumber,
  toggleAll,
  toggleDigit,
} from '../../../src/ui/routes/selector-form/selector-rules.ts';
import { form2Line } from '../../../src/ui/routes/selector-form/form2-entry.ts';

describe('the digit selector', () => {
  it('toggles digits per column and counts the combinations', () => {
    const first = toggleDigit(['', '', '', ''], 0, '1');
    expect(first).toEqual({ ok: true, columns: ['1', '', '', ''] });
    const second = toggleDigit(['1', '2', '3', '4'], 0, '9');
    expect(second.ok && second.columns[0]).toBe('19');
    const off = toggleDigit(['19', '2', '3', '4'], 0, '1');
    expect(off.ok && off.columns[0]).toBe('9');
    expect(combinationsOf(['129', '0123456789', '5', '5'])).toBe(30);
    expect(combinationsOf(['1', '', '3', '4'])).toBe(0);
  });
  it('refuses a tap that would pass 1000 combinations, and allows exactly 1000', () => {
    const all = '0123456789';
    expect(toggleAll([all, all, '', '1'], 2).ok).toBe(true);
    expect(toggleAll([all, all, all, '1'], 3)).toEqual({ ok: false, reason: 'over-limit' });
    expect(toggleDigit([all, all, all, '1'], 3, '2')).toEqual({ ok: false, reason: 'over-limit' });
  });
  it('ALL empties a full column', () => {
    const result = toggleAll(['0123456789', '1', '1', '1'], 0);
    expect(result.ok && result.columns[0]).toBe('');
  });
  it('writes the columns as the engine pattern, or null while a column is empty', () => {
    expect(selectorNumber(['129', '0123456789', '5', '5'])).toBe('[129][0123456789]55');
    expect(selectorNumber(['1', '2', '3', '4'])).toBe('1234');
    expect(selectorNumber(['1', '', '3', '4'])).toBe(null);
  });
  it('makes a line only with draw types, a date and an amount', () => {
    const state = { drawTypes: ['M'], dates: ['2026-11-18'], amounts: ['1', '', '0.5'], mode: 'S' as const };
    expect(form2Line(state, ['1', '2', '3', '4'])).toEqual({
      number: '1234',
      mode: 'S',
      drawTypes: ['M'],
      amountsCents: [100, 0, 50, 0, 0, 0, 0, 0, 0],
    });
    expect(form2Line({ ...state, drawTypes: [] }, ['1', '2', '3', '4'])).toBe(null);
    expect(form2Line({ ...state, amounts: ['', '', ''] }, ['1', '2', '3', '4'])).toBe(null);
    expect(form2Line(state, ['1', '2', '3', ''])).toBe(null);
  });
});
