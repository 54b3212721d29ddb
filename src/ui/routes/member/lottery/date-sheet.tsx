// The ticket search's date: a read-only field (yyyy-mm-dd) that opens a date sheet (a modal <dialog> at the
// bottom) with the month in the user's language — Malay month and day names in Malay — and closes on
// choosing a day.
import { useId, useState } from 'react';
import { useModalDialog } from '../../../hooks/use-modal-dialog.ts';
import { useTranslation } from 'react-i18next';
import { addMonths, dayLabel, monthGrid, monthOf, monthTitle, weekdayNames } from './lottery-rules.ts';

interface Props {
  value: string;
  onChange: (date: string) => void;
}

export function DateField({ value, onChange }: Props) {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState(false);
  const fieldId = useId();
  return (
    <div className="lottery-field">
      <label htmlFor={fieldId}>{t('date-label')}</label>
      <input
        id={fieldId}
        className="lottery-date"
        readOnly
        value={value}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      />
      {open && (
        <DateSheet
          value={value}
          onClose={() => setOpen(false)}
          onChoose={(date) => {
            onChange(date);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

function DateSheet({
  value,
  onChoose,
  onClose,
}: {
  value: string;
  onChoose: (date: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('member');
  const language = i18n.language;
  const dialog = useModalDialog();
  const titleId = useId();
  const [month, setMonth] = useState(() => monthOf(value));

  return (
    <dialog
      ref={dialog}
      className="date-sheet"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="date-sheet-head">
        <button
          type="button"
          className="date-nav"
          aria-label={t('prev-month')}
          onClick={() => setMonth((m) => addMonths(m, -1))}
        >
          ‹
        </button>
        <h2 id={titleId} className="date-sheet-title">
          {monthTitle(month, language)}
        </h2>
        <button
          type="button"
          className="date-nav"
          aria-label={t('next-month')}
          onClick={() => setMonth((m) => addMonths(m, 1))}
        >
          ›
        </button>
      </div>
      <table className="date-grid">
        <thead>
          <tr>
            {weekdayNames(language).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, index) => (
            <tr key={index}>
              {week.map((date, day) => (
                <td key={date ?? `empty-${day}`}>
                  {date !== null && (
                    <button
                      type="button"
                      className={date === value ? 'date-day chosen' : 'date-day'}
                      aria-pressed={date === value}
                      aria-label={dayLabel(date, language)}
                      onClick={() => onChoose(date)}
                    >
                      {Number(date.slice(8, 10))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="lottery-secondary" onClick={onClose}>
        {t('date-close')}
      </button>
    </dialog>
  );
}
