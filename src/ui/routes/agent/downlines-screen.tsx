// /agent/downlines/ (?of=name for a sub-agent's): the agent's own figures, then its direct downlines as
// compact rows — name, role, status, today's stake and credit used of its limit — in a virtual list, so a
// thousand downlines scroll as smoothly as ten; from each row a way to change it, to its history of changes
// and into a sub-agent's own list; and a way to open a new one here. The full settings are on its Change page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useInjection } from '../../../app/container-context.tsx';
import { DownlineService, type DownlineAccount } from '../../../core/ports/downline-service.ts';
import { LoadView } from '../../components/back-office/load-view.tsx';
import { useLoad } from '../../components/back-office/use-load.ts';
import { formatCents } from '../../format/money.ts';
import { percentText } from '../../format/percent.ts';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';
import { DOWNLINE_SORTS, todayStakeOf, visibleDownlines, type DownlineSort } from './downline-list-view.ts';
import { VirtualList } from '../../components/virtual-list.tsx';
import '../../components/back-office/agent.css';

export function DownlinesScreen() {
  const { t } = useTranslation('agent');
  const downlines = useInjection<DownlineService>(DownlineService);
  const [params] = useSearchParams();
  const of = params.get('of') ?? undefined;
  const { result } = useLoad(() => downlines.list(of), of ?? '');
  return (
    <div className="screen">
      <main className="content">
        <LoadView result={result}>
          {({ agent, downlines: below, todayStakeCents }) => (
            <>
              <section className="card" aria-label={t('own-figures', { name: agent.userId })}>
                <h2>{t('own-figures', { name: agent.userId })}</h2>
                <Figures account={agent} />
              </section>
              <div className="bo-row-actions">
                <Link
                  className="button"
                  to={`/agent/newdownline/${of === undefined ? '' : `?parent=${encodeURIComponent(of)}`}`}
                >
                  {t('create')}
                </Link>
                {agent.parent !== null && of !== undefined && (
                  <Link className="button button-quiet" to={`/agent/downlines/?of=${encodeURIComponent(agent.parent)}`}>
                    {t('up', { name: agent.parent })}
                  </Link>
                )}
              </div>
              {below.length === 0 ? (
                <p className="card">{t('none')}</p>
              ) : (
                <DownlineList downlines={below} todayStakes={todayStakeCents} />
              )}
            </>
          )}
        </LoadView>
      </main>
    </div>
  );
}

/** The row height of the virtual list: the head line, two figures, and a row of 44 px buttons. */
const ROW_HEIGHT = 176;

/** The downlines, searched by name and ordered as chosen (downline-list-view.ts), as compact rows. */
function DownlineList({
  downlines,
  todayStakes,
}: {
  downlines: readonly DownlineAccount[];
  todayStakes: Readonly<Record<string, number>>;
}) {
  const { t } = useTranslation('agent');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<DownlineSort>('name');
  const shown = visibleDownlines(downlines, query, sort, todayStakes);
  return (
    <>
      <div className="card exposure-pair" role="search">
        <label className="field">
          {t('search')}
          <input
            type="search"
            name="search"
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby="downline-count"
          />
        </label>
        <label className="field">
          {t('sort')}
          <select name="sort" value={sort} onChange={(event) => setSort(event.target.value as DownlineSort)}>
            {DOWNLINE_SORTS.map((key) => (
              <option key={key} value={key}>
                {t(`sort-${key}`)}
              </option>
            ))}
          </select>
        </label>
        <p id="downline-count" className="bo-hint exposure-over-only" data-testid="downline-count">
          {t('shown-of', { shown: shown.length, total: downlines.length })}
        </p>
      </div>
      {shown.length === 0 && <p className="card">{t('none-found')}</p>}
      {shown.length > 0 && (
        <VirtualList
          items={shown}
          rowHeight={ROW_HEIGHT}
          label={t('list-label')}
          className="agent-list"
          keyOf={(account) => account.userId}
          renderRow={(account) => <DownlineRow account={account} todayStake={todayStakeOf(todayStakes, account)} />}
        />
      )}
    </>
  );
}

function DownlineRow({ account, todayStake }: { account: DownlineAccount; todayStake: number }) {
  const { t } = useTranslation('agent');
  const money = (cents: number) => formatCents(cents);
  return (
    <div className="agent-row" data-testid="downline">
      <div className="agent-head">
        <h2>{account.userId}</h2>
        <span className="bo-badge">{t(`role-${account.role}`)}</span>
        <span className={account.status === 'active' ? 'bo-badge' : 'bo-badge bo-badge-bad'}>
          {t(`status-${account.status}`)}
        </span>
      </div>
      <dl className="agent-compact">
        <div>
          <dt>{t('today-stake')}</dt>
          <dd data-testid="today-stake">{money(todayStake)}</dd>
        </div>
        <div>
          <dt>{t('used')}</dt>
          <dd data-testid="used-of">
            {t('used-of', { used: money(account.usedCreditCents), limit: money(account.creditLimitCents) })}
          </dd>
        </div>
      </dl>
      <div className="bo-row-actions">
        <Link
          className="button button-quiet"
          to={`/agent/editdownline/?id=${encodeURIComponent(account.userId)}`}
          aria-label={t('edit-of', { name: account.userId })}
        >
          {t('edit')}
        </Link>
        <Link
          className="button button-quiet"
          to={`/agent/history/?id=${encodeURIComponent(account.userId)}`}
          aria-label={t('history-link-of', { name: account.userId })}
        >
          {t('history')}
        </Link>
        {account.role === 'agent' && (
          <Link
            className="button button-quiet"
            to={`/agent/downlines/?of=${encodeURIComponent(account.userId)}`}
            aria-label={t('open-of', { name: account.userId })}
          >
            {t('open')}
          </Link>
        )}
      </div>
    </div>
  );
}

function Figures({ account }: { account: DownlineAccount }) {
  const { t } = useTranslation('agent');
  const money = (cents: number) => formatCents(cents);
  // The packages by the names the form offers them under (the login data's list), not by their ids.
  const known = useSnapshot(sessionState).loginData?.package.packages;
  const packages = Object.entries(account.packages)
    .map(
      ([kind, id]) => known?.find((entry) => entry.packageId === id)?.name ?? t('package-id', { id: `${kind} ${id}` }),
    )
    .join(', ');
  return (
    <dl className="bo-figures agent-figures">
      <dt>{t('credit-limit')}</dt>
      <dd>{money(account.creditLimitCents)}</dd>
      <dt>{t('used')}</dt>
      <dd>{money(account.usedCreditCents)}</dd>
      <dt>{t('available')}</dt>
      <dd>{money(account.availableCreditCents)}</dd>
      <dt>{t('commission')}</dt>
      <dd>{percentText(account.commissionBp)}</dd>
      <dt>{t('pt')}</dt>
      <dd>{percentText(account.positionTakingBp)}</dd>
      <dt>{t('max-fight')}</dt>
      <dd>{money(account.maxFightCents)}</dd>
      <dt>{t('games')}</dt>
      <dd>{account.games.join(' ')}</dd>
      <dt>{t('package')}</dt>
      <dd className="agent-packages">{packages || '—'}</dd>
    </dl>
  );
}
