// One row of the sheet: its line number, its text (an input of its own) and, under it, what the engine
// made of it. Memoized: a keystroke changes one row's text, a parse changes the notes that differ, and
// every other row is skipped (its props are the same strings and the same reused note objects).
import { memo } from 'react';
import type { RowNote } from './row-model.ts';
import type { RowTexts } from './row-texts.ts';
import { RowNoteView } from './row-note.tsx';
import type { SheetEditor } from './sheet-editor.ts';

export interface SheetRowProps {
  /** 0-based row (the engine's line number − 1). */
  row: number;
  text: string;
  note: RowNote | null;
  editor: SheetEditor;
  /** 'none' while the on-screen keypad is open, so tapping a row does not raise the system keyboard. */
  inputMode: 'none' | 'text';
  texts: RowTexts;
  /** An example line while the sheet is empty. */
  placeholder?: string | undefined;
}

export const SheetRow = memo(function SheetRow({
  row,
  text,
  note,
  editor,
  inputMode,
  texts,
  placeholder,
}: SheetRowProps) {
  const line = row + 1;
  const noteId = `sheet-row-note-${line}`;
  const hasText = text.trim() !== '';
  const hasError = note !== null && note.errors.length > 0;
  return (
    <li className={hasError ? 'sheet-row has-error' : 'sheet-row'}>
      <span className="row-number" aria-hidden="true">
        {line}
      </span>
      <div className="row-body">
        <input
          ref={(element) => editor.register(row, element)}
          className="row-input"
          type="text"
          value={text}
          placeholder={placeholder}
          aria-label={texts.rowLabel(line)}
          aria-invalid={hasError}
          aria-describedby={hasText ? noteId : undefined}
          inputMode={inputMode}
          enterKeyHint="enter"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="characters"
          spellCheck={false}
          onFocus={() => editor.focused(row)}
          onChange={(event) => editor.change(row, event.target.value, event.target.selectionStart)}
          onKeyDown={(event) => editor.keyDown(row, event)}
          onPaste={(event) => editor.paste(row, event)}
        />
        {hasText && (
          <RowNoteView id={noteId} line={line} note={note} stale={note === null || note.text !== text} texts={texts} />
        )}
      </div>
    </li>
  );
});
