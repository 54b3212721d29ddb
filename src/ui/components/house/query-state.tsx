// What a house screen shows while a read is on its way or when it failed: the catalogue's text of the
// failure (E103 among them) and a way home, never a blank screen.
import { useTranslation } from 'react-i18next';
import { asServiceError, type ServiceError } from '../../../core/domain/service-error.ts';
import { StatusNotice } from '../shell/status-notice.tsx';
import { WayHome } from '../shell/no-permission.tsx';

export function QueryState({ pending, error }: { pending: boolean; error: ServiceError | null }) {
  const { t } = useTranslation('house');
  if (error !== null) {
    return (
      <>
        <StatusNotice notice={{ status: error.status, params: [...error.params] }} testId="load-failed" />
        <WayHome />
      </>
    );
  }
  return pending ? (
    <p className="bo-loading" role="status">
      {t('loading')}
    </p>
  ) : null;
}

/** A failed change as a banner: the catalogue's text with its parameters. */
export function ChangeFailed({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  const failure = asServiceError(error);
  return <StatusNotice notice={{ status: failure.status, params: [...failure.params] }} testId="change-failed" />;
}
