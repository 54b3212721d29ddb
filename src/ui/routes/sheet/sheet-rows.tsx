// The sheet as rows (docs/product.md S2: "a 50-row list"): at least 50, one more than the text's lines once
// it is longer, each a memoized SheetRow. The font size is a CSS custom property set through the CSSOM.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { sheetState } from './sheet-state.ts';
import { MAX_LINES, splitLines } from './sheet-edit.ts';
import type { SheetEditor } from './sheet-editor.ts';
import { rowTextsOf } from './row-texts.ts';
import { SheetRow } from './sheet-row.tsx';
import { useMountedRows, useProgressive } from './use-progressive.ts';

/** The rows always shown, typed in or not. */
export const MIN_ROWS = 50;

export function rowCountFor(lineCount: number): number {
  return Math.min(MAX_LINES, Math.max(MIN_ROWS, lineCount + 1));
}

export function SheetRows({ editor, keypadOpen }: { editor: SheetEditor; keypadOpen: boolean }) {
  const { t, i18n } = useTranslation('sheet');
  const { t: tt } = useTranslation();
  // One set of translators for all rows: a hook per row would cost 50 subscriptions and lookups per render.
  const texts = useMemo(() => rowTextsOf(t, tt, i18n.language), [t, tt, i18n.language]);
  // sync: valtio batches updates by default, which would make the controlled inputs lose the caret.
  const { text, notes: latestNotes, checking, fontSize, variant } = useSnapshot(sheetState, { sync: true });
  const list = useRef<HTMLOListElement>(null);
  const lines = useMemo(() => (text === '' ? [] : splitLines(text)), [text]);
  // A paste or a parse answer changes every row: the rows in view change now, the rest a few per frame.
  const viewRow = editor.viewRow();
  const shownLines = useProgressive(lines, viewRow);
  const notes = useProgressive(latestNotes, viewRow);
  // A screenful of rows mounts with the screen, the rest a few per frame after it.
  const count = useMountedRows(rowCountFor(lines.length));
  const inputMode = keypadOpen ? 'none' : 'text';

  // Custom property through the CSSOM, which a CSP without 'unsafe-inline' styles still allows.
  useLayoutEffect(() => {
    list.current?.style.setProperty('--sheet-font-size', `${fontSize}px`);
  }, [fontSize]);

  // After every render: an edit that moved the caret (Enter, a paste, a keypad key) puts it in place.
  useLayoutEffect(() => editor.applyCaret());

  // An empty sheet shows an example in its first rows ("D", "#1234", "1234#1"), as placeholders; the hourly
  // sheet's own ("#83": Lucky at 3 pm), since the regular sheet's draw-type line is refused there.
  const examples =
    text === '' ? splitLines(tt(variant === 'hourly' ? 'sheet-placeholder-hourly' : 'sheet-placeholder')) : [];
  const rows = [];
  for (let row = 0; row < count; row += 1) {
    rows.push(
      <SheetRow
        key={row}
        row={row}
        text={shownLines[row] ?? ''}
        note={notes[row] ?? null}
        editor={editor}
        inputMode={inputMode}
        texts={texts}
        placeholder={examples[row]}
      />,
    );
  }
  return (
    <ol
      ref={list}
      className={checking ? 'sheet-rows is-checking' : 'sheet-rows'}
      aria-label={t('rows-label')}
      aria-busy={checking}
    >
      {rows}
    </ol>
  );
}
