// /house/signin/: a site's sign-in settings (docs/house.md), its company account's: the minimum app
// version (older apps are refused E142) and the blocked address ranges (E303), one CIDR range or address
// a line. The list is replaced as a whole; the server answers the canonical spelling, sorted.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInSettings } from '../../../../contract/house.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { HouseService } from '../../../core/ports/house-service.ts';
import { withQueries } from '../../query/with-queries.tsx';
import { HouseGate } from '../../components/house/house-access.tsx';
import { ChangeFailed, QueryState } from '../../components/house/query-state.tsx';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';
import './house.css';

const KEY = ['house', 'sign-in'] as const;

/** The ranges typed, one a line (commas and spaces also part them), blanks dropped. */
export function rangesOf(text: string): string[] {
  return text.split(/[\s,]+/).filter((range) => range !== '');
}

function SignInBody({ pin }: { pin: string }) {
  const { t } = useTranslation('house');
  const house = useInjection<HouseService>(HouseService);
  const settings = useQuery({ queryKey: KEY, queryFn: () => house.signInSettings() });
  return (
    <div className="screen">
      <main className="content">
        <h1 className="house-title">{t('entry-signin')}</h1>
        <p className="bo-hint">{t('site-of', { pin })}</p>
        {settings.data === undefined ? (
          <QueryState
            pending={settings.isPending}
            error={settings.error === null ? null : asServiceError(settings.error)}
          />
        ) : (
          <SignInForm settings={settings.data} />
        )}
      </main>
    </div>
  );
}

function SignInForm({ settings }: { settings: SignInSettings }) {
  const { t } = useTranslation('house');
  const house = useInjection<HouseService>(HouseService);
  const queries = useQueryClient();
  const [version, setVersion] = useState(settings.minAppVersion);
  const [ranges, setRanges] = useState(settings.blockedRanges.join('\n'));
  const save = useMutation({
    mutationFn: () => house.setSignInSettings({ minAppVersion: version.trim(), blockedRanges: rangesOf(ranges) }),
    onSuccess: (next) => {
      queries.setQueryData(KEY, next);
      // The server's spelling: canonical ranges, sorted, duplicates gone.
      setVersion(next.minAppVersion);
      setRanges(next.blockedRanges.join('\n'));
    },
  });
  return (
    <form
      className="card house-form"
      aria-label={t('entry-signin')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <label className="field">
        {t('min-version')}
        <input
          value={version}
          inputMode="decimal"
          autoComplete="off"
          maxLength={32}
          placeholder="1.4.2"
          onChange={(event) => setVersion(event.target.value)}
          data-testid="min-version"
        />
      </label>
      <p className="bo-hint">{t('min-version-hint')}</p>
      <label className="field">
        {t('blocked-ranges')}
        <textarea
          rows={5}
          autoComplete="off"
          value={ranges}
          onChange={(event) => setRanges(event.target.value)}
          data-testid="blocked-ranges"
        />
      </label>
      <p className="bo-hint">{t('blocked-hint')}</p>
      <ChangeFailed error={save.error} />
      {save.isSuccess && (
        <p className="notice notice-good" role="status" data-testid="saved">
          {t('saved')}
        </p>
      )}
      <button type="submit" className="button" disabled={save.isPending} data-testid="save-signin">
        {t('save')}
      </button>
    </form>
  );
}

export const SignInSettingsScreen = withQueries(function SignInSettingsGate() {
  return <HouseGate allowed={(access) => access.site}>{(access) => <SignInBody pin={access.pin} />}</HouseGate>;
});
