// The forms' live preview: per amount of the line being entered, the most one ticket of it can win — the
// slot's first-prize rate of the table the bet is paid (the best of the line's draw types) times the amount,
// split between the permutations for iBOX as settlement splits it (server/settlement/prizes.ts, whose
// first-prize rate keys tests/core/domain/top-payout.test.ts holds this table to). The tables are those a
// bet in the chosen currency is paid (payoutTableOf on the server: an SPR bet the special table), so the
// preview shows what settlement pays. Pure; money in integer cents.
import { packageKindOf } from './package-kind.ts';
import { SLOT_INDEX, SLOTS, type Slot } from './slots.ts';

/** The rate a slot's top prize pays, by the number's length (the game). */
const TOP_RATE: Readonly<Record<number, Partial<Record<Slot, string>>>> = {
  3: { A: 'Prize1_A', C: 'Prize1_ABC' },
  4: {
    B: 'Prize1_Big',
    S: 'Prize1_Small',
    SA: 'Prize1_4A',
    SB: 'Prize1_4A',
    SC: 'Prize1_4A',
    SD: 'Prize1_4A',
    SE: 'Prize1_4A',
    A: 'Prize1_A',
    C: 'Prize1_ABC',
  },
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

/**
 * The prize rates a player's bets in one currency are paid, by package kind ('3D4D', '5D6DL', …): rate key
 * ('Prize1_Big', …) → cents per 1 unit staked. A kind the player holds no package of is absent.
 */
export type PrizeTables = Readonly<Partial<Record<string, Readonly<Record<string, number>>>>>;

function bestRate(tables: PrizeTables, drawTypes: readonly string[], numberLength: number, key: string): number {
  let best = 0;
  for (const drawType of drawTypes) {
    const rate = tables[packageKindOf(drawType, numberLength)]?.[key] ?? 0;
    if (Number.isSafeInteger(rate) && rate > best) best = rate;
  }
  return best;
}

/** Each non-zero amount with its top payout; an amount no table of the line's draw types pays is left out. */
export function topPayouts(line: PayoutLine, tables: PrizeTables): TopPayout[] {
  const split = line.mode === 'I' ? Math.max(1, line.permutations) : 1;
  const out: TopPayout[] = [];
  for (const slot of SLOTS) {
    const amountCents = line.amountsCents[SLOT_INDEX[slot]] ?? 0;
    const key = topRateKey(slot, line.numberLength);
    if (amountCents <= 0 || key === undefined) continue;
    const rate = bestRate(tables, line.drawTypes, line.numberLength, key);
    if (rate === 0) continue;
    // cents × (cents per unit) ÷ 100 ÷ split, rounded half-up once, as settlement rounds a ticket's win.
    const denominator = 100 * split;
    out.push({ slot, amountCents, topCents: Math.floor((amountCents * rate * 2 + denominator) / (2 * denominator)) });
  }
  return out;
}
