// The lazy half of the login page's banner (sign-in-notice.tsx, loaded through login-extras.ts):
// maintenance's reason and expected end (GMT+8, as every time the service shows), and the reload into a
// supported version after E142. Its texts are in the `two-factor` namespace, the login page's lazy one,
// so not a byte of them is in /login/'s first download (docs/api/sign-in-gates.md).
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../app/container-context.tsx';
import { Gmt8Format } from '../../../core/ports/gmt8-format.ts';
import type { Notice } from '../../components/shell/notice.ts';
import { noticeExtraOf, reasonKey } from './sign-in-notice-view.ts';

export interface NoticeExtraProps {
  notice: Notice;
  /** Into the new version (src/app/service-worker.ts applyUpdate, given by the eager half). */
  onReload: () => void;
}

/** What a V110 or E142 notice adds (sign-in-notice-view.ts), rendered where sign-in-notice.tsx puts it. */
export default function NoticeExtra({ notice, onReload }: NoticeExtraProps) {
  const { t } = useTranslation('two-factor');
  const format = useInjection<Gmt8Format>(Gmt8Format);
  const extra = noticeExtraOf(notice);
  if (extra?.kind === 'update') {
    return (
      <button type="button" className="button" onClick={onReload}>
        {t('update-reload')}
      </button>
    );
  }
  if (extra?.kind !== 'maintenance') return null;
  return (
    <>
      {extra.reason !== null && (
        <span className="notice-detail" data-testid="maintenance-reason">
          {t(reasonKey(extra.reason))}
        </span>
      )}
      {extra.endsAt !== null && (
        <span className="notice-detail" data-testid="maintenance-until">
          {t('maintenance-until', { time: format.dateTime(extra.endsAt).slice(0, 16) })}
        </span>
      )}
    </>
  );
}
