// The downline form's rules (create and edit): each field's refusal before anything is sent, from the
// shared rules of the core — the bounds module for credit, rates and max fight, account-input for name,
// password and phone — so the form refuses at the field exactly what the server would. Pure, unit-tested.
import { passwordFault, phoneFault, userNameFault } from '../../../core/domain/account-input.ts';
import { downlineRanges, downlineRefusal, type BoundField, type Range } from '../../../core/domain/downline-bounds.ts';
import { changeOfTexts, type DownlineFacts } from '../../../core/domain/downline-facts.ts';
import { parseAmountText } from '../../../core/domain/money.ts';
import type { DownlineSettings } from '../../../core/ports/downline-service.ts';
import { packageLockRefusal, packageRefusal, type PackageGiver } from '../../../core/domain/downline-packages.ts';

export type FormField = BoundField | 'UserId' | 'Password' | 'Games' | 'Phone' | 'Packages';

/** What the form knows of packages: who gives them, what the downline holds now, what is held below it. */
export interface PackageFacts {
  giver: PackageGiver;
  current: Readonly<Record<string, number>>;
  locked: readonly string[];
}

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
  /** The package chosen per kind offered (null: none). */
  Packages: Record<string, number | null>;
}

export interface FieldRefusal {
  code: string;
  params: (string | number)[];
}

/** A required field left empty: V104 "{0} is required" (the field shows it with its own label). */
const REQUIRED: FieldRefusal = { code: 'V104', params: [] };
const BOUND_FIELDS: readonly BoundField[] = ['CreditLimit', 'Commission', 'PositionTaking', 'MaxFight'];

/** Every field's first refusal (create: `isNew`); an empty object when the form may be sent. */
export function formRefusals(
  values: DownlineFormValues,
  facts: DownlineFacts,
  isNew: boolean,
): Partial<Record<FormField, FieldRefusal>> {
  const out: Partial<Record<FormField, FieldRefusal>> = {};
  if (isNew) {
    const name = values.UserId.trim() === '' ? 'V104' : userNameFault(values.UserId);
    if (name) out.UserId = { code: name, params: [] };
    const password = values.Password === '' ? 'V104' : passwordFault(values.Password, values.UserId);
    if (password) out.Password = { code: password, params: [] };
  }
  const now = isNew ? { ...facts.now, role: values.Role } : facts.now;
  for (const field of BOUND_FIELDS) {
    const text = values[field].trim();
    // Credit is required (create and edit alike: an edit's empty credit would silently keep the old one).
    if (text === '') {
      if (field === 'CreditLimit') out[field] = REQUIRED;
      continue;
    }
    // Credit may be typed with a minus: that is the catalogue's own refusal (E116, negative credit), not a
    // malformed amount.
    if (parseAmountText(text, { negative: field === 'CreditLimit' }) === undefined) {
      out[field] = { code: 'V103', params: [] };
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

/**
 * The packages' first refusal, by the core's rule the server calls too. The form offers only the giver's
 * own packages (and the one held now), so it knows their kinds: the giver's and the current ones.
 */
export function packagesRefusal(values: DownlineFormValues, facts: PackageFacts): FieldRefusal | null {
  const known = new Map<number, string>();
  for (const source of [facts.giver.held, facts.current])
    for (const [kind, id] of Object.entries(source)) known.set(id, kind);
  for (const [kind, id] of Object.entries(packagesToSend(values, facts.current, false))) {
    const refusal =
      packageRefusal(facts.giver, kind, id, (packageId) => known.get(packageId)) ??
      packageLockRefusal(facts.current, facts.locked, kind, id);
    if (refusal) return refusal;
  }
  return null;
}

/** The Packages to send: every kind offered for a new account (null takes the parent's default away), only the changed ones for an edit. */
export function packagesToSend(
  values: DownlineFormValues,
  current: Readonly<Record<string, number>>,
  isNew: boolean,
): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const [kind, id] of Object.entries(values.Packages)) if (isNew || (current[kind] ?? null) !== id) out[kind] = id;
  return out;
}

/** The ranges to show beside each bound field, in cents and basis points. */
export function formRanges(
  values: DownlineFormValues,
  facts: DownlineFacts,
  isNew: boolean,
): Record<BoundField, Range> {
  return downlineRanges(facts.agent, facts.headroomCents, isNew ? { ...facts.now, role: values.Role } : facts.now);
}

/** Each bound field's name in the port (cents and basis points). */
const SETTING_OF = {
  CreditLimit: 'creditLimitCents',
  Commission: 'commissionBp',
  PositionTaking: 'positionTakingBp',
  MaxFight: 'maxFightCents',
} as const satisfies Record<BoundField, keyof DownlineSettings>;

/**
 * The figures to send, read from the typed texts by the core's rule (cents and basis points): a field left
 * empty is not sent (create: the server's default 0). Only called once formRefusals found nothing.
 */
export function amountsOf(
  values: DownlineFormValues,
): Pick<DownlineSettings, 'creditLimitCents' | 'commissionBp' | 'positionTakingBp' | 'maxFightCents'> {
  const out: Pick<DownlineSettings, 'creditLimitCents' | 'commissionBp' | 'positionTakingBp' | 'maxFightCents'> = {};
  for (const field of BOUND_FIELDS) {
    const read = parseAmountText(values[field], { negative: field === 'CreditLimit' });
    if (read !== undefined) out[SETTING_OF[field]] = read;
  }
  return out;
}
