// /member/lottery/ (docs/product.md S2 "Ticket search page", S4 "Ticket search"): a collapsible search panel
// (player, ticket number as typed, the date sheet), results in a virtual list (row height 36) of user id,
// ticket count and bet amount; a tap opens the detail. The default search shows on entry.
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { TicketSummaryRow } from '../../../../../contract/reports-draw.ts';
import { useInjection } from '../../../../app/container-context.tsx';
import { gmt8Date } from '../../../../core/domain/calendar.ts';
import { asServiceError } from '../../../../core/domain/service-error.ts';
import { Clock } from '../../../../core/ports/clock.ts';
import { MemberService } from '../../../../core/ports/member-service.ts';
import { VirtualList } from '../../../components/virtual-list.tsx';
import { statusText } from '../../../i18n/status-text.ts';
import { sessionState } from '../../../state/session-state.ts';
import { withQueries } from '../../../query/with-queries.tsx';
import { playerChoices } from '../../../betting/sheet-context.ts';
import { DateField } from './date-sheet.tsx';
import { amountText, writeLotteryView } from './lottery-rules.ts';
import { lotteryActions, lotteryState } from './lottery-state.ts';
import '../member.css';

export const SUMMARY_ROW_HEIGHT = 36;

export const LotteryScreen = withQueries(LotteryScreenView);

function LotteryScreenView() {
  const { t } = useTranslation('member');
  const { t: tt } = useTranslation();
  const service = useInjection<MemberService>(MemberService);
  const clock = useInjection<Clock>(Clock);
  const navigate = useNavigate();
  const state = useSnapshot(lotteryState);
  const { loginData, session } = useSnapshot(sessionState);
  const players = playerChoices(loginData, session?.LoginId ?? null);
  const player = players.includes(state.player) ? state.player : (players[0] ?? '');
  const date = state.date === '' ? gmt8Date(clock.now()) : state.date;
  const search = () => lotteryActions.search({ userId: player, ticketNumber: state.ticket, date });
  // Until the player searches, the default search (today, the first player) is shown. A search clears the
  // list then fills it; one that found tickets closes the panel (docs/product.md S4).
  const asked = state.search ?? { userId: players[0] ?? '', ticketNumber: '', date: gmt8Date(clock.now()) };
  const results = useQuery({
    queryKey: ['ticket-summary', session?.LoginId ?? null, asked, state.searches],
    queryFn: async () => {
      const found = await service.ticketSummary(asked);
      if (found.length > 0) lotteryActions.closePanel();
      return found;
    },
  });
  const rows = results.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search();
  };
  const open = (row: TicketSummaryRow) => {
    writeLotteryView(globalThis.localStorage, {
      date: row.DrawTicketDate,
      userId: row.UserId,
      ticket: state.ticket,
      companyName: row.CompanyName,
    });
    void navigate('/member/lottery/lotteryview/');
  };

  return (
    <main className="lottery-screen">
      <button
        type="button"
        className="lottery-toggle"
        aria-expanded={state.panelOpen}
        aria-controls="lottery-panel"
        onClick={lotteryActions.togglePanel}
      >
        {t('search-panel')} <span aria-hidden="true">{state.panelOpen ? '▲' : '▼'}</span>
      </button>
      <form id="lottery-panel" className="lottery-panel" hidden={!state.panelOpen} onSubmit={submit}>
        <label className="lottery-field">
          <span>{t('player-label')}</span>
          <select value={player} onChange={(event) => lotteryActions.setPlayer(event.target.value)}>
            {players.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="lottery-field">
          <span>{t('ticket-label')}</span>
          <input
            value={state.ticket}
            inputMode="numeric"
            maxLength={12}
            onChange={(event) => lotteryActions.setTicket(event.target.value)}
          />
        </label>
        <DateField value={date} onChange={lotteryActions.setDate} />
        <button type="submit" className="lottery-primary">
          {t('search')}
        </button>
      </form>
      {results.isPending && (
        <p className="lottery-note" role="status">
          {t('loading')}
        </p>
      )}
      {results.isError && (
        <p className="lottery-note" role="alert">
          {statusText(tt, asServiceError(results.error).status)}
        </p>
      )}
      {results.isSuccess && rows.length === 0 && <p className="lottery-note">{t('empty')}</p>}
      {rows.length > 0 && (
        <>
          <div className="lottery-columns" aria-hidden="true">
            <span>{t('col-user')}</span>
            <span>{t('col-count')}</span>
            <span>{t('col-amount')}</span>
          </div>
          <VirtualList
            className="lottery-results"
            label={t('results-label')}
            items={rows}
            rowHeight={SUMMARY_ROW_HEIGHT}
            keyOf={(row, index) => `${row.UserId}-${row.CompanyName}-${row.Currency}-${index}`}
            renderRow={(row) => (
              <button type="button" className="lottery-row" onClick={() => open(row)}>
                {/* The operator and currency are shown: rows of one player differ only by them. */}
                <span className="lottery-who">
                  {row.UserId} <span className="lottery-company">{row.CompanyName}</span>
                </span>
                <span>{row.TicketCount}</span>
                <span>
                  {amountText(row.BetAmount)} <span className="lottery-company">{row.Currency}</span>
                </span>
              </button>
            )}
          />
        </>
      )}
    </main>
  );
}
