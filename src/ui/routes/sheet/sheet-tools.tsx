// The sheet's tools: text size (A− / A+, 16–40, remembered), copy and paste of the whole sheet, and the
// keypad toggle (closed, the rows take the system keyboard again).
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { sheetActions, sheetState } from './sheet-state.ts';
import { copyText } from '../../components/receipt-dialog/receipt-share.ts';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, FONT_SIZE_STEP } from './font-size.ts';
import type { SheetEditor } from './sheet-editor.ts';
import { showToast } from './toast-state.ts';

interface Props {
  editor: SheetEditor;
  keypadOpen: boolean;
  onToggleKeypad: () => void;
}

export function SheetTools({ editor, keypadOpen, onToggleKeypad }: Props) {
  const { t } = useTranslation('sheet');
  const { fontSize } = useSnapshot(sheetState);

  const copy = async () => {
    const outcome = await copyText(sheetState.text, globalThis.navigator?.clipboard);
    showToast(outcome === 'done' ? t('copied') : t('copy-not-available'));
  };
  const paste = async () => {
    try {
      const text = await globalThis.navigator.clipboard.readText();
      // A paste cut at the row cap says so (the editor's toast); 'pasted' would hide it.
      if (!editor.replaceAll(text)) showToast(t('pasted'));
    } catch {
      // No clipboard API, no permission, or not a secure context: Ctrl+V into a row still works.
      showToast(t('paste-not-available'));
    }
  };

  return (
    <div className="sheet-tools">
      <div className="font-size" role="group" aria-label={t('font-size-label')}>
        <button
          type="button"
          className="tool"
          disabled={fontSize <= FONT_SIZE_MIN}
          onClick={() => sheetActions.setFontSize(fontSize - FONT_SIZE_STEP)}
        >
          <span aria-hidden="true">A−</span>
          <span className="visually-hidden">{t('font-smaller')}</span>
        </button>
        <output className="font-size-value" aria-live="polite">
          {fontSize}
        </output>
        <button
          type="button"
          className="tool"
          disabled={fontSize >= FONT_SIZE_MAX}
          onClick={() => sheetActions.setFontSize(fontSize + FONT_SIZE_STEP)}
        >
          <span aria-hidden="true">A+</span>
          <span className="visually-hidden">{t('font-larger')}</span>
        </button>
      </div>
      <button type="button" className="tool" onClick={() => void copy()}>
        {t('copy')}
      </button>
      <button type="button" className="tool" onClick={() => void paste()}>
        {t('paste')}
      </button>
      <button
        type="button"
        className="tool"
        aria-label={t('keypad-label')}
        aria-pressed={keypadOpen}
        onClick={onToggleKeypad}
      >
        <span aria-hidden="true">⌨</span>
      </button>
    </div>
  );
}
