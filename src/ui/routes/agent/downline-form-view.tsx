// The downline form (create and edit): its state, the checks before sending, the send and where a refusal
// lands. The groups of fields are downline-field-groups.tsx; which show, what the fields open with and the
// requests are downline-form-shape.ts; the refusals are the core's shared rules (downline-form.ts).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../app/container-context.tsx';
import type { DownlineFacts } from '../../../core/domain/downline-facts.ts';
import { packageChoices } from '../../../core/domain/downline-packages.ts';
import { fieldOf } from '../../../core/domain/field-error.ts';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { DownlineService, type DownlineAccount } from '../../../core/ports/downline-service.ts';
import { BackOffice } from '../../../core/use-cases/back-office.ts';
import type { Notice } from '../../components/shell/notice.ts';
import { StatusNotice } from '../../components/shell/status-notice.tsx';
import { useForcedLogout } from '../../components/shell/use-forced-logout.ts';
import { sessionState } from '../../state/session-state.ts';
import { AccountFields, FigureFields, PlayerLimitFields, StatusField } from './downline-field-groups.tsx';
import { GamesField, PackagesField, TextField } from './downline-fields.tsx';
import {
  formRanges,
  formRefusals,
  packagesRefusal,
  type DownlineFormValues,
  type FieldRefusal,
  type FormField,
  type PackageFacts,
} from './downline-form.ts';
import { createRequest, formGroups, initialValues, refusalPlace, updateRequest } from './downline-form-shape.ts';
import { limitRefusals, limitTextsOf, type LimitField, type LimitTexts } from './downline-limits.ts';

export interface Loaded {
  parent: DownlineAccount;
  target: DownlineAccount | null;
  facts: DownlineFacts;
  /** Kinds whose package the target's downlines hold (E149): shown, not changeable. */
  lockedPackages: string[];
}

export function DownlineForm({ loaded: first }: { loaded: Loaded }) {
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
    giver: { isCompany: parent.parent === null, held: parent.packages },
    current: target?.packages ?? {},
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
  const [status, setStatus] = useState<'active' | 'suspended'>(target?.status === 'suspended' ? 'suspended' : 'active');
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
  const set = (field: keyof DownlineFormValues) => (value: string) => {
    setValues({ ...values, [field]: value });
    setShown({ ...shown, [field]: undefined });
  };
  const groups = formGroups(isNew, values.Role, target?.status);

  async function submit() {
    const refusals = formRefusals(values, facts, isNew);
    const packages = packagesRefusal(values, packageFacts);
    if (packages) refusals.Packages = packages;
    const limitFaults = groups.playerLimits ? limitRefusals(limits) : {};
    setShown(refusals);
    setLimitShown(limitFaults);
    setNotice(null);
    if (Object.keys(refusals).length > 0 || Object.keys(limitFaults).length > 0) {
      setRefusedAt((count) => count + 1);
      return;
    }
    setBusy(true);
    try {
      if (target === null) {
        await downlines.create(createRequest(values, parent.userId));
        // Ready for the next one: an empty form, and the ranges of the parent's figures after this account.
        const again = await office.newDownlineFacts('member', parent.userId);
        setLoaded({ ...again, target: null, lockedPackages: [] });
        setValues(
          initialValues(
            again.parent,
            null,
            packageChoices({ isCompany: again.parent.parent === null, held: again.parent.packages }, {}),
          ),
        );
        setShown({});
        setNotice({ status: 'S101', params: [] });
      } else {
        await downlines.update(updateRequest(values, target, limits, status));
        const again = await office.editDownlineFacts(target.userId);
        setLoaded(again);
        setValues((now) => ({
          ...now,
          Packages: Object.fromEntries(
            Object.keys(now.Packages).map((kind) => [kind, again.target.packages[kind] ?? null]),
          ),
        }));
        setNotice({ status: 'S103', params: [] });
      }
    } catch (error) {
      const failure = asServiceError(error);
      if (!forcedLogout(failure)) {
        const refusal = { code: failure.status, params: [...failure.params] };
        const place = refusalPlace(fieldOf(error));
        if (place.at === 'limits') setLimitShown({ [place.field]: refusal });
        else if (place.at === 'form') setShown({ [place.field]: refusal });
        else setNotice({ status: failure.status, params: refusal.params });
        if (place.at !== 'notice') setRefusedAt((count) => count + 1);
      }
    }
    setBusy(false);
  }

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
      <h2>{target === null ? t('create-under', { name: parent.userId }) : t('edit-title', { name: target.userId })}</h2>
      {notice !== null && <StatusNotice notice={notice} testId="downline-message" />}
      {groups.account && (
        <AccountFields
          values={values}
          shown={shown}
          set={set}
          onRole={(Role) => setValues({ ...values, Role, PositionTaking: '', MaxFight: '' })}
        />
      )}
      <FigureFields
        values={values}
        shown={shown}
        set={set}
        ranges={formRanges(values, facts, isNew)}
        sharing={groups.sharing}
      />
      <GamesField
        games={parent.games}
        chosen={values.Games}
        refusal={shown.Games}
        onChange={(games) => {
          setValues({ ...values, Games: games });
          setShown({ ...shown, Games: undefined });
        }}
      />
      {groups.playerLimits && (
        <PlayerLimitFields
          limits={limits}
          shown={limitShown}
          set={setLimit}
          currency={loginData?.defaultCurrency ?? ''}
        />
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
      {groups.status && <StatusField status={status} onStatus={setStatus} />}
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
        to={`/agent/downlines/${parent.userId === ownLoginId ? '' : `?of=${encodeURIComponent(parent.userId)}`}`}
      >
        {t('back-to-list')}
      </Link>
    </form>
  );
}
