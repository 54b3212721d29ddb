// What a login-page notice adds to its catalogue text, as a pure function (tests/ui/login/sign-in-notice-view.test.ts):
// maintenance (V110) its reason and expected end when the operator gave them; an unsupported version
// (E142) a button to reload into the new one. Nothing else has more to say.
import { maintenanceDetails, type MaintenanceReason } from '../../../core/domain/maintenance.ts';
import type { Notice } from '../../components/shell/notice.ts';

export type NoticeExtra =
  { kind: 'maintenance'; reason: MaintenanceReason | null; endsAt: number | null } | { kind: 'update' };

export function noticeExtraOf(notice: Notice): NoticeExtra | null {
  if (notice.status === 'E142') return { kind: 'update' };
  if (notice.status !== 'V110') return null;
  const details = maintenanceDetails(notice.params);
  // A bare switch: the catalogue's text says it all, and the details' chunk need not load.
  if (details.reason === null && details.endsAt === null) return null;
  return { kind: 'maintenance', ...details };
}

/** The i18n key (login namespace) of a maintenance reason. */
export const reasonKey = (reason: MaintenanceReason) => `maintenance-${reason}` as const;
