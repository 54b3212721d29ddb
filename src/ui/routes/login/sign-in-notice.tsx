// The login page's banner (docs/product.md S8 "Handling"): the catalogue text at once; for maintenance
// its reason and end, for an unsupported version a reload button, from a chunk of their own
// (notice-extra.tsx) that only those two refusals fetch, so /login/'s first download stays as it was.
import { lazy, Suspense } from 'react';
import type { Notice } from '../../components/shell/notice.ts';
import { StatusNotice } from '../../components/shell/status-notice.tsx';
import { noticeExtraOf } from './sign-in-notice-view.ts';

const MaintenanceText = lazy(() => import('./notice-extra.tsx').then((module) => ({ default: module.MaintenanceText })));
const UpdateButton = lazy(() => import('./notice-extra.tsx').then((module) => ({ default: module.UpdateButton })));

export function SignInNotice({ notice }: { notice: Notice }) {
  const extra = noticeExtraOf(notice);
  return (
    <>
      <StatusNotice notice={notice} testId="login-message">
        {extra?.kind === 'maintenance' && (
          <Suspense fallback={null}>
            <MaintenanceText reason={extra.reason} endsAt={extra.endsAt} />
          </Suspense>
        )}
      </StatusNotice>
      {extra?.kind === 'update' && (
        <Suspense fallback={null}>
          <UpdateButton />
        </Suspense>
      )}
    </>
  );
}
