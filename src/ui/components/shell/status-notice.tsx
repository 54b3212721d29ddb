// A catalogue status as a banner: good news (S1xx) as role="status", anything else as role="alert".
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccessStatus, type Notice } from './notice.ts';
import { statusText } from '../../i18n/status-text.ts';
import './shell.css';

/** `children`: more to say after the catalogue text, inside the same banner (the login page's details). */
export function StatusNotice({ notice, testId, children }: { notice: Notice; testId?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const good = isSuccessStatus(notice.status);
  return (
    <p
      className={good ? 'notice notice-good' : 'notice notice-bad'}
      role={good ? 'status' : 'alert'}
      data-testid={testId}
    >
      {statusText(t, notice.status, notice.params)}
      {children}
    </p>
  );
}
