// A single tab's pickers: the operator's draw dates (newest first, "latest" by default) and, for L, A and
// N, the 3 pm or evening draw. Both live in the URL (?date=, ?time=), so reload and share keep them.
import { useTranslation } from 'react-i18next';
import type { DrawTime } from '../../../core/domain/result-schedule.ts';
import { formatDrawDate } from '../../format/draw-date.ts';

export interface DrawPickerProps {
  dates: readonly string[];
  date: string | null;
  onDate: (date: string | null) => void;
  /** null: the operator has one draw a day (no time picker). */
  time: DrawTime | null;
  onTime: (time: DrawTime) => void;
  language: string;
}

export function DrawPicker({ dates, date, onDate, time, onTime, language }: DrawPickerProps) {
  const { t } = useTranslation('results');
  return (
    <div className="draw-picker options">
      <label className="inline-field">
        <span>{t('date-label')}</span>
        <select value={date ?? ''} onChange={(event) => onDate(event.target.value === '' ? null : event.target.value)}>
          <option value="">{t('date-latest')}</option>
          {dates.map((day) => (
            <option key={day} value={day}>
              {formatDrawDate(day, language)}
            </option>
          ))}
        </select>
      </label>
      {time !== null && (
        <div className="segmented" role="group" aria-label={t('time-label')}>
          {(['afternoon', 'evening'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={option === time ? 'active' : undefined}
              aria-pressed={option === time}
              onClick={() => onTime(option)}
            >
              {t(`time-${option}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
