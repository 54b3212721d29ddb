// One draw's result (docs/product.md S2 "Results page", S3 "Draw result"): prizes 1–3, the 13 starters
// (A–M), the 10 consolations (N–W), the 5D and 6D tables of the operators that have them, dashes for
// prizes not drawn yet, the draw's state, and the number the user looks for marked wherever it appears.
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultListItem } from '../../../../contract/results.ts';
import { DASH, type ResultState } from '../../../core/domain/result-state.ts';
import { drawTimeOf, operatorOf } from '../../../core/domain/operators.ts';
import { formatDrawDate } from '../../format/draw-date.ts';
import { fiveDLowerTiers, showsNumber, sixDLowerTiers } from './results-model.ts';

/** The signed-in player's kept numbers that the latest results hit (my numbers): marked wherever they show. */
export const MyHitNumbers = createContext<ReadonlySet<string>>(new Set());

const STARTER_LETTERS = 'ABCDEFGHIJKLM';
const CONSOLATION_LETTERS = 'NOPQRSTUVW';

function Prize({ value, digits, label }: { value: string | undefined; digits: string | null; label?: string }) {
  const prize = value ?? DASH;
  const mine = useContext(MyHitNumbers).has(prize);
  const hit = showsNumber(prize, digits) || mine;
  return (
    <span className={`prize${hit ? ' prize-hit' : ''}${mine ? ' prize-mine' : ''}`}>
      {label !== undefined && (
        <span className="prize-letter" aria-hidden="true">
          {label}
        </span>
      )}
      {hit ? <mark>{prize}</mark> : <span className="prize-number">{prize}</span>}
    </span>
  );
}

export interface ResultCardProps {
  item: ResultListItem;
  state: ResultState;
  /** The digits to mark, or null. */
  digits: string | null;
  language: string;
}

export function ResultCard({ item, state, digits, language }: ResultCardProps) {
  const { t } = useTranslation('results');
  const { m4, m5, m6 } = item;
  const letter = item.drawType.charAt(0);
  const headingId = `result-${item.drawType}`;
  const time = drawTimeOf(item.drawType);
  return (
    <article className={`result-card op-${letter}`} aria-labelledby={headingId} data-testid={`result-${item.drawType}`}>
      <header className="result-head">
        <span className="operator-swatch" aria-hidden="true" />
        <h2 id={headingId}>
          {t('operator-draw', { operator: operatorOf(item.drawType)?.name ?? item.drawType, time })}
        </h2>
        <span className={`result-state result-state-${state}`}>{t(`state-${state}`)}</span>
        <span className="result-date">
          {item.drawDate === null ? t('no-result-yet') : formatDrawDate(item.drawDate, language)}
        </span>
      </header>
      <dl className="top-prizes">
        {(['prize1', 'prize2', 'prize3'] as const).map((key, index) => (
          <div key={key}>
            <dt>{t(`tier-${index + 1}` as 'tier-1')}</dt>
            <dd>
              <Prize value={m4[key]} digits={digits} />
            </dd>
          </div>
        ))}
      </dl>
      <h3>{t('starters')}</h3>
      <div className="prize-grid">
        {[...STARTER_LETTERS].map((label, index) => (
          <Prize key={label} label={label} value={m4[`prizeStarter${index + 1}`]} digits={digits} />
        ))}
      </div>
      <h3>{t('consolations')}</h3>
      <div className="prize-grid">
        {[...CONSOLATION_LETTERS].map((label, index) => (
          <Prize key={label} label={label} value={m4[`prizeConsolation${index + 1}`]} digits={digits} />
        ))}
      </div>
      {m5 !== undefined && (
        <>
          <h3>{t('table-5d')}</h3>
          <dl className="game-prizes">
            {[m5.prize1, m5.prize2, m5.prize3, ...fiveDLowerTiers(m5.prize1)].map((value, index) => (
              <div key={index}>
                <dt>{t(`tier-${index + 1}` as 'tier-1')}</dt>
                <dd>
                  <Prize value={value} digits={digits} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {m6 !== undefined && (
        <>
          <h3>{t('table-6d')}</h3>
          <dl className="game-prizes six-d">
            <div>
              <dt>{t('tier-1')}</dt>
              <dd>
                <Prize value={m6.prize1} digits={digits} />
              </dd>
            </div>
            {sixDLowerTiers(m6.prize1).map(([front, back], index) => (
              <div key={index}>
                <dt>{t(`tier-${index + 2}` as 'tier-2')}</dt>
                <dd className="six-d-pair">
                  <Prize value={front} digits={digits} /> <span className="muted">{t('or')}</span>{' '}
                  <Prize value={back} digits={digits} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </article>
  );
}
