// /member/lottery/lotteryview/: the date, user id and ticket searched, and the detail rows (user id, ticket
// number; row height 40). Its parameters are in localStorage under `lottery` (written by the list's tap) so
// a reload works, and are cleared when leaving.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TicketDetailRow } from '../../../../../contract/reports-draw.ts';
import { useInjection } from '../../../../app/container-context.tsx';
import { MemberService } from '../../../../core/ports/member-service.ts';
import { VirtualList } from '../../../components/virtual-list.tsx';
import { failureText } from '../../../i18n/status-text.ts';
import { clearLotteryView, readLotteryView, writeLotteryView } from './lottery-rules.ts';
import '../member.css';

export const DETAIL_ROW_HEIGHT = 40;

type Load = { status: 'loading' } | { status: 'done'; rows: TicketDetailRow[] } | { status: 'failed'; error: unknown };

export function LotteryViewScreen() {
  const { t } = useTranslation('member');
  const { t: tt } = useTranslation();
  const service = useInjection<MemberService>(MemberService);
  const [view] = useState(() => readLotteryView(globalThis.localStorage));
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    if (view === null) return;
    // Written again on every mount (React's development double mount runs the cleanup in between).
    writeLotteryView(globalThis.localStorage, view);
    let live = true;
    service
      .ticketDetail({
        userId: view.userId,
        ticketNumber: view.ticket,
        date: view.date,
        ...(view.companyName ? { companyName: view.companyName } : {}),
      })
      .then(
        (rows) => live && setLoad({ status: 'done', rows }),
        (error: unknown) => live && setLoad({ status: 'failed', error }),
      );
    return () => {
      live = false;
      clearLotteryView(globalThis.localStorage);
    };
  }, [service, view]);

  return (
    <main className="lottery-screen">
      <Link className="lottery-back" to="/member/lottery/">
        {t('back')}
      </Link>
      {view === null ? (
        <p className="lottery-note">{t('empty')}</p>
      ) : (
        <>
          <dl className="lottery-detail-head">
            <div>
              <dt className="visually-hidden">{t('date-label')}</dt>
              <dd>{t('detail-date', { date: view.date })}</dd>
            </div>
            <div>
              <dt className="visually-hidden">{t('col-user')}</dt>
              <dd>{t('detail-user', { user: view.userId })}</dd>
            </div>
            <div>
              <dt className="visually-hidden">{t('col-ticket')}</dt>
              <dd>{t('detail-ticket', { ticket: view.ticket === '' ? t('all-tickets') : view.ticket })}</dd>
            </div>
          </dl>
          {load.status === 'loading' && (
            <p className="lottery-note" role="status">
              {t('loading')}
            </p>
          )}
          {load.status === 'failed' && (
            <p className="lottery-note" role="alert">
              {failureText(tt, load.error)}
            </p>
          )}
          {load.status === 'done' && load.rows.length === 0 && <p className="lottery-note">{t('empty')}</p>}
          {load.status === 'done' && load.rows.length > 0 && (
            <>
              <div className="lottery-columns two" aria-hidden="true">
                <span>{t('col-user')}</span>
                <span>{t('col-ticket')}</span>
              </div>
              <VirtualList
                className="lottery-results"
                label={t('results-label')}
                items={load.rows}
                rowHeight={DETAIL_ROW_HEIGHT}
                keyOf={(row, index) => `${row.TicketNumber}-${row.DrawType}-${index}`}
                renderRow={(row) => (
                  <div className="lottery-row two">
                    <span>{row.UserId}</span>
                    <span>
                      {row.TicketNumber} <span className="lottery-muted">{row.DrawType}</span>
                    </span>
                  </div>
                )}
              />
            </>
          )}
        </>
      )}
    </main>
  );
}
