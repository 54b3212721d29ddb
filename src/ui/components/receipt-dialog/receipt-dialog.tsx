// The receipt dialog (docs/product.md S2 "Receipt dialog"): the receipt in the user's language, sharing to a
// messaging app, copy, the native share sheet, void for an accepted bet, and close. A native <dialog>
// opened with showModal(): the browser makes the page behind it inert, keeps the focus inside and turns
// Escape into a cancel event, which closes it here.
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { useModalDialog } from '../../hooks/use-modal-dialog.ts';
import { useTranslation } from 'react-i18next';
import { isAccepted, shareTextOf, type ReceiptEntry } from './receipt-model.ts';
import { ReceiptEntryView } from './receipt-entry.tsx';
import { ReceiptShareActions } from './receipt-share-actions.tsx';
import { entryText, useReceiptTexts } from './use-receipt-texts.ts';
import { ReceiptPictureButton } from '../../share/shared-pictures.tsx';
import './receipt-dialog.css';

export interface ReceiptDialogProps {
  entries: readonly ReceiptEntry[];
  title: string;
  onClose: () => void;
  /** False where voiding is not offered (a receipt already void, say); the server decides in any case. */
  voidable?: boolean;
  /** Extra actions of the screen that opened it (the forms' "rebet the refused"), above Close. */
  children?: ReactNode;
}

const NO_ENTRIES: readonly ReceiptEntry[] = [];

export function ReceiptDialog({
  entries: latestEntries,
  title,
  onClose,
  voidable = true,
  children,
}: ReceiptDialogProps) {
  // The dialog opens at once (the tap's frame: title, actions) and its entries follow in React's sliced
  // render, so BET's answer never becomes one long task (no tap over 50 ms at 4× CPU).
  const entries = useDeferredValue(latestEntries, NO_ENTRIES);
  const { t } = useTranslation('receipt');
  const texts = useReceiptTexts();
  const dialog = useModalDialog();
  const titleId = useId();
  const text = shareTextOf(entries, (entry) => entryText(entry, texts));
  const accepted = entries.some(isAccepted);
  // Once every accepted bet in it is voided, the title no longer says the bet was placed.
  const [voided, setVoided] = useState<ReadonlySet<string>>(new Set());
  const allVoided =
    accepted && entries.filter(isAccepted).every((entry) => entry.guid !== undefined && voided.has(entry.guid));

  return (
    <dialog
      ref={dialog}
      className="receipt-dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="receipt-title">
        {allVoided ? t('title-voided') : title}
      </h2>
      <div className="receipt-entries">
        {entries.map((entry, index) => (
          <ReceiptEntryView
            key={entry.guid ?? `${entry.drawType ?? ''}-${index}`}
            entry={entry}
            voidable={voidable}
            onVoided={() => setVoided((before) => new Set(before).add(entry.guid ?? ''))}
          />
        ))}
      </div>
      {accepted ? (
        <ReceiptShareActions text={text} title={title} />
      ) : (
        <p className="receipt-message" role="status" aria-live="polite" />
      )}
      {accepted && <ReceiptPictureButton text={text} title={title} />}
      {children}
      <button type="button" className="receipt-close" onClick={onClose}>
        {t('close')}
      </button>
    </dialog>
  );
}
