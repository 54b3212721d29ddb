// The on-screen keypad (docs/product.md S2 "a 50-row list with a keypad"): every character the sheet
// language uses, a new-line key and delete, inserting at the caret of the row last used. Keys never take
// the focus (mousedown's default is prevented), so the row keeps its caret and the system keyboard, when
// open, stays. Holding delete for LONG_PRESS_MS clears the whole sheet (docs/product.md S2: "Long-press on delete clears
// the field").
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SheetEditor } from './sheet-editor.ts';

export const LONG_PRESS_MS = 600;

type Key = { kind: 'char'; char: string } | { kind: 'newline' } | { kind: 'delete' };

const char = (value: string): Key => ({ kind: 'char', char: value });
/** Phone-pad order, with the sheet's symbols in the right column. */
const KEYS: readonly Key[] = [
  char('1'),
  char('2'),
  char('3'),
  char('D'),
  char('4'),
  char('5'),
  char('6'),
  char('#'),
  char('7'),
  char('8'),
  char('9'),
  char('*'),
  char('R'),
  char('0'),
  { kind: 'delete' },
  { kind: 'newline' },
];

const keepFocus = (event: MouseEvent) => event.preventDefault();

export function SheetKeypad({ editor }: { editor: SheetEditor }) {
  const { t } = useTranslation('sheet');
  return (
    <div className="sheet-keypad" role="group" aria-label={t('keypad-label')}>
      {KEYS.map((key) => {
        if (key.kind === 'delete') return <DeleteKey key="delete" editor={editor} />;
        if (key.kind === 'newline') {
          return (
            <button
              key="newline"
              type="button"
              className="key key-action"
              aria-label={t('key-newline')}
              onMouseDown={keepFocus}
              onClick={() => editor.insert('\n')}
            >
              <span aria-hidden="true">⏎</span>
            </button>
          );
        }
        return (
          <button
            key={key.char}
            type="button"
            className="key"
            onMouseDown={keepFocus}
            onClick={() => editor.insert(key.char)}
          >
            {key.char}
          </button>
        );
      })}
    </div>
  );
}

/** ⌫: a tap deletes at the caret; held for LONG_PRESS_MS it clears the sheet, and the tap that ends the hold is ignored. */
function DeleteKey({ editor }: { editor: SheetEditor }) {
  const { t } = useTranslation('sheet');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const held = useRef(false);
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);
  return (
    <button
      type="button"
      className="key key-action"
      aria-label={t('key-delete')}
      onMouseDown={keepFocus}
      onContextMenu={(event) => event.preventDefault()}
      onPointerDown={() => {
        cancel();
        held.current = false;
        timer.current = setTimeout(() => {
          timer.current = null;
          held.current = true;
          editor.clear();
        }, LONG_PRESS_MS);
      }}
      onPointerUp={cancel}
      onPointerLeave={cancel}
      onPointerCancel={cancel}
      onClick={() => {
        // The click that ends a long press has already cleared the sheet; keyboard activation (no pointer) deletes once.
        if (held.current) {
          held.current = false;
          return;
        }
        editor.backspace();
      }}
    >
      <span aria-hidden="true">⌫</span>
    </button>
  );
}
