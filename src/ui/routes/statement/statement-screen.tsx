// /statement/ (?user=name&week=date): the weekly statement — for an agent (or the company) each direct
// downline's week per currency, what each owes the other and what it owes its own upline, with "Mark
// paid" on a line still outstanding; for a player its own line. Open stakes are shown apart, in no net.
// The figures are the server's (docs/statements.md); statement-view.ts picks what to show.
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { StatementCurrency, StatementLine, WeeklyStatement } from '../../../../contract/statements.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { StatementService } from '../../../core/ports/statement-service.ts';
import { useSearchParamChange } from '../../hooks/use-search-param-change.ts';
import { LoadView } from '../../components/back-office/load-view.tsx';
import { useLoad } from '../../components/back-office/use-load.ts';
import { StatusNotice } from '../../components/shell/status-notice.tsx';
import type { Notice } from '../../components/shell/notice.ts';
import { formatCents } from '../../format/money.ts';
import { canMarkPaid, figureRowsOf, owesWayOf, shiftDate } from './statement-view.ts';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';
import './statement.css';

export function StatementScreen() {
  const statements = useInjection<StatementService>(StatementService);
  const [params] = useSearchParams();
  const changeParams = useSearchParamChange();
  const user = params.get('user') ?? undefined;
  const week = params.get('week') ?? undefined;
  const { result, reload } = useLoad(() => statements.weekly(user, week), `${user ?? ''}|${week ?? ''}`);
  return (
    <div className="screen">
      <main className="content">
        <LoadView result={result}>
          {(statement) => (
            <StatementBody statement={statement} onWeek={(date) => changeParams({ week: date })} onPaid={reload} />
          )}
        </LoadView>
      </main>
    </div>
  );
}

function StatementBody({
  statement,
  onWeek,
  onPaid,
}: {
  statement: WeeklyStatement;
  onWeek: (date: string) => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation('statements');
  return (
    <>
      <section className="card statement-week" aria-label={t('week-of', { name: statement.user })}>
        <button
          type="button"
          className="button button-quiet"
          onClick={() => onWeek(shiftDate(statement.weekStart, -7))}
          aria-label={t('previous-week')}
        >
          ‹
        </button>
        {/* Each date whole: a line may break at the dash between them, never inside a date. */}
        <h2 data-testid="statement-week">
          <span className="statement-date">{statement.weekStart}</span> –{' '}
          <span className="statement-date">{statement.weekEnd}</span>
        </h2>
        <button
          type="button"
          className="button button-quiet"
          onClick={() => onWeek(shiftDate(statement.weekStart, 7))}
          aria-label={t('next-week')}
        >
          ›
        </button>
      </section>
      <p className="bo-hint">
        {t('whose', { name: statement.user })} {t('currencies-apart')}
      </p>
      {statement.weeklyCreditReset && <p className="bo-hint">{t('weekly-reset')}</p>}
      {statement.currencies.length === 0 && (
        <p className="card" data-testid="statement-empty">
          {t('empty')}
        </p>
      )}
      {statement.currencies.map((section) => (
        <CurrencySection key={section.currency} statement={statement} section={section} onPaid={onPaid} />
      ))}
      {statement.payments.length > 0 && (
        <section className="card" aria-label={t('payments')}>
          <h2>{t('payments')}</h2>
          <ul className="statement-payments">
            {statement.payments.map((payment, index) => (
              <li key={index} data-testid="statement-payment">
                {t(payment.amount >= 0 ? 'payment-in' : 'payment-out', {
                  name: payment.downline,
                  amount: `${payment.currency} ${formatCents(Math.abs(payment.amount))}`,
                  by: payment.paidBy,
                  at: payment.paidAt.slice(0, 16).replace('T', ' '),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function CurrencySection({
  statement,
  section,
  onPaid,
}: {
  statement: WeeklyStatement;
  section: StatementCurrency;
  onPaid: () => void;
}) {
  const { t } = useTranslation('statements');
  const ownerIsPlayer = statement.role === 'member';
  const upline = section.owedToUpline;
  return (
    <section
      className="card statement-currency"
      aria-label={section.currency}
      data-testid={`statement-${section.currency}`}
    >
      <h2>{section.currency}</h2>
      {upline !== null && statement.upline !== null && (
        <p className="statement-upline" data-testid="statement-upline">
          {upline === 0
            ? t('upline-settled', { name: statement.upline })
            : t(upline > 0 ? 'you-owe' : 'owes-you', { name: statement.upline, amount: formatCents(Math.abs(upline)) })}
        </p>
      )}
      <ul className="statement-lines">
        {section.lines.map((line) => (
          <li key={line.downline} className="statement-line" data-testid="statement-line" data-downline={line.downline}>
            <Line statement={statement} currency={section.currency} line={line} onPaid={onPaid} />
          </li>
        ))}
        {!ownerIsPlayer && section.lines.length > 1 && (
          <li className="statement-line statement-total" data-testid="statement-total">
            <div className="statement-line-head">
              <h3>{t('total')}</h3>
            </div>
            <Figures figures={section.totals} role="total" ownerIsPlayer={ownerIsPlayer} />
            {section.totals.pending !== 0 && (
              <p className="statement-pending">{t('pending', { amount: formatCents(section.totals.pending) })}</p>
            )}
          </li>
        )}
      </ul>
    </section>
  );
}

function Line({
  statement,
  currency,
  line,
  onPaid,
}: {
  statement: WeeklyStatement;
  currency: string;
  line: StatementLine;
  onPaid: () => void;
}) {
  const { t } = useTranslation('statements');
  const ownerIsPlayer = statement.role === 'member';
  const way = owesWayOf(line.outstanding);
  // A player's own line speaks of its agent; an agent's line of the downline.
  const other = ownerIsPlayer ? (statement.upline ?? '') : line.downline;
  const amount = formatCents(Math.abs(line.outstanding));
  const owes =
    way === 'settled'
      ? t('settled', { name: other })
      : ownerIsPlayer
        ? t(way === 'owes-you' ? 'you-owe' : 'owes-you', { name: other, amount })
        : t(way, { name: other, amount });
  return (
    <>
      <div className="statement-line-head">
        <h3>{line.downline}</h3>
        <span className="bo-badge">{t(`role-${line.role}`)}</span>
      </div>
      <Figures figures={line} role={line.role} ownerIsPlayer={ownerIsPlayer} />
      {line.pending !== 0 && <p className="statement-pending">{t('pending', { amount: formatCents(line.pending) })}</p>}
      <p
        className={way === 'settled' ? 'statement-owes statement-owes-settled' : 'statement-owes'}
        data-testid="statement-owes"
      >
        {owes}
      </p>
      {!ownerIsPlayer && line.role === 'agent' && (
        <Link
          className="button button-quiet"
          to={`/statement/?user=${encodeURIComponent(line.downline)}&week=${statement.weekStart}`}
        >
          {t('open-of', { name: line.downline })}
        </Link>
      )}
      {canMarkPaid(line, statement.canPay) && (
        <MarkPaid statement={statement} currency={currency} line={line} onPaid={onPaid} />
      )}
    </>
  );
}

function Figures({
  figures,
  role,
  ownerIsPlayer,
}: {
  figures: StatementLine | StatementCurrency['totals'];
  role: 'member' | 'agent' | 'total';
  ownerIsPlayer: boolean;
}) {
  const { t } = useTranslation('statements');
  return (
    <dl className="bo-figures statement-figures">
      {figureRowsOf(figures, role, ownerIsPlayer).map((row) => (
        <Fragment key={row.key}>
          <dt>{t(`figure-${row.key}`)}</dt>
          <dd data-testid={`figure-${row.key}`}>{formatCents(row.cents)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function MarkPaid({
  statement,
  currency,
  line,
  onPaid,
}: {
  statement: WeeklyStatement;
  currency: string;
  line: StatementLine;
  onPaid: () => void;
}) {
  const { t } = useTranslation('statements');
  const statements = useInjection<StatementService>(StatementService);
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const [notice, setNotice] = useState<Notice | null>(null);
  const amount = `${currency} ${formatCents(Math.abs(line.outstanding))}`;
  if (step === 'idle') {
    return (
      <button
        type="button"
        className="button"
        onClick={() => setStep('confirm')}
        aria-label={t('mark-paid-of', { name: line.downline, amount })}
      >
        {t('mark-paid')}
      </button>
    );
  }
  const confirm = async () => {
    setStep('busy');
    try {
      await statements.markPaid(line.downline, statement.weekStart, currency);
      onPaid();
    } catch (error) {
      const failure = asServiceError(error);
      setNotice({ status: failure.status, params: [...failure.params] });
      setStep('confirm');
    }
  };
  return (
    <div className="statement-confirm" role="group" aria-label={t('mark-paid')}>
      <p>{t(line.outstanding > 0 ? 'confirm-in' : 'confirm-out', { name: line.downline, amount })}</p>
      {notice !== null && <StatusNotice notice={notice} />}
      <div className="bo-row-actions">
        <button
          type="button"
          className="button"
          disabled={step === 'busy'}
          onClick={() => void confirm()}
          data-testid="confirm-paid"
        >
          {t('confirm')}
        </button>
        <button type="button" className="button button-quiet" onClick={() => setStep('idle')}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
