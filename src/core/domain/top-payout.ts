// The forms' live preview: per amount of the line being entered, the most one ticket of it can win
// — the slot's first-prize rate of the player's package (the best of the line's draw types) times the amount,
// split between the permutations for iBOX as settlement splits it (server/settlement/prizes.ts, whose
// first-prize rate keys tests/core/top-payout.test.ts holds this table to). Pure; money in integer cents.
import type { PlayerPackages } from '../../../contract/packages.ts';
import { packageKindOf } from './package-kind.ts';
import { SLOT_INDEX, SLOTS, type Slot } from './slots.ts';

/** The rate a slot's top prize pays, by the number's length (the game). */
const TOP_RATE: Readonly<Record<number, Partial<Record<Slot, string>>>> = {
  3: { A: 'Prize1_A', C: 'Prize1_ABC' },
  4: { B: 'Prize1_Big', S: 'Prize1_Small', SA: 'Prize1_4A', SB: 'Prize1_4A', SC: 'Prize1_4A', SD: 'Prize1_4A', SE: 'Prize1_4A', A: 'Prize1_A', C: 'Prize1_ABC' },
  5: { B: 'Prize1_5D' },
  6: { B: 'Prize1_6D' },
};

export function topRateKey(slot: Slot, numberLength: number): string | undefined {
  return TOP_RATE[numberLength]?.[slot];
}

export interface PayoutLine {
  /** The digits of one of its numbers (all have the same length). */
  numberLength: number;
  mode: 'S' | 'B' | 'I' | 'R';
  drawTypes: readonly string[];
  /** 9 entries in SLOTS order. */
  amountsCents: readonly number[];
  /** How many numbers the line expands to: an iBOX amount is split between them. */
  permutations: number;
}

export interface TopPayout {
  slot: Slot;
  amountCents: number;
  /** The most one ticket of this amount can win, in cents (half-up). */
  topCents: number;
}

/** Units per 1 unit staked (2 decimals) → cents per unit, exactly. */
const rateCents = (rate: unknown): number => (typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? Math.round(rate * 100) : 0);

function bestRate(packages: PlayerPackages, drawTypes: readonly string[], numberLength: number, key: string): number {
  let best = 0;
  for (const drawType of drawTypes) {
    const kind = packageKindOf(drawType, numberLength);
    const found = (packages as unknown as Record<string, Record<string, number> | null | undefined>)[`UserPackage${kind}`];
    best = Math.max(best, rateCents(found?.[key]));
  }
  return best;
}

/** Each non-zero amount with its top payout; an amount no package of the line's draw types pays is left out. */
export function topPayouts(line: PayoutLine, packages: PlayerPackages): TopPayout[] {
  const split = line.mode === 'I' ? Math.max(1, line.permutations) : 1;
  const out: TopPayout[] = [];
  for (const slot of SLOTS) {
    const amountCents = line.amountsCents[SLOT_INDEX[slot]] ?? 0;
    const key = topRateKey(slot, line.numberLength);
    if (amountCents <= 0 || key === undefined) continue;
    const rate = bestRate(packages, line.drawTypes, line.numberLength, key);
    if (rate === 0) continue;
    // cents × (cents per unit) ÷ 100 ÷ split, rounded half-up once, as settlement rounds a ticket's win.
    const denominator = 100 * split;
    out.push({ slot, amountCents, topCents: Math.floor((amountCents * rate * 2 + denominator) / (2 * denominator)) });
  }
  return out;
}
