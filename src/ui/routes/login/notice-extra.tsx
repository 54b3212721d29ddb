// The lazy half of the login page's banner (sign-in-notice.tsx): maintenance's reason and expected end
// (GMT+8, as every time the service shows), and the reload into a supported version after E142 — through
// the waiting service worker when there is one (src/app/service-worker.ts), a plain reload otherwise.
import { useTranslation } from 'react-i18next';
import { applyUpdate } from '../../../app/service-worker.ts';
import { useInjection } from '../../../app/container-context.tsx';
import type { MaintenanceReason } from '../../../core/domain/maintenance.ts';
import { Gmt8Format } from '../../../core/ports/gmt8-format.ts';
import { reasonKey } from './sign-in-notice-view.ts';

export function MaintenanceText({ reason, endsAt }: { reason: MaintenanceReason | null; endsAt: number | null }) {
  const { t } = useTranslation('login');
  const format = useInjection<Gmt8Format>(Gmt8Format);
  return (
    <>
      {reason !== null && <span className="notice-detail" data-testid="maintenance-reason">{t(reasonKey(reason))}</span>}
      {endsAt !== null && (
        <span className="notice-detail" data-testid="maintenance-until">
          {t('maintenance-until', { time: format.dateTime(endsAt).slice(0, 16) })}
        </span>
      )}
    </>
  );
}

export function UpdateButton() {
  const { t } = useTranslation('login');
  return (
    <button type="button" className="button" onClick={applyUpdate}>
      {t('update-reload')}
    </button>
  );
}
