// The login page's banner (docs/product.md S8 "Handling"): the catalogue text at once; for maintenance
// its reason and end, for an unsupported version a reload button, inside the same banner, from the login
// page's lazy chunk (login-extras.ts → notice-extra.tsx, with the rules and texts) that only those
// refusals and the code step fetch, so /login/'s first download stays as it was (docs/api/sign-in-gates.md).
import { lazy, Suspense } from 'react';
import { applyUpdate } from '../../../app/service-worker.ts';
import type { Notice } from '../../components/shell/notice.ts';
import { StatusNotice } from '../../components/shell/status-notice.tsx';

const NoticeExtra = lazy(() => import('./login-extras.ts').then((extras) => ({ default: extras.NoticeExtra })));

export function SignInNotice({ notice }: { notice: Notice }) {
  return (
    <StatusNotice notice={notice} testId="login-message">
      {(notice.status === 'V110' || notice.status === 'E142') && (
        <Suspense fallback={null}>
          <NoticeExtra notice={notice} onReload={applyUpdate} />
        </Suspense>
      )}
    </StatusNotice>
  );
}
