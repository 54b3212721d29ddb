// A catalogue status as a banner: good news (S1xx) as role="status", anything else as role="alert".
import { useTranslation } from 'react-i18next';
import { isSuccessStatus, type Notice } from './notice.ts';
import { statusText } from '../../i18n/status-text.ts';
import './shell.css';

export function StatusNotice({ notice, testId }: { notice: Notice; testId?: string }) {
  const { t } = useTranslation();
  const good = isSuccessStatus(notice.status);
  return (
    <p className={good ? 'notice notice-good' : 'notice notice-bad'} role={good ? 'status' : 'alert'} data-testid={testId}>
      {statusText(t, notice.status, notice.params)}
    </p>
  );
}
