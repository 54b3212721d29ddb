// An agent's reset of a downline's two-factor codes (the downline scans a new QR at its next login), and
// turning them off (with the agent's own code when it has codes).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../../app/container-context.tsx';
import { TwoFactorService } from '../../../../core/ports/two-factor-service.ts';
import { TurnOffCodes } from './turn-off.tsx';

/** `ownCodes`: the agent's own codes are on, so turning a downline's off takes one of them. */
export function DownlineReset({
  targets,
  ownCodes,
  onFailure,
}: {
  targets: readonly string[];
  ownCodes: boolean;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useTranslation('two-factor');
  const twoFactor = useInjection<TwoFactorService>(TwoFactorService);
  const [target, setTarget] = useState(targets[0] ?? '');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ name: string; key: 'reset-done' | 'off-done' } | null>(null);

  async function reset() {
    setBusy(true);
    setDone(null);
    try {
      await twoFactor.reset(target);
      setDone({ name: target, key: 'reset-done' });
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
        <select
          value={target}
          onChange={(e) => {
            setTarget(e.target.value);
            setDone(null);
          }}
        >
          {targets.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {done !== null && (
        <p className="notice notice-good" role="status">
          {t(done.key, { name: done.name })}
        </p>
      )}
      <button
        type="button"
        className="button button-quiet"
        onClick={() => void reset()}
        disabled={busy || target === ''}
      >
        {t('reset')}
      </button>
      <p>{t(ownCodes ? 'off-intro-downline-code' : 'off-intro-downline', { name: target })}</p>
      <TurnOffCodes
        key={target}
        needsCode={ownCodes}
        userId={target}
        onDone={() => setDone({ name: target, key: 'off-done' })}
        onFailure={onFailure}
      />
    </section>
  );
}
