// Result validation: 26 distinct 4-digit numbers for 4D, right lengths for 5D/6D, V103 naming the field.
import { describe, it, expect } from 'vitest';
import {
  isPublished,
  validateFiveD,
  validateFourD,
  validateSixD,
  type FourDResult,
} from '../../../server/settlement/result.ts';
import { FOUR } from './fixtures.ts';

const fault = (field: string) => ({ code: 'V103', field });

describe('validateFourD', () => {
  it('accepts 26 distinct 4-digit numbers', () => {
    expect(validateFourD(FOUR)).toBeUndefined();
  });

  it('refuses 22 numbers, naming the missing field', () => {
    expect(validateFourD({ ...FOUR, consolations: FOUR.consolations.slice(0, 9) })).toEqual(
      fault('prizeConsolation10'),
    );
    expect(validateFourD({ ...FOUR, starters: FOUR.starters.slice(0, 12) })).toEqual(fault('prizeStarter13'));
  });

  it('refuses too many numbers', () => {
    expect(validateFourD({ ...FOUR, starters: [...FOUR.starters, '7777'] })).toEqual(fault('prizeStarter14'));
    expect(validateFourD({ ...FOUR, consolations: [...FOUR.consolations, '7777'] })).toEqual(
      fault('prizeConsolation11'),
    );
  });

  it('refuses a duplicate, naming its second occurrence', () => {
    const starters = [...FOUR.starters];
    starters[4] = FOUR.first;
    expect(validateFourD({ ...FOUR, starters })).toEqual(fault('prizeStarter5'));
    expect(validateFourD({ ...FOUR, third: FOUR.second })).toEqual(fault('prize3'));
  });

  it('refuses a number that is not 4 digits', () => {
    expect(validateFourD({ ...FOUR, third: '12345' })).toEqual(fault('prize3'));
    expect(validateFourD({ ...FOUR, second: '567' })).toEqual(fault('prize2'));
    expect(validateFourD({ ...FOUR, consolations: [...FOUR.consolations.slice(0, 9), '12a4'] })).toEqual(
      fault('prizeConsolation10'),
    );
  });

  it('refuses the dash placeholder', () => {
    expect(validateFourD({ ...FOUR, first: '----' })).toEqual(fault('prize1'));
    const starters = [...FOUR.starters];
    starters[0] = '----';
    expect(validateFourD({ ...FOUR, starters })).toEqual(fault('prizeStarter1'));
  });

  it('refuses a malformed shape without throwing', () => {
    expect(validateFourD({ ...FOUR, starters: undefined } as unknown as FourDResult)).toEqual(fault('prizeStarter1'));
    expect(validateFourD(null as unknown as FourDResult)).toEqual(fault('prize1'));
    expect(validateFourD({ ...FOUR, first: 1234 } as unknown as FourDResult)).toEqual(fault('prize1'));
  });
});

describe('validateFiveD and validateSixD', () => {
  it('accept numbers of the right length', () => {
    expect(validateFiveD({ first: '01234', second: '56789', third: '00000' })).toBeUndefined();
    expect(validateSixD({ first: '012345' })).toBeUndefined();
  });

  it('refuse the wrong length or a placeholder', () => {
    expect(validateFiveD({ first: '01234', second: '5678', third: '00000' })).toEqual(fault('prize2'));
    expect(validateFiveD({ first: '-----', second: '56789', third: '00000' })).toEqual(fault('prize1'));
    expect(validateSixD({ first: '12345' })).toEqual(fault('prize6D'));
    expect(validateSixD({ first: '------' })).toEqual(fault('prize6D'));
  });
});

describe('isPublished', () => {
  it('is false for the dash placeholder and blank, true for a number', () => {
    expect(isPublished('----')).toBe(false);
    expect(isPublished('-----')).toBe(false);
    expect(isPublished('')).toBe(false);
    expect(isPublished('1234')).toBe(true);
    expect(isPublished('0000')).toBe(true);
  });
});
