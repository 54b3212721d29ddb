// The downline form's field groups: the new account's name, password and role; its figures (credit,
// commission, and for an agent position taking and max fight) with the allowed ranges; a member's per-day
// limits; and the status. Which groups show is downline-form-shape.ts's formGroups.
import { useTranslation } from 'react-i18next';
import type { BoundField, Range } from '../../../core/domain/downline-bounds.ts';
import { formatCents } from '../../format/money.ts';
import { percentText } from '../../format/percent.ts';
import { TextField } from './downline-fields.tsx';
import type { DownlineFormValues, FieldRefusal, FormField } from './downline-form.ts';
import type { LimitField, LimitTexts } from './downline-limits.ts';

type Refusals<F extends string> = Partial<Record<F, FieldRefusal>>;
type Setter<F extends string> = (field: F) => (text: string) => void;

export function AccountFields({
  values,
  shown,
  set,
  onRole,
}: {
  values: DownlineFormValues;
  shown: Refusals<FormField>;
  set: Setter<keyof DownlineFormValues>;
  onRole: (role: 'member' | 'agent') => void;
}) {
  const { t } = useTranslation('agent');
  return (
    <>
      <TextField
        name="UserId"
        label={t('user-name')}
        value={values.UserId}
        onText={set('UserId')}
        refusal={shown.UserId}
        autoComplete="off"
        autoCapitalize="none"
        maxLength={20}
      />
      <TextField
        name="Password"
        label={t('password')}
        type="password"
        hint={t('password-rules')}
        value={values.Password}
        onText={set('Password')}
        refusal={shown.Password}
        autoComplete="new-password"
        maxLength={64}
      />
      <label className="field">
        {t('role')}
        <select value={values.Role} onChange={(event) => onRole(event.target.value === 'agent' ? 'agent' : 'member')}>
          <option value="member">{t('role-member')}</option>
          <option value="agent">{t('role-agent')}</option>
        </select>
      </label>
    </>
  );
}

/** Credit and commission always; position taking and max fight when `sharing` (an agent). */
export function FigureFields({
  values,
  shown,
  set,
  ranges,
  sharing,
}: {
  values: DownlineFormValues;
  shown: Refusals<FormField>;
  set: Setter<keyof DownlineFormValues>;
  ranges: Record<BoundField, Range>;
  sharing: boolean;
}) {
  const { t } = useTranslation('agent');
  // Money ranges are cents, rate ranges basis points: each shown by its own formatter.
  const range = (field: BoundField, show: (value: number) => string) => {
    const { min, max } = ranges[field];
    return t('range', { min: show(min), max: show(Math.max(min, max)) });
  };
  const money = (cents: number) => formatCents(cents);
  const field = (name: BoundField, label: string, show: (value: number) => string) => (
    <TextField
      name={name}
      label={label}
      inputMode="decimal"
      hint={range(name, show)}
      value={values[name]}
      onText={set(name)}
      refusal={shown[name]}
    />
  );
  return (
    <>
      {field('CreditLimit', t('credit-limit'), money)}
      {field('Commission', t('commission-percent'), percentText)}
      {sharing && (
        <>
          {field('PositionTaking', t('pt-percent'), percentText)}
          {field('MaxFight', t('max-fight'), money)}
        </>
      )}
    </>
  );
}

export function PlayerLimitFields({
  limits,
  shown,
  set,
  currency,
}: {
  limits: LimitTexts;
  shown: Refusals<LimitField>;
  set: Setter<LimitField>;
  currency: string;
}) {
  const { t } = useTranslation('agent');
  return (
    <>
      <TextField
        name="MaxTicketsPerDay"
        label={t('max-tickets-per-day')}
        inputMode="numeric"
        hint={t('limit-empty-none')}
        value={limits.MaxTicketsPerDay}
        onText={set('MaxTicketsPerDay')}
        refusal={shown.MaxTicketsPerDay}
      />
      <TextField
        name="MaxStakePerDay"
        label={t('max-stake-per-day', { currency })}
        inputMode="decimal"
        hint={t('limit-empty-none')}
        value={limits.MaxStakePerDay}
        onText={set('MaxStakePerDay')}
        refusal={shown.MaxStakePerDay}
      />
    </>
  );
}

export function StatusField({
  status,
  onStatus,
}: {
  status: 'active' | 'suspended';
  onStatus: (status: 'active' | 'suspended') => void;
}) {
  const { t } = useTranslation('agent');
  return (
    <label className="field">
      {t('status')}
      <select
        value={status}
        onChange={(event) => onStatus(event.target.value === 'suspended' ? 'suspended' : 'active')}
      >
        <option value="active">{t('status-active')}</option>
        <option value="suspended">{t('status-suspended')}</option>
      </select>
    </label>
  );
}
