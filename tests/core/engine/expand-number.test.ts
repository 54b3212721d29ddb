// expandNumber (src/core/engine/README.md): the distinct numbers a pattern stands for, ascending; never throws.
import { describe, it, expect } from 'vitest';
import { expandNumber } from '../../../src/core/engine/index.ts';

const ascendingDistinct = (list: readonly string[]) => list.every((value, i) => i === 0 || (list[i - 1] ?? '') < value);

describe('straight', () => {
  it('a plain number is itself', () => {
    expect(expandNumber('1234', 'S')).toEqual(['1234']);
    expect(expandNumber('007', 'S')).toEqual(['007']);
    expect(expandNumber('123456', 'S')).toEqual(['123456']);
  });
});

describe('BOX and iBOX: distinct permutations', () => {
  it('1234 gives 24, from 1234 to 4321', () => {
    const list = expandNumber('1234', 'B');
    expect(list).toHaveLength(24);
    expect(list[0]).toBe('1234');
    expect(list[23]).toBe('4321');
    expect(list).toContain('3142');
    expect(ascendingDistinct(list)).toBe(true);
  });

  it('1122 gives 6', () => {
    expect(expandNumber('1122', 'B')).toEqual(['1122', '1212', '1221', '2112', '2121', '2211']);
    expect(expandNumber('1122', 'I')).toEqual(['1122', '1212', '1221', '2112', '2121', '2211']);
  });

  it('1123 gives 12, 1112 gives 4, 1111 gives 1 (BOX)', () => {
    expect(expandNumber('1123', 'B')).toHaveLength(12);
    expect(expandNumber('1112', 'B')).toEqual(['1112', '1121', '1211', '2111']);
    expect(expandNumber('1111', 'B')).toEqual(['1111']);
  });

  it('3D: 112 gives 3, 123 gives 6', () => {
    expect(expandNumber('112', 'B')).toEqual(['112', '121', '211']);
    expect(expandNumber('123', 'I')).toEqual(['123', '132', '213', '231', '312', '321']);
  });

  it('leading zeros sort first', () => {
    const list = expandNumber('0012', 'B');
    expect(list).toHaveLength(12);
    expect(list[0]).toBe('0012');
    expect(list[11]).toBe('2100');
  });

  it('BOX on 5D, 6D or a roll is impossible: []', () => {
    expect(expandNumber('12345', 'B')).toEqual([]);
    expect(expandNumber('123456', 'I')).toEqual([]);
    expect(expandNumber('12R4', 'B')).toEqual([]);
    expect(expandNumber('1RR4', 'I')).toEqual([]);
  });
});

describe('REVERSE', () => {
  it('the number and its reverse, ascending', () => {
    expect(expandNumber('1234', 'R')).toEqual(['1234', '4321']);
    expect(expandNumber('4321', 'R')).toEqual(['1234', '4321']);
    expect(expandNumber('123', 'R')).toEqual(['123', '321']);
    expect(expandNumber('12345', 'R')).toEqual(['12345', '54321']);
  });

  it('a palindrome is once', () => {
    expect(expandNumber('1221', 'R')).toEqual(['1221']);
    expect(expandNumber('12321', 'R')).toEqual(['12321']);
  });

  it('a reversed roll gives the distinct numbers of both', () => {
    const list = expandNumber('12R4', 'R');
    expect(list).toHaveLength(20);
    expect(list.slice(0, 2)).toEqual(['1204', '1214']);
    expect(list.slice(-2)).toEqual(['4821', '4921']);
    expect(expandNumber('1RR1', 'R')).toHaveLength(100);
  });
});

describe('ROLL', () => {
  it('one R is the ten digits in its place', () => {
    expect(expandNumber('12R4', 'S')).toEqual([
      '1204',
      '1214',
      '1224',
      '1234',
      '1244',
      '1254',
      '1264',
      '1274',
      '1284',
      '1294',
    ]);
    expect(expandNumber('R000', 'S')).toEqual([
      '0000',
      '1000',
      '2000',
      '3000',
      '4000',
      '5000',
      '6000',
      '7000',
      '8000',
      '9000',
    ]);
  });

  it('two R are 100 numbers', () => {
    const list = expandNumber('1RR4', 'S');
    expect(list).toHaveLength(100);
    expect(list[0]).toBe('1004');
    expect(list[99]).toBe('1994');
    expect(ascendingDistinct(list)).toBe(true);
  });

  it('more than 2 R, or R on another length, is []', () => {
    expect(expandNumber('RRR4', 'S')).toEqual([]);
    expect(expandNumber('RRRR', 'S')).toEqual([]);
    expect(expandNumber('1R3', 'S')).toEqual([]);
    expect(expandNumber('1R345', 'S')).toEqual([]);
  });
});

describe('partial permutation', () => {
  it('1*003 permutes the last three', () => {
    expect(expandNumber('1*003', 'S')).toEqual(['1003', '1030', '1300']);
  });

  it('100*4 permutes the first three', () => {
    expect(expandNumber('100*4', 'S')).toEqual(['0014', '0104', '1004']);
  });

  it('1*234 gives 6, 1*000 gives 1', () => {
    expect(expandNumber('1*234', 'S')).toEqual(['1234', '1243', '1324', '1342', '1423', '1432']);
    expect(expandNumber('1*000', 'S')).toEqual(['1000']);
  });
});

describe('selector groups', () => {
  it('[129]R55 is 30 numbers', () => {
    const list = expandNumber('[129]R55', 'S');
    expect(list).toHaveLength(30);
    expect(list[0]).toBe('1055');
    expect(list[29]).toBe('9955');
    expect(list).toContain('2355');
    expect(list).not.toContain('3055');
    expect(ascendingDistinct(list)).toBe(true);
  });

  it('groups in several positions multiply', () => {
    expect(expandNumber('[12]3[45]6', 'S')).toEqual(['1346', '1356', '2346', '2356']);
  });
});

describe('impossible requests return [] and never throw', () => {
  const impossible = [
    '',
    'abc',
    '12',
    '1234567',
    '12 4',
    '*1234',
    '1234*',
    '[]234',
    '[12',
    '1*2*3',
    '12r4',
    '１２３４',
  ];
  for (const pattern of impossible) {
    it(`'${pattern}'`, () => {
      for (const mode of ['S', 'B', 'I', 'R'] as const) {
        expect(expandNumber(pattern, mode)).toEqual([]);
      }
    });
  }
});
