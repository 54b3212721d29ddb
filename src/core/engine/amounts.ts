/** Amounts of a number line: reading `#` groups into the 9 slots and judging them (decisions 4.3–4.4). */
import { SLOT_INDEX } from '../domain/slots.ts';
import { cents, centsToDecimalText, MAX_AMOUNT_CENTS_EXCLUSIVE, type Cents } from '../domain/money.ts';
import type { Mode, Slot } from './types.ts';

const AMOUNT = /^(\d{1,4})(?:\.(\d))?$/;

/** '5' → 500, '0.5' → 50, '' → 0; undefined when malformed ('.5', '5.', '0.50', '12345'). */
export function readAmountCents(text: string): Cents | undefined {
  if (text === '') return cents(0);
  const match = AMOUNT.exec(text);
  if (!match) return undefined;
  return cents(Number(match[1]) * 100 + Number(match[2] ?? 0) * 10);
}

/** The 9 slot amounts of `#` groups written in `order`, or the error code when they cannot be placed. */
export function assignSlots(amountTexts: readonly string[], order: readonly Slot[]): Cents[] | string {
  if (amountTexts.length > order.length) return 'status-E123';
  const slots = new Array<Cents>(9).fill(cents(0));
  for (let i = 0; i < amountTexts.length; i++) {
    const amount = readAmountCents(amountTexts[i] as string);
    if (amount === undefined) return 'status-E124';
    slots[SLOT_INDEX[order[i] as Slot]] = amount;
  }
  return slots;
}

export interface AmountRules {
  stepCents: Cents;
  minimumCents: Cents;
  iboxMinimumCents: Cents;
}

/** The first fault of a line's slot amounts, as an error code and parameters; undefined when fine. */
export function amountFault(
  slots: readonly Cents[],
  taken: ReadonlySet<number>,
  mode: Mode,
  rules: AmountRules,
): { code: string; params?: readonly string[] } | undefined {
  let any = false;
  for (let index = 0; index < slots.length; index++) {
    const amount = slots[index] as Cents;
    if (amount === 0) continue;
    any = true;
    if (!taken.has(index)) return { code: 'status-E123' };
    if (amount >= MAX_AMOUNT_CENTS_EXCLUSIVE || amount % rules.stepCents !== 0) return { code: 'status-E124' };
    if (amount < rules.minimumCents) return { code: 'bet2-minbet', params: [centsToDecimalText(rules.minimumCents)] };
    if (mode === 'I' && amount < rules.iboxMinimumCents) {
      return { code: 'status-E127', params: [centsToDecimalText(rules.iboxMinimumCents)] };
    }
  }
  return any ? undefined : { code: 'status-E124' };
}
