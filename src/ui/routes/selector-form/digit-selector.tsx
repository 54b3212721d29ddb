// Form 2's digit columns A–D with ALL per column, and the live limits: the combinations out of 1000 and
// the total out of 10000 (the engine's total for the line; a refused tap says why).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SELECTOR_MAX_COMBINATIONS, SELECTOR_MAX_TOTAL_CENTS } from '../../../core/engine/selector.ts';
import { formatCents, formatCount } from '../../format/money.ts';
import { ALL_DIGITS, COLUMNS, combinationsOf, toggleAll, toggleDigit } from './selector-rules.ts';
import { selectorActions, selectorState } from './form2-state.ts';

const FIRST_ROW = ALL_DIGITS.slice(0, 5).split('');
const SECOND_ROW = ALL_DIGITS.slice(5).split('');

const apply = selectorActions.apply;

/**
 * Memoized: its 44 buttons (each label a translation) are redrawn only when the columns, the limit note or
 * the total change, not on every amount-keypad tap (the budget of 50 ms per tap; bench:forms).
 */
export const DigitSelector = memo(function DigitSelector({ totalCents }: { totalCents: number }) {
  const { t } = useTranslation('betforms');
  const { columns, overLimit } = useSnapshot(selectorState);
  const combinations = combinationsOf(columns);
  const digitButton = (column: number, digit: string) => (
    <button
      key={digit}
      type="button"
      className="chip-button"
      aria-pressed={(columns[column] ?? '').includes(digit)}
      aria-label={t('digit-of', { digit, column: COLUMNS[column] })}
      onClick={() => apply(toggleDigit(selectorState.columns, column, digit))}
    >
      {digit}
    </button>
  );
  return (
    <fieldset className="form-field" data-testid="selector">
      <legend>{t('columns-label')}</legend>
      <div className="selector">
        {COLUMNS.map((name, column) => (
          <div key={name} className="selector-column" role="group" aria-label={t('column', { column: name })}>
            <span className="column-name" aria-hidden="true">
              {name}
            </span>
            {FIRST_ROW.map((digit) => digitButton(column, digit))}
            <button
              type="button"
              className="chip-button"
              aria-pressed={columns[column] === ALL_DIGITS}
              onClick={() => apply(toggleAll(selectorState.columns, column))}
            >
              {t('column-all')}
            </button>
            {SECOND_ROW.map((digit) => digitButton(column, digit))}
          </div>
        ))}
      </div>
      <p
        className={overLimit ? 'selector-figures over' : 'selector-figures'}
        data-testid="selector-figures"
        aria-live="polite"
      >
        {overLimit
          ? t('selector-over', {
              maxCombinations: formatCount(SELECTOR_MAX_COMBINATIONS),
              maxTotal: formatCents(SELECTOR_MAX_TOTAL_CENTS),
            })
          : t('selector-figures', {
              combinations: formatCount(combinations),
              maxCombinations: formatCount(SELECTOR_MAX_COMBINATIONS),
              total: formatCents(totalCents),
              maxTotal: formatCents(SELECTOR_MAX_TOTAL_CENTS),
            })}
      </p>
    </fieldset>
  );
});
