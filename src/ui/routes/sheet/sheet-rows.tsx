// The sheet as rows (docs/product.md S2: "a 50-row list"): at least 50, one more than the text's lines once
// it is longer, each a memoized SheetRow. The font size is a CSS custom property set through the CSSOM.
import { useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { sheetState } from '../../state/sheet-state.ts';
import { MAX_LINES, splitLines } from './sheet-edit.ts';
import type { SheetEditor } from './sheet-editor.ts';
import type { RowTexts } from './row-texts.ts';
import { SheetRow } from './sheet-row.tsx';

/** The rows always shown, typed in or not. */
export const MIN_ROWS = 50;

export function rowCountFor(lineCount: number): number {
  return Math.min(MAX_LINES, Math.max(MIN_ROWS, lineCount + 1));
}

/** Rows this close to the caret show an edit in the same frame: with the keypad open the screen shows about six. */
export const URGENT_ROWS = 6;

/**
 * The text a row shows: the latest near the caret, where the user looks and types; a moment later (the
 * deferred render, which React splits into short slices) elsewhere. A 50-line paste then costs one long
 * task for the rows in view instead of all fifty (no main-thread task over 50 ms at 4× CPU, issue 15).
 */
export function rowText(row: number, caretRow: number | null, latest: readonly string[], later: readonly string[]): string {
  const near = caretRow === null || Math.abs(row - caretRow) <= URGENT_ROWS;
  return (near ? latest[row] : later[row]) ?? '';
}

export function SheetRows({ editor, keypadOpen }: { editor: SheetEditor; keypadOpen: boolean }) {
  const { t, i18n } = useTranslation('sheet');
  const { t: tt } = useTranslation();
  // One set of translators for all rows: a hook per row would cost 50 subscriptions and lookups per render.
  const texts = useMemo<RowTexts>(() => ({ t, tt, language: i18n.language }), [t, tt, i18n.language]);
  // sync: valtio batches updates by default, which would make the controlled inputs lose the caret.
  const { text, notes: latestNotes, checking, fontSize } = useSnapshot(sheetState, { sync: true });
  // New notes render at transition priority, in slices that yield to the next keystroke: a parse answer
  // for 50 rows never blocks the main thread in one long task. The text itself stays urgent (the caret).
  const notes = useDeferredValue(latestNotes);
  const list = useRef<HTMLOListElement>(null);
  const lines = text === '' ? [] : splitLines(text);
  const laterText = useDeferredValue(text);
  const laterLines = laterText === text ? lines : laterText === '' ? [] : splitLines(laterText);
  const caretRow = editor.caretRow();
  const count = rowCountFor(lines.length);
  const inputMode = keypadOpen ? 'none' : 'text';

  // Custom property through the CSSOM, which a CSP without 'unsafe-inline' styles still allows.
  useLayoutEffect(() => {
    list.current?.style.setProperty('--sheet-font-size', `${fontSize}px`);
  }, [fontSize]);

  // After every render: an edit that moved the caret (Enter, a paste, a keypad key) puts it in place.
  useLayoutEffect(() => editor.applyCaret());

  // An empty sheet shows an example in its first rows ("D", "#1234", "1234#1"), as placeholders.
  const examples = text === '' ? splitLines(tt('sheet-placeholder')) : [];
  const rows = [];
  for (let row = 0; row < count; row += 1) {
    rows.push(
      <SheetRow
        key={row}
        row={row}
        text={rowText(row, caretRow, lines, laterLines)}
        note={notes[row] ?? null}
        editor={editor}
        inputMode={inputMode}
        texts={texts}
        placeholder={examples[row]}
      />,
    );
  }
  return (
    <ol ref={list} className={checking ? 'sheet-rows is-checking' : 'sheet-rows'} aria-label={t('rows-label')} aria-busy={checking}>
      {rows}
    </ol>
  );
}
