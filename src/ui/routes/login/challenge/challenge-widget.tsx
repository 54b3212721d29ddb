// The login's challenge (E100) on screen: the ALTCHA widget, a checkbox that solves a proof-of-work
// challenge by itself as soon as it is shown (about a second on a phone), so a person only waits. Loaded
// with the login page's lazy chunk (login-extras.ts), never in /login/'s first download. Strict-CSP build
// ('altcha/external'): its stylesheet is a file, its PBKDF2 worker a file of our own origin (worker-src
// 'self'), no inline script, no WebAssembly. The challenge comes through the app's own API client (the
// site's API base), and every mount fetches a new one: a solution is single use.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { WidgetMethods } from 'altcha/types';
// The <altcha-widget> element's JSX typing.
import type {} from 'altcha/types/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../../app/container-context.tsx';
import { CaptchaService } from '../../../../core/ports/captcha-service.ts';
import { altchaStrings } from './challenge-strings.ts';
import './challenge.css';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

export interface ChallengeWidgetProps {
  /** The payload to send as `Captcha` once solved; null while unsolved, failed or expired. */
  onSolved: (payload: string | null) => void;
}

type Widget = HTMLElement & WidgetMethods;
type StateChange = CustomEvent<{ payload: string | null; state: string }>;

/**
 * Runs `run` once the widget's methods exist. The element is a Svelte custom element: its methods forward to
 * the component, which it creates only a microtask after it is connected, so an effect React flushes
 * synchronously with the commit (a render in a discrete lane) would find `configure` undefined. A task
 * queued with setTimeout runs after that microtask. Returns a cancel for the effect's cleanup.
 */
function whenReady(element: Widget, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    if (typeof element.configure === 'function') run();
    else timer = setTimeout(attempt, 0);
  };
  attempt();
  return () => clearTimeout(timer);
}

export default function ChallengeWidget({ onSolved }: ChallengeWidgetProps) {
  const { t, i18n } = useTranslation('two-factor');
  const captchas = useInjection<CaptchaService>(CaptchaService);
  const widget = useRef<Widget>(null);
  const introId = useId();
  const language = i18n.language;
  // The latest callback, without restarting the widget (a restart would fetch and solve a new challenge).
  const report = useRef(onSolved);
  useEffect(() => {
    report.current = onSolved;
  }, [onSolved]);

  // The widget's own words in the user's language, from the app's catalogue.
  useEffect(() => {
    globalThis.$altcha.i18n.set(language, altchaStrings(t, globalThis.$altcha.i18n.get('en') ?? {}));
    const element = widget.current;
    if (!element) return undefined;
    return whenReady(element, () => void element.configure({ language }));
  }, [language, t]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return undefined;
    const changed = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      report.current(state === 'verified' ? payload : null);
    };
    element.addEventListener('statechange', changed);
    const cancel = whenReady(element, () => {
      // configure() is synchronous in this version (typed as a promise): the settings hold for verify().
      void element.configure({
        // Any string that is not JSON: the widget hands it to `fetch`, which asks the app's API client.
        challenge: 'tikam:challenge',
        fetch: async () =>
          new Response(JSON.stringify(await captchas.next()), { headers: { 'content-type': 'application/json' } }),
        hideLogo: true,
        hideFooter: true,
        // Two workers: most phones have more cores, and the page stays responsive meanwhile.
        workers: 2,
      });
      void element.verify();
    });
    return () => {
      cancel();
      element.removeEventListener('statechange', changed);
    };
  }, [captchas]);

  return (
    <div className="challenge" role="group" aria-labelledby={introId} data-testid="login-challenge">
      <p id={introId}>{t('challenge-intro')}</p>
      <altcha-widget ref={widget} auto="off" language={language} />
    </div>
  );
}
