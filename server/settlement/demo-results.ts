// Demo draw results: plausible, valid and reproducible. The same draw type and date always give the same
// numbers, so reseeding the demo site (or a test) never changes a past draw. Not for real draws: the
// generator is a small non-cryptographic PRNG chosen for determinism, not unpredictability.
import { offersGame } from '../../src/core/domain/operators.ts';
import {
  CONSOLATION_COUNT,
  STARTER_COUNT,
  type DrawResult,
  type FiveDResult,
  type FourDResult,
  type SixDResult,
} from './result.ts';

/** A 32-bit FNV-1a hash of the seed text: spreads similar seeds ('T:2025-01-01', 'T:2025-01-02') apart. */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny, well-mixed 32-bit generator; returns integers in [0, 2^32). */
export function seededRandom(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** `count` distinct numbers of `digits` digits with leading zeros kept, in draw order. */
function distinctNumbers(next: () => number, digits: number, count: number): string[] {
  const range = 10 ** digits;
  const seen = new Set<string>();
  const out: string[] = [];
  while (out.length < count) {
    // Multiply-shift maps a 32-bit draw onto [0, range) without the low-bit bias of a modulo.
    const value = Math.floor((next() / 2 ** 32) * range);
    const text = String(value).padStart(digits, '0');
    if (seen.has(text)) continue;
    seen.add(text);
    out.push(text);
  }
  return out;
}

/** 26 distinct 4-digit numbers: 1st–3rd, 13 starters, 10 consolations (always passes validateFourD). */
export function demoFourD(seed: string): FourDResult {
  const numbers = distinctNumbers(seededRandom(seed), 4, 3 + STARTER_COUNT + CONSOLATION_COUNT);
  const [first, second, third] = numbers as [string, string, string];
  return {
    first,
    second,
    third,
    starters: numbers.slice(3, 3 + STARTER_COUNT),
    consolations: numbers.slice(3 + STARTER_COUNT),
  };
}

/** Three distinct 5-digit numbers. */
export function demoFiveD(seed: string): FiveDResult {
  const [first, second, third] = distinctNumbers(seededRandom(seed), 5, 3) as [string, string, string];
  return { first, second, third };
}

/** One 6-digit number. */
export function demoSixD(seed: string): SixDResult {
  const [first] = distinctNumbers(seededRandom(seed), 6, 1) as [string];
  return { first };
}

/**
 * The demo result of one draw: 4D for every operator (3D tickets read its 1st–3rd), 5D and 6D where the
 * operator offers them (T: both; L and A: 6D). Each game has its own seed, `${drawType}:${date}:4D` and
 * so on, so adding a game never reshuffles another game's numbers.
 */
export function demoDrawResult(drawType: string, date: string): DrawResult {
  const seed = `${drawType}:${date}`;
  const result: DrawResult = { fourD: demoFourD(`${seed}:4D`) };
  if (offersGame(drawType, '5D')) result.fiveD = demoFiveD(`${seed}:5D`);
  if (offersGame(drawType, '6D')) result.sixD = demoSixD(`${seed}:6D`);
  return result;
}
