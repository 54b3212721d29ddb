// What one ticket wins (docs/product.md D7). A ticket is one number on one draw type and date, with the 9 slot
// amounts of its sheet line and its mode; rates are the player's package (cents per 1 unit staked, the
// specification's field names; see server/store/demo-packages.ts). Pure: no store, no clock.
import type { Mode, Slot } from '../../src/core/engine/index.ts';
import { SLOTS } from '../../src/core/engine/index.ts';
import { divideHalfUp, requireCents, toSafeCents } from './arithmetic.ts';
import { isPublished, type DrawResult, type FiveDResult, type SixDResult } from './result.ts';

export interface SettlementTicket {
  /** The ticket's own number, already expanded: 3 to 6 digits, no R, no star. */
  number: string;
  mode: Mode;
  /** The line's 9 slot amounts in cents, canonical order B S SA A C SB SC SD SE. */
  amountsCents: readonly number[];
  /** iBOX only: how many distinct permutations the line's amount is split between (tickets.split). */
  permutations: number;
}

export type PrizeRates = Readonly<Record<string, number>>;

/** One prize a slot hit, named by the package rate it pays (e.g. B on the 2nd prize → Prize2_Big). */
export interface PrizeHit {
  slot: Slot;
  rateKey: string;
}

/** The slots each game takes (docs/product.md D4.3): anything else on such a ticket is corrupt data. */
const SLOTS_OF_LENGTH: Readonly<Record<number, readonly Slot[]>> = {
  3: ['A', 'C'],
  4: SLOTS,
  5: ['B'],
  6: ['B'],
};

/**
 * Every prize the ticket's slots hit. "A bet wins every prize its number hits" is applied literally:
 * each (slot, prize) pair is tested on its own. On a valid 4D result the 26 numbers are distinct, so a
 * 4-digit number hits at most one of them; but three-digit endings may repeat, so C (3C/ABC) can win
 * the 1st and the 2nd (say) at once. 5D and 6D pay their highest tier only.
 */
export function prizeHits(ticket: SettlementTicket, result: DrawResult): PrizeHit[] {
  const { number } = ticket;
  checkTicket(ticket);
  const staked = (slot: Slot) => (ticket.amountsCents[SLOTS.indexOf(slot)] ?? 0) > 0;
  const hits: PrizeHit[] = [];
  const add = (slot: Slot, rateKey: string | undefined, when = true) => {
    if (rateKey !== undefined && when && staked(slot)) hits.push({ slot, rateKey });
  };
  if (number.length === 5) {
    add('B', fiveDTier(number, published(result.fiveD, '5D')));
    return hits;
  }
  if (number.length === 6) {
    add('B', sixDTier(number, published(result.sixD, '6D')));
    return hits;
  }
  const four = published(result.fourD, '4D');
  // A and C bet three digits: a 3-digit number as it is, a 4-digit number its last three (docs/product.md D4.3).
  const three = number.slice(-3);
  add('A', 'Prize1_A', three === four.first.slice(-3));
  add('C', 'Prize1_ABC', three === four.first.slice(-3));
  add('C', 'Prize2_ABC', three === four.second.slice(-3));
  add('C', 'Prize3_ABC', three === four.third.slice(-3));
  if (number.length === 3) return hits;

  const isStarter = four.starters.includes(number);
  const isConsolation = four.consolations.includes(number);
  add('B', 'Prize1_Big', number === four.first);
  add('B', 'Prize2_Big', number === four.second);
  add('B', 'Prize3_Big', number === four.third);
  add('B', 'PrizeStarter_Big', isStarter);
  add('B', 'PrizeConsolation_Big', isConsolation);
  add('S', 'Prize1_Small', number === four.first);
  add('S', 'Prize2_Small', number === four.second);
  add('S', 'Prize3_Small', number === four.third);
  // The single-prize slots share one rate, 4ABCDE = Prize1_4A (docs/product.md S2, package info).
  add('SA', 'Prize1_4A', number === four.first);
  add('SB', 'Prize1_4A', number === four.second);
  add('SC', 'Prize1_4A', number === four.third);
  add('SD', 'Prize1_4A', isStarter);
  add('SE', 'Prize1_4A', isConsolation);
  return hits;
}

/**
 * The ticket's win in integer cents: Σ over hits of (slot cents × rate) ÷ 100 (cents → units), and for
 * iBOX ÷ permutations as well, since each permutation holds amount ÷ permutations (docs/product.md D7). The
 * exact sum is rounded half-up once per ticket, so a ticket's prizes never gain or lose cents apiece.
 * BOX, straight and reverse tickets divide by 1: each is one number at the full amount.
 */
export function winOf(ticket: SettlementTicket, result: DrawResult, rates: PrizeRates): number {
  const hits = prizeHits(ticket, result);
  if (hits.length === 0) return 0;
  let numerator = 0n;
  for (const hit of hits) {
    const amount = ticket.amountsCents[SLOTS.indexOf(hit.slot)] ?? 0;
    numerator += BigInt(amount) * BigInt(rateOf(rates, hit.rateKey));
  }
  return toSafeCents(divideHalfUp(numerator, 100n * BigInt(splitOf(ticket))));
}

/** 5D (Toto): 1st–3rd exact, then the last 4, 3, 2 digits of the 1st; the first tier that matches. */
export function fiveDTier(number: string, result: FiveDResult): string | undefined {
  const tiers = [
    number === result.first,
    number === result.second,
    number === result.third,
    number.slice(-4) === result.first.slice(-4),
    number.slice(-3) === result.first.slice(-3),
    number.slice(-2) === result.first.slice(-2),
  ];
  const tier = tiers.indexOf(true);
  return tier < 0 ? undefined : `Prize${tier + 1}_5D`;
}

/** 6D: 1st exact; 2nd–5th the first or the last 5, 4, 3, 2 digits of the 1st; the first tier that matches. */
export function sixDTier(number: string, result: SixDResult): string | undefined {
  if (number === result.first) return 'Prize1_6D';
  for (let digits = 5, tier = 2; digits >= 2; digits--, tier++) {
    const front = number.slice(0, digits) === result.first.slice(0, digits);
    const back = number.slice(-digits) === result.first.slice(-digits);
    if (front || back) return `Prize${tier}_6D`;
  }
  return undefined;
}

/** Settling against a missing or unpublished result would pay nobody, irreversibly: refuse instead. */
function published<T extends { first: string }>(part: T | undefined, game: string): T {
  if (!part || !isPublished(part.first)) throw new RangeError(`no published ${game} result to settle against`);
  return part;
}

function splitOf(ticket: SettlementTicket): number {
  if (ticket.mode !== 'I') return 1;
  if (!Number.isSafeInteger(ticket.permutations) || ticket.permutations < 1) {
    throw new RangeError(`iBOX ticket needs a permutation count, got ${ticket.permutations}`);
  }
  return ticket.permutations;
}

/** A package without the rate a hit needs is a configuration fault; paying 0 silently would hide it. */
function rateOf(rates: PrizeRates, key: string): number {
  const rate = rates[key];
  if (rate === undefined || !Number.isSafeInteger(rate) || rate < 0) throw new RangeError(`package has no rate ${key}`);
  return rate;
}

/** Tickets come from the engine; one the sheet language cannot make is corrupt and must not be paid. */
function checkTicket(ticket: SettlementTicket): void {
  const taken = SLOTS_OF_LENGTH[ticket.number.length];
  if (!/^\d+$/.test(ticket.number) || !taken) throw new RangeError(`not a ticket number: ${ticket.number}`);
  if (ticket.amountsCents.length !== SLOTS.length) throw new RangeError('a ticket has 9 slot amounts');
  ticket.amountsCents.forEach((amount, index) => {
    requireCents(amount, 'slot amount');
    if (amount < 0) throw new RangeError('slot amounts are never negative');
    const slot = SLOTS[index] as Slot;
    if (amount > 0 && !taken.includes(slot)) {
      throw new RangeError(`a ${ticket.number.length}-digit number takes no ${slot} amount`);
    }
  });
}
