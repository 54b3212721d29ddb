// How a recorded account change reads (docs/api/account-changes.md): the record keeps money in cents and
// rates in basis points as digits; the screen shows money as money, rates as percent, a status by its
// name, lists as they are, and '' as "none". Pure, unit-tested (tests/ui/agent/account-change-view.test.ts).
import type { AccountChangeField } from '../../../../contract/account-changes.ts';
import { percentText } from '../../format/percent.ts';

export type ChangeValue =
  | { kind: 'none' }
  | { kind: 'money'; cents: number }
  | { kind: 'percent'; text: string }
  | { kind: 'status'; status: 'active' | 'suspended' | 'blocked' }
  | { kind: 'text'; text: string };

const MONEY: readonly AccountChangeField[] = ['created', 'credit', 'max-fight', 'max-stake'];
const RATES: readonly AccountChangeField[] = ['commission', 'pt'];

export function changeValueOf(field: AccountChangeField, raw: string): ChangeValue {
  if (raw === '') return { kind: 'none' };
  if (MONEY.includes(field) && /^-?\d+$/.test(raw)) return { kind: 'money', cents: Number(raw) };
  if (RATES.includes(field) && /^\d+$/.test(raw)) return { kind: 'percent', text: percentText(Number(raw)) };
  if (field === 'status' && (raw === 'active' || raw === 'suspended' || raw === 'blocked'))
    return { kind: 'status', status: raw };
  return { kind: 'text', text: raw };
}

/** Credit changes are what the credit history is first about: they stand out. */
export const isCreditChange = (field: AccountChangeField): boolean => field === 'credit' || field === 'created';
