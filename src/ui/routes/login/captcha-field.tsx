// The captcha of the login form (E100): the server's image with a button for a new one, and the answer.
// The key travels with the form, unseen. The image's accessible name says what to do with it.
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../../../core/ports/captcha-service.ts';

interface CaptchaFieldProps {
  captcha: Captcha | null;
  answer: string;
  onAnswer: (answer: string) => void;
  onRefresh: () => void;
  busy: boolean;
}

export function CaptchaField({ captcha, answer, onAnswer, onRefresh, busy }: CaptchaFieldProps) {
  const { t } = useTranslation('login');
  return (
    <fieldset className="captcha">
      <legend>{t('captcha-intro')}</legend>
      <div className="captcha-image">
        {captcha !== null && <img src={captcha.image} alt={t('captcha-image')} width={150} height={50} data-testid="captcha-image" />}
        <button type="button" className="button button-quiet captcha-refresh" onClick={onRefresh} disabled={busy}>
          {t('captcha-refresh')}
        </button>
      </div>
      <label className="field">
        {t('captcha')}
        <input value={answer} onChange={(e) => onAnswer(e.target.value)} autoComplete="off" autoCapitalize="off" spellCheck={false} maxLength={16} />
      </label>
    </fieldset>
  );
}
