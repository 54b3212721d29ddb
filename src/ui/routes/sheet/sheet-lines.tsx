// One row per valid number line: where it is, what it bets, on which draws, and what it costs.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatCents } from '../../format/money.ts';
import { sheetState } from '../../state/sheet-state.ts';

export function SheetLines() {
  const { t } = useTranslation();
  const { result } = useSnapshot(sheetState);
  if (result === null || result.lines.length === 0) return null;
  return (
    <section className="card">
      <h2>{t('lines-label')}</h2>
      <table className="lines" data-testid="sheet-lines">
        <thead>
          <tr>
            <th scope="col">{t('col-line')}</th>
            <th scope="col">{t('col-number')}</th>
            <th scope="col">{t('col-mode')}</th>
            <th scope="col">{t('col-draws')}</th>
            <th scope="col" className="num">{t('col-cost')}</th>
          </tr>
        </thead>
        <tbody>
          {result.lines.map((line) => (
            <tr key={line.line}>
              <td className="num muted">{line.line}</td>
              <td className="number">{line.number}</td>
              <td>{t(`mode-${line.mode}`)}</td>
              <td>{line.drawTypes.join(' ')}</td>
              <td className="num money">{formatCents(line.costCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
