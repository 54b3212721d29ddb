// The draw-date multi-select: the 7-day list, only dates with a draw of the form's draw types; at most
// `max` chosen (a further tap says so instead of choosing). Dates read as weekday and day of the month.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayOf } from '../../../core/domain/calendar.ts';
import { ChoiceChips } from './choice-chips.tsx';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Memoized: a tap elsewhere on the form does not redraw it (the screens pass stable props). */
export const DatePicker = memo(function DatePicker({
  dates,
  chosen,
  max,
  onToggle,
}: {
  dates: readonly string[];
  chosen: readonly string[];
  max: number;
  onToggle: (date: string) => void;
}) {
  const { t } = useTranslation('betforms');
  const label = max === 1 ? t('date-label') : t('dates-label', { max });
  return (
    <fieldset className="form-field" data-tour="dates">
      <legend>{label}</legend>
      <ChoiceChips
        label={label}
        testId="form-dates"
        className="date-chips"
        chips={dates.map((date) => ({
          value: date,
          pressed: chosen.includes(date),
          disabled: !chosen.includes(date) && chosen.length >= max,
          label: (
            <span className="date-chip">
              <span className="weekday">{t(`weekday-${WEEKDAYS[weekdayOf(date)] ?? 'sun'}`)}</span>
              <span className="day">
                {date.slice(8, 10)}/{date.slice(5, 7)}
              </span>
            </span>
          ),
        }))}
        onTap={onToggle}
      />
      {dates.length === 0 && <p className="form-hint">{t('no-dates')}</p>}
    </fieldset>
  );
});
