// "Share as picture": builds the PNG in the browser (picture.ts) in the site's brand and the user's language,
// and shares or downloads it (share-file.ts), saying what happened in a polite status line. Its messages
// are the numbers namespace's, loaded without suspending the screen around it: the button shows once they
// are in (a few hundred bytes).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { sessionState } from '../state/session-state.ts';
import { activeBrand, brandState } from '../components/brand/brand-state.ts';
import { inkOn } from '../components/brand/brand.ts';
import { pictureBlob, type PictureContent } from './picture.ts';
import { sharePicture, type PictureOutcome } from './share-file.ts';
import './share.css';

interface Props {
  /** What the picture shows, built when tapped (in the language of that moment). */
  content: () => PictureContent;
  fileName: string;
  className?: string;
}

export function SharePictureButton({ content, fileName, className }: Props) {
  const { t, ready } = useTranslation('numbers', { useSuspense: false });
  const { loginData } = useSnapshot(sessionState);
  const brand = activeBrand(loginData, useSnapshot(brandState));
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  if (!ready) return null;
  const messages: Record<PictureOutcome, string> = {
    shared: t('share-picture-shared'),
    downloaded: t('share-picture-downloaded'),
    cancelled: '',
  };
  const share = async () => {
    setBusy(true);
    try {
      const picture = content();
      const blob = await pictureBlob(picture, {
        name: brand.name,
        primary: brand.primary,
        accent: brand.accent,
        ink: inkOn(brand.primary),
      });
      setMessage(messages[await sharePicture(blob, fileName, picture.title)]);
    } catch {
      setMessage(t('share-picture-failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={className ? `share-picture ${className}` : 'share-picture'}>
      <button
        type="button"
        className="button button-quiet share-picture-button"
        disabled={busy}
        onClick={() => void share()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M4 5h16v14H4zm2 2v8.6l3.5-3.6 2.5 2.5 4-4.5 2 2.2V7zm3 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"
            fill="currentColor"
          />
        </svg>
        {t('share-picture')}
      </button>
      <p className="share-picture-message" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
