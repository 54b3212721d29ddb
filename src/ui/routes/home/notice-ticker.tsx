// The notification ticker (the server's tickerMessage), scrolling with CSS. Its speed follows the length
// of the message, set as a custom property through the CSSOM (no style attribute needed).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';
import { tickerSeconds } from './notice-ticker-speed.ts';

export function NoticeTicker() {
  const { t, i18n } = useTranslation('home');
  // The operator's message in the user's language when it has one (the login data and the ping carry each).
  const { tickerMessage: fallback, loginData } = useSnapshot(sessionState);
  const tickerMessage = loginData?.tickerMessages?.[i18n.language] ?? fallback;
  const track = useRef<HTMLDivElement>(null);
  useEffect(() => {
    track.current?.style.setProperty('--ticker-seconds', `${tickerSeconds(tickerMessage)}s`);
  }, [tickerMessage]);
  if (tickerMessage.trim() === '') return null;
  return (
    <section className="ticker" aria-label={t('ticker-label')}>
      <span className="ticker-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18">
          <path d="M3 10v4h4l5 4V6L7 10zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z" />
        </svg>
      </span>
      <div className="ticker-window">
        <div className="ticker-track" ref={track}>
          <span>{tickerMessage}</span>
        </div>
      </div>
    </section>
  );
}
