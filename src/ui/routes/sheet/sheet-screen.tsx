// The free-text sheet screen (/sheet/): options and tools on top, the 50 rows with what each line bets or
// what is wrong with it, the keypad, and BET with the total. The navbar comes from the app shell.
// Split into small parts so no component grows past a screenful.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CutoffCountdown } from '../../components/cutoff-countdown/cutoff-countdown.tsx';
import { LazyReceiptDialog, usePreloadedReceiptDialog } from '../../components/receipt-dialog/lazy-receipt-dialog.tsx';
import { BetBar } from './bet-bar.tsx';
import { betActions, betState } from './bet-state.ts';
import { SheetEditor, type EditorMessage } from './sheet-editor.ts';
import { SheetErrors } from './sheet-errors.tsx';
import { SheetKeypad } from './sheet-keypad.tsx';
import { SheetNotice } from './sheet-notice.tsx';
import { SheetOptions } from './sheet-options.tsx';
import { SheetRows } from './sheet-rows.tsx';
import { SheetToast } from './sheet-toast.tsx';
import { showToast } from './toast-state.ts';
import { SheetTools } from './sheet-tools.tsx';
import { useBetting } from './use-betting.ts';
import { useLiveParse } from './use-live-parse.ts';
import { useOnline } from '../../hooks/use-online.ts';
import { useRebetIntake } from './use-rebet-intake.ts';
import { MAX_LINES } from './sheet-edit.ts';
import { sheetOperators } from './sheet-operators.ts';
import { sheetState } from './sheet-state.ts';
import './sheet.css';

/** The live parse in a component of its own: it watches the text, so only it re-renders per keystroke, not the screen. */
function LiveParse() {
  useLiveParse();
  return null;
}

/** The cut-off line of the sheet's own operators: it re-renders with the parse result, not the screen. */
function SheetCutoff() {
  const { variant, result } = useSnapshot(sheetState);
  const operators = useMemo(() => sheetOperators(variant, result), [variant, result]);
  return <CutoffCountdown compact operators={operators} />;
}

export function SheetScreen() {
  const { t } = useTranslation('sheet');
  usePreloadedReceiptDialog();
  // One editor for the screen's life: rows, keypad and tools share it, and its handlers never change.
  const [editor] = useState(() => new SheetEditor());
  const [keypadOpen, setKeypadOpen] = useState(true);
  const online = useOnline();
  const onBet = useBetting(online);
  const { receipt } = useSnapshot(betState);
  useRebetIntake();

  useEffect(() => {
    const messages: Record<EditorMessage, string> = {
      'too-many-lines': t('too-many-lines', { max: MAX_LINES }),
      'sheet-cleared': t('sheet-cleared'),
    };
    return editor.listen((message) => showToast(messages[message]));
  }, [editor, t]);

  // The page itself does not scroll while the sheet shows: its rows scroll in their own box (sheet.css).
  // Before the first paint, or the BET bar would be seen to jump (a layout shift).
  useLayoutEffect(() => {
    document.documentElement.classList.add('fills-viewport');
    return () => document.documentElement.classList.remove('fills-viewport');
  }, []);

  return (
    <main className="sheet-screen">
      <div className="sheet-scroll">
        <div className="sheet-head">
          <SheetOptions />
          <SheetTools editor={editor} keypadOpen={keypadOpen} onToggleKeypad={() => setKeypadOpen((open) => !open)} />
          <SheetNotice />
          <SheetCutoff />
        </div>
        <div className="sheet-body">
          <SheetRows editor={editor} keypadOpen={keypadOpen} />
          <SheetErrors editor={editor} />
        </div>
      </div>
      <div className="sheet-foot">
        <BetBar online={online} onBet={onBet} />
        {keypadOpen && <SheetKeypad editor={editor} />}
      </div>
      <LiveParse />
      <SheetToast />
      {receipt !== null && (
        <LazyReceiptDialog entries={receipt} title={t('receipt-title')} onClose={betActions.closeReceipt} />
      )}
    </main>
  );
}
