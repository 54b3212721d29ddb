// /settings/packageinfo/ and /packageinfo/: the user's seven packages as tabs, each with its commission
// and prize rates (GetLoginPlayerSummaryInfo).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../../app/container-context.tsx';
import { SettingsService } from '../../../../core/ports/settings-service.ts';
import { LoadView } from '../../../components/back-office/load-view.tsx';
import { useLoad } from '../../../components/back-office/use-load.ts';
import { PACKAGE_TABS, packageBlocks, type PackageTab } from './package-rows.ts';
import '../../../components/shell/shell.css';
import '../../../components/back-office/back-office.css';

export function PackageInfoScreen() {
  const { t, i18n } = useTranslation('settings');
  const settings = useInjection<SettingsService>(SettingsService);
  const { result } = useLoad(() => settings.packages(), 'packages');
  const [tab, setTab] = useState<PackageTab>('3D4D');
  return (
    <div className="screen">
      <main className="content">
        <div className="bo-tabs" role="tablist" aria-label={t('package-tabs')}>
          {PACKAGE_TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`tab-${name}`}
              aria-selected={tab === name}
              aria-controls="package-panel"
              onClick={() => setTab(name)}
            >
              {name}
            </button>
          ))}
        </div>
        <div id="package-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
          <LoadView result={result}>
            {(packages) => {
              const blocks = packageBlocks(packages, tab, i18n.language);
              if (blocks.length === 0) return <p className="card">{t('package-none')}</p>;
              return blocks.map((block) => (
                <section key={block.key} className="card" style={{ marginBottom: 12 }} data-testid="package-block">
                  <h2>{t(block.key)}</h2>
                  <dl className="bo-figures">
                    <dt>{t('package-commission')}</dt>
                    <dd>{block.commission}</dd>
                    {block.prizes.map((prize) => (
                      <div key={prize.key} style={{ display: 'contents' }}>
                        <dt>{t(prize.key)}</dt>
                        <dd>{prize.value}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              ));
            }}
          </LoadView>
        </div>
      </main>
    </div>
  );
}
