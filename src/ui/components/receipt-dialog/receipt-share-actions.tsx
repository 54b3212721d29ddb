// Sharing a receipt's text: WhatsApp and Telegram links, Copy and the native share sheet, with a polite
// status line saying what happened (docs/product.md S8: 'Copy not available', 'Share not available').
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText, shareText, telegramShareUrl, whatsappShareUrl, type ShareOutcome } from './receipt-share.ts';

export function ReceiptShareActions({ text, title }: { text: string; title: string }) {
  const { t } = useTranslation('receipt');
  const [message, setMessage] = useState('');
  const report = (outcome: ShareOutcome, done: string, unavailable: string) => {
    if (outcome === 'done') setMessage(done);
    else if (outcome === 'unavailable') setMessage(unavailable);
  };
  const copy = async () =>
    report(await copyText(text, globalThis.navigator?.clipboard), t('copied'), t('copy-not-available'));
  const share = async () =>
    report(await shareText(text, title, globalThis.navigator), t('shared'), t('share-not-available'));
  return (
    <>
      <div className="receipt-actions">
        <a className="receipt-action" href={whatsappShareUrl(text)} target="_blank" rel="noopener noreferrer">
          {t('share-whatsapp')}
        </a>
        <a className="receipt-action" href={telegramShareUrl(text)} target="_blank" rel="noopener noreferrer">
          {t('share-telegram')}
        </a>
        <button type="button" className="receipt-action" onClick={() => void copy()}>
          {t('copy')}
        </button>
        <button type="button" className="receipt-action" onClick={() => void share()}>
          {t('share')}
        </button>
      </div>
      <p className="receipt-message" role="status" aria-live="polite">
        {message}
      </p>
    </>
  );
}
