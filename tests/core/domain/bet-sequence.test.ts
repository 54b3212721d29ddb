// The bet-sequence preference, read one way by the EditUser service, the login data, the server's sheet
// context and the app's live check.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  betSequenceOf,
  DEFAULT_BET_SEQUENCE,
  normalBetSequence,
  parseBetSequence,
} from '../../../src/core/domain/bet-sequence.ts';
import { SLOTS } from '../../../src/core/domain/slots.ts';

describe('the bet-sequence preference', () => {
  it('reads a permutation of the 9 slots in its order', () => {
    expect(parseBetSequence('S B SA A C SB SC SD SE')).toEqual(['S', 'B', 'SA', 'A', 'C', 'SB', 'SC', 'SD', 'SE']);
    expect(parseBetSequence(DEFAULT_BET_SEQUENCE)).toEqual(SLOTS);
  });

  it('ignores spaces at the ends and runs of spaces between slots, and stores single spaces', () => {
    expect(parseBetSequence('  S B SA A C SB SC SD SE ')).toEqual(['S', 'B', 'SA', 'A', 'C', 'SB', 'SC', 'SD', 'SE']);
    expect(normalBetSequence(' S  B SA\tA C SB SC SD SE  ')).toBe('S B SA A C SB SC SD SE');
  });

  it('refuses a repeated slot, a missing slot, an unknown name and other separators', () => {
    expect(parseBetSequence('S S SA A C SB SC SD SE')).toBeNull(); // S twice, B missing
    expect(parseBetSequence('B S SA A C SB SC SD SE B')).toBeNull(); // 10 names, B twice
    expect(parseBetSequence('B S SA A C SB SC SD')).toBeNull();
    expect(parseBetSequence('B S SA A C SB SC SD SX')).toBeNull();
    expect(parseBetSequence('B,S,SA,A,C,SB,SC,SD,SE')).toBeNull();
    expect(parseBetSequence('b s sa a c sb sc sd se')).toBeNull();
    expect(parseBetSequence('')).toBeNull();
    expect(normalBetSequence('B B S SA A C SB SC SD')).toBeNull();
  });

  it('reads an invalid stored value (older data) as the default order', () => {
    expect(betSequenceOf('B S SA')).toEqual(SLOTS);
    expect(betSequenceOf('B B S SA A C SB SC SD')).toEqual(SLOTS);
    expect(betSequenceOf('SE SD SC SB C A SA S B')).toEqual([...SLOTS].reverse());
  });

  it('accepts every permutation, however spaced, and gives back the same order', () => {
    const spaces = fc.stringMatching(/^[ ]{1,3}$/);
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...SLOTS], { minLength: 9, maxLength: 9 }),
        fc.array(spaces, { minLength: 10, maxLength: 10 }),
        (order, gaps) => {
          const text =
            gaps[0]!.slice(1) +
            order
              .map((slot, index) => slot + gaps[index + 1])
              .join('')
              .trimEnd() +
            gaps[9]!.slice(1);
          expect(parseBetSequence(text)).toEqual(order);
          expect(normalBetSequence(text)).toBe(order.join(' '));
        },
      ),
    );
  });

  it('refuses every list of 9 names with a repeat', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SLOTS), { minLength: 9, maxLength: 9 }).filter((names) => new Set(names).size < 9),
        (names) => {
          expect(parseBetSequence(names.join(' '))).toBeNull();
        },
      ),
    );
  });
});
