// The receipt dialog (docs/product.md S2 "Receipt dialog"): the receipt text, sharing to a messaging app,
// copy, the native share sheet, void for an accepted bet, and close. A native <dialog> opened with
// showModal(): the browser makes the page behind it inert, keeps the focus inside and turns Escape into a
// cancel event, which closes it here.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAccepted, shareTextOf, type ReceiptEntry } from './receipt-model.ts';
import { ReceiptEntryView } from './receipt-entry.tsx';
import { copyText, shareText, telegramShareUrl, whatsappShareUrl, type ShareOutcome } from './receipt-share.ts';
import './receipt-dialog.css';

export interface ReceiptDialogProps {
  entries: readonly ReceiptEntry[];
  title: string;
  onClose: () => void;
  /** False where voiding is not offered (a receipt already void, say); the server decides in any case. */
  voidable?: boolean;
}

export function ReceiptDialog({ entries, title, onClose, voidable = true }: ReceiptDialogProps) {
  const { t } = useTranslation('receipt');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [message, setMessage] = useState('');
  const text = shareTextOf(entries);
  const accepted = entries.some(isAccepted);

  useEffect(() => {
    const element = dialog.current;
    // showModal is missing in very old engines: the dialog then shows in place, still labelled as a dialog.
    if (element !== null && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => element?.close?.();
  }, []);

  const report = (outcome: ShareOutcome, done: string, unavailable: string) => {
    if (outcome === 'done') setMessage(done);
    else if (outcome === 'unavailable') setMessage(unavailable);
  };
  const copy = async () => report(await copyText(text, globalThis.navigator?.clipboard), t('copied'), t('copy-not-available'));
  const share = async () => report(await shareText(text, title, globalThis.navigator), t('shared'), t('share-not-available'));

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
      <h2 id={titleId} className="receipt-title">{title}</h2>
      <div className="receipt-entries">
        {entries.map((entry, index) => (
          <ReceiptEntryView key={entry.guid ?? `${entry.drawType ?? ''}-${index}`} entry={entry} voidable={voidable} />
        ))}
      </div>
      {accepted && (
        <div className="receipt-actions">
          <a className="receipt-action" href={whatsappShareUrl(text)} target="_blank" rel="noopener noreferrer">{t('share-whatsapp')}</a>
          <a className="receipt-action" href={telegramShareUrl(text)} target="_blank" rel="noopener noreferrer">{t('share-telegram')}</a>
          <button type="button" className="receipt-action" onClick={() => void copy()}>{t('copy')}</button>
          <button type="button" className="receipt-action" onClick={() => void share()}>{t('share')}</button>
        </div>
      )}
      <p className="receipt-message" role="status" aria-live="polite">{message}</p>
      <button type="button" className="receipt-close" onClick={onClose}>{t('close')}</button>
    </dialog>
  );
}
