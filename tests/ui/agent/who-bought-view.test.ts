// What the "who bought" screen shows (who-bought-view.ts) and when it asks (whoBoughtNumberOf).
import { describe, expect, it } from 'vitest';
import { createStatements, whoBoughtNumberOf } from '../../../src/core/use-cases/statements.ts';
import { drawNameOf, modeKeyOf, numbersLine } from '../../../src/ui/routes/agent/who-bought-view.ts';

describe('who bought a number', () => {
  it('asks only for 3 to 6 digits', async () => {
    expect([
      whoBoughtNumberOf(' 1234 '),
      whoBoughtNumberOf('12'),
      whoBoughtNumberOf('1234567'),
      whoBoughtNumberOf('12a4'),
    ]).toEqual(['1234', null, null, null]);
    const asked: string[] = [];
    const statements = createStatements({
      statements: {
        weekly: () => Promise.reject(new Error('not asked')),
        markPaid: () => Promise.reject(new Error('not asked')),
        whoBought: (number, permutations) => {
          asked.push(`${number}|${permutations}`);
          return Promise.resolve({ numbers: [number], permutations, groups: [], totals: [], truncated: false });
        },
      },
    });
    expect(await statements.whoBought('12', true)).toBeNull();
    expect(await statements.whoBought('3003', true)).toMatchObject({ numbers: ['3003'] });
    expect(asked).toEqual(['3003|true']);
  });

  it('names draws, bet types and the numbers searched', () => {
    expect(drawNameOf('M')).toBe('Magnum');
    expect([modeKeyOf('S'), modeKeyOf('B'), modeKeyOf('I'), modeKeyOf('R'), modeKeyOf('?')]).toEqual([
      'mode-S',
      'mode-B',
      'mode-I',
      'mode-R',
      'mode-S',
    ]);
    expect(numbersLine(['0033', '0303', '0330', '3003', '3030', '3300', '9999'])).toEqual({
      listed: '0033 0303 0330 3003 3030 3300',
      more: 1,
    });
  });
});
