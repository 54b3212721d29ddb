// The sheet itself: a plain textarea. sync: true because valtio batches updates by default, which would
// make a controlled textarea lose the caret position while typing.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { sheetActions, sheetState } from '../../state/sheet-state.ts';

export function SheetEditor() {
  const { t } = useTranslation();
  const { text } = useSnapshot(sheetState, { sync: true });
  return (
    <label className="sheet-editor">
      <span className="visually-hidden">{t('sheet-input-label')}</span>
      <textarea
        value={text}
        onChange={(event) => sheetActions.setText(event.target.value)}
        placeholder={t('sheet-placeholder')}
        rows={8}
        spellCheck={false}
        autoCapitalize="characters"
        autoComplete="off"
        autoCorrect="off"
        data-testid="sheet-text"
      />
    </label>
  );
}
