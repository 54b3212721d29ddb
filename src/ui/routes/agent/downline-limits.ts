// The per-user limits of the downline edit form (docs/currencies-and-limits.md): a player's tickets and
// stake per draw day, empty for no limit. Pure: what the texts mean, and the refusal of one that is not
// a whole number / an amount (V103 naming the field), before anything is sent.
import { centsToDecimalText, parseAmountText, type Cents } from '../../../core/domain/money.ts';
import type { FieldRefusal } from './downline-form.ts';

export interface LimitTexts {
  MaxTicketsPerDay: string;
  MaxStakePerDay: string;
}

export type LimitField = keyof LimitTexts;

const WHOLE = /^\d{1,8}$/;

export function limitTextsOf(
  target: { maxTicketsPerDay: number | null; maxStakePerDayCents: Cents | null } | null,
): LimitTexts {
  const tickets = target?.maxTicketsPerDay ?? null;
  const stake = target?.maxStakePerDayCents ?? null;
  return {
    MaxTicketsPerDay: tickets === null ? '' : String(tickets),
    MaxStakePerDay: stake === null ? '' : centsToDecimalText(stake),
  };
}

export function limitRefusals(texts: LimitTexts): Partial<Record<LimitField, FieldRefusal>> {
  const out: Partial<Record<LimitField, FieldRefusal>> = {};
  const tickets = texts.MaxTicketsPerDay.trim();
  if (tickets !== '' && !WHOLE.test(tickets)) out.MaxTicketsPerDay = { code: 'V103', params: ['MaxTicketsPerDay'] };
  const stake = texts.MaxStakePerDay.trim();
  if (stake !== '' && parseAmountText(stake) === undefined)
    out.MaxStakePerDay = { code: 'V103', params: ['MaxStakePerDay'] };
  return out;
}

/** What the update gets: each limit, null for an empty field (no limit); the stake in cents. */
export function limitsToSend(texts: LimitTexts): {
  maxTicketsPerDay: number | null;
  maxStakePerDayCents: Cents | null;
} {
  const tickets = texts.MaxTicketsPerDay.trim();
  return {
    maxTicketsPerDay: tickets === '' ? null : Number(tickets),
    maxStakePerDayCents: parseAmountText(texts.MaxStakePerDay) ?? null,
  };
}
