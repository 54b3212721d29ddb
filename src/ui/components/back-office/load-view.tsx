// What a screen shows while its data loads or when the load failed; the data itself once it is there.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusNotice } from '../shell/status-notice.tsx';
import { WayHome } from '../shell/no-permission.tsx';
import type { Load } from './use-load.ts';

export function LoadView<T>({ result, children }: { result: Load<T>; children: (value: T) => ReactNode }) {
  const { t } = useTranslation('settings');
  if (result.state === 'loading')
    return (
      <p className="bo-loading" role="status">
        {t('loading')}
      </p>
    );
  // A refusal (E103 "You do not have permission." among them) leaves a way back, not a dead end.
  if (result.state === 'failed') {
    return (
      <>
        <StatusNotice notice={result.notice} testId="load-failed" />
        <WayHome />
      </>
    );
  }
  return <>{children(result.value)}</>;
}
