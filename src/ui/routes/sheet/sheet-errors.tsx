// The sheet's errors, each with its line and its translated message (the engine's code is the key).
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { errorMessage, errorPlace } from '../../i18n/error-message.ts';
import { sheetState } from '../../state/sheet-state.ts';

export function SheetErrors() {
  const { t } = useTranslation();
  const { result } = useSnapshot(sheetState);
  if (result === null || result.errors.length === 0) return null;
  return (
    <section className="card errors" data-testid="sheet-errors">
      <h2>{t('errors-label')}</h2>
      <ul>
        {result.errors.map((error, index) => (
          <li key={`${error.line}-${error.code}-${index}`}>
            <span className="error-line">{errorPlace(t, error)}</span>
            <span>{errorMessage(t, error)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
