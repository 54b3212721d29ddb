// Errors about the sheet as a whole (no bet line, more than 50 bets) and the list of faulty lines
// (docs/product.md S5: "Invalid lines produce a message listing the line numbers"); each line number jumps
// to its row. The errors themselves are shown on their rows.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { errorMessage } from '../../i18n/error-message.ts';
import { sheetState } from './sheet-state.ts';
import { errorLines, sheetLevelErrors } from './row-model.ts';
import type { SheetEditor } from './sheet-editor.ts';

export function SheetErrors({ editor }: { editor: SheetEditor }) {
  const { t } = useTranslation('sheet');
  const { t: tt } = useTranslation();
  const { result, notes, text, parsedText, serverErrors } = useSnapshot(sheetState);
  if (result === null || text !== parsedText) return null;
  const kept = serverErrors !== null && serverErrors.text === parsedText ? serverErrors.errors : [];
  const whole = sheetLevelErrors(result, kept);
  const lines = errorLines(notes);
  if (whole.length === 0 && lines.length === 0) return null;
  return (
    <section className="sheet-errors" aria-label={tt('errors-label')} data-testid="sheet-errors">
      {whole.map((error, index) => (
        <p key={`${error.code}-${index}`} className="sheet-error">
          {errorMessage(tt, error)}
        </p>
      ))}
      {lines.length > 0 && (
        <p className="sheet-error-lines">
          <span>{t('error-lines', { count: lines.length })}</span>{' '}
          {lines.map((line) => (
            <button
              key={line}
              type="button"
              className="line-link"
              aria-label={tt('error-line', { line })}
              onClick={() => editor.focusLine(line)}
            >
              {line}
            </button>
          ))}
        </p>
      )}
    </section>
  );
}
