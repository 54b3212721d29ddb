// The ALTCHA widget's texts from the app's catalogue (`two-factor` namespace, the login page's lazy one).
// The widget's code-challenge and audio texts are never shown here (no code challenge is issued): they
// keep the widget's English.
import type { TFunction } from 'i18next';

export function altchaStrings(t: TFunction<'two-factor'>, english: Record<string, string>): Record<string, string> {
  return {
    ...english,
    label: t('challenge-label'),
    verifying: t('challenge-verifying'),
    verified: t('challenge-verified'),
    verificationRequired: t('challenge-required'),
    waitAlert: t('challenge-required'),
    error: t('challenge-error'),
    expired: t('challenge-expired'),
    loading: t('challenge-verifying'),
    footer: '',
  };
}
