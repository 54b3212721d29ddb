// Exact money arithmetic for settlement. Products like 999 990 cents × 15 000 000 cents-per-unit reach
// 1.5e13 per slot and sums of them approach 2^53, so the one division that rounds is done in BigInt:
// no float ever touches a payout (docs/product.md D6).

/** numerator ÷ denominator rounded half-up (away from zero on an exact half, symmetric for negatives). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  // floor((2n + d) / 2d) is n/d rounded half-up for n ≥ 0; BigInt division truncates, which is floor here.
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/** A BigInt result back to a plain number of cents, refusing anything beyond exact integer range. */
export function toSafeCents(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`cents out of safe range: ${value}`);
  }
  return Number(value);
}

/** Money inputs must be whole cents: a float here is a bug upstream, not something to round away. */
export function requireCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} is not a whole number of cents: ${value}`);
}
