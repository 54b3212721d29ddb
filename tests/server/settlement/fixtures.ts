// Shared test data: a hand-made 4D result whose numbers are easy to follow, and the demo package rates.
import { DEMO_PACKAGES } from '../../../server/store/demo-packages.ts';
import type { FourDResult } from '../../../server/settlement/result.ts';
import type { PrizeRates, SettlementTicket } from '../../../server/settlement/prizes.ts';
import type { Mode, Slot } from '../../../src/core/engine/index.ts';
import { SLOTS } from '../../../src/core/engine/index.ts';

/** 1st 1234, 2nd 5678, 3rd 9012; starters 2001–2013; consolations 3001–3010 (all endings distinct from the top three). */
export const FOUR: FourDResult = {
  first: '1234',
  second: '5678',
  third: '9012',
  starters: Array.from({ length: 13 }, (_, i) => String(2001 + i)),
  consolations: Array.from({ length: 10 }, (_, i) => String(3001 + i)),
};

function ratesOf(kind: string, special = false): PrizeRates {
  const found = DEMO_PACKAGES.find((pkg) => pkg.kind === kind && pkg.special === special);
  if (!found) throw new Error(`no demo package ${kind}`);
  return found.rates;
}

/** Regular 3D4D: Big 2500/1000/500, starter 180, consolation 60; Small 3500/2000/1000; 4A 6000; 3A 660; ABC 220 ×3. */
export const REGULAR = ratesOf('3D4D');
/** Special-rate (SPR) 3D4D: Big 3000/…, 3A 750, ABC 250 ×3. */
export const SPECIAL = ratesOf('3D4D', true);
/** 5D 20000/10000/5000/800/80/8 and 6D 150000/5000/500/50/5 (units per 1 unit staked). */
export const FIVE_SIX = ratesOf('5D6D');

/** The 9 slot amounts with the named slots set (cents). */
export function amounts(set: Partial<Record<Slot, number>>): number[] {
  return SLOTS.map((slot) => set[slot] ?? 0);
}

export function ticket(
  number: string,
  set: Partial<Record<Slot, number>>,
  mode: Mode = 'S',
  permutations = 1,
): SettlementTicket {
  return { number, mode, amountsCents: amounts(set), permutations };
}
