// /house/maintenance/: the house's maintenance switch (V110; docs/house.md), a house operator's only. On
// with a reason (a code the app translates, never free text) and, if given, an end in GMT+8 after which it
// ends by itself; off at any time. The answer is the switch as it now stands.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaintenanceState } from '../../../../contract/house.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { gmt8DateMinute } from '../../../core/domain/calendar.ts';
import { MAINTENANCE_REASONS } from '../../../core/domain/maintenance.ts';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { HouseService } from '../../../core/ports/house-service.ts';
import { withQueries } from '../../query/with-queries.tsx';
import { HouseGate } from '../../components/house/house-access.tsx';
import { ChangeFailed, QueryState } from '../../components/house/query-state.tsx';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';
import './house.css';

const KEY = ['house', 'maintenance'] as const;

function MaintenanceBody() {
  const { t } = useTranslation('house');
  const house = useInjection<HouseService>(HouseService);
  const state = useQuery({ queryKey: KEY, queryFn: () => house.maintenance() });
  return (
    <div className="screen">
      <main className="content">
        <h1 className="house-title">{t('entry-maintenance')}</h1>
        {state.data === undefined ? (
          <QueryState pending={state.isPending} error={state.error === null ? null : asServiceError(state.error)} />
        ) : (
          <MaintenanceForm state={state.data} />
        )}
      </main>
    </div>
  );
}

function MaintenanceForm({ state }: { state: MaintenanceState }) {
  const { t } = useTranslation('house');
  const house = useInjection<HouseService>(HouseService);
  const queries = useQueryClient();
  const [reason, setReason] = useState(state.reason ?? 'scheduled');
  const [endsAt, setEndsAt] = useState('');
  const change = useMutation({
    mutationFn: (active: boolean) =>
      house.setMaintenance({
        active,
        reason: active ? reason : null,
        endsAt: active && endsAt !== '' ? `${endsAt}:00+08:00` : null,
      }),
    onSuccess: (next) => queries.setQueryData(KEY, next),
  });
  return (
    <>
      <section className="card house-status" aria-label={t('maintenance-now')} data-testid="maintenance-state">
        <p className={state.active ? 'house-on' : undefined}>
          {state.active ? t('maintenance-on') : t('maintenance-off')}
        </p>
        {state.active && state.reason !== null && (
          <p>{t('reason-is', { reason: t(`reason-${state.reason as 'scheduled'}`) })}</p>
        )}
        {state.active && state.endsAt !== null && (
          <p>{t('ends-at', { at: gmt8DateMinute(Date.parse(state.endsAt)) })}</p>
        )}
      </section>
      <form
        className="card house-form"
        aria-label={t('entry-maintenance')}
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(true);
        }}
      >
        <label className="field">
          {t('reason')}
          <select value={reason} onChange={(event) => setReason(event.target.value)} data-testid="maintenance-reason">
            {MAINTENANCE_REASONS.map((code) => (
              <option key={code} value={code}>
                {t(`reason-${code}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t('ends-label')}
          <input
            type="datetime-local"
            value={endsAt}
            onChange={(event) => setEndsAt(event.target.value)}
            data-testid="maintenance-end"
          />
        </label>
        <p className="bo-hint">{t('ends-hint')}</p>
        <ChangeFailed error={change.error} />
        <div className="bo-row-actions">
          <button type="submit" className="button" disabled={change.isPending} data-testid="maintenance-on">
            {state.active ? t('maintenance-update') : t('maintenance-switch-on')}
          </button>
          {state.active && (
            <button
              type="button"
              className="button button-quiet"
              disabled={change.isPending}
              onClick={() => change.mutate(false)}
              data-testid="maintenance-off"
            >
              {t('maintenance-switch-off')}
            </button>
          )}
        </div>
      </form>
    </>
  );
}

export const MaintenanceScreen = withQueries(function Maintenance() {
  return <HouseGate allowed={(access) => access.house}>{() => <MaintenanceBody />}</HouseGate>;
});
