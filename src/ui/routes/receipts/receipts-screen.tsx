// /receipts/ (docs/product.md S2 "Receipts list", docs/product.md D9): search type, bet number, pages of 20, each
// row opening /receipts/receiptview/ (a real URL with the GUID). The query lives in the URL, so reload and
// back return to the same page of the same search.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../app/container-context.tsx';
import type { ReceiptPage } from '../../../core/ports/receipt-service.ts';
import { Gmt8Format } from '../../../core/ports/gmt8-format.ts';
import { ReceiptService, type ReceiptQuery } from '../../../core/ports/receipt-service.ts';
import { statusText } from '../../i18n/status-text.ts';
import { withQueries } from '../../query/with-queries.tsx';
import { sessionState } from '../../state/session-state.ts';
import { ReceiptRow } from './receipt-row.tsx';
import { ReceiptsSearch } from './receipts-search.tsx';
import { canSearch, pagerOf, queryOf, searchOf } from './receipts-rules.ts';
import { failedLoad, type Load } from './receipts-state.ts';
import './receipts.css';

export const ReceiptsScreen = withQueries(ReceiptsScreenView);

function ReceiptsScreenView() {
  const { t } = useTranslation('receipts');
  const { t: tt } = useTranslation();
  const service = useInjection<ReceiptService>(ReceiptService);
  const format = useInjection<Gmt8Format>(Gmt8Format);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = queryOf(params);
  const key = searchOf(query);
  const loginId = useSnapshot(sessionState).session?.LoginId ?? null;
  // One read per distinct search and account, through the app's query cache: a page seen before shows at
  // once and is read again behind it (staleTime 0: a void elsewhere changes it).
  const listQuery = useQuery({
    queryKey: ['receipts', loginId, key],
    queryFn: () => service.list(query),
    enabled: canSearch(query),
    staleTime: 0,
  });

  const go = (next: ReceiptQuery) => void navigate(`/receipts/${searchOf(next)}`);
  const shown: Load<ReceiptPage> = listQuery.isSuccess
    ? { status: 'done', value: listQuery.data }
    : listQuery.isError
      ? failedLoad(listQuery.error)
      : { status: 'loading' };

  return (
    <main className="receipts-screen">
      <ReceiptsSearch key={key} query={query} onSearch={go} />
      <section className="receipts-results" aria-label={t('list-label')} aria-busy={shown.status === 'loading'}>
        {shown.status === 'loading' && (
          <p className="receipts-note" role="status">
            {t('loading')}
          </p>
        )}
        {shown.status === 'failed' && (
          <div className="receipts-note" role="alert">
            <p>{statusText(tt, shown.code, shown.params)}</p>
            {shown.code !== 'E120' && (
              <button type="button" className="receipts-secondary" onClick={() => void listQuery.refetch()}>
                {t('retry')}
              </button>
            )}
          </div>
        )}
        {shown.status === 'done' && shown.value.items.length === 0 && <p className="receipts-note">{t('empty')}</p>}
        {shown.status === 'done' && shown.value.items.length > 0 && (
          <>
            <ul className="receipts-list">
              {shown.value.items.map((item) => (
                <ReceiptRow key={item.GUID} item={item} placedAt={`${format.dateTime(item.placedAt)} (GMT+8)`} />
              ))}
            </ul>
            <Pager page={shown.value.page} pages={shown.value.pages} onPage={(page) => go({ ...query, page })} />
          </>
        )}
      </section>
    </main>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('receipts');
  const { previous, next } = pagerOf(page, pages);
  if (pages <= 1) return null;
  return (
    <nav className="receipts-pager" aria-label={t('page', { page, pages })}>
      <button
        type="button"
        className="receipts-secondary"
        disabled={!previous}
        onClick={() => onPage(page - 1)}
        aria-label={t('previous')}
      >
        ‹
      </button>
      <span>{t('page', { page, pages })}</span>
      <button
        type="button"
        className="receipts-secondary"
        disabled={!next}
        onClick={() => onPage(page + 1)}
        aria-label={t('next')}
      >
        ›
      </button>
    </nav>
  );
}
