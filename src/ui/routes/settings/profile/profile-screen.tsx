// /settings/profile/: the caller's money figures, fresh from GetMobileProfile.
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../../app/container-context.tsx';
import { SettingsService } from '../../../../core/ports/settings-service.ts';
import { LoadView } from '../../../components/back-office/load-view.tsx';
import { useLoad } from '../../../components/back-office/use-load.ts';
import { formatCents } from '../../../format/money.ts';
import { profileRows } from './profile-rows.ts';
import '../../../components/shell/shell.css';
import '../../../components/back-office/back-office.css';

export function ProfileScreen() {
  const { t } = useTranslation('settings');
  const settings = useInjection<SettingsService>(SettingsService);
  const { result } = useLoad(() => settings.profile(), 'profile');
  return (
    <div className="screen">
      <main className="content">
        <LoadView result={result}>
          {(profile) => (
            <section className="card" aria-label={t('profile-heading')}>
              <dl className="bo-figures" data-testid="profile-figures">
                {profileRows(profile).map((row) => (
                  <div key={row.key} style={{ display: 'contents' }}>
                    <dt>{t(row.key)}</dt>
                    <dd className="money">{formatCents(row.cents)}</dd>
                    <dd className="bo-figure-hint">{t(`${row.key}-hint`)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </LoadView>
      </main>
    </div>
  );
}
