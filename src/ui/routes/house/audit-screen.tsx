// /house/audit/: the site's audit log of account changes (docs/api/account-changes.md), its company
// account's: every setting any agent changed on any account of the site and every account opened, newest
// first, who and when.
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../app/container-context.tsx';
import { AccountChangeService } from '../../../core/ports/account-change-service.ts';
import { withQueries } from '../../query/with-queries.tsx';
import { AccountChangeList } from '../../components/back-office/account-change-list.tsx';
import { HouseGate } from '../../components/house/house-access.tsx';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';
import '../../components/back-office/agent.css';
import './house.css';

function AuditBody({ pin }: { pin: string }) {
  const { t } = useTranslation('house');
  const changes = useInjection<AccountChangeService>(AccountChangeService);
  return (
    <div className="screen">
      <main className="content">
        <h1 className="house-title">{t('entry-audit')}</h1>
        <p className="bo-hint">{t('site-of', { pin })}</p>
        <AccountChangeList queryKey={['audit-log']} load={(before) => changes.auditLog(before)} showUser />
      </main>
    </div>
  );
}

export const AuditScreen = withQueries(function AuditGate() {
  return <HouseGate allowed={(access) => access.site}>{(access) => <AuditBody pin={access.pin} />}</HouseGate>;
});
