// The result screen's form (src/ui/routes/house/result-form.ts) and the house menu's entries: what is
// typed becomes the result sent, a published result fills the form back, and each caller sees only
// the screens it may run.
import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS, fieldsOf, numbersOf, resultOf, sameResult } from '../../../src/ui/routes/house/result-form.ts';
import { houseEntries } from '../../../src/ui/routes/house/house-entries.ts';
import { rangesOf } from '../../../src/ui/routes/house/sign-in-screen.tsx';

const STARTERS = [
  '0001',
  '0002',
  '0003',
  '0004',
  '0005',
  '0006',
  '0007',
  '0008',
  '0009',
  '0010',
  '0011',
  '0012',
  '0013',
];

describe('the result form', () => {
  it('takes list numbers apart by spaces, commas, semicolons and new lines, keeping leading zeros', () => {
    expect(numbersOf(' 0001, 0002;0003\n0004  0005 ')).toEqual(['0001', '0002', '0003', '0004', '0005']);
    expect(numbersOf('')).toEqual([]);
  });

  it('sends 4D only when only 4D is typed, and 5D and 6D when typed', () => {
    const fields = {
      ...EMPTY_FIELDS,
      first: ' 1234 ',
      second: '0456',
      third: '7890',
      starters: STARTERS.join(' '),
      consolations: '1111,2222',
    };
    expect(resultOf(fields)).toEqual({
      fourD: { first: '1234', second: '0456', third: '7890', starters: STARTERS, consolations: ['1111', '2222'] },
    });
    expect(resultOf({ ...fields, fiveFirst: '12345', sixFirst: '654321' })).toMatchObject({
      fiveD: { first: '12345', second: '', third: '' },
      sixD: { first: '654321' },
    });
    expect(resultOf(EMPTY_FIELDS)).toEqual({});
  });

  it('fills back a published result, and knows the same result from a correction', () => {
    const published = {
      fourD: { first: '1234', second: '0456', third: '7890', starters: STARTERS, consolations: ['1111'] },
      sixD: { first: '000123' },
    };
    expect(resultOf(fieldsOf(published))).toEqual(published);
    expect(sameResult(published, published)).toBe(true);
    expect(sameResult(published, { ...published, sixD: { first: '000124' } })).toBe(false);
    expect(sameResult(null, published)).toBe(false);
  });
});

describe('the house menu', () => {
  it('gives a house operator that runs a site all six, a site company its four, nobody else any', () => {
    expect(houseEntries({ house: true, site: true }).map((entry) => entry.path)).toEqual([
      '/house/result/',
      '/house/maintenance/',
      '/house/signin/',
      '/house/rates/',
      '/house/links/',
      '/house/audit/',
    ]);
    expect(houseEntries({ house: false, site: true }).map((entry) => entry.path)).toEqual([
      '/house/signin/',
      '/house/rates/',
      '/house/links/',
      '/house/audit/',
    ]);
    expect(houseEntries({ house: false, site: false })).toEqual([]);
  });

  it('reads blocked ranges one a line, commas and spaces too, blanks dropped', () => {
    expect(rangesOf('10.0.0.0/8\n\n 192.168.1.1 , ::1/128 ')).toEqual(['10.0.0.0/8', '192.168.1.1', '::1/128']);
  });
});
