// Digits by position as a small bar chart (SVG: sharp at any pixel density) and, for screen readers and
// anyone who wants the figures, the same counts as a table. The chart itself is one labelled image.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { extremeDigits } from '../../../core/domain/hot-cold.ts';

const BAR = 24;
const GAP = 8;
const ROW = 76;
const LABEL = 30;
const WIDTH = LABEL + 10 * (BAR + GAP);

export function DigitChart({ counts }: { counts: readonly (readonly number[])[] }) {
  const { t } = useTranslation('numbers');
  const titleId = useId();
  const max = Math.max(1, ...counts.flat());
  const height = counts.length * ROW;
  return (
    <figure className="digit-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={titleId} preserveAspectRatio="xMinYMin meet">
        <title id={titleId}>{t('chart-label')}</title>
        {counts.map((row, position) => {
          const { hot, cold } = extremeDigits(row);
          const base = position * ROW + ROW - 18;
          return (
            <g key={position}>
              <text x={0} y={base} className="digit-chart-position">
                {position + 1}
              </text>
              {row.map((count, digit) => {
                const barHeight = Math.max(2, Math.round((count / max) * (ROW - 30)));
                const x = LABEL + digit * (BAR + GAP);
                const tone = digit === hot ? 'hot' : digit === cold ? 'cold' : 'plain';
                return (
                  <g key={digit}>
                    <rect
                      x={x}
                      y={base - barHeight}
                      width={BAR}
                      height={barHeight}
                      rx={3}
                      className={`digit-bar digit-bar-${tone}`}
                    />
                    <text x={x + BAR / 2} y={base + 15} textAnchor="middle" className="digit-chart-digit">
                      {digit}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <figcaption className="muted">
        {counts.map((row, position) => {
          const { hot, cold } = extremeDigits(row);
          return <span key={position}>{t('position-extremes', { position: position + 1, hot, cold })}</span>;
        })}
      </figcaption>
      <table className="numbers-table digit-table" data-testid="digit-table">
        <caption>{t('digits-caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('col-digit')}</th>
            {counts.map((_, position) => (
              <th key={position} scope="col">
                {t('position', { position: position + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 10 }, (_, digit) => (
            <tr key={digit}>
              <th scope="row">{digit}</th>
              {counts.map((row, position) => (
                <td key={position}>{row[digit]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
