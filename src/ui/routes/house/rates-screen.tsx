// /house/rates/: a site's currencies and their rates (docs/house.md, docs/currencies-and-limits.md), its
// company account's: each currency's units per 1 SGD, the default table's until set, and the recent
// changes (who, when, from what). A rate is saved on its own (POST /admin/rates, one currency a call).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteRate, SiteRates } from '../../../../contract/rates.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { HouseService } from '../../../core/ports/house-service.ts';
import { withQueries } from '../../query/with-queries.tsx';
import { HouseGate } from '../../components/house/house-access.tsx';
import { ChangeFailed, QueryState } from '../../components/house/query-state.tsx';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';
import './house.css';

const KEY = ['house', 'rates'] as const;

function RatesBody({ pin }: { pin: string }) {
  const { t } = useTranslation('house');
  const house = useInjection<HouseService>(HouseService);
  const rates = useQuery({ queryKey: KEY, queryFn: () => house.rates() });
  return (
    <div className="screen">
      <main className="content">
        <h1 className="house-title">{t('entry-rates')}</h1>
        <p className="bo-hint">{t('site-of', { pin })}</p>
        {rates.data === undefined ? (
          <QueryState pending={rates.isPending} error={rates.error === null ? null : asServiceError(rates.error)} />
        ) : (
          <RatesList rates={rates.data} />
        )}
      </main>
    </div>
  );
}

function RatesList({ rates }: { rates: SiteRates }) {
  const { t } = useTranslation('house');
  return (
    <>
      <p className="bo-hint">{t('rates-hint', { base: rates.base })}</p>
      <ul className="house-rates">
        {rates.rates.map((rate) => (
          <li key={rate.code} className="card">
            <RateRow rate={rate} />
          </li>
        ))}
      </ul>
      {rates.changes.length > 0 && (
        <section className="card" aria-label={t('rate-changes')}>
          <h2>{t('rate-changes')}</h2>
          <ul className="house-changes">
            {rates.changes.map((change, index) => (
              <li key={index} data-testid="rate-change">
                {t('rate-change', {
                  code: change.code,
                  previous: change.previous,
                  rate: change.rate,
                  by: change.changedBy,
                  at: change.changedAt.slice(0, 16).replace('T', ' '),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function RateRow({ rate }: { rate: SiteRate }) {
  const { t } = useTranslation('house');
  const house = useInjection<HouseService>(HouseService);
  const queries = useQueryClient();
  const [typed, setTyped] = useState(rate.rate);
  const save = useMutation({
    mutationFn: () => house.setRate(rate.code, typed.trim()),
    onSuccess: (next) => queries.setQueryData(KEY, next),
  });
  return (
    <form
      className="house-rate"
      aria-label={rate.code}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      data-testid={`rate-${rate.code}`}
    >
      <label className="field">
        {t('rate-of', { code: rate.code })}
        <input
          value={typed}
          inputMode="decimal"
          autoComplete="off"
          maxLength={14}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      <button type="submit" className="button" disabled={save.isPending || typed.trim() === rate.rate}>
        {t('save')}
      </button>
      {rate.isDefault && <span className="bo-hint">{t('rate-default')}</span>}
      <ChangeFailed error={save.error} />
    </form>
  );
}

export const RatesScreen = withQueries(function RatesGate() {
  return <HouseGate allowed={(access) => access.site}>{(access) => <RatesBody pin={access.pin} />}</HouseGate>;
});
