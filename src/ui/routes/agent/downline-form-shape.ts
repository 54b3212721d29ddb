// What the downline form shows and what it opens with, as pure functions (tests/ui/agent/downline-form-shape
// .test.ts): which field groups a create or an edit of a member or an agent has, the texts the fields open
// with (the port's cents and basis points written as the fields take them), where a server refusal lands,
// and the requests to send.
import type { DownlineAccount, NewDownline, DownlineUpdate } from '../../../core/ports/downline-service.ts';
import { editableAmount } from '../../format/money.ts';
import { amountsOf, packagesToSend, type DownlineFormValues, type FormField } from './downline-form.ts';
import { limitsToSend, type LimitField, type LimitTexts } from './downline-limits.ts';

export interface FormGroups {
  /** Name, password and role: only when opening an account. */
  account: boolean;
  /** Position taking and max fight: agents only (a member takes no position). */
  sharing: boolean;
  /** Tickets and stake per draw day: an existing member only. */
  playerLimits: boolean;
  /** Active or suspended: an existing account that is not blocked (a block is lifted elsewhere). */
  status: boolean;
}

export function formGroups(
  isNew: boolean,
  role: 'member' | 'agent',
  targetStatus: DownlineAccount['status'] | undefined,
): FormGroups {
  return {
    account: isNew,
    sharing: role !== 'member',
    playerLimits: !isNew && role === 'member',
    status: !isNew && targetStatus !== 'blocked',
  };
}

/** The form as it opens: a downline's own settings, or an empty new account with its parent's games and packages. */
export function initialValues(
  parent: DownlineAccount,
  target: DownlineAccount | null,
  choices: readonly { kind: string }[],
): DownlineFormValues {
  return {
    UserId: target?.userId ?? '',
    Password: '',
    Role: target?.role ?? 'member',
    CreditLimit: target ? editableAmount(target.creditLimitCents) : '',
    Commission: target ? editableAmount(target.commissionBp) : '',
    PositionTaking: target ? editableAmount(target.positionTakingBp) : '',
    MaxFight: target ? editableAmount(target.maxFightCents) : '',
    Games: target ? [...target.games] : [...parent.games],
    Phone: target?.phone ?? '',
    // A new account gets its parent's packages unless told otherwise (the server's default too).
    Packages: Object.fromEntries(
      choices.map(({ kind }) => [kind, (target ? target.packages[kind] : parent.packages[kind]) ?? null]),
    ),
  };
}

const FORM_FIELDS: readonly string[] = [
  'UserId',
  'Password',
  'CreditLimit',
  'Commission',
  'PositionTaking',
  'MaxFight',
  'Games',
  'Phone',
  'Packages',
] satisfies FormField[];

/** Where the server's refusal of a named field shows: under that field, or (no field the form has) as a notice. */
export function refusalPlace(
  field: string | null,
): { at: 'limits'; field: LimitField } | { at: 'form'; field: FormField } | { at: 'notice' } {
  if (field === 'MaxTicketsPerDay' || field === 'MaxStakePerDay') return { at: 'limits', field };
  if (field !== null && FORM_FIELDS.includes(field)) return { at: 'form', field: field as FormField };
  return { at: 'notice' };
}

const phoneOf = (values: DownlineFormValues): string | null =>
  values.Phone.trim() === '' ? null : values.Phone.trim();

/** A new account under `parent`: its figures in cents and basis points; no phone is sent for an empty one. */
export function createRequest(values: DownlineFormValues, parent: string): NewDownline {
  const amounts = amountsOf(values);
  const phone = phoneOf(values);
  return {
    ...amounts,
    games: values.Games,
    packages: packagesToSend(values, {}, true),
    ...(phone === null ? {} : { phone }),
    userId: values.UserId,
    password: values.Password,
    role: values.Role,
    creditLimitCents: amounts.creditLimitCents ?? (0 as NewDownline['creditLimitCents']),
    parent,
  };
}

/** A change of `target`: an empty phone clears it; a member's per-day limits go with it. */
export function updateRequest(
  values: DownlineFormValues,
  target: DownlineAccount,
  limits: LimitTexts,
  status: 'active' | 'suspended',
): DownlineUpdate {
  return {
    ...amountsOf(values),
    games: values.Games,
    phone: phoneOf(values),
    packages: packagesToSend(values, target.packages, false),
    ...(values.Role === 'member' ? limitsToSend(limits) : {}),
    userId: target.userId,
    status,
  };
}
