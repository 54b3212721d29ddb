// The faster expansion (numbers built in order, no sort; a sheet's ticket list made at its full length) must
// give exactly what the plain algorithm gave: the same numbers in the same order, the same tickets with the
// same stakes, line by line. The plain algorithm is kept verbatim in legacy-expansion.ts as the oracle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandNumber, sheetTickets, type Mode } from '../../../src/core/engine/index.ts';
import { legacyExpandNumber, legacySheetTickets } from './legacy-expansion.ts';
import { parse } from './fixtures.ts';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digitsOf = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((digits) => digits.join(''));
/** A 4-digit body with up to two R, a group or a partial-permutation star, or plain 3 to 6 digits. */
const body = fc.oneof(
  digitsOf(3, 6),
  fc
    .tuple(digitsOf(4, 4), fc.subarray([0, 1, 2, 3], { maxLength: 2 }))
    .map(([digits, rolls]) => [...digits].map((d, i) => (rolls.includes(i) ? 'R' : d)).join('')),
  fc
    .tuple(
      digitsOf(3, 3),
      fc.subarray(['0', '1', '2', '5', '7', '9'], { minLength: 1 }),
      fc.integer({ min: 0, max: 3 }),
    )
    .map(([digits, group, at]) => `${digits.slice(0, at)}[${group.join('')}]${digits.slice(at)}`),
  fc
    .tuple(digitsOf(4, 4), fc.boolean())
    .map(([d, first]) => (first ? `${d[0]}*${d.slice(1)}` : `${d.slice(0, 3)}*${d[3]}`)),
);
const mode = fc.constantFrom<Mode>('S', 'B', 'I', 'R');

describe('the faster expansion gives what the plain one gave', () => {
  it('expandNumber: the same numbers in the same order, for any pattern and mode', () => {
    fc.assert(
      fc.property(fc.oneof(body, fc.string({ maxLength: 8 })), mode, (pattern, m) => {
        expect(expandNumber(pattern, m)).toEqual(legacyExpandNumber(pattern, m));
      }),
      { numRuns: 2000 },
    );
  });

  it('sheetTickets: the same tickets, in the same order, with the same stakes, on a varied sheet', () => {
    // Every mode, rolls, a group, partial permutations, 3D to 6D, lines copying the line above, three
    // draw-type lines over three dates (M and T do not offer every game: those lines are refused).
    const sheet = parse([
      'D3',
      '#18',
      '1234#1#1',
      '*1123#1',
      '**5678#2',
      '**1122#0.5',
      '1RR4#1#0.5',
      '12R4*#1',
      '9876*',
      '1*003#1',
      '100*4#2',
      '[129]R55#1',
      '123#1#1',
      '*112#1',
      '#3',
      '12345#1',
      '123456#1',
      '1221*#1',
      '#*',
      '**1112#1',
      '0000#1',
    ]);
    expect(sheet.errors).toEqual([]);
    const tickets = sheetTickets(sheet);
    expect(tickets).toHaveLength(sheet.ticketCount);
    expect(tickets).toEqual(legacySheetTickets(sheet));
  });

  it('sheetTickets: the same tickets as the plain algorithm on generated sheets', () => {
    const line = fc
      .tuple(body, fc.constantFrom('', '*', '**', 'post'), fc.constantFrom('#1', '#1#2', '#0.5', '#3#1#1', ''))
      .map(([number, stars, amounts]) =>
        stars === 'post' ? `${number}*${amounts}` : `${stars}${number}${amounts === '' ? '' : amounts}`,
      );
    fc.assert(
      fc.property(
        fc.constantFrom('D', 'D2', 'D3', 'D#18#21'),
        fc.array(fc.tuple(fc.constantFrom('#1', '#18', '#*', '#13', '#23', '#8'), fc.array(line, { maxLength: 5 })), {
          minLength: 1,
          maxLength: 3,
        }),
        (dates, blocks) => {
          const sheet = parse([dates, ...blocks.flatMap(([marker, lines]) => [marker, ...lines])]);
          // Faulty lines add nothing; the lines that are left must still agree, whatever the sheet's fate.
          expect(sheetTickets(sheet)).toEqual(legacySheetTickets(sheet));
        },
      ),
      { numRuns: 500 },
    );
  });
});
