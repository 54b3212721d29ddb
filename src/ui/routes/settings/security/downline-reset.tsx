// An agent's reset of a downline's two-factor codes (the downline scans a new QR at its next login).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../../app/container-context.tsx';
import { TwoFactorUseCases } from '../../../../core/use-cases/two-factor.ts';

export function DownlineReset({ targets, onFailure }: { targets: readonly string[]; onFailure: (error: unknown) => void }) {
  const { t } = useTranslation('two-factor');
  const twoFactor = useInjection<TwoFactorUseCases>(TwoFactorUseCases);
  const [target, setTarget] = useState(targets[0] ?? '');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function reset() {
    setBusy(true);
    setDone(null);
    try {
      await twoFactor.reset(target);
      setDone(target);
    } catch (error) {
      onFailure(error);
    }
    setBusy(false);
  }

  return (
    <section className="card security-card" aria-labelledby="downline-title">
      <h2 id="downline-title">{t('downline-title')}</h2>
      <label className="field">
        {t('downline-label')}
        <select value={target} onChange={(e) => setTarget(e.target.value)}>
          {targets.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {done !== null && (
        <p className="notice notice-good" role="status">
          {t('reset-done', { name: done })}
        </p>
      )}
      <button type="button" className="button button-quiet" onClick={() => void reset()} disabled={busy || target === ''}>
        {t('reset')}
      </button>
    </section>
  );
}
