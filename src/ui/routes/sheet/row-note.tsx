// What a row says under its text: its errors (translated, with the line for screen readers), or what a
// number line bets and costs ("24 × BOX · M P T · 2 dates · 48.00"), the dates of the date line, the draw
// types under a draw-type line. A stale note (the row changed since the last parse) is shown dimmed
// rather than removed, so rows do not jump while the player types.
import { errorMessage } from '../../i18n/error-message.ts';
import { formatDrawDate } from '../../format/draw-date.ts';
import { formatCents } from '../../format/money.ts';
import type { RowNote } from './row-model.ts';
import type { RowTexts } from './row-texts.ts';

interface Props {
  id: string;
  line: number;
  note: RowNote | null;
  stale: boolean;
  texts: RowTexts;
}

export function RowNoteView({ id, line, note, stale, texts }: Props) {
  const { t, tt, language } = texts;
  const className = stale ? 'row-note stale' : 'row-note';
  if (note === null) return <div id={id} className={className} />;
  if (note.errors.length > 0) {
    return (
      <div id={id} className={`${className} row-errors`}>
        {note.errors.map((error, index) => (
          <p key={`${error.code}-${index}`} className="row-error">
            <span className="visually-hidden">{tt('error-line', { line })} </span>
            {errorMessage(tt, error)}
          </p>
        ))}
      </div>
    );
  }
  const { bet, dates, drawTypes } = note;
  let content = '';
  if (bet !== null) {
    content = t('row-bet', {
      combinations: bet.combinations,
      mode: tt(`mode-${bet.mode}`),
      drawTypes: bet.drawTypes.join(' '),
      dates: t('row-dates', { count: bet.dateCount }),
      cost: formatCents(bet.costCents),
    });
  } else if (dates !== null) {
    content = dates.map((date) => formatDrawDate(date, language)).join(' · ');
  } else if (drawTypes !== null) {
    content = drawTypes.join(' ');
  }
  return (
    <div id={id} className={className}>
      <p className={bet !== null ? 'row-bet' : 'row-info'}>{content}</p>
    </div>
  );
}
