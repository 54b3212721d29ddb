// The downline form's rules (create and edit): each field's refusal before anything is sent, from the
// shared rules of the core — the bounds module for credit, rates and max fight, account-input for name,
// password and phone — so the form refuses at the field exactly what the server would. Pure, unit-tested.
import { passwordFault, phoneFault, userNameFault } from '../../../core/domain/account-input.ts';
import { downlineRanges, downlineRefusal, type BoundField, type Range } from '../../../core/domain/downline-bounds.ts';
import { changeOfTexts, type DownlineFacts } from '../../../core/domain/downline-facts.ts';

export type FormField = BoundField | 'UserId' | 'Password' | 'Games' | 'Phone';

export interface DownlineFormValues {
  UserId: string;
  Password: string;
  Role: 'member' | 'agent';
  CreditLimit: string;
  Commission: string;
  PositionTaking: string;
  MaxFight: string;
  Games: string[];
  Phone: string;
}

export interface FieldRefusal {
  code: string;
  params: (string | number)[];
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const BOUND_FIELDS: readonly BoundField[] = ['CreditLimit', 'Commission', 'PositionTaking', 'MaxFight'];

/** Every field's first refusal (create: `isNew`); an empty object when the form may be sent. */
export function formRefusals(values: DownlineFormValues, facts: DownlineFacts, isNew: boolean): Partial<Record<FormField, FieldRefusal>> {
  const out: Partial<Record<FormField, FieldRefusal>> = {};
  if (isNew) {
    const name = userNameFault(values.UserId);
    if (name) out.UserId = { code: name, params: [] };
    const password = passwordFault(values.Password, values.UserId);
    if (password) out.Password = { code: password, params: [] };
  }
  const now = isNew ? { ...facts.now, role: values.Role } : facts.now;
  for (const field of BOUND_FIELDS) {
    const text = values[field].trim();
    if (text === '') continue;
    if (!AMOUNT.test(text)) {
      out[field] = { code: 'V103', params: [field] };
      continue;
    }
    const refusal = downlineRefusal(facts.agent, facts.headroomCents, now, changeOfTexts({ [field]: text }));
    if (refusal) out[field] = { code: refusal.code, params: refusal.params };
  }
  if (values.Games.length === 0) out.Games = { code: 'E139', params: [] };
  const phone = phoneFault(values.Phone);
  if (phone) out.Phone = { code: phone, params: [] };
  return out;
}

/** The ranges to show beside each bound field, in store units. */
export function formRanges(values: DownlineFormValues, facts: DownlineFacts, isNew: boolean): Record<BoundField, Range> {
  return downlineRanges(facts.agent, facts.headroomCents, isNew ? { ...facts.now, role: values.Role } : facts.now);
}

/** The numbers to send: a field left empty is not sent (create: the server's default 0). */
export function amountsOf(values: DownlineFormValues): Partial<Record<BoundField, number>> {
  const out: Partial<Record<BoundField, number>> = {};
  for (const field of BOUND_FIELDS) {
    const text = values[field].trim();
    if (text !== '') out[field] = Number(text);
  }
  return out;
}
