// A list of recorded account changes, newest first, a page at a time ("Show older" asks for the next):
// a downline's history and the site's audit log share it. Each line: what changed, from what to what, who
// changed it and when (UTC). TanStack Query's infinite query keeps the pages.
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AccountChange, AccountChangePage } from '../../../../contract/account-changes.ts';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { StatusNotice } from '../shell/status-notice.tsx';
import { WayHome } from '../shell/no-permission.tsx';
import { formatCents } from '../../format/money.ts';
import { changeValueOf, isCreditChange, type ChangeValue } from './account-change-view.ts';

export function AccountChangeList({
  queryKey,
  load,
  showUser,
}: {
  queryKey: readonly unknown[];
  load: (before?: number) => Promise<AccountChangePage>;
  showUser: boolean;
}) {
  const { t } = useTranslation('agent');
  const pages = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  if (pages.error !== null) {
    const failure = asServiceError(pages.error);
    return (
      <>
        <StatusNotice notice={{ status: failure.status, params: [...failure.params] }} testId="load-failed" />
        <WayHome />
      </>
    );
  }
  if (pages.data === undefined)
    return (
      <p className="bo-loading" role="status">
        {t('loading-changes')}
      </p>
    );
  const changes = pages.data.pages.flatMap((page) => page.changes);
  return (
    <>
      {changes.length === 0 && (
        <p className="card" data-testid="changes-empty">
          {t('changes-none')}
        </p>
      )}
      <ul className="agent-changes">
        {changes.map((change) => (
          <li
            key={change.id}
            className={isCreditChange(change.field) ? 'card agent-change agent-change-credit' : 'card agent-change'}
            data-testid="account-change"
          >
            <ChangeLine change={change} showUser={showUser} />
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <button
          type="button"
          className="button button-quiet"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
          data-testid="changes-older"
        >
          {t('changes-older')}
        </button>
      )}
    </>
  );
}

function ChangeLine({ change, showUser }: { change: AccountChange; showUser: boolean }) {
  const { t } = useTranslation('agent');
  const show = (value: ChangeValue): string => {
    switch (value.kind) {
      case 'none':
        return t('change-none');
      case 'money':
        return formatCents(value.cents);
      case 'percent':
        return value.text;
      case 'status':
        return t(`status-${value.status}`);
      case 'text':
        return value.text;
    }
  };
  const previous = show(changeValueOf(change.field, change.previous));
  const next = show(changeValueOf(change.field, change.value));
  return (
    <>
      <p className="agent-change-what">
        {showUser && <strong>{change.user} · </strong>}
        {t(`change-${change.field}`)}
      </p>
      <p className="agent-change-values">
        {change.field === 'created'
          ? t('change-opened-with', { value: next })
          : t('change-from-to', { previous, value: next })}
      </p>
      <p className="bo-hint">
        {t('change-by', { by: change.changedBy, at: change.changedAt.slice(0, 16).replace('T', ' ') })}
      </p>
    </>
  );
}
