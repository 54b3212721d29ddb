// /agent/newdownline/ (?parent=name) and /agent/editdownline/?id=name: open a downline or change one.
// The allowed ranges show before the user types; the form checks each field with the core's shared
// rules, and a refusal from the server lands at the field it names, in the user's language.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { AccountSummary } from '../../../../contract/accounts.ts';
import { useInjection } from '../../../app/container-context.tsx';
import type { DownlineFacts } from '../../../core/domain/downline-facts.ts';
import { fieldOf } from '../../../core/domain/field-error.ts';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { DownlineService } from '../../../core/ports/downline-service.ts';
import { BackOffice } from '../../../core/use-cases/back-office.ts';
import { LoadView } from '../../components/back-office/load-view.tsx';
import { useLoad } from '../../components/back-office/use-load.ts';
import type { Notice } from '../../components/shell/notice.ts';
import { StatusNotice } from '../../components/shell/status-notice.tsx';
import { useForcedLogout } from '../../components/shell/use-forced-logout.ts';
import {
  amountsOf,
  formRanges,
  formRefusals,
  packagesRefusal,
  packagesToSend,
  type DownlineFormValues,
  type FieldRefusal,
  type FormField,
  type PackageFacts,
} from './downline-form.ts';
import { GamesField, PackagesField, TextField } from './downline-fields.tsx';
import { limitRefusals, limitsToSend, limitTextsOf, type LimitField, type LimitTexts } from './downline-limits.ts';
import { packageChoices } from '../../../core/domain/downline-packages.ts';
import { formatCents } from '../../format/money.ts';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';
import '../../components/back-office/agent.css';

interface Loaded {
  parent: AccountSummary;
  target: AccountSummary | null;
  facts: DownlineFacts;
  /** Kinds whose package the target's downlines hold (E149): shown, not changeable. */
  lockedPackages: string[];
}

export function NewDownlineScreen() {
  const office = useInjection<BackOffice>(BackOffice);
  const parent = useSearchParams()[0].get('parent') ?? undefined;
  const { result } = useLoad<Loaded>(
    async () => ({ ...(await office.newDownlineFacts('member', parent)), target: null, lockedPackages: [] }),
    parent ?? '',
  );
  return <FormFrame result={result} />;
}

export function EditDownlineScreen() {
  const office = useInjection<BackOffice>(BackOffice);
  const id = useSearchParams()[0].get('id') ?? '';
  const { result } = useLoad<Loaded>(() => office.editDownlineFacts(id), id);
  return <FormFrame result={result} />;
}

function FormFrame({ result }: { result: ReturnType<typeof useLoad<Loaded>>['result'] }) {
  return (
    <div className="screen">
      <main className="content">
        <LoadView result={result}>
          {(loaded) => <DownlineForm key={loaded.target?.UserId ?? loaded.parent.UserId} loaded={loaded} />}
        </LoadView>
      </main>
    </div>
  );
}

const text = (value: number) => String(value);

/** The form as it opens: a downline's own settings, or an empty new account with its parent's games and packages. */
function initialValues(
  parent: AccountSummary,
  target: AccountSummary | null,
  choices: readonly { kind: string }[],
): DownlineFormValues {
  return {
    UserId: target?.UserId ?? '',
    Password: '',
    Role: target?.Role ?? 'member',
    CreditLimit: target ? text(target.CreditLimit) : '',
    Commission: target ? text(target.Commission) : '',
    PositionTaking: target ? text(target.PositionTaking) : '',
    MaxFight: target ? text(target.MaxFight) : '',
    Games: target ? [...target.Games] : [...parent.Games],
    Phone: target?.Phone ?? '',
    // A new account gets its parent's packages unless told otherwise (the server's default too).
    Packages: Object.fromEntries(
      choices.map(({ kind }) => [kind, (target ? target.Packages[kind] : parent.Packages[kind]) ?? null]),
    ),
  };
}

function DownlineForm({ loaded: first }: { loaded: Loaded }) {
  const { t } = useTranslation('agent');
  const office = useInjection<BackOffice>(BackOffice);
  const downlines = useInjection<DownlineService>(DownlineService);
  const forcedLogout = useForcedLogout();
  // After a change the figures (credit used, caps) are read again, so the next change is judged on them.
  const [loaded, setLoaded] = useState(first);
  const { parent, target, facts } = loaded;
  const { session, loginData } = useSnapshot(sessionState);
  const ownLoginId = session?.LoginId;
  const isNew = target === null;
  // The parent hands down its own packages (the company any of its site's: the form offers its own and the one held now).
  const packageFacts: PackageFacts = {
    giver: { isCompany: parent.Parent === null, held: parent.Packages },
    current: target?.Packages ?? {},
    locked: loaded.lockedPackages,
  };
  const choices = packageChoices(packageFacts.giver, packageFacts.current);
  const packageName = (id: number) =>
    loginData?.package.packages.find((entry) => entry.packageId === id)?.name ?? t('package-id', { id });
  const [values, setValues] = useState<DownlineFormValues>(() => initialValues(parent, target, choices));
  // A player's per-user limits: edited here, on an existing member only (empty: no limit).
  const [limits, setLimits] = useState<LimitTexts>(limitTextsOf(target));
  const [limitShown, setLimitShown] = useState<Partial<Record<LimitField, FieldRefusal>>>({});
  const setLimit = (field: LimitField) => (value: string) => {
    setLimits({ ...limits, [field]: value });
    setLimitShown({ ...limitShown, [field]: undefined });
  };
  const [status, setStatus] = useState<'active' | 'suspended'>(target?.Status === 'suspended' ? 'suspended' : 'active');
  const [shown, setShown] = useState<Partial<Record<FormField, FieldRefusal>>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  // After a refused submit the first refused field takes the focus: on a phone the button is a long scroll
  // below the fields, and a refusal the user cannot see reads as nothing happening.
  const form = useRef<HTMLFormElement>(null);
  const [refusedAt, setRefusedAt] = useState(0);
  useEffect(() => {
    if (refusedAt === 0) return;
    const first = form.current?.querySelector('.bo-field-error');
    const control = first?.closest('label, fieldset')?.querySelector<HTMLElement>('input, select');
    control?.focus();
    first?.scrollIntoView({ block: 'center' });
  }, [refusedAt]);
  const ranges = formRanges(values, facts, isNew);
  const set = (field: keyof DownlineFormValues) => (value: string) => {
    setValues({ ...values, [field]: value });
    setShown({ ...shown, [field]: undefined });
  };
  const range = (field: keyof typeof ranges, unit: 'money' | 'percent') => {
    const { min, max } = ranges[field];
    const show = (v: number) => (unit === 'percent' ? `${(v / 100).toFixed(2)}%` : formatCents(v));
    return t('range', { min: show(min), max: show(Math.max(min, max)) });
  };

  async function submit() {
    const refusals = formRefusals(values, facts, isNew);
    const packages = packagesRefusal(values, packageFacts);
    if (packages) refusals.Packages = packages;
    const limitFaults = !isNew && values.Role === 'member' ? limitRefusals(limits) : {};
    setShown(refusals);
    setLimitShown(limitFaults);
    setNotice(null);
    if (Object.keys(refusals).length > 0 || Object.keys(limitFaults).length > 0) {
      setRefusedAt((count) => count + 1);
      return;
    }
    setBusy(true);
    try {
      const common = {
        ...amountsOf(values),
        Games: values.Games,
        Phone: values.Phone.trim() === '' ? null : values.Phone.trim(),
        Packages: packagesToSend(values, packageFacts.current, isNew),
      };
      if (isNew) {
        const { Phone, ...rest } = common;
        await downlines.create({
          ...rest,
          ...(Phone === null ? {} : { Phone }),
          UserId: values.UserId,
          Password: values.Password,
          Role: values.Role,
          CreditLimit: rest.CreditLimit ?? 0,
          Parent: parent.UserId,
        });
        // Ready for the next one: an empty form, and the ranges of the parent's figures after this account.
        const again = await office.newDownlineFacts('member', parent.UserId);
        setLoaded({ ...again, target: null, lockedPackages: [] });
        setValues(
          initialValues(
            again.parent,
            null,
            packageChoices({ isCompany: again.parent.Parent === null, held: again.parent.Packages }, {}),
          ),
        );
        setShown({});
        setNotice({ status: 'S101', params: [] });
      } else {
        await downlines.update({
          ...common,
          ...(values.Role === 'member' ? limitsToSend(limits) : {}),
          UserId: target.UserId,
          Status: status,
        });
        const again = await office.editDownlineFacts(target.UserId);
        setLoaded(again);
        setValues((now) => ({
          ...now,
          Packages: Object.fromEntries(
            Object.keys(now.Packages).map((kind) => [kind, again.target.Packages[kind] ?? null]),
          ),
        }));
        setNotice({ status: 'S103', params: [] });
      }
    } catch (error) {
      const failure = asServiceError(error);
      if (!forcedLogout(failure)) {
        const field = fieldOf(error) as FormField | LimitField | null;
        const refusal = { code: failure.status, params: [...failure.params] };
        if (field === 'MaxTicketsPerDay' || field === 'MaxStakePerDay') {
          setLimitShown({ [field]: refusal });
          setRefusedAt((count) => count + 1);
        } else if (
          field !== null &&
          [
            'UserId',
            'Password',
            'CreditLimit',
            'Commission',
            'PositionTaking',
            'MaxFight',
            'Games',
            'Phone',
            'Packages',
          ].includes(field)
        ) {
          setShown({ [field]: refusal });
          setRefusedAt((count) => count + 1);
        } else setNotice({ status: failure.status, params: refusal.params });
      }
    }
    setBusy(false);
  }

  const member = values.Role === 'member';
  return (
    <form
      ref={form}
      className="bo-form card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      <h2>{isNew ? t('create-under', { name: parent.UserId }) : t('edit-title', { name: target.UserId })}</h2>
      {notice !== null && <StatusNotice notice={notice} testId="downline-message" />}
      {isNew && (
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
            <select
              value={values.Role}
              onChange={(event) =>
                setValues({
                  ...values,
                  Role: event.target.value === 'agent' ? 'agent' : 'member',
                  PositionTaking: '',
                  MaxFight: '',
                })
              }
            >
              <option value="member">{t('role-member')}</option>
              <option value="agent">{t('role-agent')}</option>
            </select>
          </label>
        </>
      )}
      <TextField
        name="CreditLimit"
        label={t('credit-limit')}
        inputMode="decimal"
        hint={range('CreditLimit', 'money')}
        value={values.CreditLimit}
        onText={set('CreditLimit')}
        refusal={shown.CreditLimit}
      />
      <TextField
        name="Commission"
        label={t('commission-percent')}
        inputMode="decimal"
        hint={range('Commission', 'percent')}
        value={values.Commission}
        onText={set('Commission')}
        refusal={shown.Commission}
      />
      {!member && (
        <>
          <TextField
            name="PositionTaking"
            label={t('pt-percent')}
            inputMode="decimal"
            hint={range('PositionTaking', 'percent')}
            value={values.PositionTaking}
            onText={set('PositionTaking')}
            refusal={shown.PositionTaking}
          />
          <TextField
            name="MaxFight"
            label={t('max-fight')}
            inputMode="decimal"
            hint={range('MaxFight', 'money')}
            value={values.MaxFight}
            onText={set('MaxFight')}
            refusal={shown.MaxFight}
          />
        </>
      )}
      <GamesField
        games={parent.Games}
        chosen={values.Games}
        refusal={shown.Games}
        onChange={(games) => {
          setValues({ ...values, Games: games });
          setShown({ ...shown, Games: undefined });
        }}
      />
      {!isNew && member && (
        <>
          <TextField
            name="MaxTicketsPerDay"
            label={t('max-tickets-per-day')}
            inputMode="numeric"
            hint={t('limit-empty-none')}
            value={limits.MaxTicketsPerDay}
            onText={setLimit('MaxTicketsPerDay')}
            refusal={limitShown.MaxTicketsPerDay}
          />
          <TextField
            name="MaxStakePerDay"
            label={t('max-stake-per-day', { currency: loginData?.defaultCurrency ?? '' })}
            inputMode="decimal"
            hint={t('limit-empty-none')}
            value={limits.MaxStakePerDay}
            onText={setLimit('MaxStakePerDay')}
            refusal={limitShown.MaxStakePerDay}
          />
        </>
      )}
      <TextField
        name="Phone"
        label={t('phone')}
        type="tel"
        value={values.Phone}
        onText={set('Phone')}
        refusal={shown.Phone}
        autoComplete="off"
      />
      {!isNew && target.Status !== 'blocked' && (
        <label className="field">
          {t('status')}
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value === 'suspended' ? 'suspended' : 'active')}
          >
            <option value="active">{t('status-active')}</option>
            <option value="suspended">{t('status-suspended')}</option>
          </select>
        </label>
      )}
      <PackagesField
        choices={choices}
        chosen={values.Packages}
        locked={packageFacts.locked}
        nameOf={packageName}
        refusal={shown.Packages}
        onChange={(kind, id) => {
          setValues({ ...values, Packages: { ...values.Packages, [kind]: id } });
          setShown({ ...shown, Packages: undefined });
        }}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('saving') : t(isNew ? 'create' : 'save')}
      </button>
      <Link
        className="button button-quiet"
        to={`/agent/downlines/${parent.UserId === ownLoginId ? '' : `?of=${encodeURIComponent(parent.UserId)}`}`}
      >
        {t('back-to-list')}
      </Link>
    </form>
  );
}
