// /payout/ (docs/product.md S2 "Payout page", S3 "Payout tiers"): the jackpot banners; the 4D table (BIG,
// SMALL, SA-B-C-D-E, 3A, 3C by 1st, 2nd, 3rd, special, consolation) from the caller's packages; the
// special-currency table when the caller has one; the 5D and 6D tables. Cents won per 1 staked, shown
// with 2 decimals; a rate a column never pays is a dash.
import { useTranslation } from 'react-i18next';
import type { Payout4DRow, PayoutGameRow, PayoutTable } from '../../../../contract/reports-draw.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { operatorOf } from '../../../core/domain/operators.ts';
import { DrawReports } from '../../../core/ports/draw-reports.ts';
import { JackpotBanners } from '../../components/jackpot-banners/jackpot-banners.tsx';
import { formatCents } from '../../format/money.ts';
import { statusText } from '../../i18n/status-text.ts';
import { useReport } from '../../query/use-report.ts';
import { withQueries } from '../../query/with-queries.tsx';
import '../../components/report/report.css';

const rate = (cents: number | null) => (cents === null ? '–' : formatCents(cents));
const FOUR_D_COLUMNS = ['bigCents', 'smallCents', 'saToSeCents', 'threeACents', 'threeCCents'] as const;
/** Big and Small are words (in the user's language); the other heads are the bet types' own codes. */
const FOUR_D_HEADS = ['payout-big', 'payout-small', 'SA-B-C-D-E', '3A', '3C'] as const;

function tierKey(tier: string): 'tier-1' {
  const digit = /^(\d)/.exec(tier)?.[1];
  return (digit === undefined ? `tier-${tier}` : `tier-${digit}`) as 'tier-1';
}

function FourDTable({ rows, caption, testId }: { rows: readonly Payout4DRow[]; caption: string; testId: string }) {
  const { t } = useTranslation('results');
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="lines report-table payout-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('col-prize')}</th>
            {FOUR_D_HEADS.map((head) => (
              <th key={head} scope="col" className="num">
                {head === 'payout-big' || head === 'payout-small' ? t(head) : head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.tier}>
              <th scope="row">{t(tierKey(row.tier))}</th>
              {FOUR_D_COLUMNS.map((column) => (
                <td key={column} className="num money">
                  {rate(row[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GameTable({ table, caption, testId }: { table: PayoutTable<PayoutGameRow>; caption: string; testId: string }) {
  const { t } = useTranslation('results');
  return (
    <table className="lines report-table payout-table" data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('col-prize')}</th>
          <th scope="col" className="num">
            {t('col-per-unit')}
          </th>
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.tier}>
            <th scope="row">{t(tierKey(row.tier))}</th>
            <td className="num money">{rate(row.prizeCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const operatorNames = (letters: readonly string[]) =>
  letters.map((letter) => operatorOf(letter)?.name ?? letter).join(', ');

export const PayoutScreen = withQueries(PayoutScreenView);

function PayoutScreenView() {
  const { t } = useTranslation('results');
  const { t: tt } = useTranslation();
  const reports = useInjection<DrawReports>(DrawReports);
  const { data: report, error } = useReport('payout', () => reports.payout());

  const sections: { title: string; tables: PayoutTable<Payout4DRow | PayoutGameRow>[]; kind: '4d' | '5d' | '6d' }[] =
    report === null
      ? []
      : [
          { title: t('payout-4d'), tables: report.fourD, kind: '4d' },
          { title: t('table-5d'), tables: report.fiveD, kind: '5d' },
          { title: t('table-6d'), tables: report.sixD, kind: '6d' },
        ];
  return (
    <main className="content report-screen">
      {error !== null && (
        <p className="notice notice-bad" role="alert">
          {statusText(tt, error.status, error.params)}
        </p>
      )}
      {report === null && error === null && (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      )}
      {report !== null && (
        <>
          <JackpotBanners items={report.jackpots} />
          <p className="muted payout-note">{t('payout-note')}</p>
          {sections
            .filter((section) => section.tables.length > 0)
            .map((section) => (
              <section key={section.kind} className="card payout-card" aria-label={section.title}>
                <h2>{section.title}</h2>
                {section.tables.map((table, index) => {
                  const caption = t('payout-covers', { operators: operatorNames(table.operators) });
                  return (
                    <div key={table.kinds.join()}>
                      <p className="payout-covers">{caption}</p>
                      {section.kind === '4d' ? (
                        <FourDTable
                          rows={table.rows as Payout4DRow[]}
                          caption={`${section.title}: ${caption}`}
                          testId={`payout-4d-${index}`}
                        />
                      ) : (
                        <GameTable
                          table={table as PayoutTable<PayoutGameRow>}
                          caption={`${section.title}: ${caption}`}
                          testId={`payout-${section.kind}-${index}`}
                        />
                      )}
                    </div>
                  );
                })}
              </section>
            ))}
          {report.special !== null && (
            <section
              className="card payout-card"
              aria-label={t('payout-special', { currencies: report.special.currencies.join(', ') })}
            >
              <h2>{t('payout-special', { currencies: report.special.currencies.join(', ') })}</h2>
              <FourDTable
                rows={report.special.rows}
                caption={t('payout-special', { currencies: report.special.currencies.join(', ') })}
                testId="payout-special"
              />
            </section>
          )}
          {report.fourD.length + report.fiveD.length + report.sixD.length === 0 && (
            <p className="report-empty">{t('payout-empty')}</p>
          )}
        </>
      )}
    </main>
  );
}
