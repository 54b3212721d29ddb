// The per-user limits of the downline edit form (docs/currencies-and-limits.md): a player's tickets and
// stake per draw day, empty for no limit. Pure: what the texts mean, and the refusal of one that is not
// a whole number / an amount (V103 naming the field), before anything is sent.
import type { FieldRefusal } from './downline-form.ts';

export interface LimitTexts {
  MaxTicketsPerDay: string;
  MaxStakePerDay: string;
}

export type LimitField = keyof LimitTexts;

const WHOLE = /^\d{1,8}$/;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

export function limitTextsOf(
  target: { MaxTicketsPerDay: number | null; MaxStakePerDay: number | null } | null,
): LimitTexts {
  return {
    MaxTicketsPerDay:
      target?.MaxTicketsPerDay === null || target?.MaxTicketsPerDay === undefined
        ? ''
        : String(target.MaxTicketsPerDay),
    MaxStakePerDay:
      target?.MaxStakePerDay === null || target?.MaxStakePerDay === undefined ? '' : target.MaxStakePerDay.toFixed(2),
  };
}

export function limitRefusals(texts: LimitTexts): Partial<Record<LimitField, FieldRefusal>> {
  const out: Partial<Record<LimitField, FieldRefusal>> = {};
  const tickets = texts.MaxTicketsPerDay.trim();
  if (tickets !== '' && !WHOLE.test(tickets)) out.MaxTicketsPerDay = { code: 'V103', params: ['MaxTicketsPerDay'] };
  const stake = texts.MaxStakePerDay.trim();
  if (stake !== '' && !AMOUNT.test(stake)) out.MaxStakePerDay = { code: 'V103', params: ['MaxStakePerDay'] };
  return out;
}

/** What UpdateDownline gets: each limit, null for an empty field (no limit). */
export function limitsToSend(texts: LimitTexts): { MaxTicketsPerDay: number | null; MaxStakePerDay: number | null } {
  const tickets = texts.MaxTicketsPerDay.trim();
  const stake = texts.MaxStakePerDay.trim();
  return {
    MaxTicketsPerDay: tickets === '' ? null : Number(tickets),
    MaxStakePerDay: stake === '' ? null : Number(stake),
  };
}
