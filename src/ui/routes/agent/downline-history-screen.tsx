// /agent/history/?id=name: a downline's history of changes (docs/api/account-changes.md) — its credit limit
// above all, and every other setting its agents changed: from what to what, who, when. The server answers
// E103 for an account beyond the caller's reach.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useInjection } from '../../../app/container-context.tsx';
import { AccountChangeService } from '../../../core/ports/account-change-service.ts';
import { withQueries } from '../../query/with-queries.tsx';
import { AccountChangeList } from '../../components/back-office/account-change-list.tsx';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';
import '../../components/back-office/agent.css';

function DownlineHistory() {
  const { t } = useTranslation('agent');
  const changes = useInjection<AccountChangeService>(AccountChangeService);
  const [params] = useSearchParams();
  const name = params.get('id') ?? '';
  return (
    <div className="screen">
      <main className="content">
        <h1 className="agent-title">{t('history-of', { name })}</h1>
        <AccountChangeList
          queryKey={['account-changes', name]}
          load={(before) => changes.history(name, before)}
          showUser={false}
        />
        <Link className="button button-quiet" to="/agent/downlines/">
          {t('back-to-list')}
        </Link>
      </main>
    </div>
  );
}

export const DownlineHistoryScreen = withQueries(DownlineHistory);
